import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { effectiveMax } from '../rules/effective-max';
import { LIMITS } from '../rules/limits';
import { parseName } from '../rules/names';
import { isDesencarnadoCharacter } from '../rules/presets';
import { GENDERS, NATURES, PRESET_IDS, ROLES, STATUSES, type Creature, type Gender, type PresetId, type Status } from '../rules/types';
import { isMonster, type Encounters } from './monsters';
import { ENCOUNTERS_KEY, parseKey, SCHEMA_VERSION } from './persistence/layout';
import type { StorageAdapter } from './persistence/storage-adapter';
import { LANGUAGES, type Language } from './types';

// The shelf: what the first screen shows of the stored sheets (name, HP, state, preset) and of
// the settings (language, keep awake), without the rules engine, the schemas or the store's
// actions. At boot it is a defensive read of the stored entries (readShelf); once the store has
// started (src/app/engine.ts) it follows the store (shelf-binding.ts), which has validated
// everything. Anything a defensive read is not sure of sends the boot to the full start instead,
// so the shelf never shows what the validated store would not.

/** One sheet as the list shows it. */
export interface SheetSummary {
  id: string;
  createdAt: number;
  name: string;
  current: number;
  /** The effective maximum (rules/hp.ts effectiveMax). */
  max: number;
  status: Status;
  preset: PresetId;
  /** Which words the row uses (rules/queries.ts terminologyContext). */
  context: PresetId | 'plano-espiritual-desencarnado';
  /** The words' gender, when the creature says it ("Morta", "Mrtvá" in its state). */
  gender?: Gender;
  /** Set on a copy another device brought to a shared table: its owner's name. */
  owner?: string;
}

export interface ShelfState {
  /** Oldest first. */
  sheets: readonly SheetSummary[];
  language: Language;
  keepAwake: boolean;
  /** True once the shelf follows the started store, false while it shows the boot read. */
  live: boolean;
}

export const shelf = createStore<ShelfState>()(() => ({ sheets: [], language: 'en', keepAwake: false, live: false }));

export const useShelf = <T>(selector: (state: ShelfState) => T): T => useStore(shelf, selector);

/** The summary of a sheet's creature; the same function for a stored entry and the store's sheet. */
export function summarize(id: string, createdAt: number, creature: Creature, owner: string | undefined): SheetSummary {
  const context = isDesencarnadoCharacter(creature) ? 'plano-espiritual-desencarnado' : creature.preset;
  return {
    id, createdAt, name: creature.name, current: creature.hp.current, max: effectiveMax(creature),
    status: creature.status, preset: creature.preset, context, ...(creature.gender === undefined ? {} : { gender: creature.gender }),
    ...(owner === undefined ? {} : { owner }),
  };
}

/** Oldest first; the id breaks ties so that every tab lists the same order. */
export const byCreation = (a: SheetSummary, b: SheetSummary) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
/** An integer from `min` to `max`, as the rules bound a creature's numbers (rules/limits.ts). */
const isWithin = (x: unknown, min: number, max: number): x is number => Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;
const isIn = <T extends string>(list: readonly T[], x: unknown): x is T => (list as readonly unknown[]).includes(x);

/** An entry's data when it is this build's envelope; null otherwise (older, newer, or not ours). */
function envelopeData(raw: string | null): Json | null {
  if (raw === null) return null;
  const json: unknown = JSON.parse(raw);
  return isObject(json) && json.schemaVersion === SCHEMA_VERSION && isObject(json.data) ? json.data : null;
}

/**
 * The summary of a stored sheet entry, or null when any field it shows is not as this build
 * writes it: of the wrong type, or out of the bounds the rules keep (a name the rules would
 * refuse, "HP −4 of 12", "HP 500 of 20"). The rest of the entry (its log, its origin) is the
 * full validation's, when the engine starts.
 */
function readSummary(id: string, data: Json): SheetSummary | null {
  const { creature: c, createdAt, table } = data;
  if (data.id !== id || !isNumber(createdAt) || !isObject(c) || !isObject(c.hp)) return null;
  const { current, max, maxReduction } = c.hp;
  if (typeof c.name !== 'string' || parseName(c.name) !== c.name || !isWithin(max, 1, LIMITS.maxHp)) return null;
  if (!isWithin(maxReduction, 0, max) || !isWithin(current, 0, effectiveMax({ hp: { max, maxReduction } as Creature['hp'] }))) return null;
  if (!isIn(STATUSES, c.status) || !isIn(PRESET_IDS, c.preset) || !isIn(ROLES, c.role) || !isIn(NATURES, c.nature)) return null;
  if (c.gender !== undefined && !isIn(GENDERS, c.gender)) return null;
  if (table !== undefined && !(isObject(table) && typeof table.ownerName === 'string')) return null;
  return summarize(id, createdAt, c as unknown as Creature, table?.ownerName as string | undefined);
}

/**
 * The encounters' combatants as stored (sheet ids only, what tells an encounter's creature from
 * a sheet: monsters.ts), or null when the entry is missing or not as this build writes it.
 */
function readCombatants(raw: string | null): Encounters | null {
  const data = envelopeData(raw);
  if (!data || !isObject(data.encounters)) return null;
  const encounters: Record<string, { combatants: { sheetId: string }[] }> = {};
  for (const [id, encounter] of Object.entries(data.encounters)) {
    if (!isObject(encounter) || !Array.isArray(encounter.combatants)) return null;
    const combatants: { sheetId: string }[] = [];
    for (const combatant of encounter.combatants as unknown[]) {
      if (!isObject(combatant) || typeof combatant.sheetId !== 'string') return null;
      combatants.push({ sheetId: combatant.sheetId });
    }
    encounters[id] = { combatants };
  }
  return encounters;
}

/**
 * The shelf from what is stored, or null when the full start must read it instead: the storage
 * cannot be read, or an entry of a sheet or of the settings is unreadable, of another version
 * (a migration, or a newer build) or not as this build writes it. The archived logs and the
 * GM's encounters are not shown here, so they wait for the full start. `language` is the guess
 * for a device that has no settings stored yet.
 */
export function readShelf(storage: Pick<StorageAdapter, 'keys' | 'getItem'> | null, language: Language): Omit<ShelfState, 'live'> | null {
  const settings = { language, keepAwake: false };
  const sheets: SheetSummary[] = [];
  /** Records marked as an encounter's creature: left out if that encounter lists them (monsters.ts). */
  const marked = new Map<string, string>();
  if (!storage) return null;
  try {
    for (const key of storage.keys()) {
      const parsed = parseKey(key);
      if (parsed?.kind === 'sheet') {
        const data = envelopeData(storage.getItem(key));
        const summary = data && readSummary(parsed.id, data);
        if (!summary) return null;
        if (data.encounterId !== undefined) {
          if (typeof data.encounterId !== 'string') return null;
          marked.set(summary.id, data.encounterId);
        }
        sheets.push(summary);
      } else if (parsed?.kind === 'journal') {
        // Lines a closed tab had not yet written into their sheets: the full start reads them in.
        return null;
      } else if (parsed?.kind === 'settings') {
        const data = envelopeData(storage.getItem(key));
        if (!data || !isIn(LANGUAGES, data.language) || typeof data.keepAwake !== 'boolean') return null;
        settings.language = data.language;
        settings.keepAwake = data.keepAwake;
      }
    }
    if (marked.size > 0) {
      const encounters = readCombatants(storage.getItem(ENCOUNTERS_KEY));
      if (!encounters) return null;
      const listed = sheets.filter(({ id }) => !isMonster({ id, encounterId: marked.get(id) }, encounters));
      return { sheets: listed.sort(byCreation), ...settings };
    }
  } catch {
    return null;
  }
  return { sheets: sheets.sort(byCreation), ...settings };
}
