import { useTranslation } from 'react-i18next';
import type { LooseT } from './event-text';
import { effectiveMax, hasBloodied, isBloodied, terminologyContext } from '../../rules';
import { useCreature } from './use-creature';

const badge = 'rounded-full border px-3 py-1 text-sm font-semibold';

/**
 * Current, maximum and temporary HP, big enough to read at arm's length, with the state badges.
 * Conditions have one place, the Conditions card right under the state panels.
 */
export function HpSummary({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  if (!creature) return null;
  const context = terminologyContext(creature);
  // Keys with a preset context are looked up loosely: the locale test proves they exist.
  const tc = t as unknown as LooseT;
  const n = new Intl.NumberFormat(i18n.language);
  const max = effectiveMax(creature);
  const reduced = creature.hp.maxReduction > 0;
  return (
    <section aria-label={t('hp.region')} className="rounded-xl border border-slate-300 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-sm font-medium">{tc('rules:terms.hp', { context })}</dt>
          <dd className="text-5xl font-black tabular-nums" data-testid="hp-current">{n.format(creature.hp.current)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium">{tc('rules:terms.maxHp', { context })}</dt>
          <dd className="text-5xl font-black tabular-nums text-slate-600 dark:text-slate-300">{n.format(max)}</dd>
          {reduced && (
            <dd className="text-xs text-slate-600 dark:text-slate-400">
              {t('hp.reduced', { base: n.format(creature.hp.max), reduction: n.format(creature.hp.maxReduction) })}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-sm font-medium">{tc('rules:terms.tempHp', { context })}</dt>
          <dd className="text-5xl font-black tabular-nums text-sky-700 dark:text-sky-300">{n.format(creature.hp.temp)}</dd>
        </div>
      </dl>
      <ul aria-label={t('hp.states')} className="mt-2 flex flex-wrap justify-center gap-2">
        <li className={`${badge} border-slate-400`}>{tc(`rules:statuses.${creature.status}`, { context })}</li>
        {hasBloodied(creature.preset) && isBloodied(creature) && (
          <li className={`${badge} border-red-500 text-red-800 dark:text-red-300`}>{t('rules:terms.bloodied')}</li>
        )}
        {creature.knockedOut && <li className={`${badge} border-amber-500`}>{t('rules:terms.knockedOut')}</li>}
        {creature.exhaustion > 0 && (
          <li className={`${badge} border-amber-500`}>{t('rules:terms.exhaustionLevel', { level: creature.exhaustion })}</li>
        )}
      </ul>
    </section>
  );
}
