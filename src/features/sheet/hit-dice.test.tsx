// Spending Hit Point Dice after a Short Rest on a player's sheet (issue 27; RULES.md "Hit Point
// Dice, saving throws and condition immunities"): a die at a time, its roll + the Constitution
// modifier healed, at least 1; each die its own log entry and undo; a Long Rest brings them all
// back. In pt-BR and cs, found by role and accessible name; the expected numbers come from the
// rule (7 + 2 = 9), the words from the locale files.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';
import { i18n } from '../../i18n/i18n';
import type { Language } from '../../store/types';
import type { LooseT } from './event-text';

type User = ReturnType<typeof userEvent.setup>;

const w: LooseT = (key, options) => (i18n.t as unknown as LooseT)(key, options);
const rests = () => screen.getByRole('region', { name: w('sheet:rest.title') });
const spender = () => within(rests()).getByRole('group', { name: w('sheet:rest.spendTitle') });
const hp = () => screen.getByTestId('hp-current').textContent;
const left = (die: string, count: number, max: number) => w('sheet:rest.diceLeft', { die, left: count, max });

async function shortRest(user: User) {
  const details = rests().querySelector('details');
  if (details && !details.open) await user.click(within(rests()).getByText(w('sheet:rest.title')));
  await user.click(within(rests()).getByRole('button', { name: w('sheet:rest.short') }));
}

/** Types the die rolled at the table and spends it. */
async function spendTyped(user: User, die: string, roll: string) {
  await user.type(within(spender()).getByRole('spinbutton', { name: w('sheet:rest.typed', { die }) }), roll);
  await user.click(within(spender()).getByRole('button', { name: w('sheet:rest.spend', { die }) }));
}

describe.each<Language>(['pt-BR', 'cs'])('Hit Point Dice after a Short Rest in %s', (language) => {
  it('a multiclass character (3d10 + 2d8, Con +2) spends a d10 and a d8, one entry and one undo each', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Tor', maxHp: 40, preset: 'srd-2024', abilities: { con: 2 }, hitDice: { d10: 3, d8: 2 } }, { language });
    act(() => void store.getState().act(id, { type: 'damage', amount: 30 }));
    expect(hp()).toBe('10');
    // The dice left are on the folded card's summary.
    const line = w('sheet:rest.hitDiceLine', { dice: `${left('d10', 3, 3)} · ${left('d8', 2, 2)}` });
    expect(within(rests()).getByText(line)).toBeInTheDocument();

    await shortRest(user);
    // The character's largest die is offered first, already chosen.
    expect(within(spender()).getByRole('radio', { name: left('d10', 3, 3) })).toBeChecked();
    await spendTyped(user, 'd10', '7');
    // d10: 7 + 2 = 9 → 19 HP.
    expect(hp()).toBe('19');
    expect(within(spender()).getByRole('status')).toHaveTextContent(/d10: .*7 \+ 2 = 9/);
    expect(within(spender()).getByRole('radio', { name: left('d10', 2, 3) })).toBeChecked();

    await user.click(within(spender()).getByRole('radio', { name: left('d8', 2, 2) }));
    await spendTyped(user, 'd8', '5');
    // d8: 5 + 2 = 7 → 26 HP.
    expect(hp()).toBe('26');
    expect(within(spender()).getByRole('status')).toHaveTextContent(/d8: .*5 \+ 2 = 7/);
    expect(within(rests()).getByText(w('sheet:rest.hitDiceLine', { dice: `${left('d10', 2, 3)} · ${left('d8', 1, 2)}` }))).toBeInTheDocument();
    expect(store.getState().sheets[id]!.log.filter((entry) => entry.action === 'spendHitDie')).toHaveLength(2);

    // Each die is undone on its own: the d8 comes back, the d10 stays spent.
    act(() => store.getState().undo(id));
    expect(hp()).toBe('19');
    expect(within(rests()).getByText(w('sheet:rest.hitDiceLine', { dice: `${left('d10', 2, 3)} · ${left('d8', 2, 2)}` }))).toBeInTheDocument();

    await user.click(within(spender()).getByRole('button', { name: w('sheet:rest.finish') }));
    expect(within(rests()).queryByRole('group', { name: w('sheet:rest.spendTitle') })).toBeNull();

    // A Long Rest: every die is back, and the outcome says so.
    await user.click(within(rests()).getByRole('button', { name: w('sheet:rest.long') }));
    expect(within(rests()).getByText(w('sheet:rest.hitDiceLine', { dice: `${left('d10', 3, 3)} · ${left('d8', 2, 2)}` }))).toBeInTheDocument();
    expect(screen.getByTestId('last-action')).toHaveTextContent(w('rules:eventNotes.hitDiceRegained', { regained: 1 }));
  }, 30_000);

  it('a negative Constitution still heals at least 1; with none left the die is refused in words', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Bix', maxHp: 20, preset: 'srd-2024', abilities: { con: -3 }, hitDice: { d6: 1 } }, { language });
    act(() => void store.getState().act(id, { type: 'damage', amount: 10 }));
    await shortRest(user);
    // One size: nothing to choose.
    expect(within(spender()).queryByRole('radio')).toBeNull();
    await spendTyped(user, 'd6', '1');
    // 1 − 3 is below 1: it heals 1.
    expect(hp()).toBe('11');
    expect(within(spender()).getByRole('status')).toHaveTextContent(/d6: .*1 − 3/);
    expect(within(rests()).getByText(w('sheet:rest.hitDiceLine', { dice: left('d6', 0, 1) }))).toBeInTheDocument();

    const roll = within(spender()).getByRole('button', { name: w('sheet:rest.roll', { die: 'd6' }) });
    expect(roll).toBeDisabled();
    expect(roll).toHaveAccessibleDescription(w('rules:errors.no-hit-dice'));
    expect(store.getState().sheets[id]!.creature.hp.current).toBe(11);
  });

  it('offers the largest die with uses left: d10 before d6 (a Fighter and Wizard), then d6 once the d10s are spent', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Ilse', maxHp: 30, preset: 'srd-2024', hitDice: { d6: 2, d10: 1 } }, { language });
    act(() => void store.getState().act(id, { type: 'damage', amount: 25 }));
    await shortRest(user);
    const radios = within(spender()).getAllByRole('radio');
    // Listed largest first, the first one chosen.
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([left('d10', 1, 1), left('d6', 2, 2)]);
    expect(radios[0]).toBeChecked();
    expect(within(spender()).getByRole('button', { name: w('sheet:rest.roll', { die: 'd10' }) })).toBeEnabled();
    await user.click(within(spender()).getByRole('button', { name: w('sheet:rest.finish') }));

    // The d10 spent (a Short Rest earlier): the next offer is the d6 that still has uses.
    act(() => void store.getState().act(id, { type: 'spendHitDie', die: 10, roll: 4 }));
    await shortRest(user);
    expect(within(spender()).getByRole('radio', { name: left('d6', 2, 2) })).toBeChecked();
    expect(within(spender()).getByRole('button', { name: w('sheet:rest.roll', { die: 'd6' }) })).toBeEnabled();
  });

  it('the sheet editor offers the largest size first, and a new row takes the largest size not yet there', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Tor', maxHp: 40, preset: 'srd-2024', hitDice: { d10: 3 } }, { language });
    await user.click(screen.getByRole('button', { name: w('sheet:header.edit') }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: w('sheet:edit.hitDieAdd') }));
    const sizes = within(dialog).getAllByRole('combobox', { name: w('sheet:edit.hitDieSize') });
    expect(sizes.map((select) => (select as HTMLSelectElement).value)).toEqual(['d10', 'd12']);
    // Each list runs from the largest size down.
    expect(within(sizes[0]!).getAllByRole('option').map((option) => option.textContent)).toEqual(['d10', 'd8', 'd6']);
    expect(within(sizes[1]!).getAllByRole('option').map((option) => option.textContent)).toEqual(['d12', 'd8', 'd6']);
  });

  it('a die typed out of its range is refused in words and stays typed', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Tor', maxHp: 20, preset: 'srd-2024', hitDice: { d8: 2 } }, { language });
    act(() => void store.getState().act(id, { type: 'damage', amount: 10 }));
    await shortRest(user);
    await spendTyped(user, 'd8', '9');
    expect(within(spender()).getByRole('alert')).toHaveTextContent(w('rules:errors.invalid-roll'));
    expect(within(spender()).getByRole('spinbutton', { name: w('sheet:rest.typed', { die: 'd8' }) })).toHaveValue(9);
    expect(hp()).toBe('10');
  });
});
