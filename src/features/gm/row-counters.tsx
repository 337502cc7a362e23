import { useTranslation } from 'react-i18next';
import type { Action } from '../../rules';
import { useAppStore } from '../../store/store';
import { CounterList } from '../sheet/counter-list';

/**
 * A creature's spell slots and uses in its expanded row (RULES.md "Counters"): a player's, as
 * the player's phone counts them (at a shared table they arrive with the sheet's entries), or a
 * monster's Legendary Resistance. The GM can spend and give back here too: the same entries, so
 * Undo and the player's phone follow.
 */
export function RowCounters({ sheetId, name }: { sheetId: string; name: string }) {
  const { t } = useTranslation(['sheet', 'gm']);
  const counters = useAppStore((s) => s.sheets[sheetId]?.creature.counters);
  const act = useAppStore((s) => s.act);
  if (!counters || counters.length === 0) return null;
  return (
    <section aria-label={t('gm:row.counters', { name })} className="flex flex-col gap-1">
      <h3 className="text-sm font-bold">{t('sheet:counters.title')}</h3>
      <CounterList counters={counters} act={(action: Action) => act(sheetId, action)} />
    </section>
  );
}
