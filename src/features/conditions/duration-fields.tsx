import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../components/check-field';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { numberFormat } from '../../i18n/numbers';
import { ABILITIES, LIMITS, TURN_EDGES, type Ability, type DurationKind, type TurnEdge } from '../../rules';
import type { LooseT } from '../sheet/event-text';

/** The choice "another creature, typed by name" in the whose-turn list. */
export const TYPED = '';

/** What the duration part of the form holds; turned into a ConditionDuration on submit. */
export interface DurationDraft {
  kind: DurationKind;
  rounds: number;
  edge: TurnEdge;
  /** A turn option's key, or TYPED. */
  whose: string;
  typed: string;
  ability: Ability;
  dc: number;
  /** A save that also ends after `rounds` (Hold Person: a save each turn, for up to a minute). */
  limit: boolean;
}

interface Props {
  draft: DurationDraft;
  onChange: (draft: DurationDraft) => void;
  turnOptions: { key: string; name: string }[];
  typedName: boolean;
}

const KINDS: DurationKind[] = ['until-removed', 'rounds', 'turn', 'save'];

/**
 * How long a condition lasts: until removed, N rounds, until the start or end of a named
 * creature's next turn, or until a successful save at the end of its turn (RULES.md
 * "Conditions and concentration"; the rules check every number again).
 */
export function DurationFields({ draft, onChange, turnOptions, typedName }: Props) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const name = useId();
  const n = numberFormat(i18n.language);
  const set = (patch: Partial<DurationDraft>) => onChange({ ...draft, ...patch });
  const kinds = KINDS.filter((kind) => kind !== 'turn' || turnOptions.length > 0 || typedName);
  return (
    <>
      <fieldset className="flex flex-col rounded-lg border border-slate-300 p-2 dark:border-slate-700">
        <legend className="px-1 font-semibold">{t('conditionForm.duration')}</legend>
        {kinds.map((kind) => (
          <CheckField key={kind} type="radio" name={name} checked={draft.kind === kind} onChange={() => set({ kind })} label={t(`conditionForm.kinds.${kind}`)} />
        ))}
      </fieldset>
      {draft.kind === 'rounds' && <RoundsField rounds={draft.rounds} onChange={(rounds) => set({ rounds })} />}
      {draft.kind === 'turn' && (
        <div className="flex flex-col gap-2">
          <SelectField label={t('conditionForm.edge')} value={draft.edge} onChange={(event) => set({ edge: event.target.value as TurnEdge })}>
            {TURN_EDGES.map((edge) => <option key={edge} value={edge}>{t(`conditionForm.edges.${edge}`)}</option>)}
          </SelectField>
          <SelectField label={t('conditionForm.whose')} value={draft.whose} onChange={(event) => set({ whose: event.target.value })}>
            {turnOptions.map((option) => <option key={option.key} value={option.key}>{option.name}</option>)}
            {typedName && <option value={TYPED}>{t('conditionForm.typed')}</option>}
          </SelectField>
          {draft.whose === TYPED && <TypedName value={draft.typed} onChange={(typed) => set({ typed })} />}
        </div>
      )}
      {draft.kind === 'save' && (
        <div className="flex flex-wrap items-start gap-2">
          <CheckField checked={draft.limit} onChange={() => set({ limit: !draft.limit })} label={t('sustain.limit')} />
          {draft.limit && <RoundsField rounds={draft.rounds} onChange={(rounds) => set({ rounds })} />}
          <SelectField label={t('conditionForm.ability')} value={draft.ability} onChange={(event) => set({ ability: event.target.value as Ability })}>
            {ABILITIES.map((ability) => <option key={ability} value={ability}>{tt(`rules:abilities.${ability}`)}</option>)}
          </SelectField>
          <NumberField
            label={t('conditionForm.dc')}
            value={draft.dc}
            onChange={(dc) => set({ dc })}
            min={1}
            max={LIMITS.saveDc}
            decreaseLabel={t('conditionForm.dcDown')}
            increaseLabel={t('conditionForm.dcUp')}
            hint={t('conditionForm.saveHint', { max: n.format(LIMITS.saveDc) })}
          />
        </div>
      )}
    </>
  );
}

/** How many rounds: one is spent at the end of each of the creature's turns. */
function RoundsField({ rounds, onChange }: { rounds: number; onChange: (rounds: number) => void }) {
  const { t, i18n } = useTranslation(['sheet']);
  const n = numberFormat(i18n.language);
  return (
    <NumberField
      label={t('conditionForm.rounds')}
      value={rounds}
      onChange={onChange}
      min={1}
      max={LIMITS.rounds}
      decreaseLabel={t('conditionForm.roundsDown')}
      increaseLabel={t('conditionForm.roundsUp')}
      hint={t('conditionForm.roundsHint', { max: n.format(LIMITS.rounds) })}
    />
  );
}

/** The name of a creature no turn order here knows; the hint says it then ends only by hand. */
function TypedName({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(['sheet']);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <TextField label={t('conditionForm.typedName')} value={value} maxLength={2 * LIMITS.nameLength}
        aria-describedby={hintId} onChange={(event) => onChange(event.target.value)} />
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">{t('conditionForm.typedHint')}</p>
    </div>
  );
}
