import { numberFormat } from '../../i18n/numbers';
import { hitDiceLeft, type HitDice } from '../../rules';
import type { LooseT } from './event-text';

/** "5 of 7 d10 · 2 of 2 d8" (largest first, as they are offered), or '' for a creature without Hit Point Dice. */
export function hitDiceLeftWords(t: LooseT, language: string, hitDice: HitDice): string {
  const n = numberFormat(language);
  return hitDiceLeft(hitDice)
    .reverse()
    .map(({ die, left, max }) => t('sheet:rest.diceLeft', { die, left: n.format(left), max: n.format(max) }))
    .join(' · ');
}
