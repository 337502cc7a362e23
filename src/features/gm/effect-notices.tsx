import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../components/button';
import { conjunctionList } from '../../i18n/numbers';
import { useAppStore } from '../../store/store';
import { OneLine } from './due-line';
import { useEffectName } from './effect-chips';
import { selectActive } from './gm-select';

/**
 * Ongoing effects and conditions that ended with the concentration they were tied to, wherever it ended (this
 * screen, a sheet, another tab): the GM is told, and dismisses the notice.
 */
export function EffectNotices() {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const effectName = useEffectName();
  const notices = useAppStore(useShallow((s) => s.effectNotices.filter((n) => n.encounterId === selectActive(s)?.id)));
  // Conditions that ended with the concentration sustaining them (issue 34), on any creature.
  const sustained = useAppStore((s) => s.sustainedNotices);
  const dismissEffects = useAppStore((s) => s.dismissEffectNotices);
  const dismissSustained = useAppStore((s) => s.dismissSustainedNotices);
  const dismiss = () => {
    dismissEffects();
    dismissSustained();
  };
  const list = (items: string[]) => conjunctionList(i18n.language).format(items);
  return (
    <div role="status" className="empty:hidden">
      {notices.length + sustained.length > 0 && (
        <div className="flex items-center gap-2 rounded border-l-4 border-orange-500 bg-orange-50 px-2 text-orange-950 dark:bg-orange-950 dark:text-orange-50">
          {/* One line per notice (issue 34), the dismissal beside them. */}
          <ul className="min-w-0 grow text-sm">
            {sustained.map((notice) => (
              <li key={notice.id}>
                <OneLine>
                  <p>
                    {t('sustained.ended', {
                      holder: notice.holder, ended: t('rules:actions.endConcentration'), on: notice.on,
                      list: list(notice.ended.map((e) => t('turn.endedItem', { name: e.name, condition: t(`rules:conditions.${e.condition}`) }))),
                    })}
                  </p>
                </OneLine>
              </li>
            ))}
            {notices.map((notice) => (
              <li key={notice.effectId}>
                <OneLine>
                  <p>
                    {t('effects.ended', {
                      effect: effectName({ label: notice.label, kind: notice.kind }), name: notice.name, holder: notice.holderName,
                      ended: t('rules:actions.endConcentration'), on: notice.on,
                    })}
                  </p>
                </OneLine>
              </li>
            ))}
          </ul>
          <Button onClick={dismiss}>{t('effects.dismiss')}</Button>
        </div>
      )}
    </div>
  );
}
