// The Recuo flow (plano-espiritual seed, "Recuo Perispiritual"), in pt-BR.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    expect(within(dialog).getAllByText('para quem está Capturado, só o resgate funciona.')).toHaveLength(2);

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
