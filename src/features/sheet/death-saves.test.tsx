// Component tests of the death-save widget, found by role and accessible name as a player would.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amountField } from '../../../test/helpers/hp-pad';
import { openSheet } from '../../../test/helpers/open-sheet';

async function damage(user: ReturnType<typeof userEvent.setup>, amount: string, label: string, apply: RegExp) {
  await user.clear(await amountField(user, label));
  await user.type(await amountField(user, label), amount);
  await user.click(screen.getByRole('button', { name: apply }));
}

async function typeSave(user: ReturnType<typeof userEvent.setup>, roll: string, field: string, button: string) {
  await user.type(screen.getByRole('spinbutton', { name: field }), roll);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('death saves in cs (srd-2024)', () => {
  it('drops to 0 and rolls to stable, with Czech plurals, then wakes after 1d4 hours', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    await damage(user, '12', 'Velikost zranění', /Udělit 12 zranění/);

    expect(screen.getByRole('heading', { name: 'Umírající' })).toBeInTheDocument();
    const widget = screen.getByRole('region', { name: 'Záchranné hody proti smrti' });
    expect(within(widget).getByRole('img', { name: '0 úspěchů z 3' })).toBeInTheDocument();

    await typeSave(user, '12', 'Tvůj hod (d20)', 'Zapsat hod');
    expect(within(widget).getByRole('img', { name: '1 úspěch z 3' })).toBeInTheDocument();
    await typeSave(user, '15', 'Tvůj hod (d20)', 'Zapsat hod');
    expect(within(widget).getByRole('img', { name: '2 úspěchy z 3' })).toBeInTheDocument();
    expect(within(widget).getByRole('status')).toHaveTextContent('Úspěch.');
    await typeSave(user, '18', 'Tvůj hod (d20)', 'Zapsat hod');

    expect(screen.getByRole('heading', { name: 'Stabilní' })).toBeInTheDocument();
    expect(within(widget).getByRole('status')).toHaveTextContent(/Stabilní \(úspěchy\)/);
    // srd-2024: both counts reset on becoming stable; the Databook record says so too.
    expect(within(widget).getByRole('img', { name: '0 úspěchů z 3' })).toBeInTheDocument();
    expect(screen.getByText(/Bez ošetření získá zpět 1 Život za \d hodin?y?/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Nechat uplynout \d hodin?y?$/ }));
    expect(screen.getByTestId('hp-current')).toHaveTextContent('1');
    expect(screen.queryByRole('heading', { name: 'Stabilní' })).not.toBeInTheDocument();
  });

  it('rolls in the app with the crypto-free seeded rng the store was given', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    await damage(user, '12', 'Velikost zranění', /Udělit 12 zranění/);
    await user.click(screen.getByRole('button', { name: 'Hodit d20' }));
    const widget = screen.getByRole('region', { name: 'Záchranné hody proti smrti' });
    expect(within(widget).getByRole('status')).toHaveTextContent(/Padlo \d+ \(celkem \d+\)/);
  });
});

describe('death saves in pt-BR (databook)', () => {
  it('a natural 20 regains 1 HP and removes 2 failures, announced in the live region', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 10 }, { language: 'pt-BR' });
    await damage(user, '10', 'Quantidade de dano', /Aplicar 10 de dano/);
    const widget = screen.getByRole('region', { name: 'Testes de Morte' });

    await typeSave(user, '1', 'Dado que você rolou (d20)', 'Registrar a rolagem');
    expect(within(widget).getByRole('status')).toHaveTextContent('1 natural: duas falhas.');
    expect(within(widget).getByRole('img', { name: '2 falhas de 3' })).toBeInTheDocument();

    await typeSave(user, '20', 'Dado que você rolou (d20)', 'Registrar a rolagem');
    expect(within(widget).getByRole('status')).toHaveTextContent('20 natural! Você recupera 1 PV e remove 2 falhas.');
    expect(screen.getByTestId('hp-current')).toHaveTextContent('1');
    expect(within(widget).getByRole('img', { name: '0 falhas de 3' })).toBeInTheDocument();
  });

  it('failures survive healing until a Short Rest', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 10 }, { language: 'pt-BR' });
    await damage(user, '10', 'Quantidade de dano', /Aplicar 10 de dano/);
    await typeSave(user, '4', 'Dado que você rolou (d20)', 'Registrar a rolagem');

    await user.click(screen.getByRole('button', { name: 'Cura' }));
    await damage(user, '5', 'Quantidade de cura', /Curar 5/);
    expect(screen.getByTestId('hp-current')).toHaveTextContent('5');
    const widget = screen.getByRole('region', { name: 'Testes de Morte' });
    expect(within(widget).getByRole('img', { name: '1 falha de 3' })).toBeInTheDocument();
    expect(within(widget).getByText('Sofreu dano com 0 PV')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descanso Curto' }));
    expect(screen.queryByRole('region', { name: 'Testes de Morte' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Histórico' })).toHaveTextContent('Descanso Curto concluído.');
  });

  it('stabilizes with a Medicine check and a Healer\'s Kit; a failed check is explained', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 10 }, { language: 'pt-BR' });
    await damage(user, '10', 'Quantidade de dano', /Aplicar 10 de dano/);
    await user.type(screen.getByRole('spinbutton', { name: 'Total do teste de Sabedoria (Medicina)' }), '7');
    await user.click(screen.getByRole('button', { name: 'Ação Ajudar: Medicina, CD 10' }));
    expect(screen.getByRole('region', { name: 'Histórico' })).toHaveTextContent(/A estabilização falhou \(Teste de Sabedoria \(Medicina\) CD 10\): 7 contra CD 10\./);
    expect(screen.queryByRole('button', { name: 'Passe (modo Amparo)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kit de Curandeiro' }));
    expect(screen.getByRole('heading', { name: 'Estável' })).toBeInTheDocument();
  });
});
