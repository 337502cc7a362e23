import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { i18n } from '../../i18n/i18n';
import { loadLanguage } from '../../../test/helpers/render-app';
import { createMemoryAdapter, openTab, storedSheet } from '../../../test/helpers/storage';
import { registerBeforeReload } from './before-reload';
import { registerSaveBeforeReload } from './save-before-reload';
import { PwaStatus } from './pwa-status';

// What workbox-window would report is driven by hand: the options the app registered with.
const sw = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined, update: vi.fn(() => Promise.resolve()) }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    sw.options = options;
    return sw.update;
  },
}));

beforeAll(async () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  await loadLanguage('en');
});

afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

// Words come from the locale files (their owner may reword them); what is tested is the flow.
type PwaKey = 'offlineReady' | 'dismiss' | 'updateAvailable' | 'reload' | 'later' | 'saveFailed' | 'retry';
const t = (key: `app:pwa.${PwaKey}`): string => i18n.t(key);

function renderStatus() {
  return render(
    <I18nextProvider i18n={i18n}>
      <PwaStatus />
    </I18nextProvider>,
  );
}

describe('PwaStatus', () => {
  it('registers the service worker once, and says when the app is ready offline until dismissed', async () => {
    const view = renderStatus();
    expect(sw.options).toBeDefined();
    const registered = sw.options;
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <PwaStatus />
      </I18nextProvider>,
    );
    expect(sw.options).toBe(registered);

    expect(screen.queryByText(t('app:pwa.offlineReady'))).not.toBeInTheDocument();
    act(() => sw.options?.onOfflineReady?.());
    expect(screen.getByText(t('app:pwa.offlineReady'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('app:pwa.dismiss') }));
    expect(screen.queryByText(t('app:pwa.offlineReady'))).not.toBeInTheDocument();
    view.unmount();
  });

  it('says it is ready offline in a toast that floats over the page and goes by itself', () => {
    vi.useFakeTimers();
    try {
      const view = renderStatus();
      act(() => sw.options?.onOfflineReady?.());
      const notice = screen.getByText(t('app:pwa.offlineReady'));
      // Fixed over the bottom edge: it pushes no screen down.
      expect(notice.closest('.fixed')).not.toBeNull();
      act(() => vi.advanceTimersByTime(7000));
      expect(screen.getByText(t('app:pwa.offlineReady'))).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText(t('app:pwa.offlineReady'))).not.toBeInTheDocument();
      view.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before loading a new version, saves first, and waits when saving fails', async () => {
    const view = renderStatus();
    act(() => sw.options?.onNeedRefresh?.());
    expect(screen.getByText(t('app:pwa.updateAvailable'))).toBeInTheDocument();

    const order: string[] = [];
    sw.update.mockImplementation(async () => void order.push('update'));
    let fail = true;
    const unregister = registerBeforeReload(async () => {
      order.push('save');
      if (fail) throw new Error('storage full');
    });

    await userEvent.click(screen.getByRole('button', { name: t('app:pwa.reload') }));
    expect(order).toEqual(['save']);
    expect(screen.getByText(t('app:pwa.saveFailed'))).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('app:pwa.retry') }));
    expect(order).toEqual(['save', 'save', 'update']);
    unregister();
    view.unmount();
  });

  it('refuses to reload over a change a full storage could not save, says why and offers export', async () => {
    const adapter = createMemoryAdapter();
    const tab = await openTab(adapter);
    const unregister = registerSaveBeforeReload(tab.persistence);
    const id = tab.store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    tab.persistence.flush();
    adapter.full = true;
    tab.store.getState().act(id, { type: 'damage', amount: 5 });
    sw.update.mockClear();

    const view = renderStatus();
    act(() => sw.options?.onNeedRefresh?.());
    await userEvent.click(screen.getByRole('button', { name: t('app:pwa.reload') }));
    expect(sw.update).not.toHaveBeenCalled();
    expect(screen.getByText(t('app:pwa.saveFailed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('data:banner.exportNow') })).toBeInTheDocument();
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(20);

    // Room again: the change is written first, then the new version takes over.
    adapter.full = false;
    await userEvent.click(screen.getByRole('button', { name: t('app:pwa.retry') }));
    expect(storedSheet(adapter, id)?.data.creature.hp.current).toBe(15);
    expect(sw.update).toHaveBeenCalledWith(true);
    unregister();
    tab.persistence.stop();
    view.unmount();
  });

  it('"Later" puts the question away', async () => {
    renderStatus();
    act(() => sw.options?.onNeedRefresh?.());
    await userEvent.click(screen.getByRole('button', { name: t('app:pwa.later') }));
    expect(screen.queryByText(t('app:pwa.updateAvailable'))).not.toBeInTheDocument();
  });
});
