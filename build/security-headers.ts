import type { Plugin } from 'vite';
import { FIRST_SCREEN_SCRIPT_HASH } from './first-screen-script';

/**
 * The HTTP headers a host should send with the production build, in one place: the plugin below
 * writes them to `_headers` in the build output (the file Netlify and Cloudflare Pages read, and
 * the one npm start's server, server/production.mjs, sends from), vite.config.ts serves them
 * from `vite preview` (npm run preview), and docs/hosting.md lists them for any other host.
 */

/**
 * The Content-Security-Policy of index.html's `<meta http-equiv>` tag, word for word
 * (test/unit/security-headers.test.ts keeps the two equal). The meta tag is what a host without
 * headers still gets; a meta policy cannot say who may frame the page, the header can.
 */
export const META_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The one inline script: the head's choice of a prerendered first screen (first-screen-script.ts).
  `script-src 'self' ${FIRST_SCREEN_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The header's policy: the meta tag's, and no page (not even the app's own) may frame the app. */
export const CONTENT_SECURITY_POLICY = `${META_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;

/**
 * Powerful features the app never uses, denied to it and to anything it could ever embed.
 * Screen Wake Lock is left out on purpose: the "keep the screen awake" setting uses it (its
 * default allowlist is the page's own origin). Every name here is one Chromium knows: for an
 * unknown one it logs "Error with Permissions-Policy header" in the console.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // The app never needs the Referer: it has no server code, and no link or request leaves the
  // origin. Sending none also keeps a sheet's address (/sheet/<id>) off any other site.
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The dev server (npm run dev) sends all but the Content-Security-Policy: @vitejs/plugin-react
 * puts its refresh preamble in an inline script ahead of index.html's meta tag, which a header
 * policy would block (a meta policy only governs what follows it).
 */
export const DEV_SERVER_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'Content-Security-Policy'),
);

/** The service worker script, which the browser must check for a new version each time. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache',
};

/** The `_headers` file (Netlify, Cloudflare Pages): every path gets SECURITY_HEADERS, sw.js also its own. */
export function headersFile(): string {
  const block = (path: string, headers: Readonly<Record<string, string>>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${block('/*', SECURITY_HEADERS)}\n\n${block(SERVICE_WORKER_PATH, SERVICE_WORKER_HEADERS)}\n`;
}

/**
 * Writes `_headers` into the build output, and makes `vite preview` send the service worker's
 * own headers (vite.config.ts gives SECURITY_HEADERS to `preview.headers`). `_headers` has no
 * extension, so the service worker's precache globs never take it in.
 */
export function securityHeaders(): Plugin {
  return {
    name: 'databook:security-headers',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] === SERVICE_WORKER_PATH) {
          for (const [name, value] of Object.entries(SERVICE_WORKER_HEADERS)) res.setHeader(name, value);
        }
        next();
      });
    },
  };
}
