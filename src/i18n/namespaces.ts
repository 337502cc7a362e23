/** Every user-visible word lives in locales/<language>/<namespace>.json. */
export const NAMESPACES = ['common', 'rules', 'sheet', 'gm', 'data', 'app', 'table'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What every screen needs whole (the header); each route loads the rest before it renders. The
 * banners, the recovery screen and the sheet list need only a part of `data`, `sheet` and
 * `rules`: their boot words (boot-words.ts).
 */
export const BOOT_NAMESPACES = ['common', 'app'] as const satisfies readonly Namespace[];
