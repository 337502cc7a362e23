// @vitest-environment node
// Issue 34 "The GM's screen, finished": durations of both kinds ("N rounds and a save at the end
// of each turn together": Hold Person, a save at the end of each turn for up to a minute) and
// conditions sustained by a concentration (RULES.md "Conditions and concentration": "An ongoing
// effect the GM tied to a creature's concentration ends with it"). Values worked by hand.
import { describe, expect, it } from 'vitest';
import { creatureProblems, dispatch, parseDuration, turnDue } from './index';
import type { Action, ConditionDuration, Creature, RulesEvent, StandardCondition, TurnEdge } from './index';
import { deepFreeze, make } from './test-helpers';

const ogre = (): Creature => deepFreeze(make('srd-2024', { maxHp: 59, name: 'Ogre' }));

function play(creature: Creature, actions: Action[]): { creature: Creature; events: RulesEvent[] } {
  let c = deepFreeze(creature);
  const events: RulesEvent[] = [];
  for (const action of actions) {
    const r = dispatch(c, action);
    if (r.error) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code}`);
    expect(creatureProblems(r.creature)).toEqual([]);
    c = deepFreeze(r.creature);
    events.push(...r.events);
  }
  return { creature: c, events };
}

const SELF = 'ogre';
const CASTER = 'sheet-kaito';
const edge = (e: TurnEdge, of = SELF): Action => ({ type: 'turnEdge', edge: e, of, self: of === SELF });
const add = (condition: StandardCondition, duration: ConditionDuration): Action => ({ type: 'addCondition', condition, duration });
/** Hold Person: a Wisdom save DC 13 at the end of each of its turns, for up to `rounds`. */
const holdPerson = (rounds: number): ConditionDuration => ({ kind: 'save', ability: 'wis', dc: 13, rounds });
const save = (condition: StandardCondition, roll: number): Action => ({ type: 'conditionSave', condition, roll, bonus: 0 });
const sustained = (on = 'Hold Person'): ConditionDuration['sustainedBy'] => ({ of: CASTER, on, name: 'Kaito' });

describe('issue 34 "N rounds and a save at the end of each turn together": whichever comes first ends it', () => {
  it('a save with a limit of rounds is a duration the rules keep (rounds 1..10,000); a limit of 0 is not', () => {
    expect(parseDuration(holdPerson(10))).toEqual({ kind: 'save', ability: 'wis', dc: 13, rounds: 10 });
    expect(parseDuration({ kind: 'save', ability: 'wis', dc: 13, rounds: 0 })).toBeNull();
    expect(parseDuration({ kind: 'save', ability: 'wis', dc: 13, rounds: 1.5 })).toBeNull();
    expect(dispatch(ogre(), add('paralyzed', { kind: 'save', ability: 'wis', dc: 13, rounds: 10_001 })).error?.code).toBe('invalid-duration');
  });

  it('the event says both: until a Wisdom save DC 13, for at most 10 rounds', () => {
    const r = play(ogre(), [add('paralyzed', holdPerson(10))]);
    expect(r.events[0]?.values).toMatchObject({ condition: 'paralyzed', until: 'save', ability: 'wis', dc: 13, rounds: 10 });
  });

  it('each end of its own turn asks the save and spends a round: 3 rounds → 2 left after the first turn', () => {
    const c = play(ogre(), [add('paralyzed', holdPerson(3))]).creature;
    expect(turnDue(c, { edge: 'end', of: SELF, self: true }).saves).toEqual([{ condition: 'paralyzed', ability: 'wis', dc: 13 }]);
    const r = play(c, [edge('end')]);
    expect(r.creature.durations.paralyzed).toEqual(holdPerson(2));
    expect(r.events.find((e) => e.type === 'condition-rounds')?.values).toEqual({ condition: 'paralyzed', rounds: 2 });
  });

  it('another creature\'s turn spends nothing', () => {
    const c = play(ogre(), [add('paralyzed', holdPerson(3)), edge('end', CASTER), edge('start', CASTER)]).creature;
    expect(c.durations.paralyzed).toEqual(holdPerson(3));
  });

  it('the save first: a success (14 against DC 13) on the first turn ends it with 3 rounds still left', () => {
    const r = play(ogre(), [add('paralyzed', holdPerson(3)), save('paralyzed', 14)]);
    expect(r.creature.conditions).not.toContain('paralyzed');
    expect(r.events.at(-1)?.values).toMatchObject({ condition: 'paralyzed', reason: 'save' });
  });

  it('a failed save (12 against DC 13) keeps it, and the rounds still count down', () => {
    const r = play(ogre(), [add('paralyzed', holdPerson(3)), edge('end'), save('paralyzed', 12)]);
    expect(r.creature.conditions).toContain('paralyzed');
    expect(r.creature.durations.paralyzed).toEqual(holdPerson(2));
  });

  it('the rounds first: every save failed, it ends at the end of its third turn (reason: duration), and that last turn asks no save', () => {
    let c = play(ogre(), [add('paralyzed', holdPerson(3))]).creature;
    c = play(c, [edge('end'), save('paralyzed', 5), edge('end'), save('paralyzed', 5)]).creature;
    expect(c.durations.paralyzed).toEqual(holdPerson(1));
    const due = turnDue(c, { edge: 'end', of: SELF, self: true });
    expect(due.ending).toEqual(['paralyzed']);
    expect(due.saves).toEqual([]);
    const r = play(c, [edge('end')]);
    expect(r.creature.conditions).not.toContain('paralyzed');
    expect(r.events.find((e) => e.type === 'condition-removed')?.values).toMatchObject({ condition: 'paralyzed', reason: 'duration' });
  });

  it('a save without a limit still lasts until the save, whatever the turns', () => {
    const c = play(ogre(), [add('frightened', { kind: 'save', ability: 'wis', dc: 13 }), edge('end'), edge('end'), edge('end')]).creature;
    expect(c.durations.frightened).toEqual({ kind: 'save', ability: 'wis', dc: 13 });
  });
});

describe('RULES.md "An ongoing effect the GM tied to a creature\'s concentration ends with it": conditions sustained by a concentration', () => {
  it('a condition keeps whose concentration sustains it, with its duration; the event names the concentration', () => {
    const r = play(ogre(), [add('frightened', { kind: 'rounds', rounds: 2, sustainedBy: sustained('Cause Fear') })]);
    expect(r.creature.durations.frightened).toEqual({ kind: 'rounds', rounds: 2, sustainedBy: { of: CASTER, on: 'Cause Fear', name: 'Kaito' } });
    expect(r.events[0]?.values).toMatchObject({ until: 'rounds', rounds: 2, on: 'Cause Fear', holder: 'Kaito' });
  });

  it('a sustainer without a name, a key or what it is on is not a duration the rules keep', () => {
    expect(parseDuration({ kind: 'until-removed', sustainedBy: { of: '', on: 'X', name: 'Kaito' } })).toBeNull();
    expect(parseDuration({ kind: 'until-removed', sustainedBy: { of: CASTER, on: '  ', name: 'Kaito' } })).toBeNull();
    expect(parseDuration({ kind: 'until-removed', sustainedBy: 'Kaito' })).toBeNull();
  });

  it('the rounds still count down for a sustained condition', () => {
    const c = play(ogre(), [add('frightened', { kind: 'rounds', rounds: 2, sustainedBy: sustained() }), edge('end')]).creature;
    expect(c.durations.frightened).toEqual({ kind: 'rounds', rounds: 1, sustainedBy: sustained() });
  });

  it('endSustained ends every condition that concentration sustained, and only those (reason: concentration)', () => {
    const c = play(ogre(), [
      add('paralyzed', { ...holdPerson(10), sustainedBy: sustained() }),
      add('frightened', { kind: 'rounds', rounds: 2, sustainedBy: sustained('Cause Fear') }),
      add('poisoned', { kind: 'until-removed' }),
    ]).creature;
    const r = play(c, [{ type: 'endSustained', of: CASTER, on: 'Hold Person' }]);
    expect(r.creature.conditions).toEqual(['frightened', 'poisoned']);
    expect(r.events).toEqual([expect.objectContaining({
      type: 'condition-removed', values: { condition: 'paralyzed', reason: 'concentration', on: 'Hold Person', holder: 'Kaito' },
    })]);
  });

  it('another creature\'s concentration on the same name sustains nothing here: the creature comes back the same, no events', () => {
    const c = play(ogre(), [add('paralyzed', { ...holdPerson(10), sustainedBy: sustained() })]).creature;
    const r = dispatch(c, { type: 'endSustained', of: 'sheet-other', on: 'Hold Person' });
    expect(r.creature).toBe(c);
    expect(r.events).toEqual([]);
  });

  it('a Sleep sustained by a concentration on a creature at 0 HP: the concentration ends, the rules\' Unconscious stays', () => {
    const asleep = play(ogre(), [add('unconscious', { kind: 'until-removed', sustainedBy: sustained('Sleep') }), { type: 'damage', amount: 100 }]).creature;
    expect(asleep.hp.current).toBe(0);
    const r = play(asleep, [{ type: 'endSustained', of: CASTER, on: 'Sleep' }]);
    expect(r.creature.conditions).toContain('unconscious');
    expect(r.creature.durations.unconscious).toBeUndefined();
  });

  it('endSustained with no key or no name is refused', () => {
    expect(dispatch(ogre(), { type: 'endSustained', of: '', on: 'X' }).error?.code).toBe('unknown-action');
    expect(dispatch(ogre(), { type: 'endSustained', of: CASTER, on: '' }).error?.code).toBe('invalid-name');
  });
});
