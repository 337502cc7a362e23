// The attack roll as a query, not an action (shared/RULES.md "Armor Class, attacks, counters and
// monster traits"; SRD 5.2.1 rules glossary "Attack Roll", "Critical Hit", "Armor Class").
import { isArmorClass } from './counters';
import { isDie, isInteger } from './validate';

export type AttackOutcome = 'critical' | 'hit' | 'miss' | 'unknown';

/**
 * What an attack roll does against an Armor Class. `d20` is the natural die kept (with
 * Advantage the higher of two, with Disadvantage the lower). A natural 20 always hits and is a
 * critical hit; a natural 1 always misses (both whatever the Armor Class, known or not);
 * otherwise it hits when d20 + bonus ≥ ac. With no `ac` (unknown) the answer is 'unknown': the
 * GM says hit or miss. Numbers it cannot read (a d20 outside 1..20, a bonus that is not a whole
 * number, an Armor Class outside 0..99) answer 'unknown' too: the query never throws.
 */
export function attackOutcome(roll: { d20: number; bonus: number; ac?: number | null }): AttackOutcome {
  const { d20, bonus, ac } = roll;
  if (!isDie(d20, 20)) return 'unknown';
  if (d20 === 20) return 'critical';
  if (d20 === 1) return 'miss';
  if (!isInteger(bonus) || !isArmorClass(ac)) return 'unknown';
  return d20 + bonus >= ac ? 'hit' : 'miss';
}
