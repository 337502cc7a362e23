// The shared condition widgets on their own (the GM screen uses them with its own callbacks).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../test/helpers/render-app';
import { i18n } from '../../i18n/i18n';
import { createCreature, dispatch, LIMITS, type Action, type Creature } from '../../rules';
import type { LooseT } from '../sheet/event-text';
import { AddConditionForm } from './add-condition-form';
import { ConditionChips } from './condition-chips';
import { typedTurnKey } from './condition-words';
import { SaveRollForm } from './save-roll-form';

const w: LooseT = (key, options) => (i18n.t as unknown as LooseT)(key, options);

function creatureAfter(...actions: Action[]): Creature {
  return actions.reduce((c, action) => dispatch(c, action).creature, createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: 10 }));
}

async function show(node: React.ReactNode) {
  await loadLanguage('cs');
  await i18n.loadNamespaces(['sheet', 'rules']);
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('SaveRollForm (cs)', () => {
  it('"Roll" leaves the d20 to the app; a typed die goes as typed, with the bonus', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => ({ events: [] }));
    await show(<SaveRollForm label="Save" dc={12} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Save' });
    expect(form).toHaveTextContent(w('sheet:saves.needs', { dc: 12 }));
    await user.click(within(form).getByRole('button', { name: w('sheet:saves.roll') }));
    expect(onSubmit).toHaveBeenLastCalledWith({ bonus: 0 });
    await user.click(within(form).getByRole('button', { name: w('sheet:saves.bonusUp') }));
    await user.type(within(form).getByRole('spinbutton', { name: w('sheet:saves.typed') }), '17');
    await user.click(within(form).getByRole('button', { name: w('sheet:saves.record') }));
    expect(onSubmit).toHaveBeenLastCalledWith({ roll: 17, bonus: 1 });
  });

  it('a refused die (a d20 shows 1 to 20) is said in the rules\' words and stays typed', async () => {
    const user = userEvent.setup();
    await show(<SaveRollForm label="Save" dc={12} onSubmit={() => ({ events: [], error: { code: 'invalid-roll' } })} />);
    const field = screen.getByRole('spinbutton', { name: w('sheet:saves.typed') });
    await user.type(field, '25');
    await user.click(screen.getByRole('button', { name: w('sheet:saves.record') }));
    expect(screen.getByRole('alert')).toHaveTextContent(w('rules:errors.invalid-roll'));
    expect(field).toHaveValue(25);
  });
});

describe('SaveRollForm with the sheet\'s bonus (cs)', () => {
  it('starts empty and says the sheet\'s bonus: empty sends no bonus (the rules add the sheet\'s), a typed one replaces it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => ({ events: [] }));
    await show(<SaveRollForm label="Save" dc={13} sheetBonus={{ ability: 'con', value: 5 }} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Save' });
    const bonus = within(form).getByRole('spinbutton', { name: w('sheet:saves.bonus') });
    expect(bonus).toHaveValue(null);
    expect(bonus).toHaveAccessibleDescription(w('sheet:saves.fromSheet', { abilitySave: w('rules:abilitySaves.con'), bonus: '+5' }));
    await user.type(within(form).getByRole('spinbutton', { name: w('sheet:saves.typed') }), '12');
    await user.click(within(form).getByRole('button', { name: w('sheet:saves.record') }));
    expect(onSubmit).toHaveBeenLastCalledWith({ roll: 12 });
    await user.type(bonus, '-1');
    await user.click(within(form).getByRole('button', { name: w('sheet:saves.roll') }));
    expect(onSubmit).toHaveBeenLastCalledWith({ bonus: -1 });
    // Recorded: the next save starts from the sheet's bonus again.
    expect(bonus).toHaveValue(null);
  });
});

describe('ConditionChips (cs)', () => {
  it('names a turn duration by the current name the caller gives, and the caller\'s reason replaces the remove button', async () => {
    const creature = creatureAfter(
      { type: 'addCondition', condition: 'grappled', duration: { kind: 'turn', edge: 'start', of: 'sheet-1', name: 'Old name' } },
      { type: 'addCondition', condition: 'prone' },
    );
    await show(
      <ConditionChips
        creature={creature}
        turnName={(key) => (key === 'sheet-1' ? 'Ogre' : undefined)}
        onRemove={() => ({ events: [] })}
        removeDisabledReason={(condition) => (condition === 'prone' ? 'Not now.' : null)}
      />,
    );
    const list = screen.getByRole('list', { name: w('sheet:conditions.list') });
    expect(list).toHaveTextContent(w('rules:conditionDurations.turn-start', { name: 'Ogre' }));
    expect(list).toHaveTextContent(w('rules:conditionDurations.until-removed'));
    expect(within(list).getByRole('button', { name: w('sheet:conditions.remove', { condition: w('rules:conditions.grappled') }) })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: w('sheet:conditions.remove', { condition: w('rules:conditions.prone') }) })).toBeNull();
    expect(within(list).getByText('Not now.')).toBeInTheDocument();
  });

  it('without onRemove the chips are read-only', async () => {
    await show(<ConditionChips creature={creatureAfter({ type: 'addCondition', condition: 'blinded' })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('typedTurnKey', () => {
  it('keeps the whole name to show, and a key no longer than the rules keep (LIMITS.idLength)', () => {
    const long = 'Ancient Red Dragon 🐉🐉🐉 of the Burning Peaks, Lord of Ash';
    const typed = typedTurnKey(`  ${long} `);
    expect(typed?.name).toBe(long);
    expect(typed?.key.startsWith('name:')).toBe(true);
    // The rules measure the key in UTF-16 units; no character is cut in half.
    expect(typed?.key.length).toBeLessThanOrEqual(LIMITS.idLength);
    expect(long.startsWith(typed?.key.slice('name:'.length) ?? '-')).toBe(true);
    expect(typed?.key).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(typedTurnKey('   ')).toBeNull();
  });
});

describe('AddConditionForm (cs)', () => {
  it('lists the fourteen conditions in Czech alphabetical order, and again after the creature changes', async () => {
    const creature = creatureAfter();
    const view = await show(<AddConditionForm creature={creature} turnOptions={[]} onAdd={() => ({ events: [] })} />);
    const names = () => within(screen.getByRole('combobox', { name: w('sheet:conditionForm.condition') })).getAllByRole('option').slice(1).map((o) => o.textContent);
    // The Czech alphabet puts "Bezvědomí" (Unconscious) first; Neschopný before Neviditelný, Zadržený before Zkamenělý before Zmámený.
    const expected = ['Bezvědomí', 'Neschopný', 'Neviditelný', 'Ohlušený', 'Omráčený', 'Oslepený', 'Otrávený', 'Paralyzovaný', 'Sražený', 'Uchopený', 'Vyděšený', 'Zadržený', 'Zkamenělý', 'Zmámený'];
    expect(names()).toEqual(expected);
    view.rerender(<I18nextProvider i18n={i18n}><AddConditionForm creature={creatureAfter({ type: 'damage', amount: 3 })} turnOptions={[]} onAdd={() => ({ events: [] })} /></I18nextProvider>);
    expect(names()).toEqual(expected);
  });
});
