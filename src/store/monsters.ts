// Creatures quick-added on the GM screen are not sheets: they live in their encounter. Each
// keeps a sheet's record (its entries, fold, undo and storage: the GM's actions treat every
// combatant alike) marked with `encounterId`, and every list of sheets leaves it out.
//
// A marked record counts as the encounter's only while that encounter lists it among its
// combatants: one whose encounter is gone or unreadable, or that the encounter no longer
// lists, shows in the sheet list again, so nothing is ever hidden where no screen shows it.
import type { Sheet } from './types';

/** What tells an encounter's creature from a sheet: the encounters' combatants (and, to claim, when each was made). */
export type Encounters = Readonly<Record<string, { readonly combatants: readonly { readonly sheetId: string }[] }>>;
type Dated = Readonly<Record<string, { readonly combatants: readonly { readonly sheetId: string }[]; readonly createdAt: number }>>;

const members = new WeakMap<Encounters, Set<string>>();
const memberKey = (encounterId: string, sheetId: string) => `${encounterId}\u0000${sheetId}`;

/** Every (encounter, combatant) pair, once per encounters object (the store's are immutable). */
function membersOf(encounters: Encounters): Set<string> {
  let set = members.get(encounters);
  if (!set) {
    set = new Set();
    for (const [id, encounter] of Object.entries(encounters)) for (const { sheetId } of encounter.combatants) set.add(memberKey(id, sheetId));
    members.set(encounters, set);
  }
  return set;
}

/** A creature of an encounter (quick-added), not a sheet: see the top of this file. */
export function isMonster(sheet: Pick<Sheet, 'id' | 'encounterId'>, encounters: Encounters): boolean {
  return sheet.encounterId !== undefined && membersOf(encounters).has(memberKey(sheet.encounterId, sheet.id));
}

/** The sheets a list shows, counts and exports: every record but the encounters' creatures. */
export function listedSheets(state: { sheets: Readonly<Record<string, Sheet>>; encounters: Encounters }): Sheet[] {
  return Object.values(state.sheets).filter((sheet) => !isMonster(sheet, state.encounters));
}

/** The encounter's own creatures (deleted with it). */
export function monstersOf(state: { sheets: Readonly<Record<string, Sheet>>; encounters: Encounters }, encounterId: string): string[] {
  return Object.values(state.sheets)
    .filter((sheet) => sheet.encounterId === encounterId && isMonster(sheet, state.encounters))
    .map((sheet) => sheet.id);
}

/**
 * How long before its encounter's creation a quick-added creature may have been made: quick-add
 * with no encounter yet made the sheets first and the encounter right after, in one submit.
 */
export const QUICK_ADD_SLACK_MS = 5_000;

/**
 * Which records written before schema v6 (when quick-added creatures were plain sheets, with
 * nothing to tell them apart) were quick-added, and into which encounter. Storage held no
 * marker, so the criterion is what quick-add alone produced: a minion, not a copy from a shared
 * table, that is a combatant of exactly one encounter and was made while that encounter existed
 * (or in the same submit that made it). A player's sheet was made in the sheet list, usually
 * before the fight, and is a character; a familiar made in the list before the encounter stays
 * a sheet too. A quick-added character (a villain with death saves) is not claimed: it stays in
 * the list, as before, rather than risk hiding a player's sheet. Returns sheet id → encounter id.
 */
export function claimQuickAdded(sheets: Iterable<Sheet>, encounters: Dated): Map<string, string> {
  const inEncounters = new Map<string, string[]>();
  for (const [id, encounter] of Object.entries(encounters)) {
    for (const { sheetId } of encounter.combatants) inEncounters.set(sheetId, [...(inEncounters.get(sheetId) ?? []), id]);
  }
  const claimed = new Map<string, string>();
  for (const sheet of sheets) {
    const found = inEncounters.get(sheet.id);
    if (!found || found.length !== 1 || sheet.table || sheet.encounterId !== undefined || sheet.creature.role !== 'minion') continue;
    const encounterId = found[0]!;
    if (sheet.createdAt >= encounters[encounterId]!.createdAt - QUICK_ADD_SLACK_MS) claimed.set(sheet.id, encounterId);
  }
  return claimed;
}

/** The same records with `encounterId` set where `claimQuickAdded` says (the others as they are). */
export function withClaims<T extends Sheet>(sheet: T, claims: ReadonlyMap<string, string>): T {
  const encounterId = claims.get(sheet.id);
  return encounterId === undefined ? sheet : { ...sheet, encounterId };
}
