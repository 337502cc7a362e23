import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm, row } from './gm-test-kit';

describe('GM screen: the turn order asks for death saves', () => {
  it('prompts when a dying creature’s turn starts, and records the die typed from the table (RULES.md: death saves at the start of the turn)', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Aria', maxHp: 12, role: 'character', preset: 'srd-2024', initiative: 8 },
      { name: 'Goblin 1', maxHp: 7, role: 'minion', preset: 'srd-2024', initiative: 15 },
    ]);
    act(() => { store.getState().act(ids[0]!, { type: 'damage', amount: 12 }); });
    expect(store.getState().sheets[ids[0]!]?.creature.status).toBe('dying');

    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    // The goblin goes first: no death save is asked for.
    expect(row('Goblin 1')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('heading', { name: /death saving throw due/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    const prompt = screen.getByRole('heading', { name: 'Death saving throw due: Aria' });
    expect(prompt).toHaveFocus();
    // One line with its roll; the die typed from the table is under a tap on the line (issue 34).
    expect(screen.queryByLabelText('Die rolled at the table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Death saving throw due: Aria' }));
    await user.type(screen.getByLabelText('Die rolled at the table'), '15');
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));

    expect(store.getState().sheets[ids[0]!]?.creature.deathSaves).toEqual({ successes: 1, failures: 0 });
    expect(screen.queryByRole('heading', { name: /death saving throw due/i })).toBeNull();
    expect(screen.getByText('Aria rolled 15: a success')).toBeInTheDocument();
    expect(within(row('Aria')).getByRole('img', { name: '1 success of 3' })).toBeInTheDocument();
  });

  it('asks again next round while still dying; the app can roll the d20 itself', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Aria', maxHp: 12, role: 'character', preset: 'srd-2024', initiative: 8 }]);
    act(() => { store.getState().act(ids[0]!, { type: 'damage', amount: 12 }); });
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    await user.click(screen.getByRole('button', { name: 'Death saving throw due: Aria' }));
    await user.type(screen.getByLabelText('Die rolled at the table'), '5');
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(store.getState().sheets[ids[0]!]?.creature.deathSaves).toEqual({ successes: 0, failures: 1 });

    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(screen.getByText('Round 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll the d20' }));
    expect(store.getState().sheets[ids[0]!]?.log.at(-1)?.action).toBe('deathSave');
    expect(screen.getByText(/^Aria rolled \d+: /)).toBeInTheDocument();
  });

  it('uses the preset’s words: a desencarnado in Torpor makes a Salvaguarda de Ancoragem', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Caio', maxHp: 10, role: 'character', nature: 'desencarnado', preset: 'plano-espiritual' }]);
    act(() => { store.getState().act(ids[0]!, { type: 'damage', amount: 10 }); });
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    expect(screen.getByRole('heading', { name: 'Anchoring save due: Caio' })).toBeInTheDocument();
    expect(within(row('Caio')).getByText('Torpor')).toBeInTheDocument();
  });
});
