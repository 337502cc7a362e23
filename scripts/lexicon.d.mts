export type Vars = Record<string, string | number> & { context?: string; count?: number };
export type Words = (key: string, vars?: Vars) => string;
export function lexicon(root: string, language: string): Promise<Words>;
export function literal(text: string, flags?: string): RegExp;
