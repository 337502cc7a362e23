import { useEffect } from 'react';
import type { Action, Gender } from '../../../rules';
import type { AppStore } from '../../../store/store';
import type { AppState } from '../../../store/store-types';
import { isMonster } from '../../../store/monsters';
import { libraryGender } from './from-library';
import { loadSrdCreatures } from './load-srd';

/** The languages the SRD creatures are named in: a row named in any of them is the library's name. */
const NAMED_IN = ['en', 'pt-BR', 'cs'] as const;

/** A library creature's name and words' gender in the language (one `configure` patch). */
export interface Rename { sheetId: string; name: string; gender: Gender | null }

/** "Esqueleto 2" → ["Esqueleto", " 2"]: quick-add's numbering kept apart from the name. */
function split(name: string): [string, string] {
  const numbered = /^(.*\S)( \d+)$/.exec(name);
  return numbered ? [numbered[1]!, numbered[2]!] : [name, ''];
}

/**
 * The renames that put the encounters' library creatures in `language` (issue 36): a creature
 * quick-added from the SRD whose name is still the library's, in any language, with or without
 * quick-add's number ("Skeleton 2", "Kostlivec 2"), takes the library's name in `language` with
 * the same number ("Esqueleto 2"), and the gender of that name (`null` where it has none, English),
 * which the words about it agree with ("Mrtvé" for Mládě červeného draka). A creature the GM
 * renamed keeps its name and its gender.
 */
export async function libraryRenames(state: AppState, language: string): Promise<Rename[]> {
  const members = Object.values(state.encounters).flatMap((encounter) => encounter.combatants)
    .filter((combatant) => combatant.libraryId?.startsWith('srd:') && state.sheets[combatant.sheetId] && isMonster(state.sheets[combatant.sheetId]!, state.encounters));
  if (members.length === 0) return [];
  const lists = await Promise.all(NAMED_IN.map((each) => loadSrdCreatures(each)));
  const target = await loadSrdCreatures(language);
  const names = new Map<string, Set<string>>();
  for (const list of lists) for (const creature of list) names.set(creature.id, (names.get(creature.id) ?? new Set()).add(creature.name));
  const targetName = new Map(target.map((creature) => [creature.id, creature]));
  const renames: Rename[] = [];
  for (const { sheetId, libraryId } of members) {
    const { creature } = state.sheets[sheetId]!;
    const [base, number] = split(creature.name);
    const wanted = targetName.get(libraryId!);
    if (!wanted || !names.get(libraryId!)?.has(base)) continue;
    const next = `${wanted.name}${number}`;
    const gender = libraryGender(wanted) ?? null;
    if (next !== creature.name || gender !== (creature.gender ?? null)) renames.push({ sheetId, name: next, gender });
  }
  return renames;
}

/**
 * Keeps the encounters' library creatures named in the app's language while the GM screen is
 * open, and when it opens after a switch elsewhere. Each rename is a `configure` entry, as a
 * sheet's preset following the language is: not undoable (nothing happened in the game), and at
 * a shared table the players' views follow.
 */
export function useLibraryNames(store: AppStore, language: string) {
  useEffect(() => {
    let current = true;
    libraryRenames(store.getState(), language).then((renames) => {
      if (!current || renames.length === 0) return;
      store.getState().actMany(renames.map(({ sheetId, name, gender }) => ({ sheetId, action: { type: 'configure', patch: { name, gender } } as Action })), { undoable: false });
    }, () => { /* offline before the names were cached: the rows keep their names */ });
    return () => { current = false; };
  }, [store, language]);
}
