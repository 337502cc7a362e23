// Words that agree with the player (issue "Words a native speaker would write", "Names that
// agree"): a sheet that says its gender reads "Morta" / "Mrtvá" at death and "Caída" / "Sražená"
// when Prone; one that says none reads the plain form, which needs no gender. The expected words
// are the locale files', read with the context the sheet passes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';
import type { Gender } from '../../rules';

type Tree = { [key: string]: Tree | string };
const words = (language: string, ns: string) => JSON.parse(readFileSync(join(process.cwd(), 'locales', language, `${ns}.json`), 'utf8')) as Tree;
const at = (tree: Tree, path: string): string => path.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) as string;

const CASES = [
  { language: 'pt-BR' as const, name: 'Sakura', dead: 'Morta', prone: 'Caída' },
  { language: 'cs' as const, name: 'Jana', dead: 'Mrtvá', prone: 'Sražená' },
];

async function deadSheet(language: 'pt-BR' | 'cs', name: string, gender?: Gender) {
  const { store, id } = await openSheet({ name, maxHp: 12, preset: 'srd-2024', ...(gender ? { gender } : {}) }, { language });
  // srd-2024 massive damage: 24 at 12 HP leaves 12 ≥ the maximum, death.
  act(() => { store.getState().act(id, { type: 'damage', amount: 24 }); });
  expect(store.getState().sheets[id]!.creature.status).toBe('dead');
  return { store, id };
}

describe.each(CASES)('$language: a female player\'s sheet', ({ language, name, dead, prone }) => {
  const sheet = words(language, 'sheet');
  const rules = words(language, 'rules');

  it(`reads "${dead}" at death, the feminine form, not the masculine one`, async () => {
    expect(at(sheet, 'state.dead.title_female')).toBe(dead);
    expect(at(sheet, 'state.dead.title_male')).not.toBe(dead);
    await deadSheet(language, name, 'female');
    expect(screen.getByRole('heading', { name: dead })).toBeInTheDocument();
    const header = screen.getByRole('region', { name });
    expect(within(header).getByText(at(rules, 'statuses.dead_female'))).toBeInTheDocument();
    expect(screen.queryByText(at(rules, 'statuses.dead_male'))).toBeNull();
  });

  it(`reads "${prone}" when Prone, on her header's badge`, async () => {
    expect(at(rules, 'conditions.prone_female')).toBe(prone);
    expect(at(rules, 'conditions.prone_male')).not.toBe(prone);
    const { store, id } = await openSheet({ name, maxHp: 12, preset: 'srd-2024', gender: 'female' }, { language });
    act(() => { store.getState().act(id, { type: 'addCondition', condition: 'prone' }); });
    const header = screen.getByRole('region', { name });
    expect(within(header).getByText(prone)).toBeInTheDocument();
    expect(within(header).queryByText(at(rules, 'conditions.prone_male'))).toBeNull();
  });

  it('with no gender said, the plain form: distinct from the feminine and the masculine', async () => {
    const plain = at(sheet, 'state.dead.title');
    expect(plain).not.toBe(at(sheet, 'state.dead.title_female'));
    expect(plain).not.toBe(at(sheet, 'state.dead.title_male'));
    await deadSheet(language, name);
    expect(screen.getByRole('heading', { name: plain })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: dead })).toBeNull();
  });
});

describe.each([
  { language: 'pt-BR' as const, field: 'Gênero das palavras', she: 'Ela', unsaid: 'Prefiro não dizer', submit: 'Salvar', dead: 'Morta' },
  { language: 'cs' as const, field: 'Rod ve větách', she: 'Ona', unsaid: 'Nechci uvádět', submit: 'Uložit', dead: 'Mrtvá' },
])('$language: the sheet editor says the gender', ({ language, field, she, unsaid, submit, dead }) => {
  it(`folded, "${unsaid}" until set; "${she}" is saved in the same configure entry as the rest, and the sheet then reads "${dead}"`, async () => {
    const user = userEvent.setup();
    const { store, id } = await deadSheet(language, 'Sakura');
    await user.click(screen.getByRole('button', { name: at(words(language, 'sheet'), 'header.edit') }));
    const dialog = screen.getByRole('dialog', { name: at(words(language, 'sheet'), 'edit.title') });
    expect(within(dialog).getByText(`${field} (${unsaid})`)).toBeInTheDocument();
    await user.click(within(dialog).getByText(`${field} (${unsaid})`));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: field }), she);
    await user.clear(within(dialog).getByRole('textbox', { name: at(words(language, 'sheet'), 'edit.name') }));
    await user.type(within(dialog).getByRole('textbox', { name: at(words(language, 'sheet'), 'edit.name') }), 'Jana');
    const before = store.getState().sheets[id]!.log.length;
    await user.click(within(dialog).getByRole('button', { name: submit }));
    const log = store.getState().sheets[id]!.log;
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)!.action).toBe('configure');
    expect(log.at(-1)!.entry?.change).toMatchObject({ kind: 'act', action: { type: 'configure', patch: { name: 'Jana', gender: 'female' } } });
    expect(screen.getByRole('heading', { name: dead })).toBeInTheDocument();
  });
});
