// The web app manifest in the app's language, for the install dialog and the home screen: the
// name is "Databook" in every language, the description is translated. The build writes one
// manifest per language (build/localized-manifests.ts, English at the default address) and the
// service worker precaches them all; this points <link rel="manifest"> at the right one, from
// the entry (before the browser reads it) and again from the root layout's language sync
// (src/features/settings/use-language-sync.ts) when the language changes.

import { manifestHref } from './manifest-href';

export function linkManifest(language: string, doc: Document = document): void {
  const link = doc.querySelector('link[rel="manifest"]');
  // The entry script is async and may run before the parser reaches the link (it comes last in
  // <head>): then at DOMContentLoaded, before the browser reads the manifest after the load.
  if (!link && doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => linkManifest(language, doc), { once: true });
  const href = manifestHref(language);
  // Only a change: a new href makes the browser fetch the manifest again.
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
