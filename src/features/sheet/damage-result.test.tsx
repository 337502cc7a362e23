// The damage preview and result say only what happened (issue 15): no "0 absorbed by temporary
// HP", no "HP lost 0", no "0 temporary HP", no "0 damage left over" (RULES.md "Damage" 4–6).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amountField } from '../../../test/helpers/hp-pad';
import { openSheet } from '../../../test/helpers/open-sheet';

type User = ReturnType<typeof userEvent.setup>;

async function typeAmount(user: User, label: string, amount: string) {
  await user.clear(await amountField(user, label));
  await user.type(await amountField(user, label), amount);
}

/** The last action's words, as the polite status under the HP announces them. */
const announced = () => screen.getAllByRole('status').map((status) => status.textContent ?? '');

const previewSteps = () =>
  within(screen.getByRole('region', { name: 'Prévia do dano' })).getAllByRole('listitem').map((item) => item.textContent?.replace('→', '').trim());

describe('damage result in pt-BR (databook)', () => {
  it('no temporary HP: no temporary-HP clause in the preview or in the result', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 12 }, { language: 'pt-BR' });
    await typeAmount(user, 'Quantidade de dano', '5');
    const preview = screen.getByRole('region', { name: 'Prévia do dano' });
    expect(previewSteps()).toEqual(['5', 'PV perdidos 5']);
    expect(within(preview).getByText('Depois: 7 PV.')).toBeInTheDocument();
    expect(preview).not.toHaveTextContent('temporários');

    await user.click(screen.getByRole('button', { name: 'Aplicar 5 de dano' }));
    expect(announced()).toContain('Sofreu 5 de dano (Sem tipo): perdeu 5 PV e fica com 7 PV.');
    expect(screen.getByRole('region', { name: 'Histórico' })).not.toHaveTextContent('absorv');
  });

  it('temporary HP absorb it all: no "PV perdidos 0", and the result says they took it all', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 12, tempHp: 8 }, { language: 'pt-BR' });
    await typeAmount(user, 'Quantidade de dano', '5');
    expect(previewSteps()).toEqual(['5', 'PV temporários absorvem 5']);
    expect(within(screen.getByRole('region', { name: 'Prévia do dano' })).getByText('Depois: 12 PV; PV temporários: 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aplicar 5 de dano' }));
    expect(announced()).toContain('Sofreu 5 de dano (Sem tipo), todo absorvido pelos PV temporários: continua com 12 PV.');
  });

  it('the button with nothing typed says what to do instead of "Aplicar 0 de dano"', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 12 }, { language: 'pt-BR' });
    await user.click(screen.getByRole('button', { name: 'Dano' }));
    expect(screen.getByRole('button', { name: 'Digite a quantidade primeiro' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cura' }));
    expect(screen.getByRole('button', { name: 'Digite a quantidade primeiro' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Curar 0$/ })).toBeNull();
  });
});

describe('damage result in cs (srd-2024)', () => {
  it('temporary HP take part, the HP the rest; dropping exactly to 0 has no "zbylo 0 zranění"', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Eliška', maxHp: 12, tempHp: 3 }, { language: 'cs' });
    await typeAmount(user, 'Velikost zranění', '5');
    await user.click(screen.getByRole('button', { name: 'Udělit 5 zranění' }));
    expect(announced()).toContain('Utrpěl 5 zranění (Bez typu): Dočasné Životy pohltily 3, ztráta Životů 2, zbývá 10.');

    await typeAmount(user, 'Velikost zranění', '10');
    const preview = screen.getByRole('region', { name: 'Náhled zranění' });
    expect(within(preview).getByText(/^Potom: Životy 0\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Udělit 10 zranění' }));
    const result = announced().find((text) => text.startsWith('Utrpěl 10 zranění'));
    expect(result).toMatch(/^Utrpěl 10 zranění \(Bez typu\): ztráta Životů 10, zbývá 0\. Klesl na 0 Životů\. /);
    expect(result).not.toContain('zbylo');
  });
});

describe('damage result in en (srd-2024), at 0 HP', () => {
  it('says the HP stay at 0 rather than "0 HP lost", with or without temporary HP', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Aria', maxHp: 10 }, { language: 'en' });
    await typeAmount(user, 'Damage amount', '10');
    await user.click(screen.getByRole('button', { name: 'Apply 10 damage' }));

    await typeAmount(user, 'Damage amount', '3');
    // At 0 HP nothing comes off the HP: the preview has no "HP lost 0" step.
    const steps = within(screen.getByRole('region', { name: 'Damage preview' })).getAllByRole('listitem').map((item) => item.textContent?.replace('→', '').trim());
    expect(steps).toEqual(['3']);
    await user.click(screen.getByRole('button', { name: 'Apply 3 damage' }));
    expect(announced().some((text) => text.startsWith('Took 3 damage (No type): HP stay at 0. 1 failure'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Temp HP' }));
    await typeAmount(user, 'Temporary HP amount', '2');
    await user.click(screen.getByRole('button', { name: 'Gain 2 temporary HP' }));
    await user.click(screen.getByRole('button', { name: 'Damage' }));
    await typeAmount(user, 'Damage amount', '5');
    await user.click(screen.getByRole('button', { name: 'Apply 5 damage' }));
    expect(announced().some((text) => text.startsWith('Took 5 damage (No type): 2 absorbed by temporary HP, HP stay at 0. 1 failure'))).toBe(true);
  });
});
