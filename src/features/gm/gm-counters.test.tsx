// A player's spell slots and uses on the GM screen (issue 35): the row's expanded part shows each
// counter with what is left, as the player's sheet counts it, and a spend there is the same entry.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm } from './gm-test-kit';

const row = (name: string) => screen.getByRole('listitem', { name });

describe.each([
  { language: 'pt-BR' as const, more: 'Iniciativa, ordem e condições: Clara', region: 'Espaços de magia e usos: Clara', slots: 'Espaços de 1º círculo', left: 'Restam 2 de 4', after: 'Resta 1 de 4', spend: 'Gastar um: Espaços de 1º círculo' },
  { language: 'cs' as const, more: 'Iniciativa, pořadí a stavy: Clara', region: 'Pozice kouzel a použití: Clara', slots: 'Pozice 1. úrovně', left: 'Zbývají 2 z 4', after: 'Zbývá 1 z 4', spend: 'Použít jedno: Pozice 1. úrovně' },
])('a player\'s counters on the GM row in $language', ({ language, more, region, slots, left, after, spend }) => {
  it('shows what the player has left, and a spend from the row reaches the sheet', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Clara', maxHp: 30, counters: [{ id: 'slot-1', name: 'Spell slots', level: 1, max: 4, recovers: 'long' }] }], { language });
    act(() => void store.getState().act(ids[0]!, { type: 'useCounter', id: 'slot-1', count: 2 }));
    await user.click(within(row('Clara')).getByRole('button', { name: more }));
    const counters = within(row('Clara')).getByRole('region', { name: region });
    expect(within(counters).getByText(slots)).toBeInTheDocument();
    expect(within(counters).getByTestId('counter-left')).toHaveTextContent(left);
    await user.click(within(counters).getByRole('button', { name: spend }));
    expect(within(counters).getByTestId('counter-left')).toHaveTextContent(after);
    expect(store.getState().sheets[ids[0]!]!.creature.counters[0]!.used).toBe(3);
  });

  it('a creature without counters shows none', async () => {
    const user = userEvent.setup();
    await openGm([{ name: 'Clara', maxHp: 30 }], { language });
    await user.click(within(row('Clara')).getByRole('button', { name: more }));
    expect(within(row('Clara')).queryByRole('region', { name: region })).toBeNull();
  });
});
