// The list of sheets, a missing sheet's URL, and the language switch re-presetting sheets.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/render-app';

describe('sheet list', () => {
  it('creates a sheet (pt-BR databook), then deletes it only after confirmation', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/', { language: 'pt-BR' });
    const form = screen.getByRole('form', { name: 'Nova ficha' });
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Kaito');
    await user.click(within(form).getByRole('button', { name: 'Criar ficha' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaito' })).toBeInTheDocument();
    // Role, then the preset's one name; whether it follows the language is said where it is chosen.
    expect(screen.getByText('Personagem · Databook')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar ficha' }));
    expect(await screen.findByRole('option', { name: 'Seguir o idioma (agora Databook)', selected: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await router.navigate({ to: '/' });
    await user.click(await screen.findByRole('button', { name: 'Apagar Kaito' }));
    // The confirmation loads with the first delete asked for.
    const dialog = await screen.findByRole('dialog', { name: 'Apagar Kaito?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('link', { name: 'Kaito' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apagar Kaito' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Apagar Kaito?' })).getByRole('button', { name: 'Apagar' }));
    expect(screen.queryByRole('link', { name: 'Kaito' })).toBeNull();
    expect(screen.getByText('Nenhuma ficha ainda. Crie a primeira abaixo.')).toBeInTheDocument();
  });

  it('a URL naming no sheet says so and offers the way back (cs)', async () => {
    await renderApp('/sheet/nope', { language: 'cs' });
    expect(screen.getByRole('heading', { name: 'Tento deník neexistuje' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na deníky' })).toHaveAttribute('href', '/');
  });

  it('switching the language re-presets every following sheet at once, visibly', async () => {
    const user = userEvent.setup();
    // A second apart, as a user makes them: the list is in order of creation (two sheets made
    // in the same millisecond are ordered by their random ids).
    let clock = 1_700_000_000_000;
    const { store } = await renderApp('/', { language: 'pt-BR', deps: { now: () => (clock += 1000) } });
    store.getState().createSheet({ name: 'Kaito', maxHp: 10 });
    store.getState().createSheet({ name: 'Caio', maxHp: 10, preset: 'plano-espiritual' });
    expect(await screen.findByText(/· Databook$/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Čeština');
    expect(await screen.findByRole('heading', { name: 'Tvoje deníky' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('D&D 2024 SRD');
    expect(rows[1]).toHaveTextContent('Plano Espiritual');
    expect(document.documentElement.lang).toBe('cs');
  });
});
