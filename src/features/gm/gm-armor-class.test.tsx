// Armor Class on the GM screen (issue 28): kept with the combatant in its encounter, shown in
// the dense row as a shield and its number ("Armor Class 15"), typed in the row's expanded part.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeData } from '../../store/persistence/documents';
import { SCHEMA_VERSION } from '../../store/persistence/migrations';
import { openGm } from './gm-test-kit';
import { storedEncounters as doc } from '../../../test/helpers/stored-encounters';

/** A creature's row, found by its name in any language. */
const row = (name: string) => screen.getByRole('listitem', { name });

const LANGUAGES = [
  { language: 'en' as const, shown: 'Armor Class 15', field: 'Armor Class of Goblin', more: 'Initiative, order and conditions: Goblin' },
  { language: 'pt-BR' as const, shown: 'Classe de Armadura 15', field: 'Classe de Armadura de Goblin', more: 'Iniciativa, ordem e condições: Goblin' },
  { language: 'cs' as const, shown: 'Obranné číslo 15', field: 'Obranné číslo: Goblin', more: 'Iniciativa, pořadí a stavy: Goblin' },
];

describe.each(LANGUAGES)('Armor Class on the row in $language', ({ language, shown, field, more }) => {
  it('is typed in the expanded row, shown in the row with its accessible label, and emptied back to unknown', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Goblin', maxHp: 7, role: 'minion' }], { language });
    expect(within(row('Goblin')).queryByRole('img', { name: shown })).toBeNull();
    await user.click(within(row('Goblin')).getByRole('button', { name: more }));
    const input = within(row('Goblin')).getByRole('spinbutton', { name: field });
    await user.type(input, '15');
    expect(within(row('Goblin')).getByRole('img', { name: shown })).toBeTruthy();
    const encounter = Object.values(store.getState().encounters)[0]!;
    expect(encounter.combatants.find((c) => c.sheetId === ids[0])?.armorClass).toBe(15);
    await user.clear(input);
    expect(within(row('Goblin')).queryByRole('img', { name: shown })).toBeNull();
    expect(Object.values(store.getState().encounters)[0]!.combatants[0]).not.toHaveProperty('armorClass');
  });
});

describe('Armor Class in storage', () => {
  it('an encounter stored before Armor Class existed reads as it was', () => {
    const read = decodeData('encounters', doc({}), 5);
    expect(read.ok).toBe(true);
    expect(read.ok && read.value.encounters.e1!.combatants[0]).not.toHaveProperty('armorClass');
  });

  it('a whole number from 0 to 99 is kept; anything else is refused', () => {
    for (const armorClass of [0, 15, 99]) {
      const read = decodeData('encounters', doc({ armorClass }), SCHEMA_VERSION);
      expect(read.ok && read.value.encounters.e1!.combatants[0]!.armorClass).toBe(armorClass);
    }
    for (const armorClass of [-1, 100, 12.5, '15', null]) expect(decodeData('encounters', doc({ armorClass }), SCHEMA_VERSION).ok).toBe(false);
  });

  it('the store refuses what storage would refuse', async () => {
    const { store, ids } = await openGm([{ name: 'Goblin', maxHp: 7 }]);
    const combatant = () => Object.values(store.getState().encounters)[0]!.combatants[0]!;
    for (const bad of [100, -1, 1.5, Number.NaN]) store.getState().setArmorClass(ids[0]!, bad);
    expect(combatant()).not.toHaveProperty('armorClass');
    store.getState().setArmorClass(ids[0]!, 11);
    expect(combatant().armorClass).toBe(11);
  });
});

describe('saving a row to my creatures', () => {
  it('keeps its description under its name without the number, with its Armor Class and initiative modifier', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Bandit 2', maxHp: 11, role: 'minion', saves: { dex: 3 }, conditionImmunities: ['charmed'], resistances: ['fire'] },
    ]);
    store.getState().setArmorClass(ids[0]!, 12);
    store.getState().setModifier(ids[0]!, 1);
    await user.click(within(row('Bandit 2')).getByRole('button', { name: 'Initiative, order and conditions: Bandit 2' }));
    await user.click(within(row('Bandit 2')).getByRole('button', { name: 'Save to my creatures: Bandit 2' }));
    expect(within(row('Bandit 2')).getByText('Saved to my creatures: Bandit.')).toBeInTheDocument();
    expect(store.getState().ownCreatures).toMatchObject([{
      name: 'Bandit', source: 'own', hp: 11, armorClass: 12, initiative: 1, saves: { dex: 3 }, conditionImmunities: ['charmed'], resistances: ['fire'],
      type: null, cr: null, hpFormula: null,
    }]);
  });
});
