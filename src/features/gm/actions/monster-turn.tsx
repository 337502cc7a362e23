import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
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
export function ActionChips({ sheetId, kinds, oneLine = false }: { sheetId: string; kinds: readonly MonsterAction['kind'][]; oneLine?: boolean }) {
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
    // Under the turn bar they keep to one line that scrolls sideways (issue 34: the sticky block stays small).
    <ul className={`flex gap-1 ${oneLine ? 'min-w-0 grow overflow-x-auto [&>li]:shrink-0 [&_button]:whitespace-nowrap' : 'flex-wrap'}`} aria-label={t('actions.listLabel')}>
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
  const [traitsOpen, setTraitsOpen] = useState(false);
  const traitsId = useId();
  const turnActions = actions.filter((a) => a.kind !== 'legendary');
  if ((!current || turnActions.length === 0) && legendary.length === 0) return null;
  const traits = block?.traits ?? [];
  return (
    <section aria-label={t('actions.turnLabel', { name: name ?? '' })} className="flex flex-col gap-1">
      {current && turnActions.length > 0 && (
        <>
          {/* One line: the traits folded behind their button, then the actions, scrolling sideways. */}
          <div className="flex items-center gap-1">
            {traits.length > 0 && (
              <button type="button" aria-expanded={traitsOpen} aria-controls={traitsId} onClick={() => setTraitsOpen(!traitsOpen)}
                className="flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-1 text-sm focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
                <ChevronRight aria-hidden focusable={false} className={`size-4 ${traitsOpen ? 'rotate-90' : ''}`} />
                {t('actions.traits', { count: traits.length, name })}
              </button>
            )}
            <ActionChips sheetId={current} kinds={KIND_ORDER} oneLine />
          </div>
          {traitsOpen && traits.length > 0 && (
            <dl id={traitsId} className="flex flex-col gap-1 pb-1 text-sm">
              {traits.map((trait) => (
                <div key={trait.name}><dt className="inline font-semibold">{trait.name}. </dt><dd className="inline">{trait.text}</dd></div>
              ))}
            </dl>
          )}
        </>
      )}
      {legendary.map(({ sheetId, name: holder, left, uses }) => (
        <div key={sheetId} className="flex items-center gap-1 overflow-x-auto text-sm">
          <span className="shrink-0 whitespace-nowrap font-semibold">{t('actions.legendaryOf', { name: holder, left, uses })}</span>
          <ActionChips sheetId={sheetId} kinds={['legendary']} oneLine />
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

