import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/helpers/render-app';
import { appInstalled, IOS_SAFARI, listenForInstall, offerInstall, pretendUserAgent } from '../../../test/helpers/install-prompt';

// Settings → Install on this device (issue "the player's phone, finished"): where the browser
// offers installing, one button does it and says what came of it; on an iPhone's Safari, how to
// do it from the Share menu; installed, it says so.

vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }));

const WORDS = {
  'pt-BR': { title: 'Instalar neste aparelho', action: 'Instalar o Databook', accepted: 'O Databook está sendo instalado.', dismissed: /Não foi instalado/, installed: 'O Databook está instalado neste aparelho.', ios: 'No Safari, toque em Compartilhar e depois em “Adicionar à Tela de Início”.' },
  cs: { title: 'Instalace do tohoto zařízení', action: 'Nainstalovat Databook', accepted: 'Databook se instaluje.', dismissed: /Nenainstalováno/, installed: 'Databook je v tomto zařízení nainstalovaný.', ios: 'V Safari klepni na Sdílet a pak na „Přidat na plochu“.' },
  en: { title: 'Install on this device', action: 'Install Databook', accepted: 'Databook is being installed.', dismissed: /Not installed/, installed: 'Databook is installed on this device.', ios: 'In Safari, tap Share, then “Add to Home Screen”.' },
} as const;

beforeEach(() => {
  listenForInstall();
  localStorage.clear();
  sessionStorage.clear();
});

async function openSettings(language: keyof typeof WORDS) {
  await renderApp('/settings', { language });
  await screen.findByRole('heading', { level: 1 });
}

const section = (language: keyof typeof WORDS) => screen.getByRole('heading', { level: 2, name: WORDS[language].title }).closest('section')!;

describe.each(['pt-BR', 'cs', 'en'] as const)('Settings → install in %s', (language) => {
  const w = WORDS[language];

  it('offers nothing where the browser offers nothing', async () => {
    await openSettings(language);
    expect(screen.queryByRole('heading', { level: 2, name: w.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.action })).not.toBeInTheDocument();
  });

  it('installs with one tap where the browser offers it, says so, and is gone once installed', async () => {
    await openSettings(language);
    const offered = offerInstall('accepted');
    // The browser's own mini-infobar is held back: the app offers it where it covers nothing.
    expect(offered.event.defaultPrevented).toBe(true);
    await userEvent.click(within(section(language)).getByRole('button', { name: w.action }));
    expect(offered.prompt).toHaveBeenCalledTimes(1);
    expect(await within(section(language)).findByRole('status')).toHaveTextContent(w.accepted);

    appInstalled();
    expect(within(section(language)).getByRole('status')).toHaveTextContent(w.installed);
    expect(screen.queryByRole('button', { name: w.action })).not.toBeInTheDocument();
  });

  it('says when the dialog was turned down, and offers again only if the browser does', async () => {
    await openSettings(language);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: w.action }));
    expect(await within(section(language)).findByRole('status')).toHaveTextContent(w.dismissed);
    // The browser's prompt is good for one use.
    expect(screen.queryByRole('button', { name: w.action })).not.toBeInTheDocument();
    offerInstall('accepted');
    expect(screen.getByRole('button', { name: w.action })).toBeInTheDocument();
  });

  it('on an iPhone\'s Safari, says how to add it from the Share menu', async () => {
    const restore = pretendUserAgent(IOS_SAFARI);
    try {
      await openSettings(language);
      expect(within(section(language)).getByText(w.ios)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: w.action })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('Settings → install, already installed', () => {
  it('says the app is installed when it runs from the home screen, with no button', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      await openSettings('pt-BR');
      offerInstall();
      expect(within(section('pt-BR')).getByRole('status')).toHaveTextContent(WORDS['pt-BR'].installed);
      expect(screen.queryByRole('button', { name: WORDS['pt-BR'].action })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
