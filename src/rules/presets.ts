// Where the three presets differ (shared/RULES.md, the death-save table). Everything else
// is common to all of them.
import type { Creature, Nature, PresetId, ResourceId, DeathSaveResources } from './types';

/** Nature only matters in plano-espiritual; elsewhere every creature follows ordinary rules. */
export function natureOf(c: Creature): Nature {
  return c.preset === 'plano-espiritual' ? c.nature : 'incarnate';
}

/** plano-espiritual: "Quando: sempre que um PJ Desencarnado chega a 0 PV" → Torpor and Recuo. */
export const isDesencarnadoCharacter = (c: Creature): boolean =>
  natureOf(c) === 'desencarnado' && c.role === 'character';

/**
 * databook "Quando falhas são zeradas": failures survive stabilizing and regaining HP, until
 * a Short Rest. srd-2024 (and plano-espiritual, which follows it): both counts reset.
 */
export const keepsFailures = (preset: PresetId): boolean => preset === 'databook';

/**
 * srd-2024 "Stabilizace postavy": a stable creature that is not healed regains 1 HP after
 * 1d4 hours; plano-espiritual plays D&D 2024 and its Ancoragem "segue exatamente as regras
 * da Salvaguarda contra Morte", so it wakes too (RULES.md's table). The databook creature
 * "não recupera PV automaticamente": it stays at 0 HP until healed.
 */
export const tracksStableWake = (preset: PresetId): boolean => preset !== 'databook';

/** srd-2024 "Omráčení tvora"; the databook has no knock-out rule. */
export const allowsKnockOut = (preset: PresetId): boolean => preset !== 'databook';

/** srd-2024 "Zakrvavený"; plano-espiritual is built on D&D 2024. */
export const hasBloodied = (preset: PresetId): boolean => preset !== 'databook';

/** The `...Uses` counter each spendable resource draws on. */
export const USES_FIELD = {
  failureToSuccess: 'failureToSuccessUses',
  autoStabilize: 'autoStabilizeUses',
  regainOnDrop: 'regainOnDropUses',
  ignoreDamageAtZero: 'ignoreDamageAtZeroUses',
  preventInstantDeath: 'preventInstantDeathUses',
} as const satisfies Partial<Record<ResourceId, keyof DeathSaveResources>>;
export type SpendableResource = keyof typeof USES_FIELD;
