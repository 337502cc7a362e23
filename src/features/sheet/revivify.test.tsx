// Revivify after death (srd-2024, cs): the one-minute window is a countdown beside the spell.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';

describe('Revivify after death in cs (srd-2024)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('massive damage kills; the minute counts down beside Oživení, which closes with the reason', async () => {
    const { store, id } = await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // srd-2024 "Masivní zranění": 24 at 12 HP leaves 12 ≥ the maximum.
    act(() => {
      store.getState().act(id, { type: 'damage', amount: 24 });
    });
    expect(screen.getByRole('heading', { name: 'Mrtvý' })).toBeInTheDocument();
    const revivify = screen.getByRole('button', { name: 'Oživení (Revivify)' });
    expect(screen.getByRole('timer')).toHaveTextContent('Zbývající čas pro Oživení: 1:00');
    expect(revivify).toHaveAccessibleDescription('Zbývající čas pro Oživení: 1:00');

    for (let second = 0; second < 50; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Zbývající čas pro Oživení: 0:10');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Na Oživení zbývá 10 sekund.');

    for (let second = 0; second < 10; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(revivify).toBeDisabled();
    expect(revivify).toHaveAccessibleDescription('Uplynula víc než 1 minuta: Oživení už nezabere.');
  });
});
