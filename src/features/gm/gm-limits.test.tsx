import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/render-app';
import { appStore } from '../../store/store';
import { openGm } from './gm-test-kit';

// renderApp's resetStore replaces the store's state; keep the app store's own actions (as gm-test-kit does).
const ownActions = Object.fromEntries(Object.entries(appStore.getState()).filter(([, value]) => typeof value === 'function'));

/** The GM screen on an empty encounter, where quick-add is open, in a language. */
async function openQuickAdd(language: 'pt-BR' | 'cs', title: string) {
  const view = await renderApp('/gm', { language });
  act(() => appStore.setState(ownActions));
  const form = await screen.findByRole('form', { name: title });
  return { ...view, form };
}

const sheetNames = () => Object.values(appStore.getState().sheets).map((sheet) => sheet.creature.name).sort();

describe('GM quick-add stays within the rules\' limits and says why (issue "Nothing lost, nothing hidden", 9)', () => {
  it('pt-BR: PV máximos 200000 disables the button and says the limit next to it; 7 adds six goblins', async () => {
    const user = userEvent.setup();
    const { form } = await openQuickAdd('pt-BR', 'Adicionar criaturas rapidamente');
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Goblin');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Quantas' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Quantas' }), '6');
    await user.type(within(form).getByRole('spinbutton', { name: 'PV máximos' }), '200000');

    const button = within(form).getByRole('button', { name: /^Adicionar \d/ });
    const reason = 'Os PV máximos devem ser um número inteiro de 1 a 100.000.';
    expect(button).toBeDisabled();
    expect(within(form).getByText(reason)).toBeVisible();
    expect(button).toHaveAccessibleDescription(reason);
    await user.click(button);
    expect(sheetNames()).toEqual([]);

    await user.clear(within(form).getByRole('spinbutton', { name: 'PV máximos' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'PV máximos' }), '7');
    const enabled = within(form).getByRole('button', { name: 'Adicionar 6 × Goblin' });
    expect(enabled).toBeEnabled();
    expect(within(form).queryByText(reason)).toBeNull();
    await user.click(enabled);
    expect(sheetNames()).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3', 'Goblin 4', 'Goblin 5', 'Goblin 6']);
  });

  it('cs: a name that its number makes longer than 120 characters, a name of zero-width spaces, 201 creatures', async () => {
    const user = userEvent.setup();
    const { form } = await openQuickAdd('cs', 'Rychle přidat tvory');
    const name = within(form).getByRole('textbox', { name: 'Jméno' });
    const count = within(form).getByRole('spinbutton', { name: 'Kolik' });
    await user.type(within(form).getByRole('spinbutton', { name: 'Maximum Životů' }), '7');

    // 118 letters + " 12" = 121 characters: the rules would refuse "…a 12".
    await user.click(name);
    await user.paste('a'.repeat(118));
    await user.clear(count);
    await user.type(count, '12');
    const button = within(form).getByRole('button', { name: /^Přidat \d/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Jméno je příliš dlouhé: i s číslem nejvýše 120 znaků (teď 121).');

    // One creature keeps its plain name: 118 letters fit.
    await user.clear(count);
    await user.type(count, '1');
    expect(within(form).getByRole('button', { name: /^Přidat \d/ })).toBeEnabled();

    await user.clear(name);
    await user.type(name, '\u200B\u200B');
    // No usable name: the button says what it needs instead of "Přidat 0".
    expect(within(form).getByRole('button', { name: 'Zadej jméno a počet tvorů' })).toHaveAccessibleDescription('Zadej jméno s aspoň jedním viditelným znakem.');

    await user.clear(name);
    await user.type(name, 'Skřet');
    await user.clear(count);
    await user.type(count, '201');
    expect(within(form).getByRole('button', { name: 'Zadej jméno a počet tvorů' })).toBeDisabled();
    expect(within(form).getByText('Přidat lze 1 až 200 tvorů najednou.')).toBeVisible();
    expect(sheetNames()).toEqual([]);
  });
});

describe('GM group action stays within the rules\' limits (issue "Nothing lost, nothing hidden", 2)', () => {
  it('2,000,000 temporary HP: Apply is disabled and says the cap; nothing is stored', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Kaito', maxHp: 20, role: 'character', preset: 'srd-2024' }]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    const panel = screen.getByRole('region', { name: '1 creature selected' });
    await user.click(within(panel).getByRole('radio', { name: 'Temp HP' }));
    await user.type(within(panel).getByLabelText('Amount'), '2000000');

    const apply = within(panel).getByRole('button', { name: 'Give temporary HP to 1 creature' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('Temporary HP: at most 100,000.');
    await user.click(apply);
    expect(store.getState().sheets[ids[0]!]?.creature.hp.temp).toBe(0);

    await user.clear(within(panel).getByLabelText('Amount'));
    await user.type(within(panel).getByLabelText('Amount'), '100000');
    await user.click(within(panel).getByRole('button', { name: 'Give temporary HP to 1 creature' }));
    expect(store.getState().sheets[ids[0]!]?.creature.hp.temp).toBe(100_000);
  });
});
