/** Every user-visible word lives in locales/<language>/<namespace>.json. */
export const NAMESPACES = ['common', 'rules', 'sheet', 'gm', 'data', 'app'] as const;
export type Namespace = (typeof NAMESPACES)[number];
