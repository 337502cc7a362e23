// The rules engine alone, in node: a seeded random 10,000-action sequence through `dispatch`
// (bundled from src/rules/index.ts by build.mjs). Refused actions count: dispatch still ran.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HELPERS_OUT, RULES_ACTIONS, RUNS } from './config.mjs';
import { median } from './browser.mjs';
import { mulberry32 } from './seeded-rng.mjs';

/** How long the JIT is warmed before the timed replays, and the fewest warm replays. */
const WARM_MS = 600;
const MIN_WARM_REPLAYS = 5;

const DAMAGE_TYPES = ['slashing', 'fire', 'cold', 'necrotic', 'psychic'];

/** A plausible session: mostly damage and healing, death saves when dying, some rests. */
function randomAction(creature, rng) {
  const r = rng();
  const amount = 1 + Math.floor(rng() * 15);
  if (creature.status === 'dying') {
    if (r < 0.6) return { type: 'deathSave', roll: 1 + Math.floor(rng() * 20) };
    if (r < 0.8) return { type: 'heal', amount };
    return { type: 'stabilize', method: 'medicine', check: 5 + Math.floor(rng() * 15) };
  }
  if (r < 0.5) return { type: 'damage', amount, damageType: DAMAGE_TYPES[Math.floor(rng() * DAMAGE_TYPES.length)], critical: rng() < 0.1 };
  if (r < 0.75) return { type: 'heal', amount };
  if (r < 0.85) return { type: 'tempHp', amount: 1 + Math.floor(rng() * 6) };
  if (r < 0.9) return { type: 'exhaustion', delta: rng() < 0.5 ? 1 : -1 };
  if (r < 0.95) return { type: 'shortRest' };
  return { type: 'longRest' };
}

export async function benchRules(actions = RULES_ACTIONS, runs = RUNS) {
  const rules = await import(pathToFileURL(join(HELPERS_OUT, 'rules.js')).href);
  const presets = rules.PRESET_IDS;
  // The sequence is generated once, against the creature it is applied to, then replayed.
  // Separate streams for choosing actions and rolling dice, so a replay with the same dice
  // takes exactly the recorded path.
  const rng = mulberry32(7);
  const dice = mulberry32(11);
  const sequence = [];
  let creature = rules.createCreature({ name: 'Bench', preset: presets[0], maxHp: 60 });
  const start = creature;
  let refused = 0;
  let fresh = 0;
  for (let i = 0; i < actions; i++) {
    if (['dead', 'dissolved', 'dispersed', 'recuo'].includes(creature.status)) {
      // A fallen creature gets a fresh sheet: the sequence keeps exercising the common paths.
      creature = rules.createCreature({ name: 'Bench', preset: presets[fresh++ % presets.length], maxHp: 60 });
      sequence.push({ reset: creature });
    }
    const action = randomAction(creature, rng);
    const result = rules.dispatch(creature, action, { rng: dice });
    if (result.error) refused++;
    creature = result.creature;
    sequence.push({ action });
  }
  const replay = () => {
    const diceRng = mulberry32(11);
    let current = start;
    const t0 = performance.now();
    for (const step of sequence) {
      if (step.reset) { current = step.reset; continue; }
      current = rules.dispatch(current, step.action, { rng: diceRng }).creature;
    }
    return performance.now() - t0;
  };
  // The first replay runs on a cold JIT; it is reported beside the figure. Then the JIT is
  // warmed as a long session warms it: V8 compiles the hot functions on a background thread
  // for a few hundred ms (tens of ms each on this machine's two cores), and a median taken
  // meanwhile measures the compiler's progress, not the rules.
  const coldMs = replay();
  const warmUntil = performance.now() + WARM_MS;
  let warmReplays = 0;
  while (warmReplays < MIN_WARM_REPLAYS || performance.now() < warmUntil) { replay(); warmReplays++; }
  const times = Array.from({ length: runs }, replay);
  const sequenceMs = median(times);
  return {
    actions, refused, resets: fresh, times, sequenceMs, actionsPerSecond: (actions / sequenceMs) * 1000,
    warmReplays, coldMs, coldPerSecond: (actions / coldMs) * 1000,
  };
}
