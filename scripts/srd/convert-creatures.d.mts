import type { LibraryCreature, StatBlock } from '../../src/features/gm/library/library-types';
import type { ActionOutcome } from './statblocks.mjs';

export interface OpenRecord { pk: string; model?: string; fields: Record<string, unknown> }
export interface HpFormula { count: number; sides: number; bonus: number; formula: string; average: number }
export const DAMAGE_TYPES: readonly string[];
export const STANDARD_CONDITIONS: readonly string[];
export const CREATURE_TYPES: readonly string[];
export const ABILITY_FIELDS: Record<string, string>;
export const SRD_CORRECTIONS: Record<string, Record<string, unknown>>;
export const UNMAPPABLE: Record<string, string>;
export class ConversionError extends Error {}
export function crText(decimal: string | number): string | null;
export function parseHpFormula(text: string): HpFormula | null;
export function abilityModifier(score: number): number;
export function displayWords(text: string): string[];
export function convertCreature(record: OpenRecord, warn?: (line: string) => void): LibraryCreature;
export function convertAll(records: OpenRecord[], warn?: (line: string) => void): LibraryCreature[];
export function artifactText(creatures: LibraryCreature[]): string;
export const ARTIFACT: string;
export const STATBLOCKS_ARTIFACT: string;
export const SOURCE_FILES: { creatures: string; actions: string; traits: string; attacks: string };
export interface Source { creatures: OpenRecord[]; actions: OpenRecord[]; traits: OpenRecord[]; attacks: OpenRecord[] }
export interface StatBlocksResult {
  blocks: StatBlock[];
  outcomes: (ActionOutcome & { creatureName: string })[];
  cross: { agrees: number; differs: (ActionOutcome & { differences: string[] })[]; none: number };
  fixes: Map<string, number>;
  corrected: { creatures: number; actions: number; unused: number };
  warnings: string[];
}
export function parseArgs(args: string[]): { source: string; out?: string; verbose: boolean } | { error: string };
export function convertStatBlocks(source: Source, creatures: LibraryCreature[]): StatBlocksResult;
export function statBlockSummary(result: StatBlocksResult, verbose?: boolean): string[];
