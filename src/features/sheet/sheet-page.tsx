import { lazy, Suspense } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button';
import { loadNamespaces } from '../../i18n/i18n';
import { useAppStore } from '../../store/store';
import { useAtTable } from '../table/table-presence';
import { ConditionsCard } from './conditions-card';
import { CountersCard } from './counters-card';
import { DeadPanel } from './dead-panel';
import { DeathSaveWidget } from './death-save-widget';
import { HpEditor } from './hp-editor';
import { NotesCard } from './notes-card';
import { RecuoPanel } from './recuo-panel';
import { RestPanel } from './rest-panel';
import { SheetHeader } from './sheet-header';
import { SheetLog } from './sheet-log';
import { StatusPanel } from './status-panel';
import { VitalsBar } from './vitals-bar';

// The saves the GM asks on this phone at a shared table: their words and code load only at a table.
const SaveAskPrompts = lazy(() =>
  Promise.all([import('../table/save-ask-prompts'), loadNamespaces(['table'])]).then(([module]) => ({ default: module.SaveAskPrompts })));

/**
 * A sheet, in the order a table needs it (DESIGN.md 1): the HP always in view at the top, the
 * HP editor always under the thumb at the bottom, and between them what matters now first (a
 * save the GM asks for at a shared table, the state, the death saves at 0 HP, the Recuo's follow-ups, what revives the dead), then the
 * conditions and turns, the spell slots and uses, then what is rarely used, folded: rests and Exhaustion, notes, the log;
 * last, the sheet's preset and role with its edit and export buttons.
 */
export function SheetPage() {
  const { sheetId } = useParams({ from: '/sheet/$sheetId' });
  const exists = useAppStore((state) => Boolean(state.sheets[sheetId]));
  const { t } = useTranslation(['sheet', 'rules']);
  const atTable = useAtTable();
  if (!exists) {
    // A deleted or mistyped sheet: say so and offer the way back, never a blank page.
    return (
      <section className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold">{t('missing.title')}</h1>
        <p>{t('missing.body')}</p>
        <Link to="/" className={buttonClass('primary')}>{t('missing.back')}</Link>
      </section>
    );
  }
  return (
    <article className="-mt-3 flex flex-col gap-3">
      <VitalsBar key={sheetId} sheetId={sheetId} />
      {atTable && (
        <Suspense fallback={null}>
          <SaveAskPrompts sheetId={sheetId} />
        </Suspense>
      )}
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <StatusPanel sheetId={sheetId} />
          <DeathSaveWidget sheetId={sheetId} />
          <RecuoPanel sheetId={sheetId} />
          <DeadPanel sheetId={sheetId} />
          <ConditionsCard sheetId={sheetId} />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <CountersCard sheetId={sheetId} />
          <RestPanel sheetId={sheetId} />
          <NotesCard sheetId={sheetId} />
          <SheetLog sheetId={sheetId} />
        </div>
      </div>
      <SheetHeader sheetId={sheetId} />
      {/* Room for the docked editor, so the last card can scroll above it. */}
      <div aria-hidden className="h-40" />
      <HpEditor sheetId={sheetId} />
    </article>
  );
}
