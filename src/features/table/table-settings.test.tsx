import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../../test/helpers/render-app';
import { DEFAULT_ICE_SERVERS } from './table-code';

// Settings → Shared tables: a TURN server is added with its username and credential (as
// RTCIceServer takes it), refused without them, kept when the address list is saved, and
// removed; a list saved before (addresses only) still shows and saves.
const t = (key: string, options?: object) => (i18n.t as unknown as (key: string, options?: object) => string)(`table:${key}`, options);

describe('TURN servers in Settings', () => {
  it('adds one with its username and credential, refuses one without, keeps it when the list is saved, and removes it', async () => {
    const { store } = await renderApp('/settings', { language: 'en' });
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: t('settings.turn.title') })).closest('form')!;
    const inForm = within(form as HTMLElement);
    const add = inForm.getByRole('button', { name: t('settings.turn.add') });

    await user.type(inForm.getByRole('textbox', { name: t('settings.turn.url') }), 'stun:stun.example.org');
    await user.click(add);
    expect(inForm.getByRole('status')).toHaveTextContent(t('settings.turn.badUrl', { url: 'stun:stun.example.org' }));
    await user.clear(inForm.getByRole('textbox', { name: t('settings.turn.url') }));
    await user.type(inForm.getByRole('textbox', { name: t('settings.turn.url') }), 'turn:turn.example.org:3478');
    await user.type(inForm.getByRole('textbox', { name: t('settings.turn.username') }), 'table');
    await user.click(add);
    expect(inForm.getByRole('status')).toHaveTextContent(t('settings.turn.missing'));
    expect(store.getState().settings.iceServers).toBeUndefined();

    await user.type(inForm.getByLabelText(t('settings.turn.credential')), 's3cret pass');
    await user.click(add);
    const turn = { urls: 'turn:turn.example.org:3478', username: 'table', credential: 's3cret pass' };
    expect(store.getState().settings.iceServers).toEqual([...DEFAULT_ICE_SERVERS, turn]);
    expect(inForm.getByRole('list', { name: t('settings.turn.list') })).toHaveTextContent('turn:turn.example.org:3478');
    // The credential is never shown.
    expect(form.textContent).not.toContain('s3cret');

    // Saving the address list keeps the TURN server.
    const addresses = screen.getByRole('textbox', { name: t('settings.iceServers.label') });
    await user.clear(addresses);
    await user.type(addresses, 'stun:stun.example.org:3478');
    await user.click(within(addresses.closest('form')!).getByRole('button', { name: t('settings.save') }));
    expect(store.getState().settings.iceServers).toEqual(['stun:stun.example.org:3478', turn]);

    await user.click(inForm.getByRole('button', { name: t('settings.turn.remove', { url: turn.urls }) }));
    expect(store.getState().settings.iceServers).toEqual(['stun:stun.example.org:3478']);
    expect(inForm.queryByRole('list', { name: t('settings.turn.list') })).toBeNull();
  });

  it('shows a list saved before TURN credentials existed (addresses only) as it was', async () => {
    const { store } = await renderApp('/', { language: 'en' });
    const user = userEvent.setup();
    store.getState().setTableServers('iceServers', ['stun:a.example.org', 'turn:b.example.org']);
    await user.click(await screen.findByRole('link', { name: i18n.t('app:nav.settings') }));
    const addresses = await screen.findByRole('textbox', { name: t('settings.iceServers.label') });
    expect(addresses).toHaveValue('stun:a.example.org\nturn:b.example.org');
    expect(screen.queryByRole('list', { name: t('settings.turn.list') })).toBeNull();
  });
});
