import { bootLanguage } from './i18n/boot-language';
import { BOOT_WORD_NAMESPACES } from './i18n/boot-words';
import { preloadLocales } from './i18n/locale-files';
import { captureInstallPrompt } from './app/pwa/install-capture';
import { linkManifest } from './app/pwa/manifest-link';
import './index.css';

// The entry is tiny on purpose: a module runs only once its whole static graph is fetched, so
// the words would wait for all the app's code. Here they start at once, beside the app chunks
// (which index.html already modulepreloads: build/boot-preload-plugin.ts), instead of one round
// trip after them. The sheet list, where a cold start lands, needs only its words, one file in
// each language (i18n/locale-files.ts firstScreenWords); any other screen (a deep link to a
// sheet, an installed app's last page) loads sheet and rules whole, and `data` (the sheet's
// export and import, the settings), so they start whole at once too.
const language = bootLanguage();
// Chromium's install prompt can fire before the app has loaded; the manifest is read in the
// user's language from the start (src/app/pwa/install-capture.ts, manifest-link.ts).
captureInstallPrompt();
linkManifest(language);
const onList = window.location.pathname === '/';
preloadLocales(language, onList ? [] : [...BOOT_WORD_NAMESPACES, 'data']);

const start = () => void import('./app/boot').then(({ boot }) => boot(language));
// A first visit's list is already in the page (build/first-screen-plugin.ts): it is painted
// first. The app's code, once here (at once, from the service worker's cache), would otherwise
// run before that paint and hold it back by its own start. (A frame is not enough: the browser
// runs frames before it paints a loading page's first content.)
if (document.documentElement.hasAttribute('data-first-screen')) afterFirstContentfulPaint(start);
else start();

/** Runs `callback` once the page has painted its first content, or after `wait` ms at the latest (a hidden tab paints nothing). */
function afterFirstContentfulPaint(callback: () => void, wait = 1000) {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  setTimeout(run, wait);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    run(); // no paint timing: start at once
  }
}
