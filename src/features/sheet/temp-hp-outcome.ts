import { dispatch, type Action, type Creature, type ErrorCode } from '../../rules';

export type TempHpAction = Extract<Action, { type: 'tempHp' }>;

/**
 * What a temporary-HP action would do, read from a dry run of the rules (dispatch is pure):
 * the widget words the button after it and never decides "the higher" itself.
 * - keep: the rules return the very same creature (the current ones stay; nothing to apply)
 * - gain: none were held, now `temp`
 * - replace: `from` become `temp`
 */
export type TempHpOutcome =
  | { kind: 'refused'; code: ErrorCode }
  | { kind: 'keep'; temp: number }
  | { kind: 'gain'; temp: number }
  | { kind: 'replace'; from: number; temp: number };

export function tempHpOutcome(creature: Creature, action: TempHpAction): TempHpOutcome {
  const dry = dispatch(creature, action, { rng: () => 0.5 });
  if (dry.error) return { kind: 'refused', code: dry.error.code };
  const from = creature.hp.temp;
  // "When nothing changes, return the same object" (shared/STYLE.md, practice 2).
  if (dry.creature === creature) return { kind: 'keep', temp: from };
  const temp = dry.creature.hp.temp;
  return from > 0 ? { kind: 'replace', from, temp } : { kind: 'gain', temp };
}
