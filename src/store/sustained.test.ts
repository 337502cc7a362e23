// Issue 34: "Concentration sustains effects: when that concentration ends (failed save, 0 HP, a
// new concentration, by hand), the conditions it sustained end on every creature, said in the
// bar, in one Undo." The caster is Kaito; Hold Person holds the Ogre and the Goblin.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../test/helpers/render-app';
import type { Action, ConditionDuration } from '../rules';
import { createAppStore } from './store';
import type { SheetEntry } from './types';

function table() {
  const store = createAppStore({ language: 'en', rng: seededRng(7) });
  const s = () => store.getState();
  const kaito = s().createSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' });
  const ogre = s().createSheet({ name: 'Ogre', maxHp: 59, preset: 'srd-2024' });
  const goblin = s().createSheet({ name: 'Goblin', maxHp: 7, preset: 'srd-2024' });
  const by = (on: string): ConditionDuration['sustainedBy'] => ({ of: kaito, on, name: 'Kaito' });
  s().act(kaito, { type: 'concentrate', on: 'Hold Person' });
  s().act(ogre, { type: 'addCondition', condition: 'paralyzed', duration: { kind: 'save', ability: 'wis', dc: 13, rounds: 10, sustainedBy: by('Hold Person') } });
  s().act(goblin, { type: 'addCondition', condition: 'paralyzed', duration: { kind: 'save', ability: 'wis', dc: 13, rounds: 10, sustainedBy: by('Hold Person') } });
  // Not sustained: the Goblin's Prone stays whatever Kaito does.
  s().act(goblin, { type: 'addCondition', condition: 'prone' });
  const conditions = (id: string) => s().sheets[id]!.creature.conditions;
  return { store, s, kaito, ogre, goblin, conditions };
}

const ENDINGS: [string, Action[]][] = [
  ['a failed Constitution save (5 + 0 against DC 10)', [{ type: 'damage', amount: 8 }, { type: 'concentrationSave', roll: 5 }]],
  ['0 HP', [{ type: 'damage', amount: 20 }]],
  ['a new concentration (Bless, replacing it)', [{ type: 'concentrate', on: 'Bless' }]],
  ['ending it by hand', [{ type: 'endConcentration' }]],
];

describe('issue 34: a concentration that ends ends the conditions it sustained on every creature, as one group', () => {
  it.each(ENDINGS)('%s: the Ogre and the Goblin are no longer Paralyzed; the Goblin stays Prone', (_, actions) => {
    const { s, kaito, ogre, goblin, conditions } = table();
    for (const action of actions) s().act(kaito, action);
    expect(s().sheets[kaito]!.creature.concentration?.on).not.toBe('Hold Person');
    expect(conditions(ogre)).toEqual([]);
    expect(conditions(goblin)).toEqual(['prone']);
    // Each sheet's log says why.
    expect(s().sheets[ogre]!.log.at(-1)?.events).toEqual([
      { type: 'condition-removed', values: { condition: 'paralyzed', reason: 'concentration', on: 'Hold Person', holder: 'Kaito' } },
    ]);
  });

  it.each(ENDINGS)('%s: one Undo brings back the concentration and both Paralyzed', (_, actions) => {
    const { s, kaito, ogre, goblin, conditions } = table();
    for (const action of actions) s().act(kaito, action);
    s().undo();
    expect(s().sheets[kaito]!.creature.concentration?.on).toBe('Hold Person');
    expect(conditions(ogre)).toEqual(['paralyzed']);
    expect(conditions(goblin)).toEqual(['paralyzed', 'prone']);
    // and Redo ends them again, together.
    s().redo();
    expect(conditions(ogre)).toEqual([]);
    expect(conditions(goblin)).toEqual(['prone']);
  });

  it('the turn bar is told: Kaito\'s concentration on Hold Person ended, and with it the Ogre\'s and the Goblin\'s Paralyzed', () => {
    const { s, kaito, ogre, goblin } = table();
    s().act(kaito, { type: 'damage', amount: 20 });
    expect(s().sustainedNotices).toEqual([expect.objectContaining({
      of: kaito, holder: 'Kaito', on: 'Hold Person',
      ended: [{ sheetId: ogre, name: 'Ogre', condition: 'paralyzed' }, { sheetId: goblin, name: 'Goblin', condition: 'paralyzed' }],
    })]);
    s().dismissSustainedNotices();
    expect(s().sustainedNotices).toEqual([]);
  });

  it('group damage that drops two casters: each one\'s conditions end, each said under its own concentration, all in one Undo', () => {
    const { s, kaito, ogre, goblin, conditions } = table();
    const mira = s().createSheet({ name: 'Mira', maxHp: 10, preset: 'srd-2024' });
    s().act(mira, { type: 'concentrate', on: 'Cause Fear' });
    s().act(goblin, { type: 'addCondition', condition: 'frightened', duration: { kind: 'rounds', rounds: 2, sustainedBy: { of: mira, on: 'Cause Fear', name: 'Mira' } } });
    s().actMany([{ sheetId: kaito, action: { type: 'damage', amount: 30 } }, { sheetId: mira, action: { type: 'damage', amount: 30 } }]);
    expect(conditions(ogre)).toEqual([]);
    expect(conditions(goblin)).toEqual(['prone']);
    expect(s().sustainedNotices.map((n) => [n.holder, n.on, n.ended.map((e) => `${e.name} ${e.condition}`)])).toEqual([
      ['Kaito', 'Hold Person', ['Ogre paralyzed', 'Goblin paralyzed']],
      ['Mira', 'Cause Fear', ['Goblin frightened']],
    ]);
    s().undo();
    expect(conditions(goblin)).toEqual(['paralyzed', 'prone', 'frightened']);
    expect(s().sheets[mira]!.creature.hp.current).toBe(10);
  });

  it('a concentration that holds (a passed save) ends nothing and says nothing', () => {
    const { s, kaito, ogre, conditions } = table();
    s().act(kaito, { type: 'damage', amount: 8 });
    s().act(kaito, { type: 'concentrationSave', roll: 15 });
    expect(conditions(ogre)).toEqual(['paralyzed']);
    expect(s().sustainedNotices).toEqual([]);
  });

  it('at a shared table the player ends Kaito\'s concentration on her phone: when that entry reaches the GM, the Ogre\'s and the Goblin\'s Paralyzed end here, and the bar says so', () => {
    const { s, kaito, ogre, goblin, conditions } = table();
    const clock = s().sheets[kaito]!.log.length + 1;
    const phone: SheetEntry = {
      id: 'phoneentry1', device: 'phone', tab: 'phonetab', clock, at: 1_800_000_000_000, by: 'Kaito',
      change: { kind: 'act', action: { type: 'endConcentration' } },
    };
    expect(s().mergeEntries(kaito, [phone])).toBe(1);
    expect(s().sheets[kaito]!.creature.concentration).toBeNull();
    expect(conditions(ogre)).toEqual([]);
    expect(conditions(goblin)).toEqual(['prone']);
    expect(s().sustainedNotices.map((n) => [n.holder, n.on, n.ended.length])).toEqual([['Kaito', 'Hold Person', 2]]);
  });

  it('an action that ends nothing sustained stays a single, ungrouped entry', () => {
    const { s, ogre } = table();
    s().act(ogre, { type: 'damage', amount: 3 });
    expect(s().sheets[ogre]!.log.at(-1)?.entry?.group).toBeUndefined();
  });
});
