import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm } from './gm-test-kit';

// Issue 34: what this turn asks for takes one line per item in the sticky block, opened in place
// by a tap; results clear when the turn passes; the encounter menu closes on a tap outside and on
// Escape. (The sizes are measured in Chromium: test/e2e/gm-sticky.e2e.ts.)
describe('GM screen: the sticky block and the encounter menu (issue 34)', () => {
  it('asks a death save on one line with its roll; a tap opens the die typed from the table; the result goes when the turn passes', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Jana', maxHp: 12, role: 'character', preset: 'srd-2024', initiative: 15 },
      { name: 'Ogre', maxHp: 59, role: 'minion', preset: 'srd-2024', initiative: 8 },
    ]);
    act(() => { store.getState().act(ids[0]!, { type: 'damage', amount: 12 }); });
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));

    const line = screen.getByRole('button', { name: 'Death saving throw due: Jana' });
    expect(line).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Roll the d20' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Die rolled at the table')).toBeNull();
    await user.click(line);
    expect(line).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Die rolled at the table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Die rolled at the table'), '13');
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(screen.getByText('Jana rolled 13: a success').closest('[role="status"]')).toBeInTheDocument();

    // "A result stays in the bar into round 5": no longer; the log keeps it.
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(screen.queryByText('Jana rolled 13: a success')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(screen.getByText('Round 2')).toBeInTheDocument();
    expect(screen.queryByText('Jana rolled 13: a success')).toBeNull();
  });

  it('asks a concentration save on one line, rolled from the line with the sheet\'s bonus; its result goes when the turn passes', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Ogre', maxHp: 59, role: 'minion', preset: 'srd-2024', initiative: 15, saves: { con: 3 } },
      { name: 'Jana', maxHp: 12, role: 'character', preset: 'srd-2024', initiative: 8 },
    ]);
    const ogre = ids[0]!;
    act(() => {
      store.getState().act(ogre, { type: 'concentrate', on: 'Bless' });
      store.getState().act(ogre, { type: 'damage', amount: 5 });
    });
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    const name = /^Ogre: .*Bless.*DC 10/;
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    // Closed, the line holds the roll and nothing else of the form.
    expect(screen.queryByRole('form', { name })).toBeNull();
    const roll = screen.getByRole('button', { name: 'Roll the d20', description: name });
    await user.click(roll);
    expect(store.getState().sheets[ogre]?.creature.concentration?.dc ?? null).toBeNull();
    const result = screen.getByText(/^Ogre: \d+ \+ 3 = \d+ vs DC 10/);
    expect(screen.queryByRole('button', { name })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(result).not.toBeInTheDocument();
  });

  it('the encounter menu closes on a tap outside it and on Escape, which gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await openGm([{ name: 'Ogre', maxHp: 59, role: 'minion', preset: 'srd-2024' }]);
    const button = screen.getByText('Encounter: Encounter 1').closest('summary')!;
    const menu = button.closest('details')!;
    await user.click(button);
    await waitFor(() => expect(menu).toHaveAttribute('open'));
    expect(screen.getByRole('button', { name: 'Delete encounter' })).toBeInTheDocument();

    // A tap inside keeps it open; one anywhere else closes it.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'New encounter' }));
    expect(menu).toHaveAttribute('open');
    fireEvent.pointerDown(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(menu).not.toHaveAttribute('open'));

    await user.click(button);
    await waitFor(() => expect(menu).toHaveAttribute('open'));
    await user.click(screen.getByLabelText('Encounter name'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toHaveAttribute('open'));
    expect(button).toHaveFocus();
  });
});
