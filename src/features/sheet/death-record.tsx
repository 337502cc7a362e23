import { useTranslation } from 'react-i18next';
import { useCreature } from './use-creature';

/**
 * The Databook record (databook seed, "Registro dos Testes de Morte"), shown in every preset,
 * folded. The successes and failures it also records are the pips right above it, not repeated.
 */
export function DeathRecord({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  if (!creature) return null;
  const yes = (on: boolean) => (on ? t('record.yes') : t('record.no'));
  const rows: [string, string][] = [
    [t('record.stable'), yes(creature.status === 'stable')],
    [t('record.unconscious'), yes(creature.conditions.includes('unconscious'))],
    [t('record.atZero'), yes(creature.hp.current === 0)],
    [t('record.damageAtZero'), yes(creature.record.damageAtZero)],
    [t('record.resource'), creature.record.resourceAltered ? t(`rules:resources.${creature.record.resourceAltered}`) : t('record.none')],
  ];
  return (
    <details className="rounded-lg border border-slate-300 p-2 dark:border-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('record.title')}</summary>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
