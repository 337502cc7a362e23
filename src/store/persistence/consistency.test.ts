import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store';
import type { Sheet } from '../types';
import { decodeData } from './documents';
import { SCHEMA_VERSION } from './migrations';

// Issue "Nothing lost, nothing hidden", 8: data of the right shape that the rules could never
// have produced is refused with the field it is about, in storage and in imports alike (both
// go through decodeData).

function sheet(patch: (sheet: Sheet) => void): unknown {
  const store = createAppStore({ language: 'en' });
  const id = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
  const copy = structuredClone(store.getState().sheets[id]!);
  patch(copy);
  return copy;
}

const decode = (data: unknown) => decodeData('sheet', data, SCHEMA_VERSION, ['sheets', 0]);

describe('a sheet the rules could never have produced is refused, naming the field', () => {
  it.each<[string, (s: Sheet) => void, string, string]>([
    ['HP 500 of a maximum of 20', (s) => { s.creature.hp.current = 500; }, 'sheets[0].creature.hp.current', 'hp-above-max'],
    ['dead at full HP', (s) => { s.creature.status = 'dead'; }, 'sheets[0].creature.hp.current', 'hp-while-down'],
    ['alive at 0 HP with 10 failures', (s) => { s.creature.hp.current = 0; s.creature.deathSaves.failures = 10; }, 'sheets[0].creature.status', 'alive-at-zero-hp'],
    ['a max-HP reduction above the maximum', (s) => { s.creature.hp.maxReduction = 30; }, 'sheets[0].creature.hp.maxReduction', 'reduction-above-max'],
  ])('%s', (_label, patch, path, rule) => {
    const result = decode(sheet(patch));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toContainEqual({ path, code: 'rule', rule });
  });

  it('alive at 0 HP with 10 failures also names the failures', () => {
    const result = decode(sheet((s) => { s.creature.hp.current = 0; s.creature.deathSaves.failures = 10; }));
    expect(!result.ok && result.issues).toContainEqual({ path: 'sheets[0].creature.deathSaves.failures', code: 'rule', rule: 'failures-over-limit' });
  });

  it('a name of zero-width spaces only', () => {
    const result = decode(sheet((s) => { s.origin = structuredClone(s.creature); s.creature.name = '\u200b\u200b\u200b'; }));
    expect(!result.ok && result.issues).toEqual([{ path: 'sheets[0].creature.name', code: 'rule', rule: 'invalid-name' }]);
  });

  it('a 61-emoji name is counted as the rules count it: accepted, and the sheet can still be edited', () => {
    const name = '🐉'.repeat(61);
    const result = decode(sheet((s) => { s.creature.name = name; }));
    expect(result.ok).toBe(true);
    const store = createAppStore({ language: 'en' });
    const id = store.getState().createSheet({ name: 'x', maxHp: 20 });
    store.setState((draft) => { draft.sheets[id]!.creature.name = name; });
    // The sheet editor sends the name with every edit: it must pass the rules as it passed storage.
    expect(store.getState().act(id, { type: 'configure', patch: { name, maxHp: 25 } })?.error).toBeUndefined();
    expect(store.getState().sheets[id]?.creature.hp.max).toBe(25);
  });

  it('a sheet the app made passes', () => {
    expect(decode(sheet(() => undefined)).ok).toBe(true);
  });
});
