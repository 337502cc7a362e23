// The HP editor: the damage preview (srd-2024 "Pořadí aplikace") and the temporary-HP choice.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';

describe('damage preview (cs)', () => {
  it('28 Fire, aura −5, Resistance to all, Vulnerability to Fire: 28 − 5 = 23 → Odolnost 11 → Zranitelnost 22', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Tvor', maxHp: 50, resistances: ['all'], vulnerabilities: ['fire'] }, { language: 'cs' });
    await user.type(screen.getByRole('textbox', { name: 'Velikost zranění' }), '28');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ zranění' }), 'Oheň');
    await user.clear(screen.getByRole('spinbutton', { name: 'Pevná úprava' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Pevná úprava' }), '-5');

    const preview = screen.getByRole('region', { name: 'Náhled zranění' });
    const steps = within(preview).getAllByRole('listitem').map((item) => item.textContent?.replace('→', '').trim());
    expect(steps.slice(0, 4)).toEqual(['28', '− 5 = 23', 'Odolnost 11', 'Zranitelnost 22']);
    expect(preview).toHaveTextContent('Výsledné zranění: 22');
    expect(preview).toHaveTextContent('Potom: 28 Životů');

    await user.click(screen.getByRole('button', { name: 'Udělit 22 zranění' }));
    expect(screen.getByTestId('hp-current')).toHaveTextContent('28');
  });
});

describe('temporary HP choice (pt-BR)', () => {
  it('offers keep-or-replace when some are already there, the higher pre-selected', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, tempHp: 10 }, { language: 'pt-BR' });
    await user.click(screen.getByRole('button', { name: 'PV temp.' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantidade de PV temporários' }), '12');

    const choice = screen.getByRole('group', { name: 'Já tem 10 PV temporários: eles não se somam.' });
    expect(within(choice).getByRole('radio', { name: 'Ficar com os novos 12' })).toBeChecked();
    await user.clear(screen.getByRole('textbox', { name: 'Quantidade de PV temporários' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantidade de PV temporários' }), '8');
    // The amount was cleared on the way, so the choice was asked again for 8.
    const again = screen.getByRole('group', { name: 'Já tem 10 PV temporários: eles não se somam.' });
    expect(within(again).getByRole('radio', { name: 'Manter os 10 atuais' })).toBeChecked();

    await user.click(within(again).getByRole('radio', { name: 'Ficar com os novos 8' }));
    await user.click(screen.getByRole('button', { name: 'Definir 8 PV temporários' }));
    expect(screen.getByRole('region', { name: 'Histórico' })).toHaveTextContent('Ficou com os novos PV temporários: 8.');
  });
});
