import type { Encounter, OngoingEffect } from '../encounter-types';
import { shortId } from '../identity';
import { isMonster } from '../monsters';
import type { Sheet } from '../types';
import { folded, importedRevision, replacedRevision, type ImportDraft, type ImportOptions } from './imported-records';
import type { ExportedEncounter, ExportFile } from './transfer';

// The GM's encounters from a file (issue 34). Each comes with its own creatures (quick-added:
// sheet records marked with `encounterId`); its other combatants are sheets, in the file or
// already here. The user's one choice holds for encounters as for sheets: an encounter whose id
// is here is replaced by the file's version, or kept beside it as a copy with a new id.

/** What the encounters' import did: counts, and the combatants left out, by encounter. */
export interface EncountersImported {
  added: number;
  replaced: number;
  /** Encounters that came without some combatants: their sheets are neither in the file nor here. */
  missing: { name: string; count: number }[];
}

/** The file's encounters whose combatants name a sheet found neither in the file nor here. */
export function missingCombatants(file: Pick<ExportFile, 'sheets' | 'encounters'>, isHere: (sheetId: string) => boolean): EncountersImported['missing'] {
  const inFile = new Set(file.sheets.map((sheet) => sheet.id));
  return (file.encounters ?? []).flatMap((encounter) => {
    const own = new Set(encounter.creatures.map((creature) => creature.id));
    const count = new Set(encounter.combatants.map((c) => c.sheetId).filter((id) => !own.has(id) && !inFile.has(id) && !isHere(id))).size;
    return count > 0 ? [{ name: encounter.name, count }] : [];
  });
}

/**
 * The encounter with every reference to a sheet (`resolve`: the file's id → the id here, or
 * undefined when it is nowhere) put right: combatants, effects (their target and the
 * concentration they hang on), the saves due and the turn history. What names a missing sheet is
 * left out; the turn stays with the same creature, or passes to the next one still there. Its
 * turn steps (what Undo reads) are not carried.
 */
export function remapEncounter(encounter: Encounter, id: string, resolve: (sheetId: string) => string | undefined): Encounter {
  const combatants: Encounter['combatants'] = [];
  let turn = 0;
  encounter.combatants.forEach((combatant, index) => {
    if (index === encounter.turn) turn = combatants.length;
    const sheetId = resolve(combatant.sheetId);
    if (sheetId !== undefined) combatants.push({ ...combatant, sheetId });
  });
  if (encounter.turn >= encounter.combatants.length) turn = encounter.turn;
  const effects = (list: OngoingEffect[]) => list.flatMap((effect) => {
    const sheetId = resolve(effect.sheetId);
    if (sheetId === undefined) return [];
    if (!effect.concentration) return [{ ...effect, sheetId }];
    const concentrating = resolve(effect.concentration.sheetId);
    return concentrating === undefined ? [] : [{ ...effect, sheetId, concentration: { ...effect.concentration, sheetId: concentrating } }];
  });
  const pendingDeathSave = encounter.pendingDeathSave === null ? null : resolve(encounter.pendingDeathSave) ?? null;
  // Its turn changes stay behind: Undo is the device's own (its steps name the sheets and the
  // device as they were there), so an imported encounter's Undo starts afresh here.
  const { turnSteps: _steps, ...rest } = encounter;
  return {
    ...rest,
    id,
    combatants,
    turn: Math.min(turn, Math.max(0, combatants.length - 1)),
    effects: effects(encounter.effects),
    pendingDeathSave,
    pendingSaves: encounter.pendingSaves.flatMap((save) => {
      const sheetId = resolve(save.sheetId);
      return sheetId === undefined ? [] : [{ ...save, sheetId }];
    }),
    turnHistory: encounter.turnHistory.map((snapshot) => ({ ...snapshot, effects: effects(snapshot.effects) })),
  };
}

/** An encounter's creature into the draft; returns its id here. */
function importCreature(draft: ImportDraft, creature: Sheet, encounterId: string, ownHere: ReadonlySet<string>, options: ImportOptions): string {
  const existing = draft.sheets[creature.id];
  const blocked = options.isBlocked?.(creature.id) ?? false;
  const copy: Sheet = { ...folded(structuredClone(creature)), revision: importedRevision(creature), encounterId };
  if (!existing && !blocked) {
    draft.sheets[creature.id] = copy;
    return creature.id;
  }
  if (existing && !blocked && ownHere.has(creature.id)) {
    // The encounter is being replaced and this is its own creature: a new life, as a replaced sheet.
    draft.sheets[creature.id] = { ...copy, epoch: shortId(), revision: replacedRevision(existing, creature) };
    return creature.id;
  }
  const id = options.newId();
  draft.sheets[id] = { ...copy, id };
  return id;
}

/**
 * The file's encounters into the draft. `sheetIds` says where each of the file's sheets landed
 * (its own id, or a copy's new one). Replacing an encounter replaces its own creatures too: the
 * ones the file's version no longer holds go with the old version, as they would with the
 * encounter deleted. Nothing else here is deleted. A device with no encounter open opens the
 * file's (the one the GM had open, else the first).
 */
export function importEncounters(
  draft: ImportDraft, file: Pick<ExportFile, 'encounters' | 'activeEncounterId'>, options: ImportOptions, sheetIds: ReadonlyMap<string, string>,
): EncountersImported {
  const result: EncountersImported = { added: 0, replaced: 0, missing: [] };
  const landed = new Map<string, string>();
  for (const { creatures, ...encounter } of file.encounters ?? ([] as ExportedEncounter[])) {
    const here = draft.encounters[encounter.id];
    const replacing = here !== undefined && options.choice === 'replace';
    const id = here === undefined || replacing ? encounter.id : options.newId();
    const ownHere = new Set(replacing ? Object.values(draft.sheets).filter((sheet) => sheet.encounterId === id && isMonster(sheet, draft.encounters)).map((sheet) => sheet.id) : []);
    const creatureIds = new Map(creatures.map((creature) => [creature.id, importCreature(draft, creature, id, ownHere, options)]));
    for (const gone of ownHere) if (!creatureIds.has(gone)) delete draft.sheets[gone];
    const resolve = (sheetId: string) => creatureIds.get(sheetId) ?? sheetIds.get(sheetId) ?? (draft.sheets[sheetId] ? sheetId : undefined);
    const missing = new Set(encounter.combatants.map((c) => c.sheetId).filter((sheetId) => resolve(sheetId) === undefined)).size;
    draft.encounters[id] = remapEncounter(encounter, id, resolve);
    landed.set(encounter.id, id);
    if (replacing) result.replaced++;
    else result.added++;
    if (missing > 0) result.missing.push({ name: encounter.name, count: missing });
  }
  const open = draft.activeEncounterId === null ? undefined : draft.encounters[draft.activeEncounterId];
  // An empty encounter open here (a fresh device's first) gives way to the file's too.
  if (landed.size > 0 && (!open || (open.combatants.length === 0 && !landed.has(open.id)))) {
    draft.activeEncounterId = landed.get(file.activeEncounterId ?? '') ?? landed.values().next().value ?? draft.activeEncounterId;
  }
  return result;
}
