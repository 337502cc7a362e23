import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';

describe('sheet notes', () => {
  it('cs: typed notes reach the sheet when the field is left, as one change', async () => {
    const { store, id } = await openSheet({ name: 'Bořek', maxHp: 12 }, { language: 'cs' });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Poznámky k tomuto deníku' });
    const revision = store.getState().sheets[id]?.revision ?? 0;
    await user.type(field, 'Jed do konce kola');
    await user.tab();
    expect(store.getState().sheets[id]?.notes).toBe('Jed do konce kola');
    expect(store.getState().sheets[id]?.revision).toBe(revision + 1);
  });

  it('pt-BR: the field shows what the sheet already holds', async () => {
    const { id, store } = await openSheet({ name: 'Kaito', maxHp: 12, notes: 'Selo de chakra' }, { language: 'pt-BR' });
    expect(await screen.findByRole('textbox', { name: 'Anotações desta ficha' })).toHaveValue('Selo de chakra');
    expect(store.getState().sheets[id]?.notes).toBe('Selo de chakra');
  });
});
