import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import { appStore } from './store/store';
import './index.css';

// Words first, then the first paint: the active locale is a small lazy chunk.
const root = document.getElementById('root');
void initI18n(appStore.getState().settings.language).then(() => {
  if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
});
