/** Every user-visible word lives in locales/<language>/<namespace>.json. */
export const NAMESPACES = ['common', 'rules', 'sheet', 'gm', 'data', 'app', 'table'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What every screen needs (header, banners, recovery); each route loads the rest before it renders. */
export const BOOT_NAMESPACES = ['common', 'app', 'data'] as const satisfies readonly Namespace[];
