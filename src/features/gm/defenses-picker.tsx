import { useTranslation } from 'react-i18next';
import { DAMAGE_TYPES, type DamageType, type Defense } from '../../rules';

export type DefenseChoice = 'resistance' | 'vulnerability' | 'immunity';
export type DefenseMap = Partial<Record<DamageType | 'all', DefenseChoice>>;

const CHOICES: DefenseChoice[] = ['resistance', 'vulnerability', 'immunity'];

/** Turns the picker's map into the three lists createCreature takes. */
export function defenseLists(map: DefenseMap) {
  const of = (choice: DefenseChoice) => (Object.entries(map) as [Defense, DefenseChoice | undefined][]).filter(([, c]) => c === choice).map(([type]) => type);
  return { resistances: of('resistance'), vulnerabilities: of('vulnerability'), immunities: of('immunity') };
}

/** One choice per damage type (and "all"), folded away: most creatures have none. */
export function DefensesPicker({ value, onChange }: { value: DefenseMap; onChange: (next: DefenseMap) => void }) {
  const { t } = useTranslation('gm');
  const count = Object.values(value).filter(Boolean).length;
  return (
    <details className="rounded border border-slate-300 p-2 dark:border-slate-600">
      <summary className="min-h-11 cursor-pointer content-center">{t('quickAdd.defenses', { count })}</summary>
      <div className="grid grid-cols-2 gap-1">
        {(['all', ...DAMAGE_TYPES] as const).map((type) => (
          <label key={type} className="flex flex-col text-xs">
            {type === 'all' ? t('quickAdd.allTypes') : t(`damageTypes.${type}`)}
            <select className="min-h-11 rounded border border-slate-400 bg-white px-1 text-sm dark:border-slate-600 dark:bg-slate-950"
              value={value[type] ?? ''}
              onChange={(e) => onChange({ ...value, [type]: (e.target.value || undefined) as DefenseChoice | undefined })}>
              <option value="">—</option>
              {CHOICES.map((c) => <option key={c} value={c}>{t(`quickAdd.choices.${c}`)}</option>)}
            </select>
          </label>
        ))}
      </div>
    </details>
  );
}
