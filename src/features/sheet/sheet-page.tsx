import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button';
import { useAppStore } from '../../store/store';
import { ConditionsCard } from './conditions-card';
import { DeadPanel } from './dead-panel';
import { DeathSaveWidget } from './death-save-widget';
import { HpEditor } from './hp-editor';
import { HpSummary } from './hp-summary';
import { NotesCard } from './notes-card';
import { LastAction } from './last-action';
import { RecuoPanel } from './recuo-panel';
import { RestPanel } from './rest-panel';
import { SheetHeader } from './sheet-header';
import { SheetLog } from './sheet-log';
import { StatusPanel } from './status-panel';

export function SheetPage() {
  const { sheetId } = useParams({ from: '/sheet/$sheetId' });
  const exists = useAppStore((state) => Boolean(state.sheets[sheetId]));
  const { t } = useTranslation(['sheet', 'rules']);
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
    <article className="flex flex-col gap-4">
      <SheetHeader sheetId={sheetId} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <HpSummary sheetId={sheetId} />
          <LastAction sheetId={sheetId} />
          <StatusPanel sheetId={sheetId} />
          <DeadPanel sheetId={sheetId} />
          <RecuoPanel sheetId={sheetId} />
          <DeathSaveWidget sheetId={sheetId} />
          <ConditionsCard sheetId={sheetId} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <HpEditor sheetId={sheetId} />
          <RestPanel sheetId={sheetId} />
          <NotesCard sheetId={sheetId} />
          <SheetLog sheetId={sheetId} />
        </div>
      </div>
    </article>
  );
}
