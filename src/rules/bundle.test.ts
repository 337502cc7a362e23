// @vitest-environment node
// "Rules run anywhere": src/rules/index.ts bundled by esbuild for Node (no Vite, no bundler
// globals such as import.meta.env), then imported by a separate `node` process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';

const dir = mkdtempSync(join(tmpdir(), 'databook-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs in plain Node on the bundle: a creature, a short log folded with dispatch, the outcome as JSON. */
const SCRIPT = `
import { createCreature, dispatch, resolveAction, saveBonus } from './rules.mjs';
let c = createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 30, abilities: { con: 2 }, hitDice: { d10: 3 } });
let rolls = 0;
const rng = () => { rolls += 1; return 0.5; };
const log = [
  { type: 'damage', amount: 26 },
  { type: 'spendHitDie', die: 10, roll: 7 },
  { type: 'spendHitDie', die: 10 },
  { type: 'concentrate', on: 'Bless' },
  { type: 'damage', amount: 4 },
  { type: 'concentrationSave', roll: 8 },
];
const codes = [];
const events = [];
for (const action of log) {
  const r = dispatch(c, resolveAction(c, action, rng));
  if (r.error) codes.push(r.error.code);
  events.push(...r.events.map((e) => e.type));
  c = r.creature;
}
const spent = dispatch(c, { type: 'spendHitDie', die: 10, roll: 11 });
console.log(JSON.stringify({ hp: c.hp.current, hitDice: c.hitDice, codes, events, rolls, con: saveBonus(c, 'con'), concentration: c.concentration, refused: spent.error?.code ?? null }));
`;

describe('the rules bundled for Node by esbuild, imported by node itself', () => {
  it('create a creature and fold a short log with dispatch, spendHitDie included; no action comes back invalid-creature', async () => {
    await build({ entryPoints: [join(process.cwd(), 'src/rules/index.ts')], bundle: true, platform: 'node', format: 'esm', outfile: join(dir, 'rules.mjs'), logLevel: 'silent' });
    // No bundler global is read (dispatch.ts freezeDispatchResults instead of import.meta.env).
    expect(readFileSync(join(dir, 'rules.mjs'), 'utf8')).not.toContain('import.meta');
    writeFileSync(join(dir, 'run.mjs'), SCRIPT);
    const out = JSON.parse(execFileSync(process.execPath, [join(dir, 'run.mjs')], { cwd: dir, encoding: 'utf8' })) as {
      hp: number; hitDice: unknown; codes: string[]; events: string[]; rolls: number; con: number; concentration: unknown; refused: string | null;
    };
    expect(out.codes).toEqual([]);
    expect(out.codes).not.toContain('invalid-creature');
    // 30 − 26 = 4; d10 7 + 2 = 9 → 13; d10 rolled 6 (rng 0.5) + 2 = 8 → 21; damage 4 → 17.
    expect(out.hp).toBe(17);
    expect(out.hitDice).toEqual({ d10: { max: 3, spent: 2 } });
    expect(out.events.filter((type) => type === 'hit-die-spent')).toHaveLength(2);
    // The concentration save rolled 8 + saves.con (the modifier, 2) = 10 against DC 10: kept.
    expect(out.con).toBe(2);
    expect(out.concentration).toEqual({ on: 'Bless', dc: null });
    expect(out.rolls).toBeGreaterThan(0);
    expect(out.refused).toBe('invalid-roll');
  }, 60_000);
});
