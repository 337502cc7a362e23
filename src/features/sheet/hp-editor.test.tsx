// The HP editor: the damage preview (srd-2024 "Pořadí aplikace") and the temporary-HP choice.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amountField, moreOptions } from '../../../test/helpers/hp-pad';
import { openSheet } from '../../../test/helpers/open-sheet';

describe('damage preview (cs)', () => {
  it('28 Fire, aura −5, Resistance to all, Vulnerability to Fire: 28 − 5 = 23 → Odolnost 11 → Zranitelnost 22', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Tvor', maxHp: 50, resistances: ['all'], vulnerabilities: ['fire'] }, { language: 'cs' });
    await user.type(await amountField(user, 'Velikost zranění'), '28');
    await moreOptions(user, 'Další možnosti');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ zranění' }), 'Ohnivé');
    await user.clear(screen.getByRole('spinbutton', { name: 'Pevná úprava' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Pevná úprava' }), '-5');

    const preview = screen.getByRole('region', { name: 'Náhled zranění' });
    const steps = within(preview).getAllByRole('listitem').map((item) => item.textContent?.replace('→', '').trim());
    // The chain ends with the damage Apply says; no "ztráta Životů 22" or "Výsledné zranění: 22" repeating it.
    expect(steps).toEqual(['28', '− 5 = 23', 'Odolnost 11', 'Zranitelnost 22']);
    // No temporary HP before or after: no "0 Dočasných Životů" clause.
    expect(within(preview).getByText('Potom: Životy 28.')).toBeInTheDocument();
    expect(preview).not.toHaveTextContent('Dočasné');

    await user.click(screen.getByRole('button', { name: 'Udělit 22 zranění' }));
    expect(screen.getByTestId('hp-current')).toHaveTextContent('28');
  });
});

describe('temporary HP choice (pt-BR)', () => {
  it('offers keep-or-replace when some are already there; the button says what the rules will do', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, tempHp: 10 }, { language: 'pt-BR' });
    await user.click(screen.getByRole('button', { name: 'PV temp.' }));
    const amount = () => amountField(user, 'Quantidade de PV temporários');
    expect(screen.getByRole('button', { name: 'Digite a quantidade primeiro' })).toBeDisabled();
    await user.type(await amount(), '12');

    // 12 over 10: the rules' default ("the higher") takes the new ones.
    const choice = screen.getByRole('group', { name: 'Já tem 10 PV temporários: eles não se somam.' });
    expect(within(choice).getByRole('radio', { name: 'Ficar com os novos 12' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Trocar 10 por 12 PV temporários' })).toBeEnabled();

    await user.clear(await amount());
    await user.type(await amount(), '8');
    // The amount was cleared on the way, so the choice was asked again for 8: the rules keep the 10.
    const again = screen.getByRole('group', { name: 'Já tem 10 PV temporários: eles não se somam.' });
    expect(within(again).getByRole('radio', { name: 'Manter os 10 atuais' })).toBeChecked();
    const keep = screen.getByRole('button', { name: 'Manter 10 PV temporários' });
    expect(keep).toBeDisabled();
    expect(keep).toHaveAccessibleDescription('Nada a aplicar: os 10 PV temporários que já tem continuam como estão.');

    await user.click(within(again).getByRole('radio', { name: 'Ficar com os novos 8' }));
    await user.click(screen.getByRole('button', { name: 'Trocar 10 por 8 PV temporários' }));
    expect(screen.getByRole('region', { name: 'Histórico' })).toHaveTextContent('Ficou com os novos PV temporários: 8.');
    expect(await amountField(user, 'Quantidade de PV temporários')).toHaveValue('');
  });

  it('taking "the new" ones equal to the current changes nothing: disabled with the reason (1 PV, singular)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, tempHp: 1 }, { language: 'pt-BR' });
    await user.click(screen.getByRole('button', { name: 'PV temp.' }));
    await user.type(await amountField(user, 'Quantidade de PV temporários'), '1');
    const choice = screen.getByRole('group', { name: 'Já tem 1 PV temporário: PV temporários não se somam.' });
    await user.click(within(choice).getByRole('radio', { name: 'Ficar com o novo 1' }));
    const keep = screen.getByRole('button', { name: 'Manter 1 PV temporário' });
    expect(keep).toBeDisabled();
    expect(keep).toHaveAccessibleDescription('Nada a aplicar: o 1 PV temporário que já tem continua como está.');
  });
});

describe('temporary HP in cs (srd-2024)', () => {
  it('gains them when none are held, then keeps the higher 3 against a new 1 (one/few/other forms)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    await user.click(screen.getByRole('button', { name: 'Dočasné' }));
    const amount = () => amountField(user, 'Počet Dočasných Životů');
    await user.type(await amount(), '3');
    expect(screen.queryByRole('group', { name: /nesčítají/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Získat 3 Dočasné Životy' }));
    expect(screen.getByRole('region', { name: 'Záznam' })).toHaveTextContent('Získány nové Dočasné Životy: 3.');

    await user.type(await amount(), '1');
    const choice = screen.getByRole('group', { name: 'Už má 3 Dočasné Životy: nesčítají se.' });
    expect(within(choice).getByRole('radio', { name: 'Ponechat současné 3' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ponechat 3 Dočasné Životy' })).toBeDisabled();
    await user.click(within(choice).getByRole('radio', { name: 'Vzít nový 1' }));
    await user.click(screen.getByRole('button', { name: 'Vyměnit 3 za 1 Dočasný Život' }));

    await user.type(await amount(), '5');
    expect(screen.getByRole('group', { name: 'Už má 1 Dočasný Život: Dočasné Životy se nesčítají.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vyměnit 1 za 5 Dočasných Životů' })).toBeEnabled();
  });
});

describe('healing at full HP (pt-BR)', () => {
  it('offers no button that changes nothing: disabled, and says why', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20 }, { language: 'pt-BR' });
    await user.click(screen.getByRole('button', { name: 'Cura' }));
    await user.type(await amountField(user, 'Quantidade de cura'), '5');
    const heal = screen.getByRole('button', { name: 'Curar 5' });
    expect(heal).toBeDisabled();
    expect(heal).toHaveAccessibleDescription('Já está com os PV no máximo: a cura não mudaria nada.');
  });
});

describe('damage preview of a fall to 0 HP, in the words of the sheet (pt-BR)', () => {
  it('a desencarnado falls into Torpor, "sem risco de morte" (seed 001)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Caio', maxHp: 10, preset: 'plano-espiritual', nature: 'desencarnado', role: 'character' }, { language: 'pt-BR' });
    await user.type(await amountField(user, 'Quantidade de dano'), '10');
    const preview = screen.getByRole('region', { name: 'Prévia do dano' });
    expect(preview).toHaveTextContent('Cai a 0 PV e entra em Torpor, sem risco de morte.');
    expect(preview).not.toHaveTextContent('começa a morrer');
  });

  it('an incarnate at 0 HP starts dying', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Ana', maxHp: 10, preset: 'plano-espiritual', nature: 'incarnate', role: 'character' }, { language: 'pt-BR' });
    await user.type(await amountField(user, 'Quantidade de dano'), '10');
    expect(screen.getByRole('region', { name: 'Prévia do dano' })).toHaveTextContent('Cai a 0 PV e começa a morrer.');
  });
});
