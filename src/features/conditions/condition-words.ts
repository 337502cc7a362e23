// Words for conditions and their durations, shared by the sheet and the GM screen. The names,
// summaries and duration phrases live in rules.json (rules:conditions, rules:conditionDurations);
// this only picks the key and fills it in.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { collator } from '../../i18n/numbers';
import { LIMITS, parseName, SELF, STANDARD_CONDITIONS, type ConditionDuration, type StandardCondition } from '../../rules';
import type { LooseT } from '../sheet/event-text';

/** The current name of the creature a turn duration names, when the caller knows it (a renamed combatant). */
export type TurnName = (key: string) => string | undefined;

/**
 * How long a condition lasts, in words: "until removed", "2 rounds left", "until the start of
 * Kaito's next turn", "until a Constitution save DC 13 succeeds".
 */
export function durationWords(t: LooseT, duration: ConditionDuration, turnName?: TurnName): string {
  switch (duration.kind) {
    case 'until-removed':
      return t('rules:conditionDurations.until-removed');
    case 'rounds':
      return t('rules:conditionDurations.rounds', { count: duration.rounds });
    case 'turn':
      return t(`rules:conditionDurations.turn-${duration.edge}`, { name: turnName?.(duration.of) ?? duration.name });
    case 'save': {
      const ability = t(`rules:abilities.${duration.ability}`);
      return duration.rounds === undefined
        ? t('rules:conditionDurations.save', { ability, dc: duration.dc })
        : t('rules:conditionDurations.saveRounds', { ability, dc: duration.dc, count: duration.rounds });
    }
  }
}

/** The rounds left to show beside a condition's word ("Amedrontado 2"): N rounds, or a save's limit; else null. */
export function roundsLeft(duration: ConditionDuration | undefined): number | null {
  if (duration?.kind === 'rounds') return duration.rounds;
  if (duration?.kind === 'save' && duration.rounds !== undefined) return duration.rounds;
  return null;
}

/** The prefix of a turn key made from a typed name: no turn order knows it, so it never ends by itself. */
export const TYPED_TURN_PREFIX = 'name:';

/**
 * The key of a creature known only by a typed name ('name:<name>'), cut to the longest key the
 * rules keep (LIMITS.idLength); null when the name is empty or too long (parseName).
 */
export function typedTurnKey(typed: string): { key: string; name: string } | null {
  const name = parseName(typed);
  if (name === null) return null;
  // The rules count a key in UTF-16 units: whole characters are kept while they fit.
  let key = TYPED_TURN_PREFIX;
  for (const character of name) {
    if (key.length + character.length > LIMITS.idLength) break;
    key += character;
  }
  return { key, name };
}

/** The sheet's own turn, for a player without a GM ('self' is the rules' key for it). */
export const selfTurnOption = (name: string): { key: string; name: string } => ({ key: SELF, name });

/**
 * The fourteen conditions with their names, in the language's alphabetical order: sorted once
 * per language (and words loaded), not at every render of a form that lists them (the sheet's
 * "Add condition" renders again with every change of hit points).
 */
export function useConditionChoices(): readonly { id: StandardCondition; name: string }[] {
  const { t, i18n } = useTranslation('rules');
  const language = i18n.language;
  return useMemo(() => {
    const order = collator(language);
    return STANDARD_CONDITIONS.map((id) => ({ id, name: t(`conditions.${id}`) })).sort((a, b) => order.compare(a.name, b.name));
  }, [t, language]);
}
