import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDispatch, SELF, type ConditionDuration, type Creature, type StandardCondition } from '../../rules';
import { appStore, useAppStore } from '../../store/store';
import { AddConditionForm } from '../conditions/add-condition-form';
import { selectOrder } from './gm-select';
import { useSustainers } from './row-conditions';
import { nameRanges } from './name-ranges';
import { sameItems, useStableSelector } from './stable-select';

/**
 * What the shared form checks a group's condition against: a target that could take a
 * condition, with none yet and immune to none (each target's own refusal, an immunity
 * included, comes back from the rules when applied: the others still take it).
 */
function formCreature(creatures: (Creature | undefined)[]): Creature | undefined {
  const probe = (c: Creature) => canDispatch(c, { type: 'addCondition', condition: 'blinded' });
  const found = creatures.find((c) => c && probe(c)) ?? creatures.find(Boolean);
  return found && { ...found, conditions: [], durations: {}, conditionImmunities: [] };
}

interface Given {
  condition: StandardCondition;
  count: number;
  /** The names of the targets immune to it (RULES.md condition immunities), in the order of the targets. */
  immune: string[];
  /** Refused for another reason (dead, in Recuo...). */
  refused: number;
}

/** One condition, with one duration, given to every selected creature at once (a Hypnotic Pattern). */
export function GroupConditionForm({ targets }: { targets: string[] }) {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const creatures = useAppStore(useStableSelector((s) => targets.map((id) => s.sheets[id]?.creature), sameItems));
  const order = useAppStore(selectOrder);
  const names = useAppStore(useStableSelector((s) => order.map((id) => s.sheets[id]?.creature.name ?? ''), sameItems));
  const [given, setGiven] = useState<Given | null>(null);
  const sustainers = useSustainers();
  const creature = formCreature(creatures);
  if (!creature) return null;
  // 'self' is each target's own turn; a turn named by a combatant is the same for all.
  const turnOptions = [{ key: SELF, name: t('gm:group.ownTurn') }, ...order.map((id, i) => ({ key: id, name: names[i] ?? '' }))];
  const add = (condition: StandardCondition, duration: ConditionDuration) => {
    const state = appStore.getState();
    const items = targets.map((sheetId) => ({
      sheetId,
      action: {
        type: 'addCondition' as const, condition,
        // The log of each creature names its own turn.
        duration: duration.kind === 'turn' && duration.of === SELF ? { ...duration, name: state.sheets[sheetId]?.creature.name ?? duration.name } : duration,
      },
    }));
    const results = state.actMany(items);
    const immune = targets.filter((_, i) => results[i]?.error?.code === 'condition-immune').map((id) => state.sheets[id]?.creature.name ?? '');
    const refused = results.filter((result) => result?.error).length;
    setGiven({ condition, count: results.length - refused, immune, refused: refused - immune.length });
    // All refused: the form says why (the first refusal); otherwise the status below says who and how many.
    return refused === results.length ? results.find((result) => result?.error) : { events: [] };
  };
  return (
    <div className="flex flex-col gap-2">
      <AddConditionForm creature={creature} turnOptions={turnOptions} onAdd={add} typedName={false} sustainers={sustainers} />
      <p role="status" className="text-sm empty:hidden">
        {given && given.count > 0 && t('gm:group.conditionGiven', { count: given.count, condition: t(`rules:conditions.${given.condition}`) })}
        {/* One line for all the immune: "Skeleton 1–4 are immune to Poisoned". */}
        {given && given.immune.length > 0 && ` ${t('gm:group.immune', {
          count: given.immune.length, names: nameRanges(given.immune, i18n.language), condition: t(`rules:conditions.${given.condition}`),
        })}`}
        {given && given.refused > 0 && ` ${t('gm:group.conditionRefused', { count: given.refused })}`}
      </p>
    </div>
  );
}
