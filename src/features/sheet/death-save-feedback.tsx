import { useTranslation } from 'react-i18next';
import type { RulesEvent } from '../../rules';
import { describeEvent, type LooseT } from './event-text';

const look = {
  'natural-20': 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  'natural-1': 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  success: 'border-emerald-500',
  failure: 'border-red-500',
} as const;

/**
 * The last death save's outcome, in an ARIA live region so a screen reader announces it; a
 * natural 1 or 20 gets a headline of its own, in the preset's words.
 */
export function DeathSaveFeedback({ events, context }: { events: RulesEvent[]; context: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const save = events.find((event) => event.type === 'death-save');
  const result = save?.values.result;
  const kind = result === 'natural-20' || result === 'natural-1' || result === 'success' || result === 'failure' ? result : null;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={kind ? `rounded-lg border-2 p-2 ${look[kind]}` : ''}>
      {kind && <p className="text-xl font-black">{(t as unknown as LooseT)(`sheet:deathSaves.feedback.${kind}`, { context })}</p>}
      {events.map((event, index) => (
        <p key={index}>{describeEvent(t as unknown as LooseT, i18n.language, event)}</p>
      ))}
    </div>
  );
}
