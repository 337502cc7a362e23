// Converts the project's tables of the SRD creatures' translated names (scripts/srd/names/<language>.tsv:
// id, name, gender; one line a creature, so a fix is one line) into the creature library's lazy
// per-language files, src/features/gm/library/srd-names.<language>.json: { "<id>": ["<name>", "<gender>"] }.
//
//   node scripts/srd/convert-names.mjs [--check]      (npm run srd:names)
//
// Every id of srd-creatures.json must be in each table exactly once, with a name (no two alike)
// and a gender (m or f in pt-BR; m, f or n in cs). --check writes nothing and exits 1 when a
// written file differs from what the tables make (the tests run it). Plain Node, no dependencies.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const TABLES = join(here, 'names');
export const LIBRARY = resolve(here, '../../src/features/gm/library');

/** The genders each language's names take. */
const GENDERS = { 'pt-BR': ['m', 'f'], cs: ['m', 'f', 'n'] };

/** The table's lines as [id, name, gender], checked against the SRD ids; throws on the first fault, naming its line. */
export function parseTable(language, text, ids) {
  const genders = GENDERS[language];
  if (!genders) throw new Error(`${language}: no genders known for this language`);
  const lines = text.replace(/\r\n/g, '\n').split('\n').filter((line) => line.trim() !== '');
  if (lines[0] !== 'id\tname\tgender') throw new Error(`${language}: the first line must be "id<TAB>name<TAB>gender"`);
  const rows = new Map();
  const names = new Map();
  lines.slice(1).forEach((line, index) => {
    const where = `${language}.tsv line ${index + 2}`;
    const cells = line.split('\t');
    if (cells.length !== 3) throw new Error(`${where}: 3 cells expected, found ${cells.length}`);
    const [id, name, gender] = cells.map((cell) => cell.trim());
    if (!ids.has(id)) throw new Error(`${where}: "${id}" is no SRD creature`);
    if (rows.has(id)) throw new Error(`${where}: "${id}" is listed twice`);
    if (name === '' || name.length > 60) throw new Error(`${where}: the name must have 1 to 60 characters`);
    if (names.has(name.toLowerCase())) throw new Error(`${where}: "${name}" already names ${names.get(name.toLowerCase())}`);
    if (!genders.includes(gender)) throw new Error(`${where}: gender must be one of ${genders.join(', ')}`);
    rows.set(id, [name, gender]);
    names.set(name.toLowerCase(), id);
  });
  const missing = [...ids].filter((id) => !rows.has(id));
  if (missing.length > 0) throw new Error(`${language}: no name for ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`);
  return rows;
}

/** The file's text: one creature a line, in the SRD's order, so a diff shows the line that changed. */
export function namesText(rows, order) {
  return `{\n${order.map((id) => `${JSON.stringify(id)}:${JSON.stringify(rows.get(id))}`).join(',\n')}\n}\n`;
}

export function convertAll({ check = false } = {}) {
  const creatures = JSON.parse(readFileSync(join(LIBRARY, 'srd-creatures.json'), 'utf8'));
  const order = creatures.map((creature) => creature.id);
  const ids = new Set(order);
  const written = [];
  for (const file of readdirSync(TABLES).filter((name) => name.endsWith('.tsv')).sort()) {
    const language = file.slice(0, -'.tsv'.length);
    const text = namesText(parseTable(language, readFileSync(join(TABLES, file), 'utf8'), ids), order);
    const out = join(LIBRARY, `srd-names.${language}.json`);
    if (check) {
      let current = '';
      try { current = readFileSync(out, 'utf8'); } catch { /* missing: differs */ }
      if (current !== text) throw new Error(`${out} differs from scripts/srd/names/${file}: run npm run srd:names`);
    } else {
      writeFileSync(out, text);
    }
    written.push(language);
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const languages = convertAll({ check: process.argv.includes('--check') });
    console.log(`${process.argv.includes('--check') ? 'checked' : 'wrote'} the SRD creatures' names in ${languages.join(', ')}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
