// The Recuo flow (plano-espiritual seed, "Recuo Perispiritual"), in pt-BR.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';

async function intoRecuo(user: ReturnType<typeof userEvent.setup>) {
  await openSheet({ name: 'Caio', maxHp: 20, preset: 'plano-espiritual', nature: 'desencarnado' }, { language: 'pt-BR' });
  await user.type(screen.getByRole('textbox', { name: 'Quantidade de dano' }), '20');
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
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/Tempo restante para Revivificar: [01]:\d\d/);

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

    await user.click(within(dialog).getByRole('button', { name: 'Resgatado' }));
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
    const rescue = within(after).getByRole('button', { name: 'Resgatado' });
    const revivifyAfter = within(after).getByRole('button', { name: 'Revivificar ("Reanimação Fluídica")' });
    const raiseDead = within(after).getByRole('button', { name: 'Reviver os Mortos' });
    expect([before(cause, zone), before(zone, roll), before(roll, outcome), before(outcome, after)]).toEqual([true, true, true, true]);
    expect([before(rescue, revivifyAfter), before(revivifyAfter, raiseDead)]).toEqual([true, true]);
  });
});

describe('the Revivify minute as a countdown (pt-BR)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down m:ss, speaks only at 30 and 10 seconds, then disables Revivify with the reason', async () => {
    const { store, id } = await openSheet({ name: 'Caio', maxHp: 20, preset: 'plano-espiritual', nature: 'desencarnado' }, { language: 'pt-BR' });
    // The app loads on real timers; the clock is ours from the Recuo on. The way into Recuo is
    // walked by taps in the tests above; here the store takes the same actions.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => {
      store.getState().act(id, { type: 'damage', amount: 20 });
      for (const roll of [5, 4, 3]) store.getState().act(id, { type: 'deathSave', roll });
    });
    const dialog = screen.getByRole('dialog', { name: 'Recuo' });
    const timer = within(dialog).getByRole('timer');
    const revivify = within(dialog).getByRole('button', { name: 'Revivificar ("Reanimação Fluídica")' });
    const spoken = () => within(dialog).getAllByRole('status').map((status) => status.textContent).join('');
    // A second at a time, as the clock renders: each tick schedules the next after it renders.
    const wait = (ms: number) => {
      for (let passed = 0; passed < ms; passed += 1000) act(() => vi.advanceTimersByTime(1000));
    };

    expect(timer).toHaveTextContent('Tempo restante para Revivificar: 1:00');
    expect(revivify).toHaveAccessibleDescription('Tempo restante para Revivificar: 1:00');
    expect(spoken()).toBe('');

    wait(15_000);
    expect(timer).toHaveTextContent('Tempo restante para Revivificar: 0:45');
    expect(spoken()).toBe('');

    wait(15_000);
    expect(timer).toHaveTextContent('Tempo restante para Revivificar: 0:30');
    expect(spoken()).toBe('Restam 30 segundos para Revivificar.');
    wait(5_000);
    expect(timer).toHaveTextContent('Tempo restante para Revivificar: 0:25');
    expect(spoken()).toBe('Restam 30 segundos para Revivificar.');

    wait(15_000);
    expect(timer).toHaveTextContent('Tempo restante para Revivificar: 0:10');
    expect(spoken()).toBe('Restam 10 segundos para Revivificar.');
    expect(revivify).toBeEnabled();

    wait(10_000);
    expect(within(dialog).queryByRole('timer')).toBeNull();
    expect(revivify).toBeDisabled();
    const reason = 'Passou mais de 1 minuto: Revivificar já não funciona.';
    expect(revivify).toHaveAccessibleDescription(reason);
    expect(spoken()).toBe(reason);
  });
});
