import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUT_OF_FIGHT } from '../../store/encounter-helpers';
import { appStore, useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { ActionPanel } from './actions/action-panel';
import { MonsterTurn } from './actions/monster-turn';
import { StatBlockSync } from './actions/stat-block-sync';
import { UseActionContext, type ActionUse } from './actions/use-action';
import { AddSheetsForm } from './add-sheets-form';
import { CaravanBanner } from './caravan-banner';
import { CombatantList } from './combatant-list';
import { DeathSavePrompt } from './death-save-prompt';
import { EffectForm } from './effect-form';
import { EffectNotices } from './effect-notices';
import { EncounterBar } from './encounter-bar';
import { GroupActionPanel } from './group-action-panel';
import { selectActive, selectOrder } from './gm-select';
import { useLibraryNames } from './library/relabel';
import { QuickAddForm } from './quick-add-form';
import { SavePrompts } from './save-prompts';
import { sameItems, useStableSelector } from './stable-select';
import { TurnBar } from './turn-bar';
import { StartTable } from '../table/start-table';

const NO_IDS: string[] = [];
const isOut = (state: AppState, id: string) => {
  const status = state.sheets[id]?.creature.status;
  return status !== undefined && OUT_OF_FIGHT.has(status);
};

const PANEL = 'rounded border border-slate-300 p-2 dark:border-slate-600';

/**
 * The height of the sticky cockpit, kept up to date: rows scrolled into view stop below it
 * (the `--gm-bar` scroll margin of a row; a windowed list's scroll padding).
 */
function useBarHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const measure = () => setHeight(Math.ceil(bar.getBoundingClientRect().height));
    measure();
    // Every browser the app supports has it; jsdom, where the component tests run, does not.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

/**
 * The GM screen: one encounter of many creatures, laid out for a tablet in landscape first, as a
 * cockpit (DESIGN.md 5). The turn bar and what this turn asks for (a death save, a save, what
 * ended) stick to the top of the screen whatever the scroll; the rows below are dense, one line
 * each. Sticky at the top rather than fixed at the bottom: a tablet's on-screen keyboard, up
 * while the GM types the player's d20, covers the bottom half, and would hide a bottom bar and
 * the field being typed in.
 */
export function GmPage() {
  const { t, i18n } = useTranslation('gm');
  useLibraryNames(appStore, i18n.language);
  const hasEncounter = useAppStore((s) => s.activeEncounterId !== null);
  const createEncounter = useAppStore((s) => s.createEncounter);
  // The screen always has an encounter to add creatures to; the first one is made on arrival.
  useEffect(() => {
    // The store's state now, not this render's: a render from before the first one was made
    // (the words loading) must not make a second, empty one.
    if (!hasEncounter && appStore.getState().activeEncounterId === null) createEncounter(t('encounter.defaultName', { n: 1 }));
  }, [hasEncounter, createEncounter, t]);
  const order = useAppStore(selectOrder);
  // Opens quick-add on an empty encounter at arrival; after that the GM opens and closes it.
  const [quickAddOpen] = useState(() => order.length === 0);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Kept with the encounter: the table view (a TV, the players' phones) hides what the GM hides.
  const hideOut = useAppStore((s) => selectActive(s)?.hideOut === true);
  const setHideOut = useAppStore((s) => s.setHideOut);
  // "Hide the dead" hides the creatures out of the fight: a hidden creature is never a target.
  const hidden = useAppStore(useStableSelector((s) => (hideOut ? selectOrder(s).filter((id) => isOut(s, id)) : NO_IDS), sameItems));
  const targets = useMemo(() => {
    const out = new Set(hidden);
    return order.filter((id) => picked.has(id) && !out.has(id));
  }, [order, picked, hidden]);
  // ...and it leaves the selection (issue 15), as a creature removed from the encounter does:
  // showing the dead again does not bring them back selected. Adjusted while rendering, so no
  // frame ever shows or applies to a stale selection.
  if (targets.length !== picked.size) setPicked(new Set(targets));
  const onToggle = useCallback((sheetId: string) => setPicked((prev) => {
    const next = new Set(prev);
    if (next.has(sheetId)) next.delete(sheetId); else next.add(sheetId);
    return next;
  }), []);
  const onSelect = useCallback((ids: string[]) => setPicked(new Set(ids)), []);
  const onClear = useCallback(() => setPicked(new Set()), []);
  const { ref: barRef, height: barHeight } = useBarHeight();
  // The stat block action being resolved against the selected rows (the tools' first panel).
  const [using, setUsing] = useState<(ActionUse & { key: number }) | null>(null);
  const onUse = useCallback((use: ActionUse) => setUsing((prev) => ({ ...use, key: (prev?.key ?? 0) + 1 })), []);
  const attackerGone = useAppStore((s) => using !== null && !selectOrder(s).includes(using.sheetId));
  if (attackerGone) setUsing(null);

  return (
    <UseActionContext.Provider value={onUse}>
    <div className="flex flex-col gap-2" style={{ '--gm-bar': `${barHeight}px` } as React.CSSProperties}>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-bold">{t('title')}</h1>
        <EncounterBar />
        <StartTable />
      </div>
      <CaravanBanner />
      {/* The cockpit: stuck under the top edge, never more than a third of the screen (issue 34):
          what is due takes one line per item, and an item opened scrolls inside it, so a pile of
          prompts never takes the rows away nor cuts a button off. Its background hides the rows
          passing under it. */}
      <div ref={barRef} className="sticky top-0 z-20 -mx-3 flex max-h-[calc(100dvh/3)] flex-col gap-1 overflow-y-auto border-b border-slate-300 bg-slate-50 px-3 py-1.5 shadow-sm dark:border-slate-700 dark:bg-slate-950">
        <TurnBar />
        <MonsterTurn />
        <StatBlockSync />
        <DeathSavePrompt />
        <SavePrompts />
        <EffectNotices />
      </div>
      {/* 23rem for the tools: at 1024 px the rows keep room for a name such as "Cultista Encapuzado 1". */}
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_23rem]">
        <CombatantList selected={picked} onToggle={onToggle} onSelect={onSelect} hideOut={hideOut} onHideOut={setHideOut} barHeight={barHeight} />
        <aside className="flex flex-col gap-3" aria-label={t('tools')}>
          {using && <ActionPanel key={using.key} use={using} targets={targets} onClose={() => setUsing(null)} />}
          <GroupActionPanel targets={targets} onClear={onClear} />
          <details className={PANEL}>
            <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('effects.title')}</summary>
            <EffectForm targets={targets} />
          </details>
          <details className={PANEL} open={quickAddOpen}>
            <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('quickAdd.title')}</summary>
            <QuickAddForm />
          </details>
          <details className={PANEL}>
            <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('addSheets.title')}</summary>
            <AddSheetsForm />
          </details>
        </aside>
      </div>
    </div>
    </UseActionContext.Provider>
  );
}
