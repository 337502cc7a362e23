// The Recuo flow (plano-espiritual seed, "Recuo Perispiritual"), in pt-BR.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amountField } from '../../../test/helpers/hp-pad';
import { openSheet } from '../../../test/helpers/open-sheet';

async function intoRecuo(user: ReturnType<typeof userEvent.setup>) {
  await openSheet({ name: 'Caio', maxHp: 20, preset: 'plano-espiritual', nature: 'desencarnado' }, { language: 'pt-BR' });
  await user.type(await amountField(user, 'Quantidade de dano'), '20');
  await user.click(screen.getByRole('button', { name: 'Aplicar 20 de dano' }));
  expect(screen.getByRole('heading', { name: 'Torpor' })).toBeInTheDocument();
  const field = () => screen.getByRole('spinbutton', { name: 'Dado que você rolou (d20)' });
  expect(screen.getByRole('region', { name: 'Salvaguarda de Ancoragem' })).toBeInTheDocument();
  for (const roll of ['5', '4', '3']) {
    await user.type(field(), roll);
    await user.click(screen.getByRole('button', { name: 'Registrar a rolagem' }));
  }
  return screen.getByRole('dialog', { name: 'Recuo' });
}

describe('Recuo (pt-BR, plano-espiritual)', () => {
  it('three Anchoring failures, a Densa zone rolled 5: Capturado, a day of captivity, then the rescue', async () => {
    const user = userEvent.setup();
    const dialog = await intoRecuo(user);
    expect(dialog).toHaveTextContent('Causa: três falhas de Ancoragem.');
    expect(dialog).toHaveTextContent('+1 nível de Exaustão, que só um Descanso Longo em Local Iluminado remove.');
    expect(dialog).toHaveTextContent('Revivificar ainda é possível por 10 rodadas.');

    await user.click(within(dialog).getByRole('radio', { name: /^Densa/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Dado da zona (d6)' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver o Recuo' }));

    expect(dialog).toHaveTextContent('Zona: Densa');
    expect(dialog).toHaveTextContent('d6 da zona: 5');
    expect(within(dialog).getByText('Capturado')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reviver os Mortos' })).toBeDisabled();
    expect(within(dialog).getAllByText('Para quem está Capturado, só o resgate funciona.')).toHaveLength(2);

    // Densa: days are counted; the daily Wisdom save belongs to the Abismal zone only.
    expect(within(dialog).queryByRole('spinbutton', { name: 'Total da salvaguarda de Sabedoria' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Passa um dia' }));
    expect(dialog).toHaveTextContent('1 dia de cativeiro até agora.');

    await user.click(within(dialog).getByRole('button', { name: 'Resgate' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('hp-current')).toHaveTextContent('1');
    expect(screen.getByRole('list', { name: 'Estado' })).toHaveTextContent('Exaustão 1');
  });

  it('Abismal: Capturado, a failed Wisdom save (typed 9 against DC 13) gives Fixação Monoideica', async () => {
    const user = userEvent.setup();
    const dialog = await intoRecuo(user);
    await user.click(within(dialog).getByRole('radio', { name: /^Abismal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolver o Recuo' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Total da salvaguarda de Sabedoria' }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Passa um dia' }));
    expect(dialog).toHaveTextContent('Tem Fixação Monoideica.');
    expect(screen.getByRole('region', { name: 'Histórico' })).toHaveTextContent('Dia 1 de cativeiro: salvaguarda de Sabedoria 9 contra CD 13, falha.');
  });

  it('Revivify within the minute undoes the Recuo and its Exhaustion', async () => {
    const user = userEvent.setup();
    const dialog = await intoRecuo(user);
    await user.click(within(dialog).getByRole('button', { name: 'Revivificar ("Reanimação Fluídica")' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('hp-current')).toHaveTextContent('1');
    expect(screen.getByRole('list', { name: 'Estado' })).not.toHaveTextContent('Exaustão');
  });
});

/** a comes before b in the dialog (the order a reader, and a screen reader, meets them). */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the Recuo dialog in the seed\'s order (pt-BR)', () => {
  it('cause, zone and roll, outcome, then what can be done: rescue, Revivify, Raise Dead', async () => {
    const user = userEvent.setup();
    const dialog = await intoRecuo(user);
    const cause = within(dialog).getByText('Causa: três falhas de Ancoragem.');
    const zones = within(dialog).getByRole('group', { name: 'Onde aconteceu o Recuo?' });
    const resolve = within(dialog).getByRole('button', { name: 'Resolver o Recuo' });
    const options = within(dialog).getByRole('region', { name: 'O que se pode fazer' });
    const revivify = within(options).getByRole('button', { name: 'Revivificar ("Reanimação Fluídica")' });
    // Before the outcome is known the zone comes first; Revivify is reachable, after it.
    expect(before(cause, zones)).toBe(true);
    expect(before(resolve, options)).toBe(true);
    expect(revivify).toBeEnabled();
    expect(within(dialog).getAllByRole('button')[0]).not.toBe(revivify);

    await user.click(within(dialog).getByRole('radio', { name: /^Densa/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Dado da zona (d6)' }), '5');
    await user.click(resolve);

    const zone = within(dialog).getByText('Zona: Densa');
    const roll = within(dialog).getByText('d6 da zona: 5');
    const outcome = within(dialog).getByText('Capturado');
    const after = within(dialog).getByRole('region', { name: 'O que se pode fazer' });
    const rescue = within(after).getByRole('button', { name: 'Resgate' });
    const revivifyAfter = within(after).getByRole('button', { name: 'Revivificar ("Reanimação Fluídica")' });
    const raiseDead = within(after).getByRole('button', { name: 'Reviver os Mortos' });
    expect([before(cause, zone), before(zone, roll), before(roll, outcome), before(outcome, after)]).toEqual([true, true, true, true]);
    expect([before(rescue, revivifyAfter), before(revivifyAfter, raiseDead)]).toEqual([true, true]);
  });
});

// Seed 001 "Magias de retorno": Revivify "até 1 minuto após o Recuo". A minute is ten rounds of
// game time, however long the players talk (DESIGN.md, principle 7).
describe('the Revivify minute in rounds of game time (pt-BR)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function recuoByStore() {
    const opened = await openSheet({ name: 'Caio', maxHp: 20, preset: 'plano-espiritual', nature: 'desencarnado' }, { language: 'pt-BR' });
    // The way into Recuo is walked by taps in the tests above; here the store takes the same actions.
    act(() => {
      opened.store.getState().act(opened.id, { type: 'damage', amount: 20 });
      for (const roll of [5, 4, 3]) opened.store.getState().act(opened.id, { type: 'deathSave', roll });
    });
    const dialog = screen.getByRole('dialog', { name: 'Recuo' });
    const revivify = within(dialog).getByRole('button', { name: 'Revivificar ("Reanimação Fluídica")' });
    return { ...opened, dialog, revivify };
  }

  it('waiting never closes it: ten minutes of the clock later Revivify is still offered, for 10 rounds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { dialog, revivify } = await recuoByStore();
    for (let minute = 0; minute < 10; minute++) act(() => vi.advanceTimersByTime(60_000));
    expect(revivify).toBeEnabled();
    expect(within(dialog).getByText('Revivificar ainda é possível por 10 rodadas.')).toBeInTheDocument();
    expect(revivify).toHaveAccessibleDescription('Revivificar ainda é possível por 10 rodadas.');
  });

  it('each "Fim do meu turno" counts a round down; after the tenth it is the last round, after the eleventh Revivify closes with the reason', async () => {
    const user = userEvent.setup();
    const { dialog, revivify } = await recuoByStore();
    const endTurn = within(dialog).getByRole('button', { name: 'Fim do meu turno' });
    await user.click(endTurn);
    expect(dialog).toHaveTextContent('Revivificar ainda é possível por 9 rodadas.');
    for (let round = 2; round <= 9; round++) await user.click(endTurn);
    expect(dialog).toHaveTextContent('Revivificar ainda é possível por 1 rodada.');
    await user.click(endTurn);
    expect(dialog).toHaveTextContent('Última rodada para Revivificar.');
    expect(revivify).toBeEnabled();

    await user.click(endTurn);
    expect(dialog).toHaveTextContent('O minuto já passou.');
    expect(revivify).toBeDisabled();
    expect(revivify).toHaveAccessibleDescription('Passou mais de 1 minuto: Revivificar já não funciona.');
    // Nothing is left to count.
    expect(within(dialog).queryByRole('button', { name: 'Fim do meu turno' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Histórico' })).toHaveTextContent('O minuto já passou: tarde demais para Revivificar.');
  });

  it('outside combat the player says how much time passed: typed rounds, "Passar 1 minuto" (the last round), "Passou mais de 1 minuto"', async () => {
    const user = userEvent.setup();
    const { dialog, revivify, store, id } = await recuoByStore();
    const rounds = within(dialog).getByRole('spinbutton', { name: 'Rodadas' });
    await user.clear(rounds);
    await user.type(rounds, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Passar 3 rodadas' }));
    expect(dialog).toHaveTextContent('Revivificar ainda é possível por 7 rodadas.');
    expect(screen.getByRole('region', { name: 'Histórico' })).toHaveTextContent('Tempo decorrido: 3 rodadas.');
    // The count is the sheet's data, folded from its entries like every other number.
    expect(store.getState().sheets[id]!.creature.roundsSinceDeath).toBe(3);

    await user.click(within(dialog).getByRole('button', { name: 'Passou mais de 1 minuto' }));
    expect(dialog).toHaveTextContent('O minuto já passou.');
    expect(revivify).toBeDisabled();
  });

  it('in the GM\'s running encounter on this device the turn order counts: no turn or time buttons of its own', async () => {
    const { dialog, store, id } = await recuoByStore();
    act(() => {
      store.getState().addCombatants([id]);
      store.getState().nextTurn();
    });
    expect(dialog).toHaveTextContent('A ordem dos turnos do Mestre conta as rodadas.');
    expect(within(dialog).queryByRole('button', { name: 'Fim do meu turno' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Passar 1 minuto' })).toBeNull();
  });

  it('"Passar 1 minuto" leaves Revivify possible for this last round, and it works', async () => {
    const user = userEvent.setup();
    const { dialog, revivify } = await recuoByStore();
    await user.click(within(dialog).getByRole('button', { name: 'Passar 1 minuto' }));
    expect(dialog).toHaveTextContent('Última rodada para Revivificar.');
    await user.click(revivify);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('hp-current')).toHaveTextContent('1');
  });
});
