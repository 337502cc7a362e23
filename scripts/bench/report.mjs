// Printing: aligned tables, the budgets with PASS / FAIL / not measured, and the notes on
// what a failing budget would take.
import { kb, ms } from './browser.mjs';

export const heading = (text) => console.log(`\n== ${text} ==`);

export function table(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col] ?? '').length)));
  for (const row of rows) console.log(`  ${row.map((cell, col) => String(cell ?? '').padEnd(widths[col])).join('  ').trimEnd()}`);
}

export const sizeRow = (label, s) => [label, kb(s.gzip), kb(s.brotli), kb(s.raw), `${s.files} file${s.files === 1 ? '' : 's'}`];
export const ratio = (a, b) => (b > 0 ? `×${(a / b).toFixed(2)}` : 'n/a');

/**
 * A budget: `value` is null when it could not be measured ("not measured", does not fail).
 * `format` prints the value, `limit` is the budget in the same unit: a most, or with
 * `atLeast` a least (a rate).
 */
export function budget(name, value, limit, format, advice, { atLeast = false } = {}) {
  const measured = value !== null && Number.isFinite(value);
  const within = atLeast ? value >= limit : value <= limit;
  return { name, value, limit, format, advice, status: !measured ? 'not measured' : within ? 'PASS' : 'FAIL' };
}

export function printBudgets(budgets) {
  heading('Budgets');
  table([['budget', 'limit', 'measured', 'result'], ...budgets.map((b) => [b.name, b.format(b.limit), b.value === null ? 'n/a' : b.format(b.value), b.status])]);
  const failing = budgets.filter((b) => b.status === 'FAIL');
  const missing = budgets.filter((b) => b.status === 'not measured');
  for (const b of missing) console.log(`  WARNING: "${b.name}" was not measured (${b.advice}).`);
  if (failing.length > 0) {
    heading('What the failing budgets would take');
    for (const b of failing) console.log(`  - ${b.name}: ${b.advice}`);
  }
  return failing.length;
}

export { kb, ms };
