import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm, row } from './gm-test-kit';

const creatures = [
  { name: 'Aria', maxHp: 20, role: 'character', preset: 'srd-2024' },
  { name: 'Goblin 1', maxHp: 7, role: 'minion', preset: 'srd-2024' },
  { name: 'Goblin 2', maxHp: 7, role: 'minion', preset: 'srd-2024' },
] as const;

describe('GM group panel after an apply (issue 15)', () => {
  it('resets the attack\'s type, critical, reach and saves with its amount', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([...creatures]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    const panel = screen.getByRole('region', { name: '3 creatures selected' });
    await user.type(within(panel).getByLabelText('Amount'), '6');
    await user.selectOptions(within(panel).getByLabelText('Damage type'), 'fire');
    await user.click(within(panel).getByRole('checkbox', { name: 'Critical hit' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Attacker within 1.5 m / 5 ft' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Aria succeeded on the save (half damage)' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply damage to 3 creatures' }));
    expect(store.getState().sheets[ids[0]!]?.creature.hp.current).toBe(17);

    expect(within(panel).getByLabelText('Amount')).toHaveValue(null);
    expect(within(panel).getByLabelText('Damage type')).toHaveValue('');
    expect(within(panel).getByRole('checkbox', { name: 'Critical hit' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Attacker within 1.5 m / 5 ft' })).not.toBeChecked();
    await user.type(within(panel).getByLabelText('Amount'), '2');
    expect(within(panel).getByRole('checkbox', { name: 'Aria succeeded on the save (half damage)' })).not.toBeChecked();
  });

  it('with "Hide the dead" on, the creatures it hides leave the selection and are never a target', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([...creatures]);
    const aria = ids[0]!;
    await user.click(screen.getByRole('checkbox', { name: 'Hide the dead' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    let panel = screen.getByRole('region', { name: '3 creatures selected' });
    await user.type(within(panel).getByLabelText('Amount'), '7');
    await user.click(within(panel).getByRole('button', { name: 'Apply damage to 3 creatures' }));

    // The goblins die (a minion at 0 HP dies) and disappear: the selection is Aria alone.
    expect(screen.queryByRole('listitem', { name: 'Goblin 1' })).toBeNull();
    panel = screen.getByRole('region', { name: '1 creature selected' });
    await user.type(within(panel).getByLabelText('Amount'), '2');
    expect(within(screen.getByRole('table', { name: 'Preview' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Aria']);
    await user.click(within(panel).getByRole('button', { name: 'Apply damage to 1 creature' }));
    expect(store.getState().sheets[aria]?.creature.hp.current).toBe(11);
    expect(within(panel).getByRole('status')).toHaveTextContent('Applied to 1 creature. Undo reverts it all.');

    // Shown again, the dead are not selected again.
    await user.click(screen.getByRole('checkbox', { name: 'Hide the dead' }));
    expect(within(row('Goblin 1')).getByRole('checkbox', { name: 'Select Goblin 1' })).not.toBeChecked();
    expect(within(row('Goblin 2')).getByRole('checkbox', { name: 'Select Goblin 2' })).not.toBeChecked();
    expect(screen.getByRole('region', { name: '1 creature selected' })).toBeInTheDocument();

    // Selected while shown, then hidden: they leave the selection at once.
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByRole('region', { name: '3 creatures selected' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Hide the dead' }));
    expect(screen.getByRole('region', { name: '1 creature selected' })).toBeInTheDocument();
  });
});
