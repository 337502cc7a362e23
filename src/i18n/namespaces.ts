/** Every user-visible word lives in locales/<language>/<namespace>.json. */
export const NAMESPACES = ['common', 'rules', 'sheet', 'gm', 'data', 'app', 'table'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What every screen needs whole (the header); each route loads the rest before it renders. The
 * sheet list needs only a part of `sheet` and `rules`: their boot words (boot-words.ts). The
 * storage banner and the recovery screen load `data` when they show.
 */
export const BOOT_NAMESPACES = ['common', 'app'] as const satisfies readonly Namespace[];
