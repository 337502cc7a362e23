import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NATURES, PRESET_IDS, ROLES, ZONES, type Action } from '../../rules';
import { seededRng } from '../../../test/helpers/render-app';
import { createAppStore } from '../store';
import { sheetSchema } from './sheet-schema';

// The stored schema must accept everything the rules can produce: a sheet the app itself
// wrote must never land on the recovery screen.
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('damage' as const), amount: fc.nat(60), critical: fc.boolean(), melee: fc.boolean() }),
  fc.record({ type: fc.constant('heal' as const), amount: fc.nat(30) }),
  fc.record({ type: fc.constant('tempHp' as const), amount: fc.nat(15) }),
  fc.record({ type: fc.constant('deathSave' as const), roll: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ type: fc.constant('stabilize' as const), method: fc.constant('spare-the-dying' as const) }),
  fc.record({ type: fc.constant('exhaustion' as const), delta: fc.integer({ min: -2, max: 3 }) }),
  fc.record({ type: fc.constant('reduceMaxHp' as const), amount: fc.nat(10) }),
  fc.record({ type: fc.constant('resolveRecuo' as const), zone: fc.constantFrom(...ZONES), roll: fc.integer({ min: 1, max: 6 }) }),
  fc.constant({ type: 'shortRest' } as Action),
  fc.constant({ type: 'longRest', lit: true } as Action),
);

describe('the stored schema fits what the rules produce', () => {
  it('every sheet after any sequence of actions validates', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_IDS), fc.constantFrom(...ROLES), fc.constantFrom(...NATURES),
        fc.integer({ min: 1, max: 40 }), fc.array(action, { maxLength: 25 }), fc.integer(),
        (preset, role, nature, maxHp, actions, seed) => {
          const store = createAppStore({ language: 'en', rng: seededRng(seed) });
          const id = store.getState().createSheet({ name: 'Aria', maxHp, preset, role, nature });
          for (const next of actions) store.getState().act(id, next);
          const result = sheetSchema.safeParse(store.getState().sheets[id]);
          expect(result.error?.issues ?? []).toEqual([]);
        },
      ),
      { seed: 20250101, numRuns: 150 },
    );
  });
});
