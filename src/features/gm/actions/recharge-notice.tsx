import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../../store/store';
import { selectActive } from '../gm-select';

/** What the Recharge dice said at the start of the turn ("Fire Breath recharged: 5"). */
export function RechargeNotice() {
  const { t, i18n } = useTranslation('gm');
  const items = useAppStore(useShallow((s) => {
    const notice = s.turnNotice;
    if (!notice?.recharges || notice.encounterId !== selectActive(s)?.id) return [];
    return notice.recharges.map(({ name, roll, ready }) => t(ready ? 'actions.recharged' : 'actions.notRecharged', { action: name, roll }));
  }));
  if (items.length === 0) return null;
  return <p className="w-full text-sm font-semibold">{new Intl.ListFormat(i18n.language, { type: 'unit' }).format(items)}</p>;
}
