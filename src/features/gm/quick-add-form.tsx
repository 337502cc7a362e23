import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { NATURES, PRESET_IDS, ROLES, type Nature, type PresetId, type Role } from '../../rules';
import { appStore, useAppStore } from '../../store/store';
import { DefensesPicker, defenseLists, type DefenseMap } from './defenses-picker';
import { numberedNames } from './quick-add';

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/** "Goblin × 6, 7 HP, minion": new sheets, numbered, added to the active encounter at once. */
export function QuickAddForm() {
  const { t } = useTranslation('gm');
  const addCombatants = useAppStore((s) => s.addCombatants);
  const [name, setName] = useState('');
  const [count, setCount] = useState('1');
  const [maxHp, setMaxHp] = useState('');
  const [role, setRole] = useState<Role>('minion');
  const [nature, setNature] = useState<Nature>('incarnate');
  const [preset, setPreset] = useState<PresetId | ''>('');
  const [modifier, setModifier] = useState('0');
  const [defenses, setDefenses] = useState<DefenseMap>({});

  const n = Number(count);
  const hp = Number(maxHp);
  const valid = name.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 200 && Number.isInteger(hp) && hp >= 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const state = appStore.getState();
    const names = numberedNames(name.trim(), n, Object.values(state.sheets).map((s) => s.creature));
    const lists = defenseLists(defenses);
    const ids = names.map((each) =>
      state.createSheet({ name: each, maxHp: hp, role, nature, ...lists, ...(preset ? { preset } : {}) }),
    );
    addCombatants(ids, Math.trunc(Number(modifier)) || 0);
  };

  return (
    <form onSubmit={submit} aria-labelledby="gm-quick-add" className="flex flex-col gap-2">
      <h3 id="gm-quick-add" className="sr-only">{t('quickAdd.title')}</h3>
      <div className="grid grid-cols-2 gap-2">
        <label className="col-span-2 flex flex-col text-sm">{t('quickAdd.name')}
          <input className={FIELD} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} placeholder={t('quickAdd.namePlaceholder')} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.count')}
          <input type="number" inputMode="numeric" min={1} max={200} className={FIELD} value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.maxHp')}
          <input type="number" inputMode="numeric" min={1} className={FIELD} value={maxHp} onChange={(e) => setMaxHp(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.role')}
          <select className={FIELD} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => <option key={r} value={r}>{t(`roles.${r}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.nature')}
          <select className={FIELD} value={nature} onChange={(e) => setNature(e.target.value as Nature)}>
            {NATURES.map((r) => <option key={r} value={r}>{t(`natures.${r}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.preset')}
          <select className={FIELD} value={preset} onChange={(e) => setPreset(e.target.value as PresetId | '')}>
            <option value="">{t('quickAdd.followLanguage')}</option>
            {PRESET_IDS.map((p) => <option key={p} value={p}>{t(`presets.${p}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('quickAdd.modifier')}
          <input type="number" inputMode="numeric" className={FIELD} value={modifier} onChange={(e) => setModifier(e.target.value)} />
        </label>
      </div>
      <DefensesPicker value={defenses} onChange={setDefenses} />
      <Button type="submit" tone="primary" disabled={!valid}>{t('quickAdd.submit', { count: valid ? n : 0, name: name.trim() })}</Button>
    </form>
  );
}
