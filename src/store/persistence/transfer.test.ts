import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store';
import { applyImport, conflicts } from './apply-import';
import { SCHEMA_VERSION } from './migrations';
import { buildExport, MAX_IMPORT_BYTES, parseImport, type ExportFile } from './transfer';

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

  it('a file over 1 MB', () => {
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
    expect(parse({ ...file, sheets: [file.sheets[0], file.sheets[0]] })).toMatchObject({ ok: false, error: { issues: [{ path: 'sheets[1].id' }] } });
  });

  it('a file exported by an older version is migrated', () => {
    const file = valid();
    const v1 = { ...file, schemaVersion: 1, sheets: file.sheets.map((sheet) => ({ ...sheet, log: sheet.log.map((entry) => ({ ...entry, events: entry.events.map((event) => ({ ...event, key: `events.${event.type}` })) })) })) };
    const result = parse(v1);
    expect(result.ok && result.file.sheets).toEqual(file.sheets);
  });
});
