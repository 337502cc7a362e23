// The sheet's own numbers in the editor and in the saves (issue 27; RULES.md "Hit Point Dice,
// saving throws and condition immunities"): Hit Point Dice of several sizes, ability modifiers
// (−5..+10) and saves (−20..+30, empty follows the modifier), said when out of range and never
// lost; a concentration save that adds the sheet's Constitution save by itself, or a typed one.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amountField } from '../../../test/helpers/hp-pad';
import { openSheet } from '../../../test/helpers/open-sheet';
import { i18n } from '../../i18n/i18n';
import type { Language } from '../../store/types';
import type { LooseT } from './event-text';

type User = ReturnType<typeof userEvent.setup>;

const w: LooseT = (key, options) => (i18n.t as unknown as LooseT)(key, options);
const dialog = () => screen.getByRole('dialog', { name: w('sheet:edit.title') });
const modifier = (ability: string) => within(dialog()).getByRole('spinbutton', { name: w('sheet:edit.modifierOf', { ability: w(`rules:abilities.${ability}`) }) });
const save = (ability: string) => within(dialog()).getByRole('spinbutton', { name: w('sheet:edit.saveOf', { abilitySave: w(`rules:abilitySaves.${ability}`) }) });
const count = (die: string) => within(dialog()).getByRole('spinbutton', { name: w('sheet:edit.hitDieCount', { die }) });

async function retype(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

async function addSize(user: User, die: string) {
  await user.click(within(dialog()).getByRole('button', { name: w('sheet:edit.hitDieAdd') }));
  const sizes = within(dialog()).getAllByRole('combobox', { name: w('sheet:edit.hitDieSize') });
  await user.selectOptions(sizes.at(-1)!, die);
}

describe.each<Language>(['pt-BR', 'cs'])('the sheet editor\'s numbers in %s', (language) => {
  it('keeps the Armor Class; its submit button says Save, not the saving throw of the saves column', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Tor', maxHp: 40, preset: 'srd-2024' }, { language });
    await user.click(screen.getByRole('button', { name: w('sheet:header.edit') }));
    // Written from the languages, not read back from the locale files.
    const words = { 'pt-BR': { submit: 'Salvar', column: 'Salvaguarda', ac: 'Classe de Armadura' }, cs: { submit: 'Uložit', column: 'Záchranný hod', ac: 'Obranné číslo' } }[language as 'pt-BR' | 'cs'];
    expect(within(dialog()).getByRole('columnheader', { name: words.column })).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('spinbutton', { name: words.ac }), '16');
    await user.click(within(dialog()).getByRole('button', { name: words.submit }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().sheets[id]!.creature.ac).toBe(16);
  });

  it('takes 3d10 + 2d8, Con +2 and a Con save of +5; a number out of range is said and nothing typed is lost', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Tor', maxHp: 40, preset: 'srd-2024' }, { language });
    await user.click(screen.getByRole('button', { name: w('sheet:header.edit') }));

    await addSize(user, 'd10');
    await retype(user, count('d10'), '50');
    // 50 is more than a size takes (at most 40): said at once, and Save keeps the dialog open.
    const tooMany = w('sheet:edit.outOfRange', { field: w('sheet:edit.hitDieCount', { die: 'd10' }), min: '1', max: '40' });
    expect(within(dialog()).getByText(tooMany)).toBeInTheDocument();
    expect(count('d10')).toBeInvalid();
    await addSize(user, 'd8');
    await retype(user, count('d8'), '2');
    await retype(user, modifier('con'), '11');
    const conTooHigh = w('sheet:edit.outOfRange', { field: w('sheet:edit.modifierOf', { ability: w('rules:abilities.con') }), min: '−5', max: '+10' });
    expect(within(dialog()).getByText(conTooHigh)).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: w('sheet:edit.submit') }));
    expect(within(dialog()).getByText(w('sheet:edit.numbersInvalid'))).toBeInTheDocument();
    expect(store.getState().sheets[id]!.creature.hitDice).toEqual({});
    expect(count('d10')).toHaveValue(50);
    expect(count('d8')).toHaveValue(2);
    expect(modifier('con')).toHaveValue(11);

    await retype(user, count('d10'), '3');
    await retype(user, modifier('con'), '2');
    expect(within(dialog()).queryByText(conTooHigh)).toBeNull();
    // An empty save follows its modifier, shown as its placeholder.
    expect(save('con')).toHaveAttribute('placeholder', '+2');
    await retype(user, save('con'), '5');
    await user.click(within(dialog()).getByRole('button', { name: w('sheet:edit.submit') }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const creature = store.getState().sheets[id]!.creature;
    expect(creature.hitDice).toEqual({ d8: { max: 2, spent: 0 }, d10: { max: 3, spent: 0 } });
    expect(creature.abilities.con).toBe(2);
    expect(creature.saves.con).toBe(5);
    // The other saves were left empty: they follow their modifiers.
    expect(creature.saves.dex).toBeUndefined();

    // Opened again, the editor shows what the sheet has, in its folded summaries.
    await user.click(screen.getByRole('button', { name: w('sheet:header.edit') }));
    expect(within(dialog()).getByText(`${w('sheet:edit.hitDice')} (2d8 + 3d10)`)).toBeInTheDocument();
    expect(count('d10')).toHaveValue(3);
    expect(save('con')).toHaveValue(5);
  }, 30_000);

  it('a save out of its range (−20..+30) is said and keeps the sheet as it was', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Tor', maxHp: 40, preset: 'srd-2024' }, { language });
    await user.click(screen.getByRole('button', { name: w('sheet:header.edit') }));
    await retype(user, save('wis'), '-21');
    expect(within(dialog()).getByText(w('sheet:edit.outOfRange', { field: w('sheet:edit.saveOf', { abilitySave: w('rules:abilitySaves.wis') }), min: '−20', max: '+30' }))).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: w('sheet:edit.submit') }));
    expect(store.getState().sheets[id]!.creature.saves).toEqual({});
    expect(save('wis')).toHaveValue(-21);
  });
});

describe.each<Language>(['pt-BR', 'cs'])('a concentration save with the sheet\'s bonus in %s', (language) => {
  it('adds the sheet\'s Constitution save by itself; a typed bonus replaces it once', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Tor', maxHp: 60, preset: 'srd-2024', abilities: { con: 2 }, saves: { con: 5 } }, { language });
    act(() => void store.getState().act(id, { type: 'concentrate', on: 'Bless' }));
    const hit = async (amount: string) => {
      await user.type(await amountField(user, w('sheet:editor.amount.damage')), amount);
      await user.click(screen.getByRole('button', { name: w('sheet:damage.apply', { amount }) }));
    };
    // 27 damage: DC max(10, ⌊27 ÷ 2⌋) = 13.
    await hit('27');
    const form = () => screen.getByRole('form', { name: w('rules:concentration.saveDue', { dc: 13 }) });
    const bonus = within(form()).getByRole('spinbutton', { name: w('sheet:saves.bonus') });
    expect(bonus).toHaveValue(null);
    expect(bonus).toHaveAttribute('placeholder', '+5');
    expect(bonus).toHaveAccessibleDescription(w('sheet:saves.fromSheet', { abilitySave: w('rules:abilitySaves.con'), bonus: '+5' }));
    await user.type(within(form()).getByRole('spinbutton', { name: w('sheet:saves.typed') }), '12');
    await user.click(within(form()).getByRole('button', { name: w('sheet:saves.record') }));
    // 12 + 5 = 17 against DC 13: kept.
    const card = screen.getByRole('region', { name: w('sheet:conditions.title') });
    expect(card).toHaveTextContent(w('rules:events.concentration-save', { context: 'sum_passed', on: 'Bless', sum: '12 + 5 = 17', dc: 13 }));
    expect(store.getState().sheets[id]!.creature.concentration?.on).toBe('Bless');

    // A one-off −1 instead of the sheet's +5: 12 − 1 = 11 against DC 13 fails.
    await hit('26');
    const again = screen.getByRole('form', { name: w('rules:concentration.saveDue', { dc: 13 }) });
    await user.type(within(again).getByRole('spinbutton', { name: w('sheet:saves.bonus') }), '-1');
    await user.type(within(again).getByRole('spinbutton', { name: w('sheet:saves.typed') }), '12');
    await user.click(within(again).getByRole('button', { name: w('sheet:saves.record') }));
    expect(card).toHaveTextContent(w('rules:events.concentration-save', { context: 'sum_failed', on: 'Bless', sum: '12 − 1 = 11', dc: 13 }));
    expect(store.getState().sheets[id]!.creature.concentration).toBeNull();
  });
});
