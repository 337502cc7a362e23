// Spell slots and uses on a player's sheet (issue 35; RULES.md "Armor Class, attacks, counters and
// monster traits", Counters): set in one dialog, spent and given back with − and + where they are
// read, brought back by rests by their kind (a Short Rest only what recovers on one, a Long Rest
// all but "only by hand"), each tap an entry of the log that Undo and Redo reverse. In pt-BR and
// cs, found by role and accessible name; the words come from the locale files.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';
import { i18n } from '../../i18n/i18n';
import type { Language } from '../../store/types';
import type { LooseT } from './event-text';

type User = ReturnType<typeof userEvent.setup>;

const w: LooseT = (key, options) => (i18n.t as unknown as LooseT)(key, options);
const card = () => screen.getByRole('region', { name: w('sheet:counters.title') });
const dialog = () => screen.getByRole('dialog', { name: w('sheet:counters.editor.title') });
const slots = (level: number) => w('rules:counterSlots', { level });
/** A counter's line, found by its name, and what it says is left. */
const line = (name: string) => within(card()).getAllByTestId('counter').find((item) => within(item).queryByText(name))!;
const left = (name: string) => within(line(name)).getByTestId('counter-left').textContent;
const leftWords = (count: number, max: number) => w('sheet:counters.left', { count, max });

async function setUpCleric(user: User) {
  const rests = screen.getByRole('region', { name: w('sheet:counters.title') });
  // Folded while there are none: its heading opens it.
  await user.click(within(rests).getByText(w('sheet:counters.title')));
  await user.click(within(rests).getByRole('button', { name: w('sheet:counters.add') }));
  const form = dialog();
  await user.type(within(form).getByRole('spinbutton', { name: w('sheet:counters.editor.level', { level: 1 }) }), '4');
  await user.type(within(form).getByRole('spinbutton', { name: w('sheet:counters.editor.level', { level: 2 }) }), '3');
  await user.type(within(form).getByRole('spinbutton', { name: w('sheet:counters.editor.level', { level: 3 }) }), '2');
  await user.click(within(form).getByRole('button', { name: w('sheet:counters.editor.addUse') }));
  await user.type(within(form).getByRole('textbox', { name: w('sheet:counters.editor.name') }), 'Channel Divinity');
  const uses = within(form).getByRole('spinbutton', { name: w('sheet:counters.editor.max') });
  await user.clear(uses);
  await user.type(uses, '2');
  await user.selectOptions(within(form).getByRole('combobox', { name: w('sheet:counters.editor.recovers') }), w('sheet:counters.editor.recovery.short'));
  await user.click(within(form).getByRole('button', { name: w('sheet:edit.submit') }));
}

const spend = (user: User, name: string) => user.click(within(card()).getByRole('button', { name: w('sheet:counters.spend', { counter: name }) }));

async function rest(user: User, kind: 'short' | 'long') {
  const rests = screen.getByRole('region', { name: w('sheet:rest.title') });
  const details = rests.querySelector('details');
  if (details && !details.open) await user.click(within(rests).getByText(w('sheet:rest.title')));
  await user.click(within(rests).getByRole('button', { name: w(`sheet:rest.${kind}`) }));
}

describe.each<Language>(['pt-BR', 'cs'])('spell slots and uses in %s', (language) => {
  it('a cleric with 4/3/2 slots spends two 1st-level slots and a Channel Divinity; a Short Rest brings back only the Channel Divinity, a Long Rest all', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Irmã Clara', maxHp: 30, preset: 'srd-2024' }, { language });
    await setUpCleric(user);
    const counters = () => store.getState().sheets[id]!.creature.counters;
    expect(counters().map((c) => [c.level ?? null, c.max, c.recovers])).toEqual([[1, 4, 'long'], [2, 3, 'long'], [3, 2, 'long'], [null, 2, 'short']]);
    expect(left(slots(1))).toContain(leftWords(4, 4));

    await spend(user, slots(1));
    await spend(user, slots(1));
    await spend(user, 'Channel Divinity');
    expect(left(slots(1))).toContain(leftWords(2, 4));
    expect(left('Channel Divinity')).toContain(leftWords(1, 2));
    // What the last tap did is said where the result is read.
    expect(screen.getByTestId('last-action').textContent).toContain('Channel Divinity');

    await rest(user, 'short');
    expect(left('Channel Divinity')).toContain(leftWords(2, 2));
    expect(left(slots(1))).toContain(leftWords(2, 4));
    // The rest says what came back.
    expect(screen.getByTestId('last-action').textContent).toContain('Channel Divinity');

    await rest(user, 'long');
    expect(left(slots(1))).toContain(leftWords(4, 4));
    expect(screen.getByTestId('last-action').textContent).toContain(slots(1));
  });

  it('a spend is one entry that Undo and Redo reverse; − with nothing left and + with nothing spent do nothing', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024', counters: [{ id: 'ki', name: 'Ki', max: 1, recovers: 'short' }] }, { language });
    const entries = () => store.getState().sheets[id]!.log.length;
    const before = entries();
    await spend(user, 'Ki');
    expect(entries()).toBe(before + 1);
    expect(left('Ki')).toContain(leftWords(0, 1));
    const minus = within(card()).getByRole('button', { name: w('sheet:counters.spend', { counter: 'Ki' }) });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(entries()).toBe(before + 1);

    act(() => void store.getState().undo(id));
    expect(left('Ki')).toContain(leftWords(1, 1));
    act(() => void store.getState().redo(id));
    expect(left('Ki')).toContain(leftWords(0, 1));
    await user.click(within(card()).getByRole('button', { name: w('sheet:counters.giveBack', { counter: 'Ki' }) }));
    expect(left('Ki')).toContain(leftWords(1, 1));
    expect(within(card()).getByRole('button', { name: w('sheet:counters.giveBack', { counter: 'Ki' }) })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a name left empty or 0 uses keeps the dialog open with everything typed, and says why', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Bran', maxHp: 20, preset: 'srd-2024' }, { language });
    await user.click(within(card()).getByText(w('sheet:counters.title')));
    await user.click(within(card()).getByRole('button', { name: w('sheet:counters.add') }));
    await user.type(within(dialog()).getByRole('spinbutton', { name: w('sheet:counters.editor.level', { level: 1 }) }), '2');
    await user.click(within(dialog()).getByRole('button', { name: w('sheet:counters.editor.addUse') }));
    await user.click(within(dialog()).getByRole('button', { name: w('sheet:edit.submit') }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(w('sheet:counters.editor.invalid', { max: 99, most: 30 }));
    expect(within(dialog()).getByRole('textbox', { name: w('sheet:counters.editor.name') })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByRole('spinbutton', { name: w('sheet:counters.editor.level', { level: 1 }) })).toHaveValue(2);
    expect(store.getState().sheets[id]!.creature.counters).toEqual([]);
  });
});
