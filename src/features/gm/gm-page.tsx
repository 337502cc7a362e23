import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUT_OF_FIGHT } from '../../store/encounter-helpers';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { AddSheetsForm } from './add-sheets-form';
import { CaravanBanner } from './caravan-banner';
import { CombatantList } from './combatant-list';
import { DeathSavePrompt } from './death-save-prompt';
import { EffectForm } from './effect-form';
import { EffectNotices } from './effect-notices';
import { EncounterBar } from './encounter-bar';
import { GroupActionPanel } from './group-action-panel';
import { selectOrder } from './gm-select';
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

/** The GM screen: one encounter of many creatures, laid out for a tablet in landscape first. */
export function GmPage() {
  const { t } = useTranslation('gm');
  const hasEncounter = useAppStore((s) => s.activeEncounterId !== null);
  const createEncounter = useAppStore((s) => s.createEncounter);
  // The screen always has an encounter to add creatures to; the first one is made on arrival.
  useEffect(() => {
    if (!hasEncounter) createEncounter(t('encounter.defaultName', { n: 1 }));
  }, [hasEncounter, createEncounter, t]);
  const order = useAppStore(selectOrder);
  // Opens quick-add on an empty encounter at arrival; after that the GM opens and closes it.
  const [quickAddOpen] = useState(() => order.length === 0);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [hideOut, setHideOut] = useState(false);
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

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t('title')}</h1>
        <StartTable />
      </div>
      <EncounterBar />
      <CaravanBanner />
      <TurnBar />
      <DeathSavePrompt />
      <SavePrompts />
      <EffectNotices />
      {/* 23rem for the tools: at 1024 px the rows keep room for a name such as "Cultista Encapuzado 1". */}
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_23rem]">
        <CombatantList selected={picked} onToggle={onToggle} onSelect={onSelect} hideOut={hideOut} onHideOut={setHideOut} />
        <aside className="flex flex-col gap-3" aria-label={t('tools')}>
          <GroupActionPanel targets={targets} />
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
  );
}
