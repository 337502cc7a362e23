import { dispatch, fortitudeDue, saveBonus } from '../../../rules';
import type { GmT } from '../gm-t';
import type { MonsterAction } from '../library/library-types';
import { badgeView, StatusBadges } from '../status-badges';
import { Segmented } from '../../../components/segmented';
import { ACTION_FIELD } from './action-field';
import { AskOnPhone } from './ask-on-phone';
import { signedNumber } from './action-text';
import { DamageFields } from './damage-fields';
import { attackVerdict, planTargets, saveDamage, saveVerdict, typedInt, type TargetDice, type TargetInfo } from './plan-action';

const HIT_OR_MISS = ['hit', 'miss'] as const;

const VERDICT_TONE = {
  critical: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  hit: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  miss: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  success: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  failure: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
} as const;

function Verdict({ tone, children }: { tone: keyof typeof VERDICT_TONE; children: React.ReactNode }) {
  return <span className={`rounded px-1.5 py-0.5 text-sm font-semibold ${VERDICT_TONE[tone]}`}>{children}</span>;
}

interface Props {
  /** Who acts (the phone's prompt names it). */
  from: string;
  action: MonsterAction;
  info: TargetInfo;
  dice: TargetDice;
  /** A save action's damage, rolled once for every target. */
  shared: readonly string[];
  /** The target's own save bonus for the action's save. */
  bonus: number;
  onChange: (change: Partial<TargetDice>) => void;
  t: GmT;
}

/** One target of an action: its d20 and what it means, its damage, and the rules' preview of the result. */
export function TargetCard({ from, action, info, dice, shared, bonus, onChange, t }: Props) {
  const { creature, ac, sheetId } = info;
  const name = creature.name;
  const attack = action.attack ? attackVerdict(action, dice, ac, creature) : null;
  const save = action.save ? saveVerdict(action, dice, bonus) : null;
  const plan = planTargets(action, [info], { [sheetId]: dice }, shared)?.[0];
  const preview = plan?.damage ? dispatch(creature, plan.damage) : null;
  const fortitude = plan?.damage ? fortitudeDue(creature, plan.damage) : null;
  const lrLeft = creature.counters.find((c) => c.id === 'legendary-resistance');
  const lrUsesLeft = lrLeft ? lrLeft.max - lrLeft.used : 0;
  const taken = preview?.events.find((e) => e.type === 'damage-taken')?.values.amount;
  return (
    <li className="flex flex-col gap-1 rounded border border-slate-300 p-1.5 dark:border-slate-600" aria-label={name}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold">{name}</span>
        {action.attack && <span>{ac === null ? t('actions.acUnknown') : t('actions.ac', { ac })}</span>}
        {action.save && <span>{t('actions.saveBonus', { ability: t(`rules:abilitiesShort.${action.save.ability}`), bonus: signedNumber(bonus) })}</span>}
      </p>
      {(action.attack || action.save) && (
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-1 text-sm">
            {t(action.attack ? 'actions.attackD20' : 'actions.saveD20')}
            <input type="number" inputMode="numeric" min={1} max={20} className={ACTION_FIELD} value={dice.d20}
              aria-label={t(action.attack ? 'actions.attackD20For' : 'actions.saveD20For', { name })}
              onChange={(e) => onChange({ d20: e.target.value, pair: undefined })} />
          </label>
          {dice.pair && <span className="text-xs tabular-nums">{t('actions.pair', { a: dice.pair[0], b: dice.pair[1] })}</span>}
          {action.attack && typedInt(dice.d20, 1, 20) !== null && (
            <span className="tabular-nums text-sm">{t('actions.total', { d20: dice.d20, bonus: signedNumber(action.attack.bonus), total: Number(dice.d20) + action.attack.bonus })}</span>
          )}
          {save && <span className="tabular-nums text-sm">{t('actions.saveTotal', { d20: dice.d20, bonus: signedNumber(bonus), total: save.total, dc: action.save!.dc })}</span>}
          {attack && attack !== 'unknown' && <Verdict tone={attack}>{t(`actions.verdict.${attack}`)}</Verdict>}
          {save && <Verdict tone={save.passed || save.legendary ? 'success' : 'failure'}>{t(save.passed ? 'actions.verdict.success' : save.legendary ? 'actions.verdict.legendary' : 'actions.verdict.failure')}</Verdict>}
        </div>
      )}
      {action.save && dice.d20 === '' && (
        <AskOnPhone sheetId={sheetId} name={name} from={from} action={action} askId={dice.askId} t={t}
          onAsked={(askId) => onChange({ askId })} onAnswer={(roll) => onChange({ d20: String(roll) })} />
      )}
      {action.attack && ac === null && typedInt(dice.d20, 2, 19) !== null && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span aria-hidden>{t('actions.askHit', { name })}</span>
          <Segmented label={t('actions.askHit', { name })} options={HIT_OR_MISS} value={dice.verdict} onChange={(verdict) => onChange({ verdict })}
            text={(v) => t(`actions.verdict.${v}`)} className="flex min-w-40 flex-1 gap-1" />
        </div>
      )}
      {save && !save.passed && lrUsesLeft > 0 && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" checked={dice.legendary} onChange={(e) => onChange({ legendary: e.target.checked })} />
          {t('actions.useLegendary', { count: lrUsesLeft })}
        </label>
      )}
      {action.attack && (attack === 'hit' || attack === 'critical') && (action.damage?.length ?? 0) > 0 && (
        <DamageFields action={action} values={dice.damage} label={t(attack === 'critical' ? 'actions.damageCritical' : 'actions.damageOn', { name })}
          onChange={(damage) => onChange({ damage })} t={t} />
      )}
      {save && action.save && (action.damage?.length ?? 0) > 0 && (
        <p className="text-sm">{t(`actions.saveEffect.${saveDamage(action.save.success, save)}`)}</p>
      )}
      {fortitude && (
        <label className="flex flex-wrap items-center gap-1 text-sm">
          {t('actions.fortitude', { dc: fortitude.dc, bonus: signedNumber(saveBonus(creature, 'con')) })}
          <input type="number" inputMode="numeric" min={1} max={20} className={ACTION_FIELD} value={dice.fortitude}
            aria-label={t('actions.fortitudeFor', { name })} onChange={(e) => onChange({ fortitude: e.target.value })} />
          {dice.fortitude === '' && <span className="text-xs">{t('actions.fortitudeRolled')}</span>}
        </label>
      )}
      {preview && !preview.error && (
        <p className="flex flex-wrap items-center gap-1 text-sm tabular-nums" data-testid="action-preview">
          <span>{t('actions.preview', { amount: typeof taken === 'number' ? taken : 0, from: creature.hp.current, to: preview.creature.hp.current })}</span>
          <StatusBadges view={badgeView(preview.creature)} t={t} />
        </p>
      )}
      {plan && !plan.damage && attack === 'miss' && <p className="text-sm">{t('actions.noDamage')}</p>}
      {preview?.error && <p className="text-sm">{t(`errors.${preview.error.code}`)}</p>}
    </li>
  );
}
