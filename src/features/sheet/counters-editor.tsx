import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { numberFormat } from '../../i18n/numbers';
import { COUNTER_RECOVERIES, LIMITS, parseName, type Counter, type CounterInit, type CounterRecovery, type ErrorCode } from '../../rules';
import { newId } from '../../store/ids';
import { appStore } from '../../store/store';
import { ActionError } from './action-error';
import { PACT_ID, isSlotCounter, slotId } from './counter-words';

const LEVELS = Array.from({ length: LIMITS.spellLevel }, (_, index) => index + 1);

/** A limited use or a pool of the player's own, as typed: `id` null until saved. */
interface UseDraft { key: string; id: string | null; name: string; max: string; recovers: CounterRecovery }

interface Draft {
  /** Spell slots per level, 1..9, as typed ('' or '0' for none). */
  slots: string[];
  pactSlots: string;
  pactLevel: number;
  uses: UseDraft[];
}

const input = 'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:aria-invalid:border-red-400';

/** A count of slots: '' is none; otherwise a whole number 0..99. Null when it is neither. */
function slotCount(text: string): number | null {
  if (text.trim() === '') return 0;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= LIMITS.counterMax ? n : null;
}

const usesValid = (text: string): boolean => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= LIMITS.counterMax;
};

function initial(counters: readonly Counter[]): Draft {
  const pact = counters.find((c) => c.id === PACT_ID);
  return {
    slots: LEVELS.map((level) => String(counters.find((c) => c.id === slotId(level))?.max ?? '')),
    pactSlots: pact ? String(pact.max) : '',
    pactLevel: pact?.level ?? 1,
    uses: counters.filter((c) => !isSlotCounter(c)).map((c) => ({ key: c.id, id: c.id, name: c.name, max: String(c.max), recovers: c.recovers })),
  };
}

/**
 * The list the rules take (RULES.md "Counters"), or null while something typed is not valid:
 * spell slots by level (back on a Long Rest), Pact Magic slots (back on a Short Rest), then the
 * uses in the order listed. `used` is left out, so a counter kept keeps what was spent.
 */
function countersOf(draft: Draft, words: { slots: string; pact: string }): CounterInit[] | null {
  const list: CounterInit[] = [];
  for (const level of LEVELS) {
    const max = slotCount(draft.slots[level - 1] ?? '');
    if (max === null) return null;
    if (max > 0) list.push({ id: slotId(level), name: words.slots, level, max, recovers: 'long' });
  }
  const pact = slotCount(draft.pactSlots);
  if (pact === null) return null;
  if (pact > 0) list.push({ id: PACT_ID, name: words.pact, level: draft.pactLevel, max: pact, recovers: 'short' });
  for (const use of draft.uses) {
    const name = parseName(use.name);
    if (name === null || !usesValid(use.max)) return null;
    list.push({ id: use.id ?? `use-${newId().slice(0, 8)}`, name, max: Number(use.max), recovers: use.recovers });
  }
  return list.length > LIMITS.counters ? null : list;
}

/**
 * Spell slots and uses, set in one dialog: a field per spell level (a cleric types 4, 3, 2), Pact
 * Magic's slots and their level, and the limited uses and pools of the player's own (a name, how
 * many, when they come back). Save sends one `configure` with the whole list: one entry in the
 * log, one Undo. What is typed stays while anything is wrong, each wrong field marked.
 */
export function CountersEditor({ sheetId, open, onClose }: { sheetId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['sheet', 'rules']);
  return (
    <Dialog open={open} onClose={onClose} title={t('counters.editor.title')} description={t('counters.editor.description')}>
      <CountersForm sheetId={sheetId} onDone={onClose} />
    </Dialog>
  );
}

function CountersForm({ sheetId, onDone }: { sheetId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const format = numberFormat(i18n.language).format;
  const problemId = useId();
  const fullId = useId();
  const [draft, setDraft] = useState(() => initial(appStore.getState().sheets[sheetId]?.creature.counters ?? []));
  const [error, setError] = useState<ErrorCode | null>(null);
  const [blocked, setBlocked] = useState(false);
  const counters = countersOf(draft, { slots: t('counters.slotsName'), pact: t('counters.pactName') });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setUse = (key: string, patch: Partial<UseDraft>) => set({ uses: draft.uses.map((use) => (use.key === key ? { ...use, ...patch } : use)) });
  const save = () => {
    if (!counters) return setBlocked(true);
    const result = appStore.getState().act(sheetId, { type: 'configure', patch: { counters } });
    if (result?.error) return setError(result.error.code);
    onDone();
  };
  // Slots and Pact Magic count towards the rules' limit too (one counter per level).
  const slotCounters = draft.slots.filter((text) => (slotCount(text) ?? 0) > 0).length + ((slotCount(draft.pactSlots) ?? 0) > 0 ? 1 : 0);
  const full = slotCounters + draft.uses.length >= LIMITS.counters;
  const wrong = (flag: boolean) => (blocked && flag) || undefined;
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => { event.preventDefault(); save(); }}>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-bold">{t('counters.editor.slots')}</legend>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('counters.editor.slotsHint')}</p>
        <div className="grid grid-cols-3 gap-2">
          {LEVELS.map((level, index) => (
            <label key={level} className="flex flex-col gap-1 text-sm font-medium">
              {t('counters.editor.level', { level })}
              <input
                type="number" inputMode="numeric" min={0} max={LIMITS.counterMax} value={draft.slots[index]}
                aria-invalid={wrong(slotCount(draft.slots[index] ?? '') === null)}
                onChange={(e) => set({ slots: draft.slots.map((text, i) => (i === index ? e.target.value : text)) })}
                className={input}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-bold">{t('counters.pactName')}</legend>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('counters.editor.pactHint')}</p>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('counters.editor.pactSlots')}
            <input
              type="number" inputMode="numeric" min={0} max={LIMITS.counterMax} value={draft.pactSlots}
              aria-invalid={wrong(slotCount(draft.pactSlots) === null)}
              onChange={(e) => set({ pactSlots: e.target.value })} className={input}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('counters.editor.pactLevel')}
            <select value={draft.pactLevel} onChange={(e) => set({ pactLevel: Number(e.target.value) })} className={input}>
              {LEVELS.map((level) => <option key={level} value={level}>{t('counters.editor.level', { level })}</option>)}
            </select>
          </label>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-bold">{t('counters.editor.uses')}</legend>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('counters.editor.usesHint')}</p>
        {draft.uses.map((use) => (
          <div key={use.key} className="grid grid-cols-[1fr_5rem_auto] items-end gap-2 border-t border-slate-200 pt-2 dark:border-slate-700" data-testid="use-draft">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('counters.editor.name')}
              <input
                value={use.name} maxLength={LIMITS.nameLength}
                aria-invalid={wrong(parseName(use.name) === null)}
                onChange={(e) => setUse(use.key, { name: e.target.value })} className={input}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('counters.editor.max')}
              <input
                type="number" inputMode="numeric" min={1} max={LIMITS.counterMax} value={use.max}
                aria-invalid={wrong(!usesValid(use.max))}
                onChange={(e) => setUse(use.key, { max: e.target.value })} className={input}
              />
            </label>
            <Button
              aria-label={use.name.trim() ? t('counters.editor.remove', { name: use.name.trim() }) : t('counters.editor.removeUnnamed')}
              onClick={() => set({ uses: draft.uses.filter((other) => other.key !== use.key) })}
            >
              <Trash2 aria-hidden className="size-5" />
            </Button>
            <label className="col-span-3 flex flex-col gap-1 text-sm font-medium">
              {t('counters.editor.recovers')}
              <select value={use.recovers} onChange={(e) => setUse(use.key, { recovers: e.target.value as CounterRecovery })} className={input}>
                {COUNTER_RECOVERIES.map((recovers) => <option key={recovers} value={recovers}>{t(`counters.editor.recovery.${recovers}`)}</option>)}
              </select>
            </label>
          </div>
        ))}
        <Button
          className="self-start"
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={() => set({ uses: [...draft.uses, { key: newId(), id: null, name: '', max: '1', recovers: 'long' }] })}
        >
          {t('counters.editor.addUse')}
        </Button>
        {full && <p id={fullId} className="text-sm text-slate-700 dark:text-slate-300">{t('counters.editor.full', { most: format(LIMITS.counters) })}</p>}
      </fieldset>
      {blocked && !counters && (
        <p id={problemId} role="alert" className="font-medium text-red-800 dark:text-red-200">
          {t('counters.editor.invalid', { max: format(LIMITS.counterMax), most: format(LIMITS.counters) })}
        </p>
      )}
      <ActionError code={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onDone}>{t('edit.cancel')}</Button>
        <Button type="submit" tone="primary" aria-describedby={blocked && !counters ? problemId : undefined}>{t('edit.submit')}</Button>
      </div>
    </form>
  );
}
