import type { Creature } from '../../rules';

/**
 * Names for `count` new creatures called `base`, numbered after the highest number already
 * in use ("Goblin 1".."Goblin 6", then "Goblin 7"...); one creature alone keeps its name.
 */
export function numberedNames(base: string, count: number, existing: Creature[]): string[] {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped} (\\d+)$`);
  const highest = existing.reduce((max, c) => {
    const match = pattern.exec(c.name);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  // A single creature keeps its plain name unless that name is taken (a named villain stays "Zabuza").
  if (count === 1 && highest === 0 && !existing.some((c) => c.name === base)) return [base];
  return Array.from({ length: count }, (_, i) => `${base} ${highest + i + 1}`);
}
