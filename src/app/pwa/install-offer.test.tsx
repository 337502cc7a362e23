import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { loadLanguage } from '../../../test/helpers/render-app';
import { appInstalled, IOS_SAFARI, listenForInstall, offerInstall, pretendUserAgent } from '../../../test/helpers/install-prompt';
import { PwaStatus } from './pwa-status';

// The offer to install, once (issue "the player's phone, finished"): not on the first visit, then
// on a later one until it is answered; "Not now" or installing puts it away for good.

vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }));

const NOT_NOW = 'Agora não';
const INSTALL = 'Instalar o Databook';
const WHY = 'Instalado, o Databook abre pela tela inicial em tela cheia, mesmo offline.';

beforeAll(() => loadLanguage('pt-BR'));

beforeEach(() => {
  listenForInstall();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * One visit: the notices mount as they do after the first paint. A new tab or a browser start
 * begins a new visit (sessionStorage is the tab's); a reload is the same visit.
 */
function visit({ newTab = true } = {}) {
  if (newTab) sessionStorage.clear();
  return render(
    <I18nextProvider i18n={i18n}>
      <PwaStatus />
    </I18nextProvider>,
  );
}

const offer = () => screen.queryByRole('region', { name: WHY });
/** The offer's code is loaded lazily: it shows once that has settled. */
const shown = () => screen.findByRole('region', { name: WHY });
/** Not shown, with its code given every chance to load first. */
async function notShown() {
  await act(() => import('./install-offer'));
  expect(offer()).not.toBeInTheDocument();
}

describe('the once-offer to install', () => {
  it('is not made on the first visit, nor on a reload of it', async () => {
    const first = visit();
    offerInstall();
    await notShown();
    first.unmount();
    visit({ newTab: false });
    offerInstall();
    await notShown();
  });

  it('is made on the second visit, and never again once answered "Not now"', async () => {
    visit().unmount();
    const second = visit();
    await notShown(); // nothing to offer until the browser can install
    offerInstall();
    await shown();
    await userEvent.click(screen.getByRole('button', { name: NOT_NOW }));
    expect(offer()).not.toBeInTheDocument();
    second.unmount();

    visit();
    offerInstall();
    await notShown();
  });

  it('stays until answered: a visit that ignored it offers again', async () => {
    visit().unmount();
    visit().unmount(); // offered, not answered
    visit();
    offerInstall();
    await shown();
  });

  it('installs from its button, then is gone for good', async () => {
    visit().unmount();
    const second = visit();
    const { prompt } = offerInstall('accepted');
    await shown();
    await userEvent.click(screen.getByRole('button', { name: INSTALL }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(offer()).not.toBeInTheDocument();
    second.unmount();
    visit();
    offerInstall();
    await notShown();
  });

  it('is not made again once the app was installed another way (the browser\'s menu)', async () => {
    visit().unmount();
    const second = visit();
    offerInstall();
    await shown();
    appInstalled();
    expect(offer()).not.toBeInTheDocument();
    second.unmount();
    listenForInstall(); // a new page: `appinstalled` was this one's
    visit();
    offerInstall();
    await notShown();
  });

  it('on an iPhone\'s Safari, says how to add it from the Share menu', async () => {
    const restore = pretendUserAgent(IOS_SAFARI);
    try {
      visit().unmount();
      visit();
      expect(await shown()).toHaveTextContent('No Safari, toque em Compartilhar e depois em “Adicionar à Tela de Início”.');
      expect(screen.queryByRole('button', { name: INSTALL })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: NOT_NOW }));
      expect(offer()).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
