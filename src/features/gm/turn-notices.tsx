import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { conjunctionList } from '../../i18n/numbers';
import { useAppStore } from '../../store/store';
import { incapacitatedBy } from './condition-view';
import { selectActive, selectCurrentSheetId } from './gm-select';

/** srd-2024 Incapacitated: "You can't take any action, Bonus Action, or Reaction." Said when its turn comes. */
export function IncapacitatedNotice() {
  const { t } = useTranslation(['gm', 'rules']);
  const current = useAppStore(useShallow((s) => {
    const id = selectCurrentSheetId(s);
    const creature = id ? s.sheets[id]?.creature : undefined;
    const cause = creature ? incapacitatedBy(creature) : null;
    return cause && creature ? { name: creature.name, cause } : null;
  }));
  if (!current) return null;
  const incapacitated = t('rules:conditions.incapacitated');
  const condition = current.cause === 'incapacitated'
    ? incapacitated
    : t('gm:turn.includedBy', { condition: t(`rules:conditions.${current.cause}`), included: incapacitated });
  return <p className="w-full font-semibold text-amber-900 dark:text-amber-200">{t('gm:turn.incapacitated', { name: current.name, condition })}</p>;
}

/** What the last turn change ended by itself (each sheet's log says it too). */
export function EndedNotice() {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const items = useAppStore(useShallow((s) => {
    const notice = s.turnNotice;
    if (!notice || notice.encounterId !== selectActive(s)?.id) return [];
    return notice.ended.map(({ sheetId, condition }) => t('gm:turn.endedItem', {
      name: s.sheets[sheetId]?.creature.name ?? '', condition: t(`rules:conditions.${condition}`),
    }));
  }));
  if (items.length === 0) return null;
  const list = conjunctionList(i18n.language).format(items);
  return <p className="w-full text-sm">{t('gm:turn.ended', { list })}</p>;
}
