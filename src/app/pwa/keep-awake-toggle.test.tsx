import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { appStore } from '../../store/store';
import { loadLanguage } from '../../../test/helpers/render-app';
import { KeepAwakeToggle } from './keep-awake-toggle';

function renderToggle() {
  return render(
    <I18nextProvider i18n={i18n}>
      <KeepAwakeToggle />
    </I18nextProvider>,
  );
}

// The app's own store: the toggle must change what the rest of the app reads.
beforeEach(() => appStore.getState().setKeepAwake(false));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('KeepAwakeToggle', () => {
  it('switches settings.keepAwake, in the current language', async () => {
    Object.defineProperty(navigator, 'wakeLock', { value: { request: vi.fn() }, configurable: true });
    await loadLanguage('pt-BR');
    renderToggle();
    const toggle = screen.getByRole('switch', { name: i18n.t('app:pwa.keepAwake.label') });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(appStore.getState().settings.keepAwake).toBe(true);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(appStore.getState().settings.keepAwake).toBe(false);
  });

  it('is disabled, and says why, where the browser cannot keep the screen on', async () => {
    await loadLanguage('cs');
    renderToggle();
    const toggle = screen.getByRole('switch', { name: i18n.t('app:pwa.keepAwake.label') });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(i18n.t('app:pwa.keepAwake.unsupported'));
  });
});
