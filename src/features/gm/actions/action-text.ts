import { damageAverage, formatDamageDice } from '../../../rules';
import type { GmT } from '../gm-t';
import type { MonsterAction, StatDamage } from '../library/library-types';

/** "+6", "−1": a bonus as a stat block writes it. */
export const signedNumber = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);

/** "13 (2d8+4) Bludgeoning": the average, the dice and the type, as a stat block writes a damage part. */
export function damageText(part: StatDamage, t: GmT): string {
  const type = part.damageType ? ` ${t(`rules:damageTypes.${part.damageType}`)}` : '';
  if (part.count === 0) return `${part.bonus}${type}`;
  return `${damageAverage(part)} (${formatDamageDice(part)})${type}`;
}

/**
 * The compact pieces of an action's line: "Greatclub", "+6", "13 (2d8+4) Bludgeoning", or a
 * save "Dex DC 13" with "half on a success", and its limits (Recharge 5–6, 2/Day, costs 2).
 */
export function actionPieces(action: MonsterAction, t: GmT): string[] {
  const pieces: string[] = [];
  if (action.attack) pieces.push(signedNumber(action.attack.bonus));
  if (action.save) pieces.push(t('actions.saveDc', { ability: t(`rules:abilitiesShort.${action.save.ability}`), dc: action.save.dc }));
  if (action.damage && action.damage.length > 0) pieces.push(action.damage.map((part) => damageText(part, t)).join(' + '));
  if (action.save?.success) pieces.push(t(`actions.success.${action.save.success}`));
  if (action.recharge !== undefined) pieces.push(t('actions.recharge', { from: action.recharge }));
  if (action.perDay !== undefined) pieces.push(t('actions.perDay', { count: action.perDay }));
  if (action.kind === 'legendary' && (action.cost ?? 1) > 1) pieces.push(t('actions.cost', { count: action.cost }));
  return pieces;
}

/** Whether the app can resolve the action (an attack roll, a save, or damage), or only show its text. */
export const isResolvable = (action: MonsterAction): boolean =>
  action.attack !== undefined || action.save !== undefined || (action.damage?.length ?? 0) > 0;

/** The id of the counter that keeps an X/Day action's uses on its creature. */
export const perDayCounterId = (action: Pick<MonsterAction, 'name'>): string => {
  const slug = action.name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  // Within the rules' counter ids (letters, digits, '-'); a name of other letters still gets one.
  return `per-day-${slug.slice(0, 32) || [...action.name].map((c) => c.codePointAt(0)!.toString(36)).join('').slice(0, 32)}`;
};
