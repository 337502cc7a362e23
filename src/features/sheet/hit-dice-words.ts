import { numberFormat } from '../../i18n/numbers';
import { HIT_DIE_KEYS, type HitDice, type HitDieKey } from '../../rules';
import type { LooseT } from './event-text';

/** The sizes a creature has, smallest first, with how many are left of how many. */
export function hitDiePools(hitDice: HitDice): { die: HitDieKey; left: number; max: number }[] {
  return HIT_DIE_KEYS.flatMap((die) => {
    const pool = hitDice[die];
    return pool && pool.max > 0 ? [{ die, left: pool.max - pool.spent, max: pool.max }] : [];
  });
}

/** "5 of 7 d10 · 2 of 2 d8", or '' for a creature without Hit Point Dice. */
export function hitDiceLeftWords(t: LooseT, language: string, hitDice: HitDice): string {
  const n = numberFormat(language);
  return hitDiePools(hitDice)
    .map(({ die, left, max }) => t('sheet:rest.diceLeft', { die, left: n.format(left), max: n.format(max) }))
    .join(' · ');
}
