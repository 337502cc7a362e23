// Revivify after death (srd-2024, cs): "within 1 minute" is ten rounds of game time, counted by
// the sheet's "End of my turn" or the time the player says passed; never by a clock.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';

describe('Revivify after death in cs (srd-2024)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('massive damage kills; five minutes of waiting change nothing: Oživení stays, for 10 rounds', async () => {
    const { store, id } = await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    // The app loads on real timers; the clock is ours from the death on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // srd-2024 "Masivní zranění": 24 at 12 HP leaves 12 ≥ the maximum.
    act(() => {
      store.getState().act(id, { type: 'damage', amount: 24 });
    });
    expect(screen.getByRole('heading', { name: 'Bez života' })).toBeInTheDocument();
    const revivify = screen.getByRole('button', { name: 'Oživení (Revivify)' });
    expect(revivify).toHaveAccessibleDescription('Oživení je možné ještě 10 kol.');

    for (let minute = 0; minute < 5; minute++) act(() => vi.advanceTimersByTime(60_000));
    expect(revivify).toBeEnabled();
    expect(revivify).toHaveAccessibleDescription('Oživení je možné ještě 10 kol.');
  });

  it('"Konec mého tahu" and the time said to pass count the rounds down; past the minute Oživení closes with the reason', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    act(() => {
      store.getState().act(id, { type: 'damage', amount: 24 });
    });
    const revivify = screen.getByRole('button', { name: 'Oživení (Revivify)' });
    await user.click(screen.getByRole('button', { name: 'Konec mého tahu' }));
    expect(revivify).toHaveAccessibleDescription('Oživení je možné ještě 9 kol.');
    await user.clear(screen.getByRole('spinbutton', { name: 'Kola' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Kola' }), '2');
    await user.click(screen.getByRole('button', { name: 'Nechat uplynout 2 kola' }));
    expect(revivify).toHaveAccessibleDescription('Oživení je možné ještě 7 kol.');
    await user.click(screen.getByRole('button', { name: 'Nechat uplynout 1 minutu' }));
    expect(screen.getByText('Minuta už uplynula.')).toBeInTheDocument();
    // Nothing is left to count.
    expect(screen.queryByRole('button', { name: 'Konec mého tahu' })).toBeNull();
    expect(revivify).toBeDisabled();
    expect(revivify).toHaveAccessibleDescription('Uplynula víc než 1 minuta: Oživení už nezabere.');
  });

  it('"Nechat uplynout 1 minutu" right after death: the last round, and Oživení brings her back with 1 Život', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    act(() => {
      store.getState().act(id, { type: 'damage', amount: 24 });
    });
    await user.click(screen.getByRole('button', { name: 'Nechat uplynout 1 minutu' }));
    expect(screen.getByRole('button', { name: 'Oživení (Revivify)' })).toHaveAccessibleDescription('Poslední kolo pro Oživení.');
    await user.click(screen.getByRole('button', { name: 'Oživení (Revivify)' }));
    expect(store.getState().sheets[id]!.creature.status).toBe('alive');
    expect(screen.getByTestId('hp-current')).toHaveTextContent('1');
  });
});
