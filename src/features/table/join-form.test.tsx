import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../../test/helpers/render-app';
import type { Language } from '../../store/types';

// What a player types to join a table, in each language: a code that is not one, no name, no
// sheet brought are each said plainly, and nothing is opened; a sheet copied from a table is
// never offered to bring again. No network here: openTable is never reached by these cases
// (a spy proves it), and the connected journeys are test/table/*.table.ts.
const openTable = vi.fn();
vi.mock('./table-session', async (importOriginal) => ({ ...(await importOriginal<object>()), openTable: (...args: unknown[]) => openTable(...args) }));

afterEach(() => openTable.mockReset());

const t = (key: string) => (i18n.t as unknown as (key: string) => string)(`table:${key}`);

describe.each<Language>(['pt-BR', 'cs', 'en'])('joining a table (%s)', (language) => {
  it('says what is wrong with the code, the name or the sheets, and joins nothing', async () => {
    const { store } = await renderApp('/join', { language });
    const user = userEvent.setup();
    store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    store.getState().createSheet({ name: 'Borin', maxHp: 30 });
    const submit = await screen.findByRole('button', { name: t('join.submit') });
    await user.type(screen.getByRole('textbox', { name: t('join.code') }), 'ABCD-EFGH');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(t('join.badCode'));
    await user.type(screen.getByRole('textbox', { name: t('join.code') }), '-JKMN');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(t('join.noName'));
    await user.type(screen.getByRole('textbox', { name: t('join.name') }), 'Ana');
    await user.click(submit);
    // Two sheets on the device: none is picked for the player.
    expect(screen.getByRole('alert')).toHaveTextContent(t('join.noSheet'));
    expect(openTable).not.toHaveBeenCalled();
  });

  it('reads the code and the signaling servers from the link, and never offers a copy of another player\'s sheet', async () => {
    const { store, router } = await renderApp('/', { language });
    const user = userEvent.setup();
    const aria = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const copy = store.getState().createSheet({ name: 'Borin', maxHp: 30 });
    store.setState((draft) => { draft.sheets[copy]!.table = { id: 'tx', owner: 'other', ownerName: 'Bruno' }; });
    // The phone opens the GM's link.
    await act(() => router.navigate({ href: '/join#t=abcd-efgh-jkmn&s=ws%3A%2F%2Flocalhost%3A4444' }));
    const code = await screen.findByRole('textbox', { name: t('join.code') });
    expect(code).toHaveValue('ABCD-EFGH-JKMN');
    const sheets = screen.getByRole('group', { name: t('join.sheets') });
    expect(within(sheets).getByRole('checkbox', { name: /Aria/ })).toBeChecked();
    expect(within(sheets).queryByRole('checkbox', { name: /Borin/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: t('join.name') }), '  Ana ');
    await user.click(screen.getByRole('button', { name: t('join.submit') }));
    expect(openTable).toHaveBeenCalledWith({
      code: 'ABCDEFGHJKMN', role: 'player', name: 'Ana', sheets: [aria], signaling: ['ws://localhost:4444'], showNumbers: false,
    });
  });
});
