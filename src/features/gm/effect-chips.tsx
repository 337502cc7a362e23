import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { OngoingEffect } from '../../store/encounter-slice';
import { presetForSettings } from '../../store/presets';
import { useAppStore } from '../../store/store';
import { selectActive } from './gm-select';

export function useEffectName() {
  const { t } = useTranslation('gm');
  // "Active jutsu" is the databook preset's word (kinds.jutsu_databook): the game the GM runs, the preset new sheets get.
  const context = useAppStore((s) => presetForSettings(s.settings, s.settings.language));
  return (effect: Pick<OngoingEffect, 'label' | 'kind'>) => effect.label || t(`effects.kinds.${effect.kind}` as 'effects.kinds.jutsu', { context });
}

/** The ongoing effects on one creature: what, how much, when, for how long, whose concentration holds it; each removable. */
export function EffectChips({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['gm', 'rules']);
  const effectName = useEffectName();
  const effects = useAppStore(useShallow((s) => selectActive(s)?.effects.filter((e) => e.sheetId === sheetId) ?? []));
  // Who holds the concentration each effect is tied to, by their current names.
  const holders = useAppStore(useShallow((s) => effects.map((e) => (e.concentration ? s.sheets[e.concentration.sheetId]?.creature.name ?? '' : ''))));
  const removeEffect = useAppStore((s) => s.removeEffect);
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('effects.on')}>
      {effects.map((effect, i) => (
        <li key={effect.id} className="flex items-center gap-1 rounded bg-orange-100 pl-1.5 text-xs text-orange-950 dark:bg-orange-900/40 dark:text-orange-100">
          <span>
            {t('effects.chip', {
              name: effectName(effect),
              amount: effect.amount,
              type: effect.damageType ? t(`damageTypes.${effect.damageType}`) : '',
              timing: t(`effects.timingShort.${effect.timing}`),
            })}
            {effect.roundsLeft !== null && ` · ${t('effects.roundsLeft', { count: effect.roundsLeft })}`}
            {effect.concentration && ` · ${t('effects.tie', { holder: holders[i], concentration: t('rules:concentration.label', { on: effect.concentration.on }) })}`}
          </span>
          <button type="button" className="min-h-11 min-w-11 focus-visible:outline"
            onClick={() => removeEffect(effect.id)} aria-label={t('effects.remove', { name: effectName(effect) })}>✕</button>
        </li>
      ))}
    </ul>
  );
}
