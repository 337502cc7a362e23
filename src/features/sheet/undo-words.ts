import type { Action, Counter } from '../../rules';
import { numberFormat } from '../../i18n/numbers';
import type { HistoryEntry, Sheet } from '../../store/types';
import { nameRanges } from '../gm/name-ranges';
import { counterLabel } from './counter-words';
import type { LooseT } from './event-text';

/** The action an entry of the history made, as its sheet's log keeps it (searched from the newest). */
function actionOf(sheet: Sheet | undefined, entryId: string): Action | undefined {
  if (!sheet) return undefined;
  for (let i = sheet.log.length - 1; i >= 0; i--) {
    const entry = sheet.log[i]!.entry;
    if (entry?.id === entryId) return entry.change.kind === 'act' ? entry.change.action : undefined;
  }
  return undefined;
}

/** The amount an action names (damage in parts: their sum); undefined for one with none. */
function amountOf(action: Action | undefined): number | undefined {
  if (!action) return undefined;
  if (action.type === 'damage') return action.amount ?? action.parts?.reduce((sum, part) => sum + part.amount, 0);
  if (action.type === 'heal' || action.type === 'tempHp') return action.amount;
  return undefined;
}

/** The counter a spend or a give-back acted on, while the sheet still has it ("uso de Espaços de 1º círculo"). */
function counterOf(item: HistoryEntry, sheets: Readonly<Record<string, Sheet>>): (Counter & { step: 'useCounter' | 'restoreCounter' }) | undefined {
  const [change] = item.changes;
  if (!change) return undefined;
  const sheet = sheets[change.sheetId];
  const action = actionOf(sheet, change.entryId);
  if (action?.type !== 'useCounter' && action?.type !== 'restoreCounter') return undefined;
  const counter = sheet?.creature.counters.find((c) => c.id === action.id);
  return counter && { ...counter, step: action.type };
}

const WITH_AMOUNT = new Set(['damage', 'heal', 'tempHp']);

/**
 * What a step of the undo history did, in words, for its Undo and Redo buttons and what they
 * say when tapped: "7 de dano em Goblin 1–3", "další tah". The creatures are named (numbered
 * ones folded into ranges) unless the step touched `self` alone (a player's own sheet, where the
 * name goes without saying). The amount is the one typed, when every creature got the same.
 */
export function describeStep(t: LooseT, language: string, item: HistoryEntry, sheets: Readonly<Record<string, Sheet>>, self?: string): string {
  if (item.turn) return t(`rules:steps.turn.${item.turn.move}`);
  const names: string[] = [];
  const amounts = new Set<number | undefined>();
  for (const { sheetId, entryId } of item.changes) {
    const sheet = sheets[sheetId];
    if (sheet && !names.includes(sheet.creature.name)) names.push(sheet.creature.name);
    amounts.add(amountOf(actionOf(sheet, entryId)));
  }
  const alone = names.length === 0 || (item.changes.length > 0 && item.changes.every((change) => change.sheetId === self));
  const context = alone ? 'self' : undefined;
  const [amount] = amounts;
  // A player's own sheet says no name ("5 damage"): the list of names is made only where it is said.
  const options = { ...(context ? { context } : { names: nameRanges(names, language) }), action: t(`rules:actions.${item.action}`) };
  const counter = counterOf(item, sheets);
  if (counter && item.changes.length === 1) return t(`rules:steps.${counter.step}`, { counter: counterLabel(t, counter) });
  if (WITH_AMOUNT.has(item.action) && amounts.size === 1 && amount !== undefined) {
    return t(`rules:steps.${item.action}`, { ...options, amount: numberFormat(language).format(amount) });
  }
  return t('rules:steps.other', options);
}
