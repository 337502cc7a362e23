import { bootLanguage } from './i18n/boot-language';
import { preloadLocales } from './i18n/locale-files';
import { BOOT_NAMESPACES } from './i18n/namespaces';
import './index.css';

// The entry is tiny on purpose: a module runs only once its whole static graph is fetched, so
// the words would wait for all the app's code. Here they start at once, beside the app chunks
// (which index.html already modulepreloads: build/boot-preload-plugin.ts), instead of one round
// trip after them. The list and the sheet, where a cold start lands, also need sheet and rules.
const language = bootLanguage();
preloadLocales(language, [...BOOT_NAMESPACES, 'sheet', 'rules']);

void import('./app/boot').then(({ boot }) => boot(language));
