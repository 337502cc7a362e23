import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { Language } from '../../store/types';
import { openDue, openGm } from './gm-test-kit';

/** A creature's row, found by its name in any language. */
const row = (name: string) => screen.getByRole('listitem', { name });

/** The words of the screen, read from the locale files of the language under test. */
const wordsOf = (language: string) => {
  // Keys computed at run time: the locale test proves each exists, and a missing one throws here (loadLanguage).
  const fixed = i18n.getFixedT(language) as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: string, options?: Record<string, unknown>) => fixed(key, options);
};

const LANGUAGES = [
  { language: 'pt-BR' as const, spell: 'Bênção', web: 'Teia' },
  { language: 'cs' as const, spell: 'Požehnání', web: 'Pavučina' },
];

/** Aria (initiative 15) then Goblin 1 (10), srd-2024: a known turn order. */
const ariaThenGoblin = (language: Language) => openGm([
  { name: 'Aria', maxHp: 20, role: 'character', preset: 'srd-2024', initiative: 15 },
  { name: 'Goblin 1', maxHp: 7, role: 'minion', preset: 'srd-2024', initiative: 10 },
], { language });

/** Two srd-2024 characters with no initiative rolled. */
const ariaAndBruno = (language: Language) => openGm([
  { name: 'Aria', maxHp: 20, role: 'character', preset: 'srd-2024' },
  { name: 'Bruno', maxHp: 20, role: 'character', preset: 'srd-2024' },
], { language });

describe.each(LANGUAGES)('GM screen: conditions and concentration in $language', ({ language, spell, web }) => {
  it('a condition given to a row until a Wisdom save: Incapacitated is said when its turn comes, and the save asked at the end of it ends it on a success (RULES.md durations; srd-2024 Paralyzed, Incapacitated)', async () => {
    const user = userEvent.setup();
    const w = wordsOf(language);
    const { store, ids } = await ariaThenGoblin(language);
    const goblin = ids[1]!;
    const paralyzed = w('rules:conditions.paralyzed');

    await user.click(within(row('Goblin 1')).getByRole('button', { name: w('gm:row.more', { name: 'Goblin 1' }) }));
    const panel = screen.getByRole('region', { name: w('gm:row.conditionsOf', { name: 'Goblin 1' }) });
    await user.selectOptions(within(panel).getByLabelText(w('sheet:conditionForm.condition')), paralyzed);
    await user.click(within(panel).getByRole('radio', { name: w('sheet:conditionForm.kinds.save') }));
    await user.selectOptions(within(panel).getByLabelText(w('sheet:conditionForm.ability')), w('rules:abilities.wis'));
    const dc = within(panel).getByLabelText(w('sheet:conditionForm.dc'));
    await user.clear(dc);
    await user.type(dc, '13');
    await user.click(within(panel).getByRole('button', { name: w('sheet:conditionForm.add', { condition: paralyzed }) }));
    expect(store.getState().sheets[goblin]?.creature.durations.paralyzed).toEqual({ kind: 'save', ability: 'wis', dc: 13 });
    // Expanded, the row says how long it lasts; closed, the condition is a badge with its word (issue 34: no hover needed).
    const lasts = w('rules:conditionDurations.save', { ability: w('rules:abilities.wis'), dc: 13 });
    expect(within(row('Goblin 1')).getByText(`· ${lasts}`)).toBeInTheDocument();
    await user.click(within(row('Goblin 1')).getByRole('button', { name: w('gm:row.more', { name: 'Goblin 1' }) }));
    // (Its name holds the short word a phone shows too: jsdom applies no media queries.)
    expect(within(row('Goblin 1')).getByRole('button', { name: new RegExp(`${paralyzed}$`) })).toHaveTextContent(paralyzed);

    const turns = screen.getByRole('region', { name: w('gm:turn.label') });
    await user.click(screen.getByRole('button', { name: w('gm:turn.start') })); // Aria's turn
    const saveName = w('gm:prompts.conditionSave', { name: 'Goblin 1', abilitySave: w('rules:abilitySaves.wis'), dc: 13, condition: paralyzed });
    expect(screen.queryByRole('form', { name: saveName })).toBeNull();
    await user.click(screen.getByRole('button', { name: w('gm:turn.next') })); // Goblin 1's turn
    const incapacitated = w('gm:turn.includedBy', { included: w('rules:conditions.incapacitated'), condition: paralyzed });
    expect(within(turns).getByText(w('gm:turn.incapacitated', { name: 'Goblin 1', condition: incapacitated }))).toBeInTheDocument();
    // Not at the end of another creature's turn, only at the end of its own.
    expect(screen.queryByRole('form', { name: saveName })).toBeNull();

    await user.click(screen.getByRole('button', { name: w('gm:turn.next') })); // its turn ends
    const prompt = await openDue(user, saveName);
    expect(within(turns).queryByText(w('gm:turn.incapacitated', { name: 'Goblin 1', condition: incapacitated }))).toBeNull();
    await user.type(within(prompt).getByLabelText(w('sheet:saves.typed')), '13');
    await user.click(within(prompt).getByRole('button', { name: w('sheet:saves.record') }));

    expect(store.getState().sheets[goblin]?.creature.conditions).not.toContain('paralyzed');
    expect(store.getState().sheets[goblin]?.log.at(-1)?.action).toBe('conditionSave');
    expect(screen.queryByRole('form', { name: saveName })).toBeNull();
    expect(within(row('Goblin 1')).queryByRole('img', { name: paralyzed })).toBeNull();
  });

  it('"until the start of Aria’s next turn" ends by itself when that turn starts, and the turn bar says what ended (RULES.md durations)', async () => {
    const user = userEvent.setup();
    const w = wordsOf(language);
    const { store, ids } = await ariaThenGoblin(language);
    const [aria, goblin] = ids as [string, string];
    await user.click(screen.getByRole('button', { name: w('gm:turn.start') })); // Aria's turn: she frightens the goblin
    act(() => { store.getState().act(goblin, { type: 'addCondition', condition: 'frightened', duration: { kind: 'turn', edge: 'start', of: aria, name: 'Aria' } }); });
    const turns = screen.getByRole('region', { name: w('gm:turn.label') });
    const ended = w('gm:turn.ended', { list: w('gm:turn.endedItem', { condition: w('rules:conditions.frightened'), name: 'Goblin 1' }) });

    await user.click(screen.getByRole('button', { name: w('gm:turn.next') })); // the goblin's turn
    expect(store.getState().sheets[goblin]?.creature.conditions).toContain('frightened');
    expect(within(turns).queryByText(ended)).toBeNull();
    await user.click(screen.getByRole('button', { name: w('gm:turn.next') })); // Aria's next turn starts
    expect(store.getState().sheets[goblin]?.creature.conditions).not.toContain('frightened');
    expect(within(turns).getByText(ended)).toBeInTheDocument();
    expect(store.getState().sheets[goblin]?.log.at(-1)?.events).toContainEqual({ type: 'condition-removed', values: { condition: 'frightened', reason: 'duration' } });
  });

  it('one condition with one duration given to every selected creature at once (srd-2024 Hypnotic Pattern: Charmed, Wisdom save)', async () => {
    const user = userEvent.setup();
    const w = wordsOf(language);
    const { store, ids } = await ariaAndBruno(language);
    const charmed = w('rules:conditions.charmed');
    await user.click(screen.getByRole('checkbox', { name: w('gm:list.selectAll') }));
    await user.click(screen.getByText(w('gm:group.conditionTitle', { count: 2 }), { selector: 'summary' }));
    await user.selectOptions(screen.getByLabelText(w('sheet:conditionForm.condition')), charmed);
    await user.click(screen.getByRole('radio', { name: w('sheet:conditionForm.kinds.save') }));
    await user.selectOptions(screen.getByLabelText(w('sheet:conditionForm.ability')), w('rules:abilities.wis'));
    await user.click(screen.getByRole('button', { name: w('sheet:conditionForm.add', { condition: charmed }) }));
    for (const id of ids) expect(store.getState().sheets[id]?.creature.durations.charmed).toEqual({ kind: 'save', ability: 'wis', dc: 10 });
    expect(screen.getByText(w('gm:group.conditionGiven', { count: 2, condition: charmed }))).toBeInTheDocument();
    // One undoable change for the group, named: "Desfazer: Condição recebida (Aria e Bruno)", the rows' order.
    const undo = screen.getByRole('button', { name: (name) => name.startsWith(w('gm:undoRedo.undo', { what: `${w('rules:actions.addCondition')} (` })) });
    expect(undo.textContent).toMatch(/Aria.+Bruno|Bruno.+Aria/);
    await user.click(undo);
    for (const id of ids) expect(store.getState().sheets[id]?.creature.conditions).toEqual([]);
  });

  it('a melee attacker within 1.5 m hits a Paralyzed target critically by itself, and the preview says why (srd-2024 Paralyzed)', async () => {
    const user = userEvent.setup();
    const w = wordsOf(language);
    const { store, ids } = await ariaAndBruno(language);
    act(() => { store.getState().act(ids[0]!, { type: 'addCondition', condition: 'paralyzed' }); });
    await user.click(screen.getByRole('checkbox', { name: w('gm:list.selectAll') }));
    await user.type(screen.getByLabelText(w('gm:group.amount')), '6');
    const table = screen.getByRole('table', { name: w('gm:group.preview') });
    const critical = w('gm:group.autoCritical', { condition: w('rules:conditions.paralyzed') });
    // From afar, no critical hit.
    expect(within(table).queryByText(critical)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: w('gm:group.melee') }));
    const aria = within(table).getByRole('rowheader', { name: 'Aria' }).closest('tr') as HTMLElement;
    const bruno = within(table).getByRole('rowheader', { name: 'Bruno' }).closest('tr') as HTMLElement;
    expect(within(aria).getByText(critical)).toBeInTheDocument();
    expect(within(bruno).queryByText(critical)).toBeNull();

    await user.click(screen.getByRole('button', { name: w('gm:group.apply.damage', { count: 2 }) }));
    expect(store.getState().sheets[ids[0]!]?.log.at(-1)?.entry?.change).toMatchObject({ kind: 'act', action: { type: 'damage', melee: true } });
  });

  it('group damage asks each concentrating creature its Constitution save (DC 10 for 12, 13 for 27, 30 for 70); a failure ends the ongoing effect tied to it (RULES.md "Conditions and concentration")', async () => {
    const user = userEvent.setup();
    const w = wordsOf(language);
    const { store, ids } = await openGm([
      { name: 'Aria', maxHp: 200, role: 'character', preset: 'srd-2024' },
      { name: 'Bruno', maxHp: 100, role: 'character', preset: 'srd-2024' },
      { name: 'Goblin 1', maxHp: 30, role: 'minion', preset: 'srd-2024' },
    ], { language });
    const [aria, bruno, goblin] = ids as [string, string, string];
    act(() => { store.getState().act(aria, { type: 'concentrate', on: spell }); });

    // Bruno starts concentrating from his row.
    await user.click(within(row('Bruno')).getByRole('button', { name: w('gm:row.more', { name: 'Bruno' }) }));
    const panel = screen.getByRole('region', { name: w('gm:row.conditionsOf', { name: 'Bruno' }) });
    await user.type(within(panel).getByLabelText(w('sheet:concentration.field')), web);
    await user.click(within(panel).getByRole('button', { name: w('sheet:concentration.start') }));
    await user.click(within(row('Bruno')).getByRole('button', { name: w('gm:row.more', { name: 'Bruno' }) }));
    expect(within(row('Bruno')).getByRole('img', { name: w('rules:concentration.label', { on: web }) })).toBeInTheDocument();

    // The goblin is caught in the web: ongoing damage tied to Bruno's concentration.
    const select = (name: string) => user.click(within(row(name)).getByRole('checkbox', { name: w('gm:row.select', { name }) }));
    await select('Goblin 1');
    await user.click(screen.getByText(w('gm:effects.title'), { selector: 'summary' }));
    const form = screen.getByRole('form', { name: w('gm:effects.title') });
    await user.type(within(form).getByLabelText(w('gm:effects.amount')), '3');
    const tie = w('gm:effects.tie', { holder: 'Bruno', concentration: w('rules:concentration.label', { on: web }) });
    await user.selectOptions(within(form).getByLabelText(w('gm:effects.tiedTo')), tie);
    await user.click(within(form).getByRole('button', { name: w('gm:effects.submit', { count: 1 }) }));
    // The effect is an icon in the row, said whole in its expanded part (left open).
    expect(within(row('Goblin 1')).getByRole('img', { name: w('gm:effects.on') })).toBeInTheDocument();
    await user.click(within(row('Goblin 1')).getByRole('button', { name: w('gm:row.more', { name: 'Goblin 1' }) }));
    expect(within(row('Goblin 1')).getByText(new RegExp(tie))).toBeInTheDocument();
    await select('Goblin 1');

    await select('Aria');
    await select('Bruno');
    const damage = async (amount: number, count: number) => {
      await user.type(screen.getByLabelText(w('gm:group.amount')), String(amount));
      await user.click(screen.getByRole('button', { name: w('gm:group.apply.damage', { count }) }));
    };
    const prompt = (name: string, on: string, dc: number) => openDue(user,
      w('gm:prompts.concentrationSave', { name, concentration: w('rules:concentration.label', { on }), save: w('rules:concentration.saveDue', { dc }) }));
    const answer = async (due: Promise<HTMLElement>, roll: number) => {
      const form = await due;
      await user.type(within(form).getByLabelText(w('sheet:saves.typed')), String(roll));
      await user.click(within(form).getByRole('button', { name: w('sheet:saves.record') }));
    };

    await damage(12, 2);
    const applied = `${w('gm:group.applied', { count: 2 })} ${w('gm:group.savesDue', { count: 2, save: w('rules:actions.concentrationSave') })}`;
    expect(screen.getByText(applied)).toBeInTheDocument();
    await answer(prompt('Aria', spell, 10), 10);
    await answer(prompt('Bruno', web, 10), 12);
    expect([aria, bruno].map((id) => store.getState().sheets[id]?.creature.concentration?.dc)).toEqual([null, null]);

    // The preview says what the next hit will ask before it is applied.
    await user.type(screen.getByLabelText(w('gm:group.amount')), '27');
    const table = screen.getByRole('table', { name: w('gm:group.preview') });
    expect(within(within(table).getByRole('rowheader', { name: 'Bruno' }).closest('tr') as HTMLElement)
      .getByText(w('rules:concentration.saveDue', { dc: 13 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w('gm:group.apply.damage', { count: 2 }) }));
    await answer(prompt('Aria', spell, 13), 13);
    await answer(prompt('Bruno', web, 13), 5);

    expect(store.getState().sheets[bruno]?.creature.concentration).toBeNull();
    expect(within(row('Goblin 1')).queryByText(new RegExp(tie))).toBeNull();
    expect(within(row('Goblin 1')).queryByRole('img', { name: w('gm:effects.on') })).toBeNull();
    expect(screen.getByText(w('gm:effects.ended', {
      effect: w('gm:effects.kinds.bleeding'), name: 'Goblin 1', holder: 'Bruno', ended: w('rules:actions.endConcentration'), on: web,
    }))).toBeInTheDocument();
    // Its turn comes: the web no longer hurts.
    await user.click(screen.getByRole('button', { name: w('gm:turn.start') }));
    await user.click(screen.getByRole('button', { name: w('gm:turn.next') }));
    await user.click(screen.getByRole('button', { name: w('gm:turn.next') }));
    expect(store.getState().sheets[goblin]?.creature.hp.current).toBe(30);

    await select('Bruno');
    await damage(70, 1);
    expect(await prompt('Aria', spell, 30)).toBeInTheDocument();
  });
});
