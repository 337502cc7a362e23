import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Creature } from '../../rules';
import type { GroupForm } from './group-action';
import { PreviewRow } from './preview-row';

interface Props {
  targets: string[];
  /** The targets' creatures, in the same order: read once by the panel, not by 200 rows. */
  creatures: (Creature | undefined)[];
  form: GroupForm;
  saved: ReadonlySet<string>;
  onSaved: (sheetId: string, saved: boolean) => void;
  /**
   * The panel is closing the preview (the action was just applied): keep what is drawn, hidden,
   * instead of dry-running 200 actions again on the creatures that just changed. The panel
   * unmounts the table after the next paint.
   */
  frozen: boolean;
}

function sameProps(prev: Props, next: Props): boolean {
  if (next.frozen) return true;
  return prev.frozen === next.frozen && prev.targets === next.targets && prev.creatures === next.creatures
    && prev.form === next.form && prev.saved === next.saved && prev.onSaved === next.onSaved;
}

/** What the group action will do to each target, before the GM applies it. */
export const PreviewTable = memo(function PreviewTable({ targets, creatures, form, saved, onSaved }: Props) {
  const { t } = useTranslation(['gm', 'rules']);
  const { mode } = form;
  return (
    <table className="w-full text-xs sm:text-sm">
      <caption className="text-left font-semibold">{t('group.preview')}</caption>
      <thead>
        {/* The save's header may wrap ("Úspěl / (polovina)"): its column holds only a checkbox, and
            the GM screen's side panel is narrow at 1024 px (the rows' names need the room). */}
        <tr className="text-left text-xs [&>th]:align-bottom [&>th]:font-semibold">
          <th scope="col" className="whitespace-nowrap">{t('group.target')}</th>
          {mode === 'damage' && <th scope="col">{t('group.save')}</th>}
          <th scope="col" className="whitespace-nowrap px-1 text-right">{t(`group.amountHeader.${mode}`)}</th>
          <th scope="col" className="whitespace-nowrap px-1">{t('group.hp')}</th>
          <th scope="col" className="whitespace-nowrap px-1">{t('group.result')}</th>
        </tr>
      </thead>
      <tbody>
        {targets.map((sheetId, i) => {
          const creature = creatures[i];
          return creature && (
            <PreviewRow key={sheetId} sheetId={sheetId} creature={creature} form={form} saved={saved.has(sheetId)} onSaved={onSaved} t={t} />
          );
        })}
      </tbody>
    </table>
  );
}, sameProps);
