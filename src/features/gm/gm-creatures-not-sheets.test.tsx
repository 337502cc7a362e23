// Creatures quick-added on the GM screen live in their encounter: the players' sheet list does
// not show them, a shared table does not offer them to bring, "Add existing sheets" does not
// offer them to another encounter, and deleting the encounter (after its confirmation, which
// says how many go) deletes them.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/helpers/downloads';
import { openGm, row } from './gm-test-kit';

/** Through the form, as the GM does. */
async function quickAdd(user: ReturnType<typeof userEvent.setup>, name: string, count: number, maxHp: number) {
  const form = screen.getByRole('form', { name: 'Quick-add creatures' });
  const field = (label: string) => within(form).getByLabelText(label);
  await user.type(field('Name'), name);
  await user.clear(field('How many'));
  await user.type(field('How many'), String(count));
  await user.type(field('Max HP'), String(maxHp));
  await user.click(within(form).getByRole('button', { name: count === 1 ? `Add 1 ${name}` : `Add ${count} × ${name}` }));
}

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = captureDownloads();
});

describe('quick-added creatures are not sheets', () => {
  it('fight on the GM screen, but the sheet list, the table\'s "sheets to bring" and "Add existing sheets" leave them out', async () => {
    const user = userEvent.setup();
    const { store, router } = await openGm([{ name: 'Aria', maxHp: 20 }]);
    await quickAdd(user, 'Goblin', 6, 7);
    act(() => { store.getState().addCreatures([{ name: 'Ogre 1', maxHp: 59 }, { name: 'Ogre 2', maxHp: 59 }]); });
    // On the GM screen, as before: rows that take damage.
    expect(row('Goblin 6')).toBeInTheDocument();
    expect(row('Ogre 2')).toBeInTheDocument();
    const ogre = Object.values(store.getState().sheets).find((sheet) => sheet.creature.name === 'Ogre 1')!.id;
    act(() => { store.getState().act(ogre, { type: 'damage', amount: 9 }); });
    expect(store.getState().sheets[ogre]!.creature.hp.current).toBe(50);

    // A second encounter: only Aria is offered to add.
    await user.click(screen.getByRole('button', { name: 'New encounter' }));
    await user.click(screen.getByText('Add existing sheets', { selector: 'summary' }));
    expect(screen.getByRole('checkbox', { name: 'Aria' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Goblin|Ogre/ })).toBeNull();

    await act(() => router.navigate({ to: '/' }));
    const list = await screen.findByRole('list', { name: 'Your sheets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Aria' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete (Goblin|Ogre)/ })).toBeNull();

    await act(() => router.navigate({ href: '/join#t=abcd-efgh-jkmn' }));
    const sheets = await screen.findByRole('group', { name: 'Sheets to bring' });
    expect(within(sheets).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(sheets).getByRole('checkbox', { name: /Aria/ })).toBeInTheDocument();

    // "Export all" exports the sheets: one.
    await act(() => router.navigate({ to: '/settings' }));
    await user.click(await screen.findByRole('button', { name: /Export all/ }));
    const file = JSON.parse(await downloads.at(-1)!.text()) as { sheets: { creature: { name: string } }[] };
    expect(file.sheets.map((sheet) => sheet.creature.name)).toEqual(['Aria']);
  }, 60_000);

  it('deleting the encounter says how many of its creatures go, and deletes them; the sheets stay', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([{ name: 'Aria', maxHp: 20 }]);
    act(() => { store.getState().addCreatures(['Goblin 1', 'Goblin 2', 'Goblin 3'].map((name) => ({ name, maxHp: 7 }))); });
    await user.click(screen.getByRole('button', { name: 'Delete encounter' }));
    await user.click(screen.getByRole('button', { name: 'Delete it and its 3 creatures (the sheets stay)' }));
    expect(Object.values(store.getState().sheets).map((sheet) => sheet.creature.name)).toEqual(['Aria']);
  }, 30_000);

  it('removing a creature from the encounter deletes it; removing a sheet keeps it', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([{ name: 'Aria', maxHp: 20 }]);
    act(() => { store.getState().addCreatures([{ name: 'Zabuza', maxHp: 45, role: 'character' }]); });
    // Remove lives in the row's expanded part.
    await user.click(within(row('Zabuza')).getByRole('button', { name: 'Initiative, order and conditions: Zabuza' }));
    await user.click(within(row('Zabuza')).getByRole('button', { name: 'Remove Zabuza from the encounter' }));
    // It is no sheet: removing it deletes it, which is asked first.
    const dialog = screen.getByRole('dialog', { name: 'Delete Zabuza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(row('Aria')).getByRole('button', { name: 'Initiative, order and conditions: Aria' }));
    await user.click(within(row('Aria')).getByRole('button', { name: 'Remove Aria from the encounter' }));
    expect(Object.values(store.getState().sheets).map((sheet) => sheet.creature.name)).toEqual(['Aria']);
  }, 30_000);
});
