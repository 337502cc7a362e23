import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ABILITIES, DAMAGE_TYPES, LIMITS, parseDamageFormula, parseName, type Ability, type DamageType } from '../../../rules';
import type { ActionKind, MonsterAction, SaveSuccess } from '../library/library-types';
import { MAX_ACTIONS } from '../../../store/persistence/monster-action-schema';
import { actionPieces } from './action-text';
import { typedInt } from './plan-action';

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';
const KINDS: readonly ActionKind[] = ['action', 'bonus', 'reaction', 'legendary'];
type Resolution = 'attack' | 'save' | 'damage';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The damage as typed, with the damage types in the app's language put back as the rules' ids
 * ("1d6+2 perfurante" reads as "1d6+2 piercing"), so the GM writes them in their own words.
 */
export function withTypeIds(text: string, names: Readonly<Record<DamageType, string>>): string {
  let folded = fold(text);
  for (const type of DAMAGE_TYPES) folded = folded.replaceAll(fold(names[type]), type);
  return folded;
}

/** The action the form describes, or why it cannot be added (a key under actions.editor.reasons). */
export function actionFromFields(fields: {
  name: string; kind: ActionKind; resolution: Resolution; bonus: string; ability: Ability; dc: string; success: SaveSuccess; damage: string;
}, typeNames: Readonly<Record<DamageType, string>>): MonsterAction | { reason: 'name' | 'bonus' | 'dc' | 'damage' } {
  const name = parseName(fields.name);
  if (name === null) return { reason: 'name' };
  const damage = fields.damage.trim() === '' ? [] : parseDamageFormula(withTypeIds(fields.damage, typeNames));
  if (damage === null || (fields.resolution === 'damage' && damage.length === 0)) return { reason: 'damage' };
  const action: MonsterAction = { name, kind: fields.kind, text: '' };
  if (fields.resolution === 'attack') {
    const bonus = typedInt(fields.bonus, -30, 50);
    if (bonus === null) return { reason: 'bonus' };
    action.attack = { mode: 'melee-or-ranged', bonus };
  } else if (fields.resolution === 'save') {
    const dc = typedInt(fields.dc, 1, LIMITS.saveDc);
    if (dc === null) return { reason: 'dc' };
    action.save = { ability: fields.ability, dc, success: fields.success };
  }
  if (damage.length > 0) action.damage = damage.map(({ count, sides, bonus, damageType }) => ({ count, sides, bonus, ...(damageType ? { damageType } : {}) }));
  return action;
}

/**
 * The GM's own creature's actions, short: a name, then an attack (to-hit and damage), a save
 * (ability, DC, what a success does, damage) or plain damage. The damage is written as a stat
 * block's dice ("1d6+2 piercing, 2d6 poison").
 */
export function ActionsEditor({ actions, onChange, name }: { actions: readonly MonsterAction[]; onChange: (actions: MonsterAction[]) => void; name: string }) {
  const { t } = useTranslation(['gm', 'rules']);
  const id = useId();
  const [fields, setFields] = useState({
    name: '', kind: 'action' as ActionKind, resolution: 'attack' as Resolution, bonus: '', ability: 'dex' as Ability, dc: '', success: 'half' as SaveSuccess, damage: '',
  });
  const [tried, setTried] = useState(false);
  // Drawn only while unfolded: the form it sits in (quick-add, a row) stays as light as before.
  const [open, setOpen] = useState(false);
  const set = (change: Partial<typeof fields>) => setFields((prev) => ({ ...prev, ...change }));
  const typeNames = Object.fromEntries(DAMAGE_TYPES.map((type) => [type, t(`rules:damageTypes.${type}`)])) as Record<DamageType, string>;
  const made = actionFromFields(fields, typeNames);
  const add = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if ('reason' in made || actions.length >= MAX_ACTIONS) return;
    onChange([...actions, made]);
    setFields((prev) => ({ ...prev, name: '', bonus: '', dc: '', damage: '' }));
    setTried(false);
  };
  return (
    <details className="rounded border border-slate-200 px-1 text-sm dark:border-slate-700" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('actions.editor.title', { count: actions.length, name })}</summary>
      {open && actions.length > 0 && (
        <ul className="flex flex-col gap-1 pb-1">
          {actions.map((action, i) => (
            <li key={`${action.name}-${i}`} className="flex items-center gap-1">
              <span className="min-w-0 flex-1"><span className="font-semibold">{action.name}</span> · {t(`statBlock.kinds.${action.kind}`)}{actionPieces(action, t).map((p) => ` · ${p}`)}</span>
              <Button tone="ghost" className="px-2" aria-label={t('actions.editor.remove', { action: action.name })}
                onClick={() => onChange(actions.filter((_, j) => j !== i))}><Trash2 aria-hidden className="size-4" /></Button>
            </li>
          ))}
        </ul>
      )}
      {open && <div className="grid grid-cols-2 gap-2 pb-2">
        <label className="col-span-2 flex flex-col">{t('actions.editor.name')}
          <input className={FIELD} value={fields.name} maxLength={LIMITS.nameLength} onChange={(e) => set({ name: e.target.value })}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }} />
        </label>
        <label className="flex flex-col">{t('actions.editor.kind')}
          <select className={FIELD} value={fields.kind} onChange={(e) => set({ kind: e.target.value as ActionKind })}>
            {KINDS.map((kind) => <option key={kind} value={kind}>{t(`statBlock.kinds.${kind}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col">{t('actions.editor.resolution')}
          <select className={FIELD} value={fields.resolution} onChange={(e) => set({ resolution: e.target.value as Resolution })}>
            {(['attack', 'save', 'damage'] as const).map((r) => <option key={r} value={r}>{t(`actions.editor.resolutions.${r}`)}</option>)}
          </select>
        </label>
        {fields.resolution === 'attack' && (
          <label className="flex flex-col">{t('actions.editor.bonus')}
            <input type="number" inputMode="numeric" className={FIELD} value={fields.bonus} placeholder="+5" onChange={(e) => set({ bonus: e.target.value })} />
          </label>
        )}
        {fields.resolution === 'save' && (
          <>
            <label className="flex flex-col">{t('actions.editor.ability')}
              <select className={FIELD} value={fields.ability} onChange={(e) => set({ ability: e.target.value as Ability })}>
                {ABILITIES.map((a) => <option key={a} value={a}>{t(`rules:abilities.${a}`)}</option>)}
              </select>
            </label>
            <label className="flex flex-col">{t('actions.editor.dc')}
              <input type="number" inputMode="numeric" min={1} max={LIMITS.saveDc} className={FIELD} value={fields.dc} onChange={(e) => set({ dc: e.target.value })} />
            </label>
            <label className="flex flex-col">{t('actions.editor.success')}
              <select className={FIELD} value={fields.success} onChange={(e) => set({ success: e.target.value as SaveSuccess })}>
                {(['half', 'none'] as const).map((s) => <option key={s} value={s}>{t(`actions.success.${s}`)}</option>)}
              </select>
            </label>
          </>
        )}
        <div className="col-span-2 flex flex-col">
          <label className="flex flex-col">{t('actions.editor.damage')}
            <input className={FIELD} value={fields.damage} placeholder={t('actions.editor.damagePlaceholder')} aria-describedby={`${id}-damage`} onChange={(e) => set({ damage: e.target.value })} />
          </label>
          <span id={`${id}-damage`} className="text-xs text-slate-600 dark:text-slate-300">{t('actions.editor.damageHint')}</span>
        </div>
        <Button className="col-span-2" onClick={() => add()}>{t('actions.editor.add')}</Button>
        {tried && 'reason' in made && <p role="alert" className="col-span-2 text-red-700 dark:text-red-300">{t(`actions.editor.reasons.${made.reason}`)}</p>}
      </div>}
    </details>
  );
}
