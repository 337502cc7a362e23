import { useTranslation } from 'react-i18next';
import { OUT_OF_FIGHT } from '../../../store/encounter-helpers';
import type { Combatant } from '../../../store/encounter-types';
import { useAppStore } from '../../../store/store';
import type { AppState } from '../../../store/store-types';
import { selectActive, selectCurrentSheetId } from '../gm-select';
import { useStableSelector } from '../stable-select';
import type { MonsterAction, StatBlock } from '../library/library-types';
import { ActionChip, type ChipState } from './action-chip';
import { perDayCounterId } from './action-text';
import { combatantBlock, selectWantsStatBlocks, useCombatantBlock, useStatBlocks } from './stat-blocks';
import { useUseAction } from './use-action';

/**
 * Legendary action uses a round: the stat block's, else 3, as every SRD 5.2.1 legendary creature
 * has ("Legendary Action Uses: 3"): a GM's own creature with legendary actions.
 */
const legendaryUsesOf = (block: StatBlock | null): number => block?.legendaryUses ?? 3;

/** Small lists of flat values compared by what they hold. */
const sameJson = <T,>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What a chip says of its action on this combatant: recharging, uses left, legendary uses left. */
export function chipState(state: AppState, combatant: Combatant | undefined, action: MonsterAction, block: StatBlock | null): ChipState {
  const creature = combatant ? state.sheets[combatant.sheetId]?.creature : undefined;
  const counter = action.perDay !== undefined ? creature?.counters.find((c) => c.id === perDayCounterId(action)) : undefined;
  return {
    recharging: combatant?.recharging?.some((r) => r.name === action.name) ?? false,
    ...(action.perDay !== undefined ? { usesLeft: counter ? counter.max - counter.used : action.perDay } : {}),
    ...(action.kind === 'legendary' ? { legendaryLeft: legendaryUsesOf(block) - (combatant?.legendaryUsed ?? 0) } : {}),
  };
}

const KIND_ORDER = ['action', 'bonus', 'reaction'] as const;

/** The actions of one combatant, grouped by kind, each one tap from resolving it. */
export function ActionChips({ sheetId, kinds }: { sheetId: string; kinds: readonly MonsterAction['kind'][] }) {
  const { t } = useTranslation(['gm', 'rules']);
  const { actions, block } = useCombatantBlock(sheetId);
  const use = useUseAction();
  const setRecharged = useAppStore((s) => s.setRecharged);
  const states = useAppStore(useStableSelector((s) => {
    const combatant = selectActive(s)?.combatants.find((c) => c.sheetId === sheetId);
    return actions.map((action) => chipState(s, combatant, action, block));
  }, sameJson));
  const shown = actions.map((action, i) => ({ action, state: states[i]! })).filter(({ action }) => kinds.includes(action.kind));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('actions.listLabel')}>
      {shown.map(({ action, state }) => (
        <ActionChip key={`${action.kind}:${action.name}`} action={action} state={state} t={t}
          onUse={() => use({ sheetId, action })}
          onRecharged={() => setRecharged(sheetId, action.name, true)} />
      ))}
    </ul>
  );
}

/**
 * Under the turn bar at a creature's turn: what it does, one line per action, its traits folded
 * (issue: the monster's turn); and the legendary creatures' actions, which are taken at the end
 * of another creature's turn.
 */
export function MonsterTurn() {
  const { t } = useTranslation(['gm', 'rules']);
  const current = useAppStore(selectCurrentSheetId);
  const name = useAppStore((s) => (current ? s.sheets[current]?.creature.name : undefined));
  const { actions, block } = useCombatantBlock(current);
  const legendary = useLegendaryOthers(current);
  const turnActions = actions.filter((a) => a.kind !== 'legendary');
  if ((!current || turnActions.length === 0) && legendary.length === 0) return null;
  return (
    <section aria-label={t('actions.turnLabel', { name: name ?? '' })} className="flex flex-col gap-1">
      {current && turnActions.length > 0 && (
        <>
          <ActionChips sheetId={current} kinds={KIND_ORDER} />
          {block && block.traits.length > 0 && (
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer content-center">{t('actions.traits', { count: block.traits.length, name })}</summary>
              <dl className="flex flex-col gap-1 pb-1">
                {block.traits.map((trait) => (
                  <div key={trait.name}><dt className="inline font-semibold">{trait.name}. </dt><dd className="inline">{trait.text}</dd></div>
                ))}
              </dl>
            </details>
          )}
        </>
      )}
      {legendary.map(({ sheetId, name: holder, left, uses }) => (
        <div key={sheetId} className="flex flex-wrap items-center gap-1 text-sm">
          <span className="font-semibold">{t('actions.legendaryOf', { name: holder, left, uses })}</span>
          <ActionChips sheetId={sheetId} kinds={['legendary']} />
        </div>
      ))}
    </section>
  );
}

interface LegendaryHolder {
  sheetId: string;
  name: string;
  left: number;
  uses: number;
}

/** Legendary creatures in the fight, other than the one whose turn it is, and their uses left this round. */
function useLegendaryOthers(current: string | undefined): LegendaryHolder[] {
  const wanted = useAppStore(selectWantsStatBlocks);
  const blocks = useStatBlocks(wanted);
  return useAppStore(useStableSelector((s) => {
    const encounter = selectActive(s);
    if (!encounter || encounter.round === 0) return [];
    return encounter.combatants.flatMap((combatant) => {
      if (combatant.sheetId === current) return [];
      const creature = s.sheets[combatant.sheetId]?.creature;
      if (!creature || OUT_OF_FIGHT.has(creature.status)) return [];
      const { actions, block } = combatantBlock(s, combatant, blocks);
      if (!actions.some((a) => a.kind === 'legendary')) return [];
      const uses = legendaryUsesOf(block);
      return [{ sheetId: combatant.sheetId, name: creature.name, uses, left: Math.max(0, uses - (combatant.legendaryUsed ?? 0)) }];
    });
  }, sameJson));
}

