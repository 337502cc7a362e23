import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm, row } from './gm-test-kit';

describe('GM screen: ongoing effects apply themselves', () => {
  it('bleeding at the start of a dying creature’s turn adds a failure before its death save (databook: "Dano contínuo em 0 PV")', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Kaito', maxHp: 20, role: 'character', preset: 'databook', initiative: 12 },
      { name: 'Ninja 1', maxHp: 9, role: 'minion', preset: 'databook', initiative: 18 },
    ]);
    const kaito = ids[0]!;
    act(() => { store.getState().act(kaito, { type: 'damage', amount: 20 }); });

    // The GM puts a 2-round bleed on Kaito through the form.
    await user.click(within(row('Kaito')).getByRole('checkbox', { name: 'Select Kaito' }));
    await user.click(screen.getByText('Ongoing effects', { selector: 'summary' }));
    const form = screen.getByRole('form', { name: 'Ongoing effects' });
    await user.type(within(form).getByLabelText('Damage'), '3');
    await user.type(within(form).getByLabelText('Rounds (empty: until removed)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add to 1 selected creature' }));
    await user.click(within(row('Kaito')).getByRole('button', { name: 'Initiative, order and conditions: Kaito' }));
    expect(within(row('Kaito')).getByText(/Bleeding 3/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the fight' })); // Ninja 1's turn
    expect(store.getState().sheets[kaito]?.creature.deathSaves.failures).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next turn' })); // Kaito's turn: bleed, then the save
    const after = store.getState().sheets[kaito]!;
    expect(after.creature.deathSaves.failures).toBe(1);
    expect(after.creature.record.damageAtZero).toBe(true);
    expect(after.log.at(-1)?.events.map((e) => e.type)).toContain('failures-added');
    expect(screen.getByRole('heading', { name: 'Death Test due: Kaito' })).toBeInTheDocument();
    expect(within(row('Kaito')).getByText(/1 round left/)).toBeInTheDocument();

    // One Undo takes the turn change back, the bleed with it.
    await user.click(screen.getByRole('button', { name: 'Undo: next turn' }));
    expect(store.getState().sheets[kaito]?.creature.deathSaves.failures).toBe(0);
  });

  it('end-of-turn burning drops a minion and its duration runs out', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Goblin 1', maxHp: 7, role: 'minion', preset: 'srd-2024', initiative: 10 }]);
    act(() => {
      store.getState().addEffect({ sheetId: ids[0]!, kind: 'burning', label: '', timing: 'end', amount: 4, damageType: 'fire', roundsLeft: 2 });
    });
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    expect(store.getState().sheets[ids[0]!]?.creature.hp.current).toBe(7);
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(store.getState().sheets[ids[0]!]?.creature.hp.current).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(store.getState().sheets[ids[0]!]?.creature.status).toBe('dead');
    expect(within(row('Goblin 1')).getByText('Dead')).toBeInTheDocument();
    await user.click(within(row('Goblin 1')).getByRole('button', { name: 'Initiative, order and conditions: Goblin 1' }));
    expect(within(row('Goblin 1')).getByRole('region', { name: 'Initiative, order and conditions: Goblin 1' })).toBeInTheDocument();
    expect(within(row('Goblin 1')).queryByText(/Burning/)).toBeNull();
  });
});
