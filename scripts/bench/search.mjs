// Quick-add's search over every SRD creature, in node (issue 36: under 5 ms): search.ts bundled by
// esbuild, the creatures named in each language as load-srd.ts names them, and the queries a GM
// types (a name, a part, no accents, a typo). The median of many runs of each, per language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './config.mjs';
import { median } from './browser.mjs';

const LIBRARY = join(ROOT, 'src/features/gm/library');
const QUERIES = {
  en: ['gob', 'goblin warrior', 'adult red', 'gobiln', 'zombie'],
  'pt-BR': ['esqueleto', 'esquelto', 'ogro', 'zumbi', 'gob'],
  cs: ['skret', 'skřet', 'kostlivec', 'zombi', 'gobiln'],
};
const RUNS = 200;

export async function benchSearch() {
  const bundled = await build({ entryPoints: [join(LIBRARY, 'search.ts')], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
  const { searchCreatures } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
  const creatures = JSON.parse(readFileSync(join(LIBRARY, 'srd-creatures.json'), 'utf8'));
  const results = {};
  for (const [language, queries] of Object.entries(QUERIES)) {
    const names = language === 'en' ? null : JSON.parse(readFileSync(join(LIBRARY, `srd-names.${language}.json`), 'utf8'));
    const list = names ? creatures.map((c) => ({ ...c, name: names[c.id][0], aliases: [c.name], gender: names[c.id][1] })) : creatures;
    for (const query of queries) searchCreatures(list, query); // warm the JIT
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      for (const query of queries) {
        const start = performance.now();
        searchCreatures(list, query);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    results[language] = { creatures: list.length, median: median(times), p95: times[Math.floor(times.length * 0.95)], worst: times.at(-1) };
  }
  return results;
}
