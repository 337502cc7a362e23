import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store/store';
import { seededRng } from '../helpers/render-app';

function freshStore(language: 'pt-BR' | 'cs' | 'en' = 'en') {
  let clock = 1_000;
  return createAppStore({ language, rng: seededRng(7), now: () => (clock += 1_000) });
}

describe('store: sheets', () => {
  it('a new sheet follows the language: pt-BR → databook, cs → srd-2024 (RULES.md, presets)', () => {
    const pt = freshStore('pt-BR');
    const id = pt.getState().createSheet({ name: 'Kaito', maxHp: 20 });
    expect(pt.getState().sheets[id]?.creature.preset).toBe('databook');
    expect(pt.getState().sheets[id]?.followLanguage).toBe(true);
    const cs = freshStore('cs');
    const other = cs.getState().createSheet({ name: 'Bořek', maxHp: 20 });
    expect(cs.getState().sheets[other]?.creature.preset).toBe('srd-2024');
  });

  it('a pinned preset stays when the language changes; a following one switches at once', () => {
    const store = freshStore('pt-BR');
    const follows = store.getState().createSheet({ name: 'A', maxHp: 10 });
    const pinned = store.getState().createSheet({ name: 'B', maxHp: 10, preset: 'plano-espiritual' });
    store.getState().setLanguage('cs');
    expect(store.getState().sheets[follows]?.creature.preset).toBe('srd-2024');
    expect(store.getState().sheets[pinned]?.creature.preset).toBe('plano-espiritual');
    // Following the language is not an undoable action of the sheet.
    expect(store.getState().canUndo(follows)).toBe(false);
  });

  it('an app-wide preset pin applies to sheets that follow the language', () => {
    const store = freshStore('en');
    const id = store.getState().createSheet({ name: 'A', maxHp: 10 });
    store.getState().setPresetPin('databook');
    expect(store.getState().sheets[id]?.creature.preset).toBe('databook');
    store.getState().setPresetPin(null);
    expect(store.getState().sheets[id]?.creature.preset).toBe('srd-2024');
  });

  it('act keeps the rules result, logs its events and bumps the revision', () => {
    const store = freshStore();
    const id = store.getState().createSheet({ name: 'A', maxHp: 20 });
    // srd-2024 "Healing" example: 14 of 20 HP and 8 healing → 20.
    store.getState().act(id, { type: 'damage', amount: 6 });
    const result = store.getState().act(id, { type: 'heal', amount: 8 });
    const sheet = store.getState().sheets[id];
    expect(result?.error).toBeUndefined();
    expect(sheet?.creature.hp.current).toBe(20);
    expect(sheet?.log.map((entry) => entry.action)).toEqual(['damage', 'heal']);
    expect(sheet?.log[1]?.events.some((event) => event.type === 'healed')).toBe(true);
    expect(sheet?.revision).toBe(3);
  });

  it('a refused action changes nothing and logs nothing', () => {
    const store = freshStore();
    const id = store.getState().createSheet({ name: 'A', maxHp: 20 });
    const before = store.getState().sheets[id];
    const result = store.getState().act(id, { type: 'damage', amount: -3 });
    expect(result?.error?.code).toBe('invalid-amount');
    expect(store.getState().sheets[id]).toBe(before);
  });

  it('undo and redo walk one sheet back and forth, and the log says so', () => {
    const store = freshStore();
    const id = store.getState().createSheet({ name: 'A', maxHp: 20 });
    store.getState().act(id, { type: 'damage', amount: 5 });
    store.getState().act(id, { type: 'damage', amount: 5 });
    store.getState().undo(id);
    expect(store.getState().sheets[id]?.creature.hp.current).toBe(15);
    store.getState().redo(id);
    expect(store.getState().sheets[id]?.creature.hp.current).toBe(10);
    expect(store.getState().sheets[id]?.log.map((entry) => entry.undo ?? entry.action)).toEqual(['damage', 'damage', 'undo', 'redo']);
  });

  it('undo reaches back at least 50 actions of a sheet', () => {
    const store = freshStore();
    const id = store.getState().createSheet({ name: 'A', maxHp: 100 });
    for (let i = 0; i < 60; i++) store.getState().act(id, { type: 'tempHp', amount: i + 1, keep: 'new' });
    for (let i = 0; i < 50; i++) store.getState().undo(id);
    expect(store.getState().sheets[id]?.creature.hp.temp).toBe(10);
  });

  it('one undo reverts a whole group action over several sheets, and only those', () => {
    const store = freshStore();
    const a = store.getState().createSheet({ name: 'A', maxHp: 20 });
    const b = store.getState().createSheet({ name: 'B', maxHp: 20 });
    const c = store.getState().createSheet({ name: 'C', maxHp: 20 });
    store.getState().act(c, { type: 'damage', amount: 1 });
    store.getState().actMany([
      { sheetId: a, action: { type: 'damage', amount: 7 } },
      { sheetId: b, action: { type: 'damage', amount: 7 } },
    ]);
    store.getState().undo();
    expect(store.getState().sheets[a]?.creature.hp.current).toBe(20);
    expect(store.getState().sheets[b]?.creature.hp.current).toBe(20);
    expect(store.getState().sheets[c]?.creature.hp.current).toBe(19);
  });

  it('duplicate copies the creature without its log; delete removes the sheet and its history', () => {
    const store = freshStore();
    const id = store.getState().createSheet({ name: 'A', maxHp: 20 });
    store.getState().act(id, { type: 'damage', amount: 4 });
    const copy = store.getState().duplicateSheet(id);
    expect(copy).toBeDefined();
    expect(store.getState().sheets[copy ?? '']?.creature).toEqual(store.getState().sheets[id]?.creature);
    expect(store.getState().sheets[copy ?? '']?.log).toEqual([]);
    store.getState().deleteSheet(id);
    expect(store.getState().sheets[id]).toBeUndefined();
    expect(store.getState().canUndo()).toBe(false);
  });

  it('two actions for the same sheet in one group both apply, in order, and undo together', () => {
    const store = freshStore();
    const id = store.getState().createSheet({ name: 'A', maxHp: 20 });
    store.getState().actMany([
      { sheetId: id, action: { type: 'damage', amount: 3 } },
      { sheetId: id, action: { type: 'damage', amount: 4 } },
    ]);
    expect(store.getState().sheets[id]?.creature.hp.current).toBe(13);
    expect(store.getState().sheets[id]?.log).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().sheets[id]?.creature.hp.current).toBe(20);
  });
});
