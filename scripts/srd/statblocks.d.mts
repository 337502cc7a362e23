import type { MonsterAction, StatBlock } from '../../src/features/gm/library/library-types';
import type { OpenRecord } from './convert-creatures.mjs';

export type Reason = 'none' | 'multiattack' | 'spellcasting' | 'average' | 'conditional' | 'otherDice' | 'looseDamage' | 'hitAndSave' | 'saves' | 'otherDc' | 'attack';
export interface ActionOutcome { pk: string; creature: string; action: MonsterAction; reason?: Reason; detail?: string }
export interface StatBlockCorrection {
  fields?: Record<string, unknown>;
  addTraits?: { name: string; desc: string }[];
  traitOrder?: string[];
  actionOrder?: Partial<Record<MonsterAction['kind'], string[]>>;
}
export class StatBlockError extends Error {}
export class TextOnly extends Error { reason: Reason; constructor(reason: Reason, detail: string) }
export const ABILITY_NAMES: Record<string, string>;
export const SPEED_FIELDS: readonly string[];
export const SENSE_FIELDS: readonly string[];
export const SKILLS: readonly string[];
export const LEGENDARY_USES: number;
export const STATBLOCK_CORRECTIONS: Record<string, StatBlockCorrection>;
export const TEXT_FIXES: [RegExp, string, string][];
export const ACTION_CORRECTIONS: Record<string, { name?: string; desc?: string; phrase?: [string, string]; strayList?: boolean }>;
export const SPELL_LISTS: Record<string, [heading: string, spells: string][]>;
export const REASONS: Record<Reason, string>;
export const BY_DESIGN: Reason[];
export function fixText(text: string, fixed?: (what: string) => void): string;
export function correctedAction(record: OpenRecord): { name: string; desc: string; corrected: boolean };
export function wrongAverages(text: string): string[];
export function diceAverage(count: number, sides: number, bonus: number): number;
export function damageText(part: { count: number; sides: number; bonus: number }): string;
export function readActionText(name: string, text: string): Partial<MonsterAction>;
export function checkAgainstText(action: Partial<MonsterAction>, text: string): void;
export function convertAction(record: OpenRecord): { action: MonsterAction; reason?: Reason; detail?: string };
export function indexRecords(traits: OpenRecord[], actions: OpenRecord[]): Map<string, { traits: OpenRecord[]; actions: OpenRecord[] }>;
export function convertStatBlock(record: OpenRecord, traits?: OpenRecord[], actions?: OpenRecord[]): { block: StatBlock; outcomes: ActionOutcome[] };
export function crossCheck(action: MonsterAction, attacks: OpenRecord[] | undefined): { result: 'agrees' | 'differs' | 'none'; differences?: string[] };
export function statBlocksText(blocks: StatBlock[]): string;
