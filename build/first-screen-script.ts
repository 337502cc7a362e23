import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The script index.html's head runs before the body is parsed (first-screen.inline.js): it says
 * which prerendered first screen shows, if any (first-screen-plugin.ts). Inline, so it costs no
 * request, and allowed by its hash in the Content-Security-Policy (security-headers.ts).
 */
export const FIRST_SCREEN_SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'first-screen.inline.js'), 'utf8')
  .replace(/^(\/\/.*\n)+/, '') // the file's opening comment stays in the file
  .trimEnd();
export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;
