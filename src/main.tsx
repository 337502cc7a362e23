import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { DataGate } from './features/data/data-gate';
import { initI18n } from './i18n/i18n';
import { localStorageAdapter } from './store/persistence/storage-adapter';
import { appPersistence, appStore } from './store/store';
import './index.css';

async function boot() {
  // Stored data first (the language is a setting), then the words, then the first paint.
  await appPersistence.start(appStore, {
    adapter: localStorageAdapter(),
    target: window,
    requestPersist: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
  });
  await initI18n(appStore.getState().settings.language);
  // The language may also change from another tab (persistence adopts its settings).
  appStore.subscribe((state, previous) => {
    if (state.settings.language !== previous.settings.language) void initI18n(state.settings.language);
  });
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode><DataGate><App /></DataGate></StrictMode>);
}

void boot();
