import { useTranslation } from 'react-i18next';
import { terminologyContext } from '../../rules';
import { useAppStore } from '../../store/store';
import { describeEvent, type LooseT } from './event-text';

/**
 * What the last action did, in words, in a polite live region: a screen reader hears the
 * outcome of every tap. Death saves have their own region in the death-save widget.
 */
export function LastAction({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const last = useAppStore((state) => state.sheets[sheetId]?.log.at(-1));
  const creature = useAppStore((state) => state.sheets[sheetId]?.creature);
  const terms = creature && terminologyContext(creature);
  const tt = t as unknown as LooseT;
  let text = '';
  if (last && last.action !== 'deathSave') {
    const action = tt(`rules:actions.${last.action}`);
    text = last.undo
      ? tt(`sheet:log.${last.undo}`, { action })
      : last.events.map((event) => describeEvent(tt, i18n.language, event, terms)).join(' ');
  }
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
      {text}
    </p>
  );
}
