import { describe, expect, it } from 'vitest';
import { addBestiary, addPlayedSheet, bigCampaignStore } from '../../../test/helpers/big-campaign';
import { createAppStore } from '../store';
import { applyImport, conflicts } from './apply-import';
import { SCHEMA_VERSION } from './migrations';
import { parseImport, parseImportInSteps } from './parse-import';
import { MAX_REVISION } from './schema-helpers';
import { sheetSchema } from './sheet-schema';
import { buildExport, exportText, MAX_IMPORT_BYTES, type ExportFile, type ImportProgress } from './transfer';

let ids = 0;
const newId = () => `imported-${++ids}`;

function campaign() {
  const store = createAppStore({ language: 'en', now: () => 1_700_000_000_000, rng: () => 0.5 });
  const aria = store.getState().createSheet({ name: 'Aria', maxHp: 20, notes: 'Owes <b>Bram</b> 5 gp' });
  const bram = store.getState().createSheet({ name: 'Bram', maxHp: 12 });
  store.getState().act(aria, { type: 'damage', amount: 25 });
  store.getState().act(aria, { type: 'deathSave', roll: 4 });
  store.getState().act(bram, { type: 'tempHp', amount: 3 });
  return { store, aria, bram };
}

const exported = (store: ReturnType<typeof campaign>['store']) => buildExport(Object.values(store.getState().sheets), new Date('2025-01-02T03:04:05Z'));
const text = (file: unknown) => JSON.stringify(file);
const parse = (file: unknown) => parseImport(text(file), text(file).length);

describe('export', () => {
  it('carries schemaVersion, appVersion and exportedAt', () => {
    const file = exported(campaign().store);
    expect(file).toMatchObject({ format: 'databook-export', schemaVersion: SCHEMA_VERSION, appVersion: expect.any(String), exportedAt: '2025-01-02T03:04:05.000Z' });
  });
});

describe('export then import', () => {
  it('gives back identical sheets, logs included', () => {
    const { store } = campaign();
    const result = parse(exported(store));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const fresh = createAppStore({ language: 'en' });
    applyImport(fresh, result.file.sheets, { choice: 'replace', newId });
    expect(fresh.getState().sheets).toEqual(store.getState().sheets);
    expect(Object.values(fresh.getState().sheets).some((sheet) => sheet.log.length > 0)).toBe(true);
  });

  it('on an existing id: replace takes the file’s sheet, with a revision that wins in other tabs', () => {
    const { store, aria } = campaign();
    const file = exported(store);
    store.getState().act(aria, { type: 'heal', amount: 3 });
    const before = store.getState().sheets[aria]?.revision ?? 0;
    const result = parse(file);
    if (!result.ok) throw new Error('refused');
    expect(conflicts(store, result.file.sheets).size).toBe(2);
    applyImport(store, result.file.sheets.filter((sheet) => sheet.id === aria), { choice: 'replace', newId });
    expect(store.getState().sheets[aria]?.creature.hp.current).toBe(0);
    expect(store.getState().sheets[aria]?.revision).toBe(before + 1);
  });

  it('keep both adds copies with new ids, and never deletes a sheet the file does not name', () => {
    const { store, bram } = campaign();
    const file = exported(store);
    const other = store.getState().createSheet({ name: 'Cid', maxHp: 9 });
    const result = parse({ ...file, sheets: file.sheets.filter((sheet) => sheet.id !== bram) });
    if (!result.ok) throw new Error('refused');
    expect(applyImport(store, result.file.sheets, { choice: 'keep-both', newId })).toEqual({ added: 1, replaced: 0 });
    const names = Object.values(store.getState().sheets).map((sheet) => sheet.creature.name).sort();
    expect(names).toEqual(['Aria', 'Aria', 'Bram', 'Cid']);
    expect(store.getState().sheets[other]).toBeDefined();
  });
});

describe('import refuses, before changing anything, and says what and where', () => {
  const valid = () => exported(campaign().store);
  /** The first sheet of a valid file, loosely typed so a test can break it. */
  type LooseSheet = { creature: { name: unknown; hp?: Record<string, unknown> } };
  const withSheet = (file: ExportFile, edit: (sheet: LooseSheet) => void) => {
    const copy = structuredClone(file) as unknown as { sheets: LooseSheet[] };
    if (copy.sheets[0]) edit(copy.sheets[0]);
    return copy;
  };

  it('a file over the limit, before reading it', () => {
    expect(parseImport('{}', MAX_IMPORT_BYTES + 1)).toEqual({ ok: false, error: { code: 'tooLarge', size: MAX_IMPORT_BYTES + 1, limit: MAX_IMPORT_BYTES } });
  });

  it('malformed JSON, with the line and column', () => {
    const result = parseImport('{\n  "format": "databook-export",\n  oops\n}', 40);
    expect(result).toMatchObject({ ok: false, error: { code: 'json' } });
    if (!result.ok && result.error.code === 'json' && result.error.line !== undefined) expect(result.error.line).toBe(3);
  });

  it('JSON that is not a Databook export', () => {
    expect(parse({ sheets: [] })).toEqual({ ok: false, error: { code: 'notExport' } });
    expect(parse([1, 2])).toEqual({ ok: false, error: { code: 'notExport' } });
  });

  it('a wrong schema', () => {
    expect(parse({ ...valid(), sheets: 'all of them' })).toMatchObject({ ok: false, error: { code: 'invalid', issues: [{ path: 'sheets', code: 'type' }] } });
    expect(parse(withSheet(valid(), (sheet) => { delete sheet.creature.hp; }))).toMatchObject({
      ok: false, error: { issues: [{ path: 'sheets[0].creature.hp', code: 'required' }] },
    });
  });

  it('negative HP', () => {
    expect(parse(withSheet(valid(), (sheet) => { if (sheet.creature.hp) sheet.creature.hp.current = -5; }))).toMatchObject({
      ok: false, error: { code: 'invalid', issues: [{ path: 'sheets[0].creature.hp.current', code: 'min', limit: 0 }] },
    });
  });

  it('a name of 10,000 characters', () => {
    expect(parse(withSheet(valid(), (sheet) => { sheet.creature.name = 'x'.repeat(10_000); }))).toMatchObject({
      ok: false, error: { issues: [{ path: 'sheets[0].creature.name', code: 'tooLong', limit: 120 }] },
    });
  });

  it('keys such as __proto__', () => {
    const raw = text(valid()).replace('"notes":', '"__proto__":{"admin":true},"notes":');
    expect(parseImport(raw, raw.length)).toMatchObject({ ok: false, error: { issues: [{ path: 'sheets[0].__proto__', code: 'unsafeKey' }] } });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a file from a newer version of the app', () => {
    expect(parse({ ...valid(), schemaVersion: SCHEMA_VERSION + 1 })).toEqual({ ok: false, error: { code: 'newer', schemaVersion: SCHEMA_VERSION + 1 } });
  });

  it('the same id twice in one file', () => {
    const file = valid();
    expect(parse({ ...file, sheets: [file.sheets[0], file.sheets[1], file.sheets[0]] })).toEqual({
      ok: false, error: { code: 'invalid', issues: [{ path: 'sheets[2].id', code: 'duplicate', limit: 'sheets[0].id' }] },
    });
  });

  it('a file exported by an older version is migrated', () => {
    const file = valid();
    const v1 = { ...file, schemaVersion: 1, sheets: file.sheets.map((sheet) => ({ ...sheet, log: sheet.log.map((entry) => ({ ...entry, events: entry.events.map((event) => ({ ...event, key: `events.${event.type}` })) })) })) };
    const result = parse(v1);
    expect(result.ok && result.file.sheets).toEqual(file.sheets);
  });
});

// Issue 10, items 4 and 6: every file the app exports imports again, and no file, however
// deep or large, ends without a preview or a refusal in words.
describe('every file the app exports imports again', { timeout: 60_000 }, () => {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  /** The file as this build writes it, and as earlier builds wrote it (pretty-printed). */
  const texts = (file: ExportFile) => ({ compact: exportText(file), pretty: JSON.stringify(file, null, 2) });
  const roundTrip = (file: ExportFile, text: string) => {
    const result = parseImport(text, bytes(text));
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error).slice(0, 300)}`);
    expect(result.file.sheets).toEqual(file.sheets);
  };

  it('a sheet with 5,000 logged actions', () => {
    const store = bigCampaignStore();
    addPlayedSheet(store, 'Aria', 5_000);
    const file = exported(store);
    expect(file.sheets[0]?.log).toHaveLength(5_000);
    const { compact, pretty } = texts(file);
    expect(bytes(pretty)).toBeGreaterThan(1024 * 1024);
    roundTrip(file, compact);
    roundTrip(file, pretty);
  });

  it('an "export all" of 2,000 sheets (4.4 MB as earlier builds wrote it)', () => {
    const store = bigCampaignStore();
    addBestiary(store, 2_000);
    const file = exported(store);
    const { compact, pretty } = texts(file);
    expect(bytes(pretty)).toBeGreaterThan(4.4e6);
    roundTrip(file, compact);
    roundTrip(file, pretty);
  });

  it('as many sheets as a browser’s storage can hold (10 MB of text), even pretty-printed', () => {
    const store = bigCampaignStore();
    addPlayedSheet(store, 'Aria', 2);
    const [sheet] = exported(store).sheets;
    const file = { ...exported(store), sheets: Array.from({ length: 9_000 }, (_, i) => ({ ...sheet!, id: `s${i}` })) };
    const { compact, pretty } = texts(file);
    expect(bytes(compact)).toBeGreaterThan(10e6);
    roundTrip(file, compact);
    roundTrip(file, pretty);
  });
});

describe('a big file is checked in steps (issue 10: a big file must not freeze the page)', () => {
  it('gives the event loop back between steps, reports its progress, and ends as the check at once does', async () => {
    const store = bigCampaignStore();
    addBestiary(store, 300);
    addPlayedSheet(store, 'Aria', 1_000);
    const raw = exportText(exported(store));
    const seen: ImportProgress[] = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const result = await parseImportInSteps(raw, raw.length, { sliceMs: 0, onProgress: (progress) => seen.push(progress) });
    clearInterval(timer);

    expect(result).toEqual(parseImport(raw, raw.length));
    expect(result.ok).toBe(true);
    expect(ticks).toBeGreaterThan(10);
    // Each sheet counts one, and each of its log entries one.
    const total = 300 * (1 + 2) + (1 + 1_000);
    expect(seen.length).toBeGreaterThan(300);
    expect(seen.every((progress) => progress.total === total)).toBe(true);
    const done = seen.map((progress) => progress.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBe(total);
  });
});

describe('deep or huge files end with a refusal that says where, never with a crash', () => {
  const valid = () => exported(campaign().store);
  /** A valid file with `replace` put in place of the first sheet's notes. */
  const withNotes = (replace: string) => text(valid()).replace(/"notes":"[^"]*"/, `"notes":${replace}`);

  it.each([1_500, 100_000])('nested %i levels', (levels) => {
    const raw = withNotes(`${'['.repeat(levels)}${']'.repeat(levels)}`);
    const result = parseImport(raw, raw.length);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid', issues: [{ code: 'tooDeep' }] } });
    if (!result.ok && result.error.code === 'invalid') expect(result.error.issues[0]?.path).toMatch(/^sheets\[0\]\.notes(\[0\])+$/);
  });

  it('150,000 invalid log entries: the first five, and no more work than that', () => {
    const file = valid();
    const raw = text({ ...file, sheets: [{ ...file.sheets[0], log: Array.from({ length: 150_000 }, () => 1) }] });
    expect(parseImport(raw, raw.length)).toEqual({
      ok: false,
      error: { code: 'invalid', issues: [0, 1, 2, 3, 4].map((j) => ({ path: `sheets[0].log[${j}]`, code: 'type', limit: 'object' })) },
    });
  });

  it('150,000 invalid events in one log entry', () => {
    const file = valid();
    const [sheet] = file.sheets;
    const log = [{ ...sheet!.log[0], events: Array.from({ length: 150_000 }, () => 1) }];
    const raw = text({ ...file, sheets: [{ ...sheet, log }] });
    const result = parseImport(raw, raw.length);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!result.ok && result.error.code === 'invalid') {
      expect(result.error.issues.length).toBeGreaterThan(0);
      expect(result.error.issues.length).toBeLessThanOrEqual(5);
      for (const issue of result.error.issues) expect(issue.path).toMatch(/^sheets\[0\]\.log\[0\]/);
    }
  });

  it('100,000 sheets that are not sheets: the first five', () => {
    const raw = text({ ...valid(), sheets: Array.from({ length: 100_000 }, () => 'x') });
    expect(parseImport(raw, raw.length)).toMatchObject({
      ok: false, error: { code: 'invalid', issues: [0, 1, 2, 3, 4].map((i) => ({ path: `sheets[${i}]`, code: 'type' })) },
    });
  });
});

describe('a revision from a file never brings a sheet near the cap', () => {
  const imported = (revision: number) => {
    const { store, aria } = campaign();
    return { store, aria, sheet: { ...structuredClone(store.getState().sheets[aria]!), revision } };
  };
  const afterAnAction = (store: ReturnType<typeof campaign>['store'], id: string) => {
    store.getState().act(id, { type: 'damage', amount: 1 });
    return store.getState().sheets[id]!;
  };

  it.each([MAX_REVISION, 2 ** 53 - 1])('a new sheet at revision %i still takes further actions that storage accepts', (revision) => {
    const { sheet } = imported(revision);
    const fresh = createAppStore({ language: 'en' });
    applyImport(fresh, [sheet], { choice: 'replace', newId });
    const after = afterAnAction(fresh, sheet.id);
    expect(after.revision).toBeLessThanOrEqual(MAX_REVISION / 2 + 1);
    expect(sheetSchema.safeParse(after).success).toBe(true);
  });

  it.each([MAX_REVISION, 2 ** 53 - 1])('a replaced sheet at revision %i wins over the copy here, and stays within the cap', (revision) => {
    const { store, aria, sheet } = imported(revision);
    const before = store.getState().sheets[aria]!.revision;
    applyImport(store, [sheet], { choice: 'replace', newId });
    const replaced = store.getState().sheets[aria]!;
    expect(replaced.revision).toBeGreaterThan(before);
    expect(replaced.revision).toBeLessThanOrEqual(MAX_REVISION / 2 + 1);
    expect(sheetSchema.safeParse(afterAnAction(store, aria)).success).toBe(true);
  });

  it('a copy kept beside the sheet here keeps a sane revision too', () => {
    const { store, sheet } = imported(2 ** 53 - 1);
    applyImport(store, [sheet], { choice: 'keep-both', newId: () => 'copy-1' });
    expect(sheetSchema.safeParse(afterAnAction(store, 'copy-1')).success).toBe(true);
  });
});
