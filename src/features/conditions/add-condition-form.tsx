import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { type ConditionDuration, type Creature, type ErrorCode, type StandardCondition, type Sustainer } from '../../rules';
import { ActionError, RefusalHint } from '../sheet/action-error';
import { refusal } from '../sheet/refusal';
import { refusalOf, type ActResult } from './act-result';
import { typedTurnKey, useConditionChoices } from './condition-words';
import { DurationFields, TYPED, type DurationDraft } from './duration-fields';

export interface AddConditionFormProps {
  creature: Creature;
  /** Whose turns a duration may follow: key (a sheet id, or 'self' for the creature's own turn) and name. */
  turnOptions: { key: string; name: string }[];
  /** Gives the condition; a refusal in the result is shown in words (rules:errors.<code>). */
  onAdd: (condition: StandardCondition, duration: ConditionDuration) => ActResult;
  /**
   * Offer "another creature (type its name)" for a turn duration (default true). Its key is
   * 'name:<name>': no turn order knows it, so the condition then ends only by hand.
   */
  typedName?: boolean;
  /**
   * The creature's name, where several forms can show at once (the GM's expanded rows): the
   * form is then named for it, so each is told apart (and axe's landmark-unique holds).
   */
  forName?: string;
  /**
   * Folded under its title until opened (the sheet, where the HP editor matters more on a
   * phone); the GM's panel is opened on purpose and shows it at once.
   */
  collapsible?: boolean;
  /**
   * Who concentrates now, and on what: the condition may be sustained by one of them (default
   * none), and then ends when that concentration ends. Without any, the question is not asked.
   */
  sustainers?: Sustainer[];
}

const sustainerKey = (option: Sustainer) => `${option.of}\n${option.on}`;

/** The duration the draft describes, or null while a typed name is still missing. */
function durationOf(draft: DurationDraft, turnOptions: { key: string; name: string }[]): ConditionDuration | null {
  switch (draft.kind) {
    case 'until-removed': return { kind: 'until-removed' };
    case 'rounds': return { kind: 'rounds', rounds: draft.rounds };
    case 'save': return { kind: 'save', ability: draft.ability, dc: draft.dc, ...(draft.limit ? { rounds: draft.rounds } : {}) };
    case 'turn': {
      const whose = draft.whose === TYPED ? typedTurnKey(draft.typed) : turnOptions.find((option) => option.key === draft.whose);
      return whose ? { kind: 'turn', edge: draft.edge, of: whose.key, name: whose.name } : null;
    }
  }
}

/** Gives one of the fourteen D&D 2024 conditions (those it has are marked), with how long it lasts. */
export function AddConditionForm({ creature, turnOptions, onAdd, typedName = true, collapsible = false, forName, sustainers = [] }: AddConditionFormProps) {
  const { t } = useTranslation(['sheet', 'rules']);
  const titleId = useId();
  const [condition, setCondition] = useState<StandardCondition | ''>('');
  const [draft, setDraft] = useState<DurationDraft>({
    kind: 'until-removed', rounds: 1, edge: 'end', whose: turnOptions[0]?.key ?? TYPED, typed: '', ability: 'con', dc: 10, limit: false,
  });
  const [sustainer, setSustainer] = useState('');
  // A holder who stopped concentrating meanwhile is no longer a choice: the condition is then not sustained.
  const sustainedBy = sustainers.find((option) => sustainerKey(option) === sustainer);
  const [error, setError] = useState<ErrorCode | null>(null);
  // A turn option that went away (a combatant removed) falls back to the first one.
  const known = draft.whose === TYPED || turnOptions.some((option) => option.key === draft.whose);
  const current = known ? draft : { ...draft, whose: turnOptions[0]?.key ?? TYPED };

  const choices = useConditionChoices();
  const lasting = durationOf(current, turnOptions);
  const duration = lasting && sustainedBy ? { ...lasting, sustainedBy } : lasting;
  const code = condition !== '' && duration !== null ? refusal(creature, { type: 'addCondition', condition, duration }) : null;
  const needsName = condition !== '' && duration === null;

  const form = (
    <form
      {...(forName !== undefined ? { 'aria-label': t('conditionForm.titleFor', { name: forName }) } : { 'aria-labelledby': titleId })}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (condition === '' || duration === null) return;
        const refused = refusalOf(onAdd(condition, duration));
        setError(refused);
        if (refused === null) setCondition('');
      }}
    >
      {!collapsible && <h3 id={titleId} className="font-semibold">{t('conditionForm.title')}</h3>}
      <SelectField label={t('conditionForm.condition')} value={condition} onChange={(event) => setCondition(event.target.value as StandardCondition | '')}>
        <option value="">{t('conditionForm.choose')}</option>
        {choices.map(({ id, name }) => {
          const has = creature.conditions.includes(id);
          return (
            <option key={id} value={id} disabled={has}>
              {has ? t('conditionForm.has', { condition: name }) : name}
            </option>
          );
        })}
      </SelectField>
      <DurationFields draft={current} onChange={setDraft} turnOptions={turnOptions} typedName={typedName} />
      {sustainers.length > 0 && (
        <SelectField label={t('sustain.field')} value={sustainedBy ? sustainer : ''} onChange={(event) => setSustainer(event.target.value)}>
          <option value="">{t('sustain.none')}</option>
          {sustainers.map((option) => (
            <option key={sustainerKey(option)} value={sustainerKey(option)}>{t('sustain.option', { holder: option.name, on: option.on })}</option>
          ))}
        </SelectField>
      )}
      <Button type="submit" tone="primary" disabled={condition === '' || duration === null || code !== null}>
        {condition === '' ? t('conditionForm.chooseFirst') : t('conditionForm.add', { condition: t(`rules:conditions.${condition}`) })}
      </Button>
      {needsName && <p className="text-sm text-slate-600 dark:text-slate-400">{t('conditionForm.typedNeeded')}</p>}
      <RefusalHint code={code} />
      <ActionError code={error} />
    </form>
  );
  if (!collapsible) return form;
  return (
    <details className="group flex flex-col gap-3">
      <summary id={titleId} className="min-h-11 cursor-pointer content-center font-semibold">{t('conditionForm.title')}</summary>
      <div className="pt-2">{form}</div>
    </details>
  );
}
