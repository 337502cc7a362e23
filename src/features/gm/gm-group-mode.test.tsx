import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm, row } from './gm-test-kit';

const creatures = [
  { name: 'Jana', maxHp: 20, role: 'character', preset: 'srd-2024' },
  { name: 'Ogre', maxHp: 59, role: 'minion', preset: 'srd-2024' },
  { name: 'Goblin', maxHp: 7, role: 'minion', preset: 'srd-2024' },
] as const;

const select = (name: string) => within(row(name)).getByRole('checkbox', { name: `Select ${name}` });

// Issue 34: "The group panel opens in Damage after every Apply and after a new selection, offers
// 'clear selection', and Enter applies; the amount keeps focus for the next hit."
describe('GM group panel: the mode, the selection and Enter (issue 34)', () => {
  it('after healing one creature, a new selection opens in Damage', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([...creatures]);
    act(() => { store.getState().act(ids[0]!, { type: 'damage', amount: 10 }); });
    await user.click(select('Jana'));
    let panel = screen.getByRole('region', { name: '1 creature selected' });
    await user.click(within(panel).getByRole('radio', { name: 'Healing' }));
    expect(within(panel).getByRole('radio', { name: 'Healing' })).toBeChecked();
    await user.click(select('Jana'));

    await user.click(select('Ogre'));
    await user.click(select('Goblin'));
    panel = screen.getByRole('region', { name: '2 creatures selected' });
    expect(within(panel).getByRole('radio', { name: 'Damage' })).toBeChecked();
    await user.type(within(panel).getByLabelText('Amount'), '3');
    expect(within(panel).getByRole('button', { name: 'Apply damage to 2 creatures' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: /^Heal/ })).toBeNull();
  });

  it('Enter in the amount applies; the selection stays, the mode is Damage again and the amount keeps the focus for the next hit', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([...creatures]);
    const [jana, ogre, goblin] = ids as [string, string, string];
    act(() => { store.getState().act(jana, { type: 'damage', amount: 10 }); });
    await user.click(select('Jana'));
    const panel = screen.getByRole('region', { name: '1 creature selected' });
    await user.click(within(panel).getByRole('radio', { name: 'Healing' }));
    await user.type(within(panel).getByLabelText('Amount'), '4{Enter}');
    expect(store.getState().sheets[jana]?.creature.hp.current).toBe(14);
    expect(within(panel).getByRole('status')).toHaveTextContent('Applied to 1 creature. Undo reverts it all.');

    // Damage again, the amount empty and focused, Jana still selected: the next hit is typed at once.
    expect(within(panel).getByRole('radio', { name: 'Damage' })).toBeChecked();
    expect(within(panel).getByLabelText('Amount')).toHaveValue(null);
    expect(within(panel).getByLabelText('Amount')).toHaveFocus();
    expect(select('Jana')).toBeChecked();
    await user.keyboard('5{Enter}');
    expect(store.getState().sheets[jana]?.creature.hp.current).toBe(9);
    expect(within(panel).getByLabelText('Amount')).toHaveFocus();

    // Enter on an empty amount applies nothing; nor does Enter in the dice formula, which rolls.
    await user.keyboard('{Enter}');
    expect(store.getState().sheets[jana]?.creature.hp.current).toBe(9);
    await user.type(within(panel).getByLabelText('Or roll once'), '2d6+3{Enter}');
    const rolled = Number((within(panel).getByLabelText('Amount') as HTMLInputElement).value);
    expect(rolled).toBeGreaterThanOrEqual(5);
    expect(rolled).toBeLessThanOrEqual(15);
    expect(store.getState().sheets[jana]?.creature.hp.current).toBe(9);
    expect([ogre, goblin].map((id) => store.getState().sheets[id]?.creature.hp.current)).toEqual([59, 7]);
  });

  it('offers Clear selection while creatures are selected, and it empties the selection', async () => {
    const user = userEvent.setup();
    await openGm([...creatures]);
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    const panel = screen.getByRole('region', { name: '3 creatures selected' });
    await user.click(within(panel).getByRole('button', { name: 'Clear selection' }));
    for (const name of ['Jana', 'Ogre', 'Goblin']) expect(select(name)).not.toBeChecked();
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });
});
