// The early language guess reads the settings entry exactly as persistence writes it.
import { describe, expect, it } from 'vitest';
import { encodeEntry, SETTINGS_KEY } from '../store/persistence/documents';
import { bootLanguage } from './boot-language';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('bootLanguage', () => {
  it('uses the stored language setting', () => {
    const stored = encodeEntry(3, { language: 'cs', presetPin: null, keepAwake: false });
    expect(bootLanguage(storageWith({ [SETTINGS_KEY]: stored }), ['en-US'])).toBe('cs');
  });

  it('falls back to the browser language when nothing (or nothing readable) is stored', () => {
    expect(bootLanguage(storageWith({}), ['pt-PT'])).toBe('pt-BR');
    expect(bootLanguage(storageWith({ [SETTINGS_KEY]: '{oops' }), ['cs-CZ'])).toBe('cs');
    expect(bootLanguage(storageWith({ [SETTINGS_KEY]: JSON.stringify({ data: { language: 'xx' } }) }), ['en'])).toBe('en');
    expect(bootLanguage(undefined, ['sk'])).toBe('cs');
  });
});
