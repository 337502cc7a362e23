import { useTranslation } from 'react-i18next';

export type HpMode = 'average' | 'roll' | 'typed';
const MODES: readonly HpMode[] = ['average', 'roll', 'typed'];

/**
 * A library creature's Hit Points: its average ("Average (10)"), each creature rolled from the
 * formula with the app's dice ("Roll 3d6 per creature"), or the number typed in Max HP.
 */
export function HpChoice({ id, mode, average, formula, onChange }: {
  id: string; mode: HpMode; average: string; formula: string; onChange: (mode: HpMode) => void;
}) {
  const { t } = useTranslation('gm');
  return (
    <fieldset id={id} className="col-span-2 flex flex-col text-sm">
      <legend>{t('library.hpLegend')}</legend>
      <div className="flex flex-wrap gap-x-3">
        {MODES.map((each) => (
          <label key={each} className="flex min-h-11 items-center gap-2">
            <input type="radio" className="size-5" name={id} checked={mode === each} onChange={() => onChange(each)} />
            {each === 'average' ? t('library.hpAverage', { hp: average }) : each === 'roll' ? t('library.hpRoll', { formula }) : t('library.hpTyped')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
