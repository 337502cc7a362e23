import type { LibraryCreature } from '../../src/features/gm/library/library-types';

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
