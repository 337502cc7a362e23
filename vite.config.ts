import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { bootPreload } from './build/boot-preload-plugin.ts';
import { bootWords } from './build/boot-words-plugin.ts';
import { firstScreen } from './build/first-screen-plugin.ts';
import { localizedManifest, localizedManifests } from './build/localized-manifests.ts';
import { firstRouteModules } from './build/first-route-chunk.ts';
import { signalingEndpoint } from './build/signaling-plugin.ts';
import { DEV_SERVER_HEADERS, SECURITY_HEADERS, securityHeaders } from './build/security-headers.ts';

const firstRoute = firstRouteModules();

/**
 * The web app manifest but its words: "Databook" is the name in every language, the
 * description and `lang` come per language from locales/<language>/app.json (`manifest`).
 */
const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Databook',
  short_name: 'Databook',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#4f46e5',
  background_color: '#0f172a',
  icons: [
    { src: 'pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig({
  plugins: [
    firstRoute.plugin,
    react(),
    tailwindcss(),
    // locales/<language>/common.json?first-screen: every word the first screen needs, one module (src/i18n/locale-files.ts).
    bootWords(),
    // index.html modulepreloads the app chunks the tiny entry (src/main.tsx) imports dynamically.
    bootPreload(),
    // A first visit paints the sheet list from index.html, prerendered in each language.
    firstScreen(),
    // The headers a host should send (build/security-headers.ts): `_headers` in the build
    // output (which npm start's server sends), and sw.js served with Cache-Control: no-cache
    // by `vite preview`.
    securityHeaders(),
    // The manifest in each language (the install dialog and the home screen say what the app is).
    localizedManifests(MANIFEST),
    // The shared tables' signaling at /signal on the app's own origin (npm run dev and npm run
    // preview; npm start's server/production.mjs serves it itself).
    signalingEndpoint(),
    // Tables have bad or no connection: the service worker precaches the whole app, every
    // locale included, and a new version waits for the user's yes (registerType 'prompt').
    VitePWA({
      registerType: 'prompt',
      // src/app/pwa/register-sw.ts registers through virtual:pwa-register.
      injectRegister: false,
      // The glob below already takes every icon from the build output; listing them again
      // would only add duplicate precache entries.
      includeManifestIcons: false,
      // English at /manifest.webmanifest; pt-BR and cs beside it (localizedManifests below).
      manifest: localizedManifest(MANIFEST, 'en'),
      workbox: {
        // Locale files are lazy JS chunks (import.meta.glob in src/i18n/i18n.ts): "js" covers
        // them, so switching language offline works.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Deep links (/sheet/…) open offline too: every navigation gets the cached shell.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    // Every browser the app supports (the service worker's, Wake Lock's) knows modulepreload.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // The first screen's words in a language (build/boot-words-plugin.ts) are named for it.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'first', test: (id: string) => firstRoute.has(id) }] },
        chunkFileNames: (chunk) => {
          const language = /\/locales\/([^/]+)\/common\.json\?first-screen$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return language ? `assets/first-words-${language}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  // The headers a host should send, from the preview server (npm run preview); the dev server sends
  // them without the Content-Security-Policy, which would block React's refresh preamble.
  preview: { port: 4173, strictPort: true, headers: { ...SECURITY_HEADERS } },
  server: { headers: { ...DEV_SERVER_HEADERS } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    testTimeout: 15000,
  },
});
