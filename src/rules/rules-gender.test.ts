// @vitest-environment node
// The words' gender (types.ts `Creature.gender`): presentational, read by no rule. createCreature
// and configure take it, configure's null clears it, and a value outside female / male / neuter is
// refused like every other invalid configure field ('invalid-patch').
import { describe, expect, it } from 'vitest';
import { createCreature, dispatch, type Creature, type Gender } from './index';
import { act, expectRefused, make } from './test-helpers';

describe('createCreature takes the words\' gender', () => {
  it('absent: not said (no field at all)', () => {
    expect(make('srd-2024')).not.toHaveProperty('gender');
    // As configure reads it (and as an Armor Class of null): not said.
    expect(make('srd-2024', { gender: null as never })).not.toHaveProperty('gender');
  });

  it.each<Gender>(['female', 'male', 'neuter'])('%s is kept', (gender) => {
    expect(make('srd-2024', { gender }).gender).toBe(gender);
  });

  it.each<[string, unknown]>([
    ['the library\'s one-letter spelling', 'f'],
    ['an empty string', ''],
    ['a capitalised word', 'Female'],
    ['a number', 1],
  ])('refuses %s with a RangeError', (_name, gender) => {
    expect(() => createCreature({ name: 'Jana', preset: 'srd-2024', maxHp: 20, gender: gender as Gender })).toThrow(RangeError);
  });
});

describe('configure: gender in the patch', () => {
  const cases: [string, Gender | undefined, Gender | null, Gender | undefined, string | null][] = [
    // name, before, patch, after, configured fields (null: unchanged, no event)
    ['said for the first time', undefined, 'female', 'female', 'gender'],
    ['changed', 'female', 'male', 'male', 'gender'],
    ['to neuter (a Czech library creature: Mládě červeného draka)', undefined, 'neuter', 'neuter', 'gender'],
    ['cleared with null', 'male', null, undefined, 'gender'],
    ['the same again: nothing changes', 'female', 'female', 'female', null],
    ['null when not said: nothing changes', undefined, null, undefined, null],
  ];
  it.each(cases)('%s', (_name, before, gender, after, fields) => {
    const start = make('srd-2024', before ? { gender: before } : {});
    const result = dispatch(start, { type: 'configure', patch: { gender } });
    expect(result.error).toBeUndefined();
    if (after === undefined) expect(result.creature).not.toHaveProperty('gender');
    else expect(result.creature.gender).toBe(after);
    if (fields === null) {
      expect(result.creature).toBe(start);
      expect(result.events).toEqual([]);
    } else {
      expect(result.events).toEqual([{ type: 'configured', key: 'events.configured', values: { fields } }]);
    }
  });

  it.each<[string, unknown]>([['f', 'f'], ['other', 'other'], ['an empty string', ''], ['a number', 2], ['an object', { gender: 'female' }]])(
    'refuses %s with invalid-patch, the creature untouched',
    (_name, gender) => {
      expectRefused(make('srd-2024', { gender: 'female' }), { type: 'configure', patch: { gender: gender as Gender } }, 'invalid-patch');
    },
  );

  it('travels with the rest of the patch, and no rule reads it: damage to 0 HP is the same for every gender', () => {
    const named = act(make('srd-2024', { maxHp: 10 }), { type: 'configure', patch: { name: 'Jana', gender: 'female' } });
    expect(named.events[0]!.values.fields).toBe('name,gender');
    const outcome = (c: Creature) => {
      const { creature, events } = act(c, { type: 'damage', amount: 10 });
      const { gender: _gender, ...rest } = creature;
      return { rest, events };
    };
    expect(outcome(named.creature)).toEqual(outcome({ ...named.creature, gender: 'male' }));
  });
});
