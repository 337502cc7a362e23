// The damage preview and result say only what happened (issue 15): no "0 absorbed by temporary
// HP", no "HP lost 0", no "0 temporary HP", no "0 damage left over" (RULES.md "Damage" 4–6); each
// thing once ("Depois: 7 PV.", not "5 → PV perdidos 5 Dano final: 5"), and nothing about a type
// when the damage has none (no "(Sem tipo)").
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

describe('damage result in pt-BR (databook)', () => {
  it('no temporary HP: no temporary-HP clause in the preview or in the result', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 12 }, { language: 'pt-BR' });
    await typeAmount(user, 'Quantidade de dano', '5');
    const preview = screen.getByRole('region', { name: 'Prévia do dano' });
    // Nothing changes the 5 typed: no chain of steps, the HP after it said once.
    expect(within(preview).queryAllByRole('listitem')).toEqual([]);
    expect(preview).toHaveTextContent(/^Depois: 7 PV\.$/);
    expect(preview).not.toHaveTextContent('temporários');

    await user.click(screen.getByRole('button', { name: 'Aplicar 5 de dano' }));
    expect(announced()).toContain('Sofreu 5 de dano: perdeu 5 PV e fica com 7 PV.');
    expect(screen.getByRole('region', { name: 'Histórico' })).not.toHaveTextContent('absorv');
  });

  it('temporary HP absorb it all: no "PV perdidos 0", and the result says they took it all', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 12, tempHp: 8 }, { language: 'pt-BR' });
    await typeAmount(user, 'Quantidade de dano', '5');
    const preview = screen.getByRole('region', { name: 'Prévia do dano' });
    expect(within(preview).queryAllByRole('listitem')).toEqual([]);
    expect(preview).toHaveTextContent(/^Depois: 12 PV; PV temporários: 3\. Os PV temporários absorvem 5\.$/);

    await user.click(screen.getByRole('button', { name: 'Aplicar 5 de dano' }));
    expect(announced()).toContain('Sofreu 5 de dano, todo absorvido pelos PV temporários: continua com 12 PV.');
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
    expect(announced()).toContain('5 zranění: Dočasné Životy pohltily 3, ztráta Životů 2, zbývá 10.');

    await typeAmount(user, 'Velikost zranění', '10');
    const preview = screen.getByRole('region', { name: 'Náhled zranění' });
    expect(within(preview).getByText(/^Potom: Životy 0\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Udělit 10 zranění' }));
    const result = announced().find((text) => text.startsWith('10 zranění'));
    // "zbývá 0" says the fall to 0; no second "Pokles na 0 Životů." before the death saves.
    expect(result).toMatch(/^10 zranění: ztráta Životů 10, zbývá 0\. 0 Životů a Bezvědomí: /);
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
    const preview = screen.getByRole('region', { name: 'Damage preview' });
    expect(within(preview).queryAllByRole('listitem')).toEqual([]);
    expect(preview).not.toHaveTextContent('HP lost');
    await user.click(screen.getByRole('button', { name: 'Apply 3 damage' }));
    expect(announced().some((text) => text.startsWith('Took 3 damage: HP stay at 0. 1 failure'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Temp HP' }));
    await typeAmount(user, 'Temporary HP amount', '2');
    await user.click(screen.getByRole('button', { name: 'Gain 2 temporary HP' }));
    await user.click(screen.getByRole('button', { name: 'Damage' }));
    await typeAmount(user, 'Damage amount', '5');
    await user.click(screen.getByRole('button', { name: 'Apply 5 damage' }));
    expect(announced().some((text) => text.startsWith('Took 5 damage: 2 absorbed by temporary HP, HP stay at 0. 1 failure'))).toBe(true);
  });
});
