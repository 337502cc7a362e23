// The head's inline script (build/first-screen.inline.js) picks the prerendered first screen
// before any of the app's code runs. It must never show a screen the app would not: the sheet
// list with no sheets, in the language the app starts in (src/store/shelf.ts readShelf, the
// boot's own read; src/i18n/detect.ts for a device with no settings).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_SCRIPT } from '../../build/first-screen-script';
import { TABLE_KEY } from '../../src/features/table/table-presence';
import { detectLanguage } from '../../src/i18n/detect';
import { createAppStore } from '../../src/store/store';
import { encodeEntry } from '../../src/store/persistence/documents';
import { CREATURES_KEY, ENCOUNTERS_KEY, journalKey, PROBE_KEY, SCHEMA_VERSION, SETTINGS_KEY, sheetKey } from '../../src/store/persistence/layout';
import { readShelf } from '../../src/store/shelf';
import { LANGUAGES } from '../../src/store/types';

/** What the script sets on <html> given the page's path, its storage and the browser's languages. */
function pick(pathname: string, entries: ReadonlyMap<string, string> | 'blocked', preferred: readonly string[]): string | null {
  const attributes: Record<string, string> = {};
  const html = { lang: '', setAttribute: (name: string, value: string) => { attributes[name] = value; } };
  const storage = entries === 'blocked'
    ? { get length(): number { throw new DOMException('blocked', 'SecurityError'); } }
    : { length: entries.size, key: (i: number) => [...entries.keys()][i] ?? null, getItem: (key: string) => entries.get(key) ?? null };
  new Function('location', 'localStorage', 'navigator', 'document', FIRST_SCREEN_SCRIPT)({ pathname }, storage, { languages: preferred }, { documentElement: html });
  const picked = attributes['data-first-screen'] ?? null;
  if (picked !== null) expect(html.lang).toBe(picked);
  return picked;
}

const settings = (language: string, keepAwake: unknown = false) =>
  JSON.stringify({ schemaVersion: SCHEMA_VERSION, revision: 1, data: { language, presetPin: null, keepAwake } });

function aSheet(): [string, string] {
  const store = createAppStore({ language: 'en', now: () => 1_700_000_000_000 });
  const id = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
  return [sheetKey(id), encodeEntry(1, store.getState().sheets[id]!)];
}

const TAGS = ['en', 'en-GB', 'EN-us', 'pt', 'pt-PT', 'pt-BR', 'PT-br', 'cs', 'cs-CZ', 'sk', 'de', 'fr-FR', 'es'];

describe('the first screen script', () => {
  it("writes the schema version this build reads (a new version shows the app's own start instead)", () => {
    expect(FIRST_SCREEN_SCRIPT).toContain(`settings.schemaVersion === ${SCHEMA_VERSION}`);
  });

  it("picks the browser's language as the app does when nothing is stored", () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...TAGS), { maxLength: 4 }), (preferred) => {
      expect(pick('/', new Map(), preferred)).toBe(detectLanguage(preferred));
    }));
  });

  it('picks the stored language over the browser’s', () => {
    for (const language of LANGUAGES) expect(pick('/', new Map([[SETTINGS_KEY, settings(language)]]), ['de'])).toBe(language);
  });

  it('shows nothing on any other page, with a sheet, at a table, with settings it cannot read, or with storage blocked', () => {
    const empty = new Map<string, string>();
    expect(pick('/sheet/abc', empty, ['en'])).toBeNull();
    expect(pick('/settings', empty, ['en'])).toBeNull();
    expect(pick('/', new Map([aSheet()]), ['en'])).toBeNull();
    expect(pick('/', new Map([[TABLE_KEY, '{}']]), ['en'])).toBeNull();
    expect(pick('/', new Map([[journalKey('tab1'), '{}']]), ['en'])).toBeNull();
    expect(pick('/', new Map([[SETTINGS_KEY, '{']]), ['en'])).toBeNull();
    expect(pick('/', new Map([[SETTINGS_KEY, settings('de')]]), ['en'])).toBeNull();
    expect(pick('/', new Map([[SETTINGS_KEY, settings('en', 'yes')]]), ['en'])).toBeNull();
    expect(pick('/', new Map([[SETTINGS_KEY, settings('en').replace(`"schemaVersion":${SCHEMA_VERSION}`, '"schemaVersion":99')]]), ['en'])).toBeNull();
    expect(pick('/', 'blocked', ['en'])).toBeNull();
  });

  it('never shows a screen the boot would not: whenever it picks, the boot reads no sheet, in that language', () => {
    const [sheetEntryKey, sheetEntry] = aSheet();
    const entry = fc.constantFrom<[string, string]>(
      [SETTINGS_KEY, settings('en')], [SETTINGS_KEY, settings('pt-BR', true)], [SETTINGS_KEY, settings('cs')],
      [SETTINGS_KEY, '{'], [SETTINGS_KEY, settings('xx')], [SETTINGS_KEY, 'null'],
      [sheetEntryKey, sheetEntry], [sheetEntryKey, '{}'], [TABLE_KEY, '{}'], [journalKey('t'), '{}'], [PROBE_KEY, '1'],
      [ENCOUNTERS_KEY, '{}'], [CREATURES_KEY, '{}'], ['someone-else', 'x'],
    );
    fc.assert(fc.property(fc.array(entry, { maxLength: 4 }), fc.array(fc.constantFrom(...TAGS), { maxLength: 3 }), (list, preferred) => {
      const entries = new Map(list);
      const picked = pick('/', entries, preferred);
      const adapter = { keys: () => [...entries.keys()], getItem: (key: string) => entries.get(key) ?? null };
      const shelf = readShelf(adapter, detectLanguage(preferred));
      if (picked !== null) {
        expect(shelf).toEqual({ sheets: [], language: picked, keepAwake: expect.any(Boolean) as boolean });
        expect(entries.has(TABLE_KEY)).toBe(false);
      }
      // Only settings it reads, the GM's encounters and creatures, and others' keys: it shows the list.
      const plain = [...entries.keys()].every((key) => [ENCOUNTERS_KEY, CREATURES_KEY, 'someone-else'].includes(key)
        || (key === SETTINGS_KEY && LANGUAGES.some((language) => entries.get(key)?.includes(`"language":"${language}"`))));
      if (plain) expect(picked).not.toBeNull();
    }));
  });
});
