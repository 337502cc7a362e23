import { describe, expect, it } from 'vitest';
import { nameRanges } from './name-ranges';

describe('nameRanges: names in one readable list, numbered creatures as ranges', () => {
  it('folds consecutive numbers of one name into a range', () => {
    expect(nameRanges(['Skeleton 1', 'Skeleton 2', 'Skeleton 3', 'Skeleton 4'], 'en')).toBe('Skeleton 1–4');
  });

  it('keeps gaps, single numbers, plain names and the order of first appearance', () => {
    expect(nameRanges(['Skeleton 4', 'Ogre', 'Skeleton 1', 'Skeleton 2', 'Goblin 7'], 'en')).toBe('Skeleton 1–2, Skeleton 4, Ogre, and Goblin 7');
  });

  it('joins with the language’s own “and”', () => {
    expect(nameRanges(['Esqueleto 1', 'Esqueleto 2', 'Ogro'], 'pt-BR')).toBe('Esqueleto 1–2 e Ogro');
    expect(nameRanges(['Kostlivec 1', 'Kostlivec 2', 'Kostlivec 3', 'Zlobr'], 'cs')).toBe('Kostlivec 1–3 a\u00a0Zlobr'); // Czech keeps a one-letter word with the next
  });

  it('a name alone, or none', () => {
    expect(nameRanges(['Zabuza'], 'en')).toBe('Zabuza');
    expect(nameRanges([], 'en')).toBe('');
  });

  it('a number 1000 and above is written as the name writes it (no grouping)', () => {
    expect(nameRanges(['Rat 999', 'Rat 1000'], 'pt-BR')).toBe('Rat 999–1000');
  });
});
