import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIMITS, NATURES, PRESET_IDS, ROLES, STABILIZE_METHODS, ZONES, createCreature, creatureProblems, type Action, type Creature,
} from '../../rules';
import { seededRng } from '../../../test/helpers/render-app';
import { createAppStore } from '../store';
import { creatureSchema, INVISIBLE_NAME } from './creature-schema';
import { parseImport } from './parse-import';
import { sheetSchema } from './sheet-schema';
import { buildExport, exportText } from './transfer';

// The stored schema must accept everything the rules can produce: a sheet the app itself
// wrote must never land on the recovery screen. And what the rules produce is consistent
// (creatureProblems finds nothing), however absurd the numbers the actions brought.

/** Numbers a hostile file or a stuck key could send: huge, negative, fractional, not finite. */
const hostile = fc.oneof(
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 1e308, -1e308, 2_000_000, LIMITS.amount + 1, LIMITS.tempHp + 1, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY),
  fc.integer(),
  fc.double(),
);
/** Mostly playable, sometimes hostile. */
const n = (max: number) => fc.oneof({ arbitrary: fc.nat(max), weight: 3 }, { arbitrary: hostile, weight: 1 });
const names = fc.constantFrom('Aria', '🐉'.repeat(61), '🐉'.repeat(121), '\u200B\u200B', '  Kai  ', 'a'.repeat(LIMITS.nameLength));

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('damage' as const), amount: n(60), critical: fc.boolean(), melee: fc.boolean(), knockOut: fc.boolean(), multiplier: fc.option(hostile, { nil: undefined }) }),
  fc.record({ type: fc.constant('heal' as const), amount: n(30) }),
  fc.record({ type: fc.constant('tempHp' as const), amount: n(15) }),
  fc.record({ type: fc.constant('deathSave' as const), roll: fc.integer({ min: 1, max: 20 }), bonus: fc.option(hostile, { nil: undefined }) }),
  fc.record({ type: fc.constant('stabilize' as const), method: fc.constantFrom(...STABILIZE_METHODS), check: fc.option(n(20), { nil: undefined }) }),
  fc.record({ type: fc.constant('exhaustion' as const), delta: fc.oneof(fc.integer({ min: -2, max: 3 }), hostile) }),
  fc.record({ type: fc.constant('reduceMaxHp' as const), amount: n(10) }),
  fc.record({ type: fc.constant('restoreMaxHp' as const), amount: n(10) }),
  fc.record({ type: fc.constant('passTime' as const), hours: n(100) }),
  fc.record({ type: fc.constant('resolveRecuo' as const), zone: fc.constantFrom(...ZONES), roll: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ type: fc.constant('captivityDay' as const), save: fc.option(hostile, { nil: undefined }) }),
  fc.record({ type: fc.constant('revivify' as const), minutesSinceRecuo: n(2) }),
  fc.record({ type: fc.constant('configure' as const), patch: fc.record({ name: names, maxHp: n(40) }, { requiredKeys: [] }) }),
  fc.constant({ type: 'shortRest' } as Action),
  fc.constant({ type: 'longRest', lit: true } as Action),
  fc.constant({ type: 'rescue' } as Action),
  fc.constant({ type: 'raiseDead', spell: 'resurrection' } as Action),
  // RULES.md "Armor Class, attacks, counters and monster traits".
  fc.record({
    type: fc.constant('configure' as const),
    patch: fc.record({
      ac: fc.oneof(fc.nat(LIMITS.ac), fc.constant(null), hostile),
      counters: fc.array(fc.record({
        id: fc.constantFrom('rage', 'legendary-resistance', 'slots-9'), name: names, max: n(LIMITS.counterMax), used: fc.option(n(LIMITS.counterMax), { nil: undefined }),
        recovers: fc.constantFrom('short', 'long', 'dawn', 'never'), level: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
      }, { requiredKeys: ['id', 'name', 'max', 'recovers'] }), { maxLength: 3 }),
      traits: fc.subarray(['undead-fortitude']),
    }, { requiredKeys: [] }),
  }) as fc.Arbitrary<Action>,
  fc.record({ type: fc.constantFrom('useCounter' as const, 'restoreCounter' as const), id: fc.constantFrom('rage', 'legendary-resistance'), count: fc.option(n(3), { nil: undefined }) }),
  fc.record({
    type: fc.constant('damage' as const),
    parts: fc.array(fc.record({ amount: n(30), damageType: fc.constantFrom('radiant', 'poison', 'slashing') }), { minLength: 1, maxLength: 3 }),
    critical: fc.boolean(),
  }) as fc.Arbitrary<Action>,
  fc.record({ type: fc.constant('concentrationSave' as const), roll: fc.integer({ min: 1, max: 20 }), legendaryResistance: fc.constant(true) }),
  // Issue 34: a save for at most N rounds, sustained by a concentration, and its end.
  fc.record({
    type: fc.constant('addCondition' as const), condition: fc.constantFrom('paralyzed', 'frightened', 'unconscious'),
    duration: fc.record({
      kind: fc.constant('save'), ability: fc.constant('wis'), dc: fc.integer({ min: 1, max: 30 }), rounds: n(LIMITS.rounds),
      sustainedBy: fc.record({ of: fc.constant('sheet-kaito'), on: names, name: names }),
    }),
  }) as fc.Arbitrary<Action>,
  fc.record({ type: fc.constant('endSustained' as const), of: fc.constant('sheet-kaito'), on: names }),
  fc.record({ type: fc.constant('turnEdge' as const), edge: fc.constantFrom('start' as const, 'end' as const), of: fc.constant('self'), self: fc.constant(true) }),
);

describe('the stored schema fits what the rules produce', () => {
  it('every sheet after any sequence of actions, huge amounts included, validates as written (JSON), has no problems and re-imports after export', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_IDS), fc.constantFrom(...ROLES), fc.constantFrom(...NATURES),
        fc.integer({ min: 1, max: 40 }), fc.array(action, { maxLength: 25 }), fc.integer(),
        (preset, role, nature, maxHp, actions, seed) => {
          const store = createAppStore({ language: 'en', rng: seededRng(seed) });
          const id = store.getState().createSheet({ name: 'Aria', maxHp, preset, role, nature });
          for (const next of actions) store.getState().act(id, next);
          const sheet = store.getState().sheets[id]!;
          expect(creatureProblems(sheet.creature)).toEqual([]);
          // What storage writes is JSON: an Infinity in an event would come back as null.
          const result = sheetSchema.safeParse(JSON.parse(JSON.stringify(sheet)));
          expect(result.error?.issues ?? []).toEqual([]);
          // And it comes back whole from an export file.
          const text = exportText(buildExport([sheet], new Date(0)));
          const imported = parseImport(text, text.length);
          expect(imported.ok ? imported.file.sheets : imported.error).toEqual([sheet]);
        },
      ),
      { seed: 20250101, numRuns: 200 },
    );
  });

  it('the largest creature the rules allow validates: every number at its limit', () => {
    let c = createCreature({
      name: '🐉'.repeat(LIMITS.nameLength), preset: 'srd-2024', maxHp: LIMITS.maxHp, tempHp: LIMITS.tempHp, ac: LIMITS.ac, traits: ['undead-fortitude'],
      counters: Array.from({ length: LIMITS.counters }, (_, i) => ({
        id: `${'c'.repeat(LIMITS.idLength - 2)}${String(i).padStart(2, '0')}`, name: '🐉'.repeat(LIMITS.nameLength), max: LIMITS.counterMax, used: LIMITS.counterMax,
        recovers: 'never' as const, level: LIMITS.spellLevel,
      })),
      resources: { regainOnDropAmount: LIMITS.hp, regainOnDropUses: LIMITS.resourceUses, bonus: -LIMITS.deathSaveBonus, failuresToDie: LIMITS.deathSaveCount },
      resistances: ['all', 'acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder'],
    });
    expect(creatureProblems(c)).toEqual([]);
    expect(creatureSchema.safeParse(c).error?.issues ?? []).toEqual([]);
    c = { ...c, hp: { ...c.hp, temp: LIMITS.tempHp + 1 } };
    expect(creatureSchema.safeParse(c).success).toBe(false);
  });
});

describe('names: storage counts and refuses as the rules do', () => {
  const base = createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 20 });
  const withName = (name: string): Creature => ({ ...base, name });

  it('issue: a 61-emoji name (122 UTF-16 units) is stored, and the rules can still edit the sheet', () => {
    const stored = creatureSchema.safeParse(withName('🐉'.repeat(61)));
    expect(stored.success).toBe(true);
    const store = createAppStore({ language: 'en', rng: seededRng(1) });
    const id = store.getState().createSheet({ name: '🐉'.repeat(61), maxHp: 20 });
    expect(store.getState().act(id, { type: 'configure', patch: { name: '🐉'.repeat(61), maxHp: 30 } })?.error).toBeUndefined();
  });

  it('121 code points are refused as too long, at most 120', () => {
    const issues = creatureSchema.safeParse(withName('🐉'.repeat(121))).error?.issues ?? [];
    expect(issues).toEqual([expect.objectContaining({ path: ['name'], code: 'too_big', maximum: LIMITS.nameLength })]);
  });

  it('issue: a name of zero-width spaces only is refused, with its own message', () => {
    const issues = creatureSchema.safeParse(withName('\u200B\u200C\u200D\u2060\uFEFF')).error?.issues ?? [];
    expect(issues).toEqual([expect.objectContaining({ path: ['name'], code: 'custom', message: INVISIBLE_NAME })]);
  });

  it('an empty name (after trimming) is too short, at least 1', () => {
    const issues = creatureSchema.safeParse(withName('   ')).error?.issues ?? [];
    expect(issues).toEqual([expect.objectContaining({ path: ['name'], code: 'too_small', minimum: 1 })]);
  });

  it('a name with spaces around it is read back trimmed, as the rules keep it', () => {
    expect(creatureSchema.safeParse(withName('  Kai  ')).data?.name).toBe('Kai');
  });
});
