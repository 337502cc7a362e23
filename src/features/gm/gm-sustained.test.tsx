// Issue 34 "The GM's screen, finished": conditions readable without hover (a badge with the word
// and the rounds left, opened by a tap), durations of both kinds (a save for at most N rounds),
// and a condition sustained by a concentration, ending with it on every creature in one Undo.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { openGm } from './gm-test-kit';

/** A creature's row, found by its name in any language. */
const row = (name: string) => screen.getByRole('listitem', { name });

const wordsOf = (language: string) => {
  const fixed = i18n.getFixedT(language) as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: string, options?: Record<string, unknown>) => fixed(key, options);
};

const LANGUAGES = [
  { language: 'pt-BR' as const, spell: 'Imobilizar Pessoa' },
  { language: 'cs' as const, spell: 'Znehybnění osoby' },
];

/** Text as a pattern (the row's badge also holds the short word a phone shows; jsdom applies no media queries). */
const esc = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const table = (language: 'pt-BR' | 'cs') => openGm([
  { name: 'Kaito', maxHp: 20, role: 'character', preset: 'srd-2024', initiative: 15 },
  { name: 'Ogro', maxHp: 59, role: 'minion', preset: 'srd-2024', initiative: 10 },
], { language });

describe.each(LANGUAGES)('GM screen: conditions you can read, sustained by concentration, in $language', ({ language, spell }) => {
  it('given from the row as a Wisdom save for at most 10 rounds, sustained by Kaito\'s concentration; the row says the word and 10; a tap opens it', async () => {
    const user = userEvent.setup();
    const w = wordsOf(language);
    const { store, ids } = await table(language);
    const [kaito, ogre] = ids as [string, string];
    act(() => { store.getState().act(kaito, { type: 'concentrate', on: spell }); });
    const paralyzed = w('rules:conditions.paralyzed');

    await user.click(within(row('Ogro')).getByRole('button', { name: w('gm:row.more', { name: 'Ogro' }) }));
    const panel = screen.getByRole('region', { name: w('gm:row.conditionsOf', { name: 'Ogro' }) });
    await user.selectOptions(within(panel).getByLabelText(w('sheet:conditionForm.condition')), paralyzed);
    await user.click(within(panel).getByRole('radio', { name: w('sheet:conditionForm.kinds.save') }));
    await user.selectOptions(within(panel).getByLabelText(w('sheet:conditionForm.ability')), w('rules:abilities.wis'));
    const dc = within(panel).getByLabelText(w('sheet:conditionForm.dc'));
    await user.clear(dc);
    await user.type(dc, '13');
    await user.click(within(panel).getByRole('checkbox', { name: w('sheet:sustain.limit') }));
    const rounds = within(panel).getByLabelText(w('sheet:conditionForm.rounds'), { exact: true });
    await user.clear(rounds);
    await user.type(rounds, '10');
    // Default: sustained by no one; Kaito's concentration is offered.
    const sustain = within(panel).getByLabelText(w('sheet:sustain.field'));
    expect(sustain).toHaveDisplayValue(w('sheet:sustain.none'));
    await user.selectOptions(sustain, w('sheet:sustain.option', { holder: 'Kaito', on: spell }));
    await user.click(within(panel).getByRole('button', { name: w('sheet:conditionForm.add', { condition: paralyzed }) }));
    expect(store.getState().sheets[ogre]?.creature.durations.paralyzed).toEqual({
      kind: 'save', ability: 'wis', dc: 13, rounds: 10, sustainedBy: { of: kaito, on: spell, name: 'Kaito' },
    });
    await user.click(within(row('Ogro')).getByRole('button', { name: w('gm:row.more', { name: 'Ogro' }) }));

    // The row: the word and the rounds left, no hover needed.
    const lasts = w('rules:conditionDurations.saveRounds', { ability: w('rules:abilities.wis'), dc: 13, count: 10 });
    const badge = within(row('Ogro')).getByRole('button', { name: esc(`${paralyzed} 10 ${w('sheet:conditionDetails.aside', { lasts })}`) });
    expect(within(badge).getByText(paralyzed)).toBeVisible();
    expect(within(badge).getByText('10')).toBeVisible();

    // A tap opens it: what it does, how long, who sustains it; and it can be ended there.
    await user.click(badge);
    const dialog = screen.getByRole('dialog', { name: paralyzed });
    expect(within(dialog).getByText(w('sheet:conditionDetails.lasts', { lasts }))).toBeInTheDocument();
    expect(within(dialog).getByText(w('sheet:sustain.by', { on: spell, holder: 'Kaito' }))).toBeInTheDocument();
    // Tapping inside the dialog does not tick the row behind it.
    await user.click(within(dialog).getByText(w('sheet:sustain.by', { on: spell, holder: 'Kaito' })));
    expect(within(row('Ogro')).getByRole('checkbox')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: w('sheet:conditionDetails.end', { condition: paralyzed }) }));
    expect(store.getState().sheets[ogre]?.creature.conditions).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Kaito drops to 0 HP: the Ogre\'s Frightened ends with the concentration, the bar says so in one line, and one Undo brings both back', async () => {
    const user = userEvent.setup();
    const w = wordsOf(language);
    const { store, ids } = await table(language);
    const [kaito, ogre] = ids as [string, string];
    const frightened = w('rules:conditions.frightened');
    act(() => {
      store.getState().act(kaito, { type: 'concentrate', on: spell });
      store.getState().act(ogre, { type: 'addCondition', condition: 'frightened', duration: { kind: 'rounds', rounds: 2, sustainedBy: { of: kaito, on: spell, name: 'Kaito' } } });
    });
    expect(within(within(row('Ogro')).getByRole('button', { name: esc(`${frightened} 2 `) })).getByText('2')).toBeVisible();

    act(() => { store.getState().act(kaito, { type: 'damage', amount: 20 }); });
    expect(store.getState().sheets[ogre]?.creature.conditions).toEqual([]);
    expect(within(row('Ogro')).queryByRole('button', { name: esc(frightened) })).toBeNull();
    const said = w('gm:sustained.ended', {
      holder: 'Kaito', ended: w('rules:actions.endConcentration'), on: spell,
      list: w('gm:turn.endedItem', { name: 'Ogro', condition: frightened }),
    });
    // One item of the bar's notices: its own line, one paragraph.
    const notice = screen.getByText(said);
    expect(notice.closest('li')?.querySelectorAll('p')).toHaveLength(1);

    act(() => { store.getState().undo(); });
    expect(store.getState().sheets[kaito]?.creature.concentration?.on).toBe(spell);
    expect(store.getState().sheets[ogre]?.creature.conditions).toEqual(['frightened']);

    await user.click(screen.getByRole('button', { name: w('gm:effects.dismiss') }));
    expect(screen.queryByText(said)).toBeNull();
  });
});
