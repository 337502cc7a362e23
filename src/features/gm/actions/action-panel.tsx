import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Segmented } from '../../../components/segmented';
import { saveBonus } from '../../../rules';
import { cryptoRng } from '../../../store/rng';
import { useAppStore } from '../../../store/store';
import type { AppState } from '../../../store/store-types';
import { selectActive } from '../gm-select';
import { useStableSelector } from '../stable-select';
import { actionPieces, isResolvable } from './action-text';
import { DamageFields } from './damage-fields';
import {
  applyItems, attackVerdict, NO_DICE, planTargets, rollD20s, rolledDamage, type Advantage, type TargetDice, type TargetInfo,
} from './plan-action';
import { TargetCard } from './target-card';
import type { ActionUse } from './use-action';


const ADVANTAGES = ['normal', 'advantage', 'disadvantage'] as const;

/** Each target's name, Armor Class (the GM's number on the row, else the sheet's) and creature. */
function selectTargets(state: AppState, ids: readonly string[]): TargetInfo[] {
  const combatants = selectActive(state)?.combatants ?? [];
  return ids.flatMap((sheetId) => {
    const creature = state.sheets[sheetId]?.creature;
    if (!creature) return [];
    const ac = combatants.find((c) => c.sheetId === sheetId)?.armorClass ?? creature.ac ?? null;
    return [{ sheetId, creature, ac }];
  });
}

const sameTargets = (a: TargetInfo[], b: TargetInfo[]) =>
  a.length === b.length && a.every((x, i) => x.sheetId === b[i]!.sheetId && x.creature === b[i]!.creature && x.ac === b[i]!.ac);

/**
 * Resolves one action of a creature's stat block against the selected rows, in a few taps
 * (issue: the monster's turn). An attack: the d20 per target (rolled, with Advantage or
 * Disadvantage, or typed), hit, miss or critical against each one's Armor Class, then the
 * damage (a critical hit rolls the dice twice) with its types. A save: each target's d20 plus
 * its own bonus against the DC, the damage rolled once, halved or none on a success. The
 * preview is the rules' own result; Apply writes it all as one group, undone by one Undo.
 */
export function ActionPanel({ use, targets, onClose }: { use: ActionUse; targets: string[]; onClose: () => void }) {
  const { t } = useTranslation(['gm', 'rules']);
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const { sheetId: attacker, action } = use;
  const attackerName = useAppStore((s) => s.sheets[attacker]?.creature.name ?? '');
  const attackerCreature = useAppStore((s) => s.sheets[attacker]?.creature);
  const infos = useAppStore(useStableSelector((s) => selectTargets(s, targets), sameTargets));
  const actMany = useAppStore((s) => s.actMany);
  const spendMonsterAction = useAppStore((s) => s.spendMonsterAction);
  const [advantage, setAdvantage] = useState<Advantage>('normal');
  const [dice, setDice] = useState<Record<string, TargetDice>>({});
  const [shared, setShared] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  // A new action comes into view (below the rows on a portrait tablet); the page keys the panel
  // by the action, so each one starts clean.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [use]);

  const diceOf = (sheetId: string) => dice[sheetId] ?? NO_DICE;
  const setOne = (sheetId: string, change: Partial<TargetDice>) => {
    setDone(null);
    setDice((prev) => ({ ...prev, [sheetId]: { ...(prev[sheetId] ?? NO_DICE), ...change } }));
  };

  const plans = useMemo(() => planTargets(action, infos, dice, shared), [action, infos, dice, shared]);
  const ready = plans !== null && plans.length > 0;
  const rollAllD20 = () => {
    setDone(null);
    setDice((prev) => {
      const next = { ...prev };
      for (const { sheetId } of infos) {
        if ((prev[sheetId]?.d20 ?? '') !== '') continue;
        next[sheetId] = { ...(prev[sheetId] ?? NO_DICE), ...rollD20s(action.attack ? advantage : 'normal', cryptoRng) };
      }
      return next;
    });
  };
  const rollAllDamage = () => {
    setDone(null);
    if (!action.attack) { setShared(rolledDamage(action, false, cryptoRng)); return; }
    setDice((prev) => {
      const next = { ...prev };
      for (const info of infos) {
        const verdict = attackVerdict(action, prev[info.sheetId] ?? NO_DICE, info.ac, info.creature);
        if (verdict === 'hit' || verdict === 'critical') {
          next[info.sheetId] = { ...(prev[info.sheetId] ?? NO_DICE), damage: rolledDamage(action, verdict === 'critical', cryptoRng) };
        }
      }
      return next;
    });
  };
  const apply = () => {
    if (!plans) return;
    const items = applyItems(attacker, action, plans, attackerCreature);
    if (items.length > 0) actMany(items);
    spendMonsterAction(attacker, action);
    setDone(t('actions.applied', { action: action.name, count: plans.filter((p) => p.damage).length }));
    setDice({});
    setShared([]);
  };

  const markUsed = () => {
    const items = applyItems(attacker, action, [], attackerCreature);
    if (items.length > 0) actMany(items);
    spendMonsterAction(attacker, action);
    setDone(t('actions.used', { action: action.name }));
  };

  const needsD20 = action.attack !== undefined || action.save !== undefined;
  const hasDamage = (action.damage?.length ?? 0) > 0;
  return (
    <section ref={ref} aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded border-2 border-indigo-600 p-2 dark:border-indigo-400">
      <div className="flex items-start gap-2">
        <h2 id={`${id}-title`} className="mr-auto font-semibold">{t('actions.panelTitle', { name: attackerName, action: action.name })}</h2>
        <Button tone="ghost" className="px-2" onClick={onClose} aria-label={t('actions.close')}><X aria-hidden className="size-5" /></Button>
      </div>
      <p className="text-sm">{actionPieces(action, t).join(' · ')}</p>
      {isResolvable(action) ? (
        <>
          <details className="text-sm">
            <summary className="min-h-11 cursor-pointer content-center">{t('actions.text')}</summary>
            <p className="whitespace-pre-line">{action.text}</p>
          </details>
          {infos.length === 0 ? <p className="text-slate-700 dark:text-slate-300">{t('actions.pickTargets')}</p> : (
            <>
              <p className="text-sm">{t('actions.targets', { count: infos.length })}</p>
              {action.attack && (
                <Segmented label={t('actions.advantageLabel')} options={ADVANTAGES} value={advantage} onChange={setAdvantage}
                text={(mode) => t(`actions.advantage.${mode}`)} />
              )}
              <div className="flex flex-wrap gap-1">
                {needsD20 && <Button onClick={rollAllD20}>{t(action.attack ? 'actions.rollAttacks' : 'actions.rollSaves')}</Button>}
                {hasDamage && <Button onClick={rollAllDamage}>{t('actions.rollDamage')}</Button>}
              </div>
              {!action.attack && hasDamage && (
                <DamageFields action={action} values={shared} label={t('actions.damageAll')} onChange={(values) => { setDone(null); setShared(values); }} t={t} />
              )}
              <ul className="flex flex-col gap-1">
                {infos.map((info) => (
                  <TargetCard key={info.sheetId} from={attackerName} action={action} info={info} dice={diceOf(info.sheetId)} shared={shared}
                    bonus={action.save ? saveBonus(info.creature, action.save.ability) : 0}
                    onChange={(change) => setOne(info.sheetId, change)} t={t} />
                ))}
              </ul>
            </>
          )}
          <Button tone="primary" disabled={!ready} onClick={apply}>
            {/* Never "Apply to 0" while a die is missing: the button says what it waits for. */}
            {plans === null ? t('actions.applyNeeds') : t('actions.apply', { count: plans.filter((p) => p.damage).length })}
          </Button>
        </>
      ) : (
        // Text only (Multiattack, Spellcasting, a lair's trick): what it does, and its use counted.
        <>
          <p className="whitespace-pre-line text-sm">{action.text}</p>
          <Button tone="primary" onClick={markUsed}>{t('actions.markUsed')}</Button>
        </>
      )}
      {done && <p role="status" className="text-sm">{done}</p>}
    </section>
  );
}
