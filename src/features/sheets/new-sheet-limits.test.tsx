// The new-sheet form takes names and maximum HP as the rules do (src/rules/limits.ts), and says
// why it will not create a sheet instead of failing (issue "Nothing lost, nothing hidden", 8).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/render-app';

describe('new sheet within the rules\' limits', () => {
  it('pt-BR: a name of zero-width spaces disables "Criar ficha" and says why; the maximum HP states its range', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/', { language: 'pt-BR' });
    const form = screen.getByRole('form', { name: 'Nova ficha' });
    const name = within(form).getByRole('textbox', { name: 'Nome' });
    expect(within(form).getByRole('spinbutton', { name: 'PV máximos' })).toHaveAccessibleDescription('De 1 a 100.000.');

    await user.type(name, '\u200B\u200B');
    const reason = 'O nome precisa de pelo menos um caractere visível e no máximo 120 caracteres.';
    expect(within(form).getByRole('button', { name: 'Criar ficha' })).toBeDisabled();
    expect(name).toHaveAccessibleDescription(reason);
    expect(Object.keys(store.getState().sheets)).toEqual([]);
  });

  it('cs: a name of 60 emoji (120 UTF-16 units, all the field takes) is created, and the sheet opens', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/', { language: 'cs' });
    const form = screen.getByRole('form', { name: 'Nový deník' });
    await user.click(within(form).getByRole('textbox', { name: 'Jméno' }));
    await user.paste('🐉'.repeat(60));
    await user.click(within(form).getByRole('button', { name: 'Vytvořit deník' }));
    expect(await screen.findByRole('heading', { level: 1, name: '🐉'.repeat(60) })).toBeInTheDocument();
    expect(Object.values(store.getState().sheets).map((sheet) => sheet.creature.name)).toEqual(['🐉'.repeat(60)]);
  });
});
