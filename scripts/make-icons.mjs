// Renders the app icons from public/icon.svg with the machine's Chromium, once; the PNGs are
// committed, so a build never needs a browser. Run again after editing the SVG:
//   node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = await readFile(`${publicDir}icon.svg`, 'utf8');
const dataUrl = (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
const whole = dataUrl(svg);
// Full-bleed icons draw their own background, so the drawing goes without its rounded square.
const artOnly = dataUrl(svg.replace(/<rect [^>]*\/>/, ''));
// The same gradient as the SVG's own background, to fill the corners of full-bleed icons.
const fill = 'linear-gradient(#6366f1, #3730a3)';

const icons = [
  // "any" icons keep the rounded square with transparent corners.
  { file: 'pwa-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'pwa-512.png', size: 512, scale: 1, background: 'transparent' },
  // Maskable: full bleed, and the drawing inside the central circle (80 % wide) every launcher keeps.
  { file: 'maskable-512.png', size: 512, scale: 0.88, background: fill },
  // iOS rounds the corners itself and shows transparency as black, so fill them.
  { file: 'apple-touch-icon.png', size: 180, scale: 1, background: fill },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, scale, background } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;background:transparent"><div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${background === 'transparent' ? whole : artOnly}" width="${inner}" height="${inner}" alt=""></div></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: background === 'transparent' });
    console.log(`public/${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
