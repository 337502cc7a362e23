import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm } from './gm-test-kit';

function previewRow(name: string) {
  const table = screen.getByRole('table', { name: 'Preview' });
  return within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

describe('GM screen: damage to many at once', () => {
  it('previews each target’s own defenses, save and result, then applies and undoes as one', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Plain', maxHp: 30, role: 'character', preset: 'srd-2024' },
      { name: 'Salamander', maxHp: 30, role: 'character', preset: 'srd-2024', immunities: ['fire'] },
      { name: 'Treant', maxHp: 30, role: 'character', preset: 'srd-2024', vulnerabilities: ['fire'] },
      { name: 'Golem', maxHp: 30, role: 'character', preset: 'srd-2024', resistances: ['all'] },
      { name: 'Shielded', maxHp: 30, role: 'character', preset: 'srd-2024' },
      { name: 'Goblin 1', maxHp: 7, role: 'minion', preset: 'srd-2024' },
    ]);
    act(() => { store.getState().act(ids[4]!, { type: 'tempHp', amount: 5 }); });

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    const panel = screen.getByRole('region', { name: '6 creatures selected' });
    await user.type(within(panel).getByLabelText('Amount'), '12');
    await user.selectOptions(within(panel).getByLabelText('Damage type'), 'fire');
    await user.click(screen.getByRole('checkbox', { name: 'Plain succeeded on the save (half damage)' }));

    // SRD damage order: half on a save, then Resistance, then Vulnerability; immunity takes none.
    expect(within(previewRow('Plain')).getByText('6')).toBeInTheDocument();
    expect(within(previewRow('Plain')).getByText('30 → 24')).toBeInTheDocument();
    expect(within(previewRow('Salamander')).getByText('Immune')).toBeInTheDocument();
    expect(within(previewRow('Treant')).getByText('24')).toBeInTheDocument();
    expect(within(previewRow('Treant')).getByText('30 → 6')).toBeInTheDocument();
    expect(within(previewRow('Treant')).getByText('Bloodied')).toBeInTheDocument();
    expect(within(previewRow('Golem')).getByText('30 → 24')).toBeInTheDocument();
    // Temporary HP absorb first: 12 damage, 5 absorbed, 7 off the HP.
    expect(within(previewRow('Shielded')).getByText('30 → 23')).toBeInTheDocument();
    // A minion at 0 HP dies (RULES.md damage 5).
    expect(within(previewRow('Goblin 1')).getByText('Dead')).toBeInTheDocument();
    // Nothing is applied before the GM says so.
    expect(store.getState().sheets[ids[0]!]?.creature.hp.current).toBe(30);

    await user.click(screen.getByRole('button', { name: 'Apply damage to 6 creatures' }));
    const hp = () => ids.map((id) => store.getState().sheets[id]!.creature.hp.current);
    expect(hp()).toEqual([24, 30, 6, 24, 23, 0]);
    expect(store.getState().history().past).toHaveLength(2);

    // The one Undo says what it takes back: the typed 12, on every creature it changed (the immune
    // one took none), in the order of the rows (their initiative ties are rolled).
    const undo = screen.getByRole('button', { name: /^Undo: 12 damage to / });
    const named = undo.textContent!.replace('Undo: 12 damage to ', '').split(/, and |, /);
    expect(named.toSorted()).toEqual(['Goblin 1', 'Golem', 'Plain', 'Shielded', 'Treant']);
    await user.click(undo);
    expect(hp()).toEqual([30, 30, 30, 30, 30, 7]);
    expect(store.getState().sheets[ids[4]!]?.creature.hp.temp).toBe(5);
  });

  it('a critical melee hit on creatures at 0 HP gives two failures each; healing many works the same way', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Aria', maxHp: 20, role: 'character', preset: 'srd-2024' },
      { name: 'Bran', maxHp: 20, role: 'character', preset: 'srd-2024' },
    ]);
    act(() => { store.getState().actMany(ids.map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 20 } }))); });
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    await user.type(screen.getByLabelText('Amount'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Attacker within 1.5 m / 5 ft' }));
    expect(within(previewRow('Aria')).getByText('+2 failures')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply damage to 2 creatures' }));
    expect(ids.map((id) => store.getState().sheets[id]!.creature.deathSaves.failures)).toEqual([2, 2]);

    await user.click(screen.getByRole('radio', { name: 'Healing' }));
    await user.type(screen.getByLabelText('Amount'), '4');
    expect(within(previewRow('Bran')).getByText('0 → 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Heal 2 creatures' }));
    expect(ids.map((id) => store.getState().sheets[id]!.creature.status)).toEqual(['alive', 'alive']);
  });
});
