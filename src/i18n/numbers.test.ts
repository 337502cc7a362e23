import fc from 'fast-check';
import { LANGUAGES } from '../store/types';
import { formatCount, magnitudeFormat, numberFormat } from './numbers';

describe('formatCount', () => {
  it('writes every whole number as Intl.NumberFormat does, in every language of the app', () => {
    const edges = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language);
      for (const value of edges) expect(formatCount(language, value), `${language} ${value}`).toBe(intl.format(value));
      fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatCount(language, value)).toBe(intl.format(value));
      }), { seed: 21, numRuns: 300 });
    }
  });

  it('groups by three with each language\'s own mark', () => {
    expect(formatCount('en', 100_000)).toBe('100,000');
    expect(formatCount('pt-BR', 100_000)).toBe('100.000');
    expect(formatCount('cs', 100_000)).toBe('100\u00a0000');
  });

  it('leaves what it does not write to Intl: negatives, fractions, other languages', () => {
    expect(formatCount('en', -1234)).toBe(numberFormat('en').format(-1234));
    expect(formatCount('cs', 1234.5)).toBe(numberFormat('cs').format(1234.5));
    expect(formatCount('de', 1234)).toBe(new Intl.NumberFormat('de').format(1234));
  });
});

describe('magnitudeFormat', () => {
  it('writes an amount without its sign, grouped as each language groups (the words say which way it goes)', () => {
    expect(magnitudeFormat('en').format(-1234)).toBe('1,234');
    expect(magnitudeFormat('pt-BR').format(-1234)).toBe('1.234');
    expect(magnitudeFormat('cs').format(-12345)).toBe('12\u00a0345');
    expect(magnitudeFormat('en').format(12)).toBe('12');
  });

  it('is made once per language', () => {
    expect(magnitudeFormat('cs')).toBe(magnitudeFormat('cs'));
    expect(magnitudeFormat('cs')).not.toBe(magnitudeFormat('en'));
  });
});
