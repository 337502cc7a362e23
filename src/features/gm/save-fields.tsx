import { useTranslation } from 'react-i18next';
import { LIMITS, type Ability } from '../../rules';

export type SaveTexts = Partial<Record<Ability, string>>;

const FIELD = 'min-h-11 w-full rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/**
 * One save bonus as typed (RULES.md: −20..+30; empty follows the ability modifier, said by
 * `placeholder`). Kept as text, so an empty field stays empty rather than 0.
 */
export function SaveField({ ability, value, onChange, placeholder, describedBy }: {
  ability: Ability;
  value: string;
  onChange: (ability: Ability, text: string) => void;
  placeholder: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('gm');
  return (
    <label className="flex flex-col text-sm">{t(`saves.${ability}`)}
      <input type="number" inputMode="numeric" min={LIMITS.saveMin} max={LIMITS.saveMax} className={FIELD} value={value}
        placeholder={placeholder} aria-describedby={describedBy} onChange={(e) => onChange(ability, e.target.value)} />
    </label>
  );
}

/** A save bonus with its sign, as a stat block writes it: +3, −1, +0. */
export function signed(value: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: 'always' }).format(value).replace('-', '−');
}
