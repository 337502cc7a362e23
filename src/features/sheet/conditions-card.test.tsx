// The Conditions card of a player's sheet (issue 13; RULES.md "Conditions and concentration"),
// in pt-BR and cs, found by role and accessible name. Every word is read from the locale files
// through i18next (and the log's sentences through describeEvent), never copied here.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amountField, moreOptions } from '../../../test/helpers/hp-pad';
import { openSheet } from '../../../test/helpers/open-sheet';
import { i18n } from '../../i18n/i18n';
import type { EventType, RulesEvent } from '../../rules';
import type { Language } from '../../store/types';
import { describeEvent, type LooseT } from './event-text';

type User = ReturnType<typeof userEvent.setup>;

/** A word of the app in the language the test loaded. */
const w: LooseT = (key, options) => (i18n.t as unknown as LooseT)(key, options);
/** An event as the log says it. */
const said = (type: EventType, values: RulesEvent['values']) => describeEvent(w, i18n.language, { type, values });

const card = () => screen.getByRole('region', { name: w('sheet:conditions.title') });
const chips = () => within(card()).getByRole('list', { name: w('sheet:conditions.list') });
const log = () => screen.getByRole('region', { name: w('sheet:log.title') });
/** What the last turn button did, in the turn buttons' live region. */
const turnOutcome = () => within(within(card()).getByRole('group', { name: w('sheet:turn.title') })).getByRole('status');

async function addCondition(user: User, condition: string, duration: () => Promise<void> = async () => undefined) {
  await user.selectOptions(within(card()).getByRole('combobox', { name: w('sheet:conditionForm.condition') }), w(`rules:conditions.${condition}`));
  await duration();
  await user.click(within(card()).getByRole('button', { name: w('sheet:conditionForm.add', { condition: w(`rules:conditions.${condition}`) }) }));
}

async function setNumber(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

async function damage(user: User, amount: string, melee = false) {
  await setNumber(user, await amountField(user, w('sheet:editor.amount.damage')), amount);
  if (melee) {
    await moreOptions(user, w('sheet:dock.more'));
    await user.click(screen.getByRole('checkbox', { name: w('sheet:damage.melee') }));
  }
  await user.click(screen.getByRole('button', { name: w('sheet:damage.apply', { amount }) }));
}

/** Types the natural d20 (and a bonus) into the save form with this name, and records it. */
async function typeSave(user: User, formName: string, roll: string, bonus = '0') {
  const form = screen.getByRole('form', { name: formName });
  await setNumber(user, within(form).getByRole('spinbutton', { name: w('sheet:saves.bonus') }), bonus);
  await user.type(within(form).getByRole('spinbutton', { name: w('sheet:saves.typed') }), roll);
  await user.click(within(form).getByRole('button', { name: w('sheet:saves.record') }));
}

describe.each<Language>(['pt-BR', 'cs'])('Conditions card in %s', (language) => {
  it('a condition for N rounds loses one at the end of each of the creature\'s turns, then ends (RULES.md: rounds are spent at the end of its own turn)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' }, { language });
    await addCondition(user, 'poisoned', async () => {
      await user.click(within(card()).getByRole('radio', { name: w('sheet:conditionForm.kinds.rounds') }));
      await setNumber(user, within(card()).getByRole('spinbutton', { name: w('sheet:conditionForm.rounds') }), '2');
    });
    const poisoned = w('rules:conditions.poisoned');
    expect(within(chips()).getByText(poisoned)).toBeInTheDocument();
    expect(chips()).toHaveTextContent(w('rules:conditionDurations.rounds', { count: 2 }));
    expect(log()).toHaveTextContent(said('condition-added', { condition: 'poisoned', until: 'rounds', rounds: 2 }));
    // Its effects are one tap (or Enter) away.
    await user.click(within(chips()).getByText(poisoned));
    expect(within(chips()).getByText(w('rules:conditionSummaries.poisoned'))).toBeVisible();

    // The start of its turn changes nothing for rounds: nothing is recorded.
    const entries = () => within(log()).getAllByRole('listitem').length;
    const before = entries();
    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.start') }));
    expect(turnOutcome()).toHaveTextContent(w('sheet:turn.nothing'));
    expect(entries()).toBe(before);

    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.end') }));
    expect(chips()).toHaveTextContent(w('rules:conditionDurations.rounds', { count: 1 }));
    expect(turnOutcome()).toHaveTextContent(said('condition-rounds', { condition: 'poisoned', rounds: 1 }));

    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.end') }));
    const ended = said('condition-removed', { condition: 'poisoned', reason: 'duration' });
    expect(turnOutcome()).toHaveTextContent(ended);
    expect(log()).toHaveTextContent(ended);
    expect(within(card()).queryByRole('list', { name: w('sheet:conditions.list') })).toBeNull();
    expect(within(card()).getByText(w('sheet:conditions.none'))).toBeInTheDocument();
  });

  it('a condition that lasts until a save asks it at the end of the turn: a failure keeps it, a success ends it (RULES.md: save at the end of its turn)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' }, { language });
    await addCondition(user, 'paralyzed', async () => {
      await user.click(within(card()).getByRole('radio', { name: w('sheet:conditionForm.kinds.save') }));
      await user.selectOptions(within(card()).getByRole('combobox', { name: w('sheet:conditionForm.ability') }), w('rules:abilities.wis'));
      await setNumber(user, within(card()).getByRole('spinbutton', { name: w('sheet:conditionForm.dc') }), '14');
    });
    const paralyzed = w('rules:conditions.paralyzed');
    expect(chips()).toHaveTextContent(w('rules:conditionDurations.save', { ability: w('rules:abilities.wis'), dc: 14 }));
    // srd-2024: Paralyzed includes Incapacitated, shown as included and never removed on its own.
    const included = `${w('rules:conditions.incapacitated')} ${w('rules:conditionIncludedBy', { condition: paralyzed })}`;
    expect(within(chips()).getByText(included)).toBeInTheDocument();
    expect(within(chips()).queryByRole('button', { name: w('sheet:conditions.remove', { condition: w('rules:conditions.incapacitated') }) })).toBeNull();

    const saveName = w('sheet:turn.save', { condition: paralyzed, save: w('rules:abilitySaves.wis'), dc: 14 });
    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.end') }));
    expect(screen.getByRole('heading', { name: w('sheet:turn.savesDue') })).toHaveFocus();
    await typeSave(user, saveName, '5', '3');
    const failed = said('condition-save', { condition: 'paralyzed', ability: 'wis', roll: 5, bonus: 3, total: 8, dc: 14, passed: false });
    expect(turnOutcome()).toHaveTextContent(failed);
    expect(log()).toHaveTextContent(failed);
    expect(within(chips()).getByText(paralyzed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: saveName })).toBeNull();
    expect(within(card()).getByRole('button', { name: w('sheet:turn.end') })).toHaveFocus();

    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.end') }));
    await typeSave(user, saveName, '11', '3');
    expect(turnOutcome()).toHaveTextContent(said('condition-save', { condition: 'paralyzed', ability: 'wis', roll: 11, bonus: 3, total: 14, dc: 14, passed: true }));
    expect(log()).toHaveTextContent(said('condition-removed', { condition: 'paralyzed', reason: 'save' }));
    expect(within(card()).queryByRole('list', { name: w('sheet:conditions.list') })).toBeNull();
  });

  it('a melee hit from within 1.5 m on a Paralyzed creature is a critical hit: the box ticks itself and says why (RULES.md; srd-2024 Paralyzed)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' }, { language });
    await addCondition(user, 'paralyzed');
    const critical = () => screen.getByRole('checkbox', { name: w('sheet:damage.critical') });
    await setNumber(user, await amountField(user, w('sheet:editor.amount.damage')), '5');
    await moreOptions(user, w('sheet:dock.more'));
    expect(critical()).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: w('sheet:damage.melee') }));
    expect(critical()).toBeChecked();
    expect(critical()).toBeDisabled();
    expect(critical()).toHaveAccessibleDescription(w('sheet:damage.autoCritical', { condition: w('rules:conditions.paralyzed') }));
    await user.click(screen.getByRole('button', { name: w('sheet:damage.apply', { amount: 5 }) }));
    expect(within(log()).getAllByRole('listitem')[0]).toHaveTextContent(w('rules:eventNotes.critical'));
  });

  it('at 0 HP the same melee hit is a critical: two failures (srd-2024 "Damage at 0 Hit Points")', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' }, { language });
    await addCondition(user, 'paralyzed');
    await damage(user, '20');
    await setNumber(user, await amountField(user, w('sheet:editor.amount.damage')), '1');
    await moreOptions(user, w('sheet:dock.more'));
    await user.click(screen.getByRole('checkbox', { name: w('sheet:damage.melee') }));
    // At 0 HP the creature is Unconscious as well; either one makes it a critical.
    expect(screen.getByRole('checkbox', { name: w('sheet:damage.critical') })).toBeChecked();
    expect(screen.getByText(w('sheet:damage.autoCritical', { condition: w('rules:conditions.unconscious') }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w('sheet:damage.apply', { amount: 1 }) }));
    expect(screen.getByRole('img', { name: w('sheet:deathSaves.failureCount', { count: 2, needed: 3 }) })).toBeInTheDocument();
  });

  it('damage while concentrating asks for a Constitution save at DC max(10, half the damage), up to 30; a failure ends it (RULES.md "Conditions and concentration")', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 200, preset: 'srd-2024' }, { language });
    const spell = 'Bless';
    await user.type(within(card()).getByRole('textbox', { name: w('sheet:concentration.field') }), spell);
    await user.click(within(card()).getByRole('button', { name: w('sheet:concentration.start') }));
    expect(within(card()).getByText(w('rules:concentration.label', { on: spell }))).toBeInTheDocument();

    for (const [amount, dc] of [['12', 10], ['27', 13]] as const) {
      await damage(user, amount);
      expect(log()).toHaveTextContent(said('concentration-check', { on: spell, dc, damage: Number(amount) }));
      await typeSave(user, w('rules:concentration.saveDue', { dc }), String(dc));
      expect(within(card()).getByText(said('concentration-save', { on: spell, roll: dc, total: dc, dc, passed: true }))).toBeInTheDocument();
      expect(within(card()).getByText(w('rules:concentration.label', { on: spell }))).toBeInTheDocument();
    }

    await damage(user, '70');
    await typeSave(user, w('rules:concentration.saveDue', { dc: 30 }), '20', '9');
    expect(within(card()).getByText(said('concentration-save', { on: spell, roll: 20, bonus: 9, total: 29, dc: 30, passed: false }))).toBeInTheDocument();
    expect(within(card()).getByText(said('concentration-ended', { on: spell, reason: 'failed-save' }))).toBeInTheDocument();
    expect(within(card()).queryByText(w('rules:concentration.label', { on: spell }))).toBeNull();
    expect(within(card()).getByText(w('sheet:concentration.none'))).toBeInTheDocument();
  });

  it('a second concentration replaces the first only after a confirmation (RULES.md: one thing at a time)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' }, { language });
    const field = () => within(card()).getByRole('textbox', { name: w('sheet:concentration.field') });
    await user.type(field(), 'Bless');
    await user.click(within(card()).getByRole('button', { name: w('sheet:concentration.start') }));
    await user.type(field(), 'Haste');
    await user.click(within(card()).getByRole('button', { name: w('sheet:concentration.start') }));
    const dialog = screen.getByRole('dialog', { name: w('sheet:concentration.replaceTitle') });
    await user.click(within(dialog).getByRole('button', { name: w('sheet:concentration.keep', { current: 'Bless' }) }));
    expect(within(card()).getByText(w('rules:concentration.label', { on: 'Bless' }))).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: w('sheet:concentration.start') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: w('sheet:concentration.replace', { next: 'Haste' }) }));
    expect(within(card()).getByText(w('rules:concentration.label', { on: 'Haste' }))).toBeInTheDocument();
    expect(log()).toHaveTextContent(said('concentration-started', { on: 'Haste', replaced: 'Bless' }));
  });

  it('Unconscious at 0 HP has no remove button and says why; Prone is shown as included (RULES.md: refused at 0 HP)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 10, preset: 'srd-2024' }, { language });
    await damage(user, '10');
    const unconscious = w('rules:conditions.unconscious');
    expect(within(chips()).getByText(unconscious)).toBeInTheDocument();
    expect(within(chips()).queryByRole('button', { name: w('sheet:conditions.remove', { condition: unconscious }) })).toBeNull();
    expect(within(chips()).getByText(w('rules:errors.unconscious-at-zero'))).toBeInTheDocument();
    expect(within(chips()).getByText(`${w('rules:conditions.prone')} ${w('rules:conditionIncludedBy', { condition: unconscious })}`)).toBeInTheDocument();
    // Concentrating is out of the question at 0 HP, and the form says so.
    expect(within(card()).getByText(w('rules:errors.cannot-concentrate'))).toBeInTheDocument();
  });

  it('a condition given by hand is removed by hand, and the focus stays in the list', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 10, preset: 'srd-2024' }, { language });
    await addCondition(user, 'prone');
    await addCondition(user, 'blinded');
    // The one it has is marked in the list of choices.
    expect(within(card()).getByRole('option', { name: w('sheet:conditionForm.has', { condition: w('rules:conditions.prone') }) })).toBeDisabled();
    await user.click(within(chips()).getByRole('button', { name: w('sheet:conditions.remove', { condition: w('rules:conditions.prone') }) }));
    expect(log()).toHaveTextContent(said('condition-removed', { condition: 'prone', reason: 'by-hand' }));
    expect(chips()).toHaveFocus();
    expect(within(chips()).queryByText(w('rules:conditions.prone'))).toBeNull();
  });

  it('until the end of its own next turn: the start of that turn, then its end (RULES.md: a turn duration given during the turn lasts one more)', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 10, preset: 'srd-2024' }, { language });
    await addCondition(user, 'frightened', async () => {
      await user.click(within(card()).getByRole('radio', { name: w('sheet:conditionForm.kinds.turn') }));
      await user.selectOptions(within(card()).getByRole('combobox', { name: w('sheet:conditionForm.edge') }), w('sheet:conditionForm.edges.end'));
    });
    expect(chips()).toHaveTextContent(w('rules:conditionDurations.turn-end', { name: 'Kaito' }));
    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.end') }));
    expect(turnOutcome()).toHaveTextContent(w('sheet:turn.nothing'));
    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.start') }));
    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.end') }));
    expect(log()).toHaveTextContent(said('condition-removed', { condition: 'frightened', reason: 'duration' }));
  });

  it('a typed name for another creature\'s turn can only end by hand, and the hint says so', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Kaito', maxHp: 10, preset: 'srd-2024' }, { language });
    await user.selectOptions(within(card()).getByRole('combobox', { name: w('sheet:conditionForm.condition') }), w('rules:conditions.charmed'));
    await user.click(within(card()).getByRole('radio', { name: w('sheet:conditionForm.kinds.turn') }));
    await user.selectOptions(within(card()).getByRole('combobox', { name: w('sheet:conditionForm.whose') }), w('sheet:conditionForm.typed'));
    const add = within(card()).getByRole('button', { name: w('sheet:conditionForm.add', { condition: w('rules:conditions.charmed') }) });
    expect(add).toBeDisabled();
    expect(within(card()).getByText(w('sheet:conditionForm.typedNeeded'))).toBeInTheDocument();
    const name = within(card()).getByRole('textbox', { name: w('sheet:conditionForm.typedName') });
    expect(name).toHaveAccessibleDescription(w('sheet:conditionForm.typedHint'));
    await user.type(name, 'Vampire');
    await user.click(add);
    expect(chips()).toHaveTextContent(w('rules:conditionDurations.turn-end', { name: 'Vampire' }));
    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.start') }));
    await user.click(within(card()).getByRole('button', { name: w('sheet:turn.end') }));
    expect(within(chips()).getByText(w('rules:conditions.charmed'))).toBeInTheDocument();
  });
});
