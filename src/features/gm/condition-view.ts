import { conditionsWithIncluded, isIncapacitated, type Creature, type StandardCondition } from '../../rules';

/**
 * Why the creature is Incapacitated (srd-2024: Paralyzed, Petrified, Stunned and Unconscious
 * include it): the condition that includes it, else 'incapacitated' itself; null when it is not.
 */
export function incapacitatedBy(creature: Pick<Creature, 'conditions'>): StandardCondition | null {
  if (!isIncapacitated(creature)) return null;
  const entry = conditionsWithIncluded(creature).find((item) => item.condition === 'incapacitated');
  return entry?.includedBy ?? 'incapacitated';
}
