/**
 * The words the first screen needs (the sheet list and the new-sheet form) from namespaces it
 * shares with other screens. The storage banner and the recovery screen show only on trouble,
 * found once the engine has read the storage (src/app/engine.ts): they load `data` whole then. A route that needs a whole
 * namespace loads it whole (i18n.ts loadNamespaces); `/` loads only these subsets, built from
 * the same locale files (build/boot-words-plugin.ts), so no word is written twice.
 *
 * Each path takes its subtree; its last segment also takes i18next's variants of that key
 * (`hp_plano-espiritual`, `title_other`).
 */
export const BOOT_WORDS = {
  sheet: [
    'list', 'edit.name', 'edit.nameInvalid', 'edit.maxHp', 'edit.maxHpHint', 'edit.role', 'edit.increase', 'edit.decrease',
    // The new-sheet form's folded Hit Point Dice, abilities and saves (numbers-fields.tsx).
    'edit.hitDice', 'edit.hitDiceHint', 'edit.hitDieSize', 'edit.hitDieCount', 'edit.hitDieRemove', 'edit.hitDieAdd',
    'edit.abilitiesSection', 'edit.abilitiesHint', 'edit.ability', 'edit.modifier', 'edit.save', 'edit.modifierOf',
    'edit.saveOf', 'edit.saveShort', 'edit.outOfRange', 'edit.noneSelected', 'edit.numbersInvalid',
    'edit.armorClass', 'edit.armorClassShort',
  ],
  rules: ['terms.hp', 'presets', 'roles', 'statuses', 'abilities', 'abilitiesShort', 'abilitySaves'],
} as const satisfies Record<string, readonly string[]>;

export type BootNamespace = keyof typeof BOOT_WORDS;
/** The namespaces BOOT_WORDS takes part of: a list of its own, so that the entry (main.tsx) leaves the paths out. */
export const BOOT_WORD_NAMESPACES = ['sheet', 'rules'] as const satisfies readonly BootNamespace[];

type Tree = { [key: string]: unknown };
const isTree = (x: unknown): x is Tree => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The part of a namespace's words that `paths` name. */
export function pickWords(words: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop() ?? '';
    let from: unknown = words;
    let to = picked;
    for (const part of parts) {
      from = isTree(from) ? from[part] : undefined;
      if (!isTree(from)) break;
      to = (to[part] ??= {}) as Tree;
    }
    if (!isTree(from)) continue;
    for (const [key, value] of Object.entries(from)) {
      if (key === last || key.startsWith(`${last}_`)) to[key] = value;
    }
  }
  return picked;
}
