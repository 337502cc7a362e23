import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openGm } from './gm-test-kit';

/** A creature's row in the turn order (the kit's `row` finds the English list). */
const row = (name: string) => screen.getByRole('listitem', { name });

// Seed 001 "Magias de retorno": Revivify "até 1 minuto após o Recuo"; on the GM screen the minute
// is ten rounds of the turn order (DESIGN.md, principle 7), shown on the creature's row.
describe('GM screen: Revivify\'s rounds on the row of a creature in Recuo (pt-BR)', () => {
  it('counts down each time the order passes its place, and says nothing once the minute has passed', async () => {
    const user = userEvent.setup();
    const { store, ids: [caio] } = await openGm([
      { name: 'Caio', maxHp: 20, preset: 'plano-espiritual', nature: 'desencarnado', initiative: 15 },
      { name: 'Ogro', maxHp: 59, preset: 'plano-espiritual', role: 'minion', initiative: 8 },
    ], { language: 'pt-BR' });
    await user.click(screen.getByRole('button', { name: 'Começar o combate' }));
    // Massive damage on Caio's own turn: Recuo at once.
    act(() => {
      store.getState().act(caio!, { type: 'damage', amount: 40 });
    });
    expect(row('Caio')).toHaveTextContent('Revivificar: mais 10 rodadas');
    await user.click(screen.getByRole('button', { name: 'Próximo turno' })); // Caio's turn ends
    expect(row('Caio')).toHaveTextContent('Revivificar: mais 9 rodadas');
    for (let round = 2; round <= 10; round++) await user.click(screen.getByRole('button', { name: 'Próximo turno' }));
    expect(row('Caio')).toHaveTextContent('Revivificar: última rodada');
    await user.click(screen.getByRole('button', { name: 'Próximo turno' }));
    expect(row('Caio')).not.toHaveTextContent('Revivificar');
    expect(store.getState().sheets[caio!]!.creature.roundsSinceDeath).toBe(11);
  });
});
