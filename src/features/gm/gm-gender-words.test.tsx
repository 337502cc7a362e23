// The GM's death-save line in Czech agrees with the character (issue "Words a native speaker
// would write", "Names that agree"): "Jana hodila 4" for a woman, never "Jana hodil"; with no
// gender said, the form that needs none, "Jana: padlo 4, neúspěch". Words from the locale files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Gender } from '../../rules';
import { openGm } from './gm-test-kit';

type Tree = { [key: string]: Tree | string };
const gm = JSON.parse(readFileSync(join(process.cwd(), 'locales/cs/gm.json'), 'utf8')) as Tree;
const at = (path: string): string => path.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, gm) as string;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!);

async function deathSaveOf(gender: Gender | undefined) {
  const user = userEvent.setup();
  const { store, ids } = await openGm([{ name: 'Jana', maxHp: 12, role: 'character', preset: 'srd-2024', initiative: 8, ...(gender ? { gender } : {}) }], { language: 'cs' });
  act(() => { store.getState().act(ids[0]!, { type: 'damage', amount: 12 }); });
  await user.click(screen.getByRole('button', { name: at('turn.start') }));
  const due = fill(at('deathSave.due'), { name: 'Jana' });
  await user.click(screen.getByRole('button', { name: due }));
  await user.type(screen.getByLabelText(at('deathSave.typed')), '4');
  await user.click(screen.getByRole('button', { name: at('deathSave.record') }));
  expect(store.getState().sheets[ids[0]!]!.creature.deathSaves.failures).toBe(1);
}

describe('cs: the GM\'s death-save line for Jana', () => {
  const failure = at('deathSave.results.failure');

  it('a female character: the feminine past tense, "Jana hodila 4"', async () => {
    expect(at('deathSave.outcome_female')).toMatch(/hodila/);
    await deathSaveOf('female');
    expect(screen.getByText(fill(at('deathSave.outcome_female'), { name: 'Jana', roll: '4', result: failure }))).toBeInTheDocument();
    expect(screen.queryByText(/Jana hodil /)).toBeNull();
  });

  it('no gender said: the neutral form, "Jana: padlo 4, neúspěch", never "hodil"', async () => {
    expect(at('deathSave.outcome')).not.toMatch(/hodil/);
    await deathSaveOf(undefined);
    expect(screen.getByText(fill(at('deathSave.outcome'), { name: 'Jana', roll: '4', result: failure }))).toBeInTheDocument();
    expect(screen.getByText(`Jana: padlo 4, ${failure}`)).toBeInTheDocument();
    expect(screen.queryByText(/hodil/)).toBeNull();
  });

  it('the row reads "Mrtvá" for her at death, the plain "Bez života" for a sheet that says no gender', async () => {
    const { store, ids } = await openGm([
      { name: 'Jana', maxHp: 12, preset: 'srd-2024', gender: 'female' },
      { name: 'Aurora', maxHp: 12, preset: 'srd-2024' },
    ], { language: 'cs' });
    act(() => { for (const id of ids) store.getState().act(id, { type: 'damage', amount: 24 }); });
    expect(screen.getAllByText(at('status.dead_female'))).toHaveLength(1);
    expect(screen.getAllByText(at('status.dead'))).toHaveLength(1);
    expect(screen.queryByText(at('status.dead_male'))).toBeNull();
  });
});
