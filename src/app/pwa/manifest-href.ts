// Shared by the build (build/localized-manifests.ts writes the files) and the app (manifest-link.ts
// points at them), so the two never disagree. No DOM here: the build's TypeScript has none.

/** Where the build puts the web app manifest of `language`: English at the default address. */
export const manifestHref = (language: string): string =>
  language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
