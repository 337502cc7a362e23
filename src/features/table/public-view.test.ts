// Issue 34, the table view: the players' HP as numbers (README: "the players' HP as numbers and
// bars and, for your monsters, only how hurt they look"), and what the GM hides is not in the
// view at all: the document a table publishes carries no trace of it.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../test/helpers/render-app';
import { createAppStore } from '../../store/store';
import { publicView } from './public-view';

function fight() {
  const store = createAppStore({ language: 'en', rng: seededRng(34) });
  const s = () => store.getState();
  const aria = s().createSheet({ name: 'Aria', maxHp: 20 });
  s().addCombatants([aria]);
  const [ogre, goblin] = s().addCreatures([{ name: 'Ogre', maxHp: 59 }, { name: 'Goblin', maxHp: 7, role: 'minion' }]) as [string, string];
  return { store, s, aria, ogre, goblin };
}

describe('the public view', () => {
  it('carries the players\' sheets\' HP, and only words for the GM\'s creatures', () => {
    const { s, aria, ogre } = fight();
    s().act(aria, { type: 'damage', amount: 6 });
    s().act(ogre, { type: 'damage', amount: 31 });
    const view = publicView(s(), false)!;
    expect(view.rows.find((row) => row.id === aria)).toMatchObject({ player: true, hp: { current: 14, max: 20, temp: 0 }, state: 'hurt' });
    const ogreRow = view.rows.find((row) => row.id === ogre)!;
    expect(ogreRow).toMatchObject({ player: false, state: 'bloodied' });
    expect(ogreRow.hp).toBeUndefined();
    expect(JSON.stringify(view)).not.toMatch(/"current":28\b|"max":59\b/);
    // The GM shows numbers: every creature's.
    expect(publicView(s(), true)!.rows.find((row) => row.id === ogre)?.hp).toEqual({ current: 28, max: 59, temp: 0 });
  });

  it('carries a creature\'s words\' gender, so a phone and the TV word its state as the GM\'s screen does; none said, none sent', () => {
    const { s, aria, ogre } = fight();
    s().act(aria, { type: 'configure', patch: { gender: 'female' } });
    const rows = publicView(s(), false)!.rows;
    expect(rows.find((row) => row.id === aria)!.gender).toBe('female');
    expect(rows.find((row) => row.id === ogre)).not.toHaveProperty('gender');
  });

  it('with "Hide the dead" on, leaves the dead out of the document, and no one\'s turn where a hidden creature\'s is', () => {
    const { s, aria, ogre, goblin } = fight();
    s().nextTurn();
    s().nextTurn();
    // The Ogre's turn; the goblin dies, then the Ogre on its own turn.
    s().act(goblin, { type: 'damage', amount: 30 });
    expect(publicView(s(), true)!.rows.map((row) => row.id)).toEqual([aria, ogre, goblin]);
    s().setHideOut(true);
    let view = publicView(s(), true)!;
    expect(view.rows.map((row) => row.id)).toEqual([aria, ogre]);
    expect(JSON.stringify(view)).not.toContain('Goblin');
    expect(view.turn).toBe(ogre);
    s().act(ogre, { type: 'damage', amount: 200 });
    view = publicView(s(), true)!;
    expect(view.rows.map((row) => row.id)).toEqual([aria]);
    expect(JSON.stringify(view)).not.toMatch(/Goblin|Ogre/);
    expect(view).toMatchObject({ round: 1, turn: null });
    // Shown again: the dead come back, and the Ogre's turn with them.
    s().setHideOut(false);
    view = publicView(s(), false)!;
    expect(view.rows.map((row) => row.id)).toEqual([aria, ogre, goblin]);
    expect(view.turn).toBe(ogre);
  });

  it('hides only the encounter\'s own choice: another encounter shows its dead', () => {
    const { s, goblin } = fight();
    s().act(goblin, { type: 'damage', amount: 30 });
    s().setHideOut(true);
    const first = s().activeEncounterId!;
    s().createEncounter('Second');
    const [wolf] = s().addCreatures([{ name: 'Wolf', maxHp: 11 }]) as [string];
    s().act(wolf, { type: 'damage', amount: 30 });
    expect(publicView(s(), false)!.rows.map((row) => row.state)).toEqual(['dead']);
    s().setActiveEncounter(first);
    expect(publicView(s(), false)!.rows.map((row) => row.name)).toEqual(['Aria', 'Ogre']);
  });
});
