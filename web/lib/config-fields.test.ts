import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choiceLabel, configFields, configFromValues, humanize, wordedFields } from './config-fields';

const schema = z.toJSONSchema(
  z.object({
    rounds: z.number().int().min(1).max(3).default(3),
    reactions: z.boolean().default(true),
    mode: z.enum(['sudden-death', 'final-frenzy']).default('final-frenzy'),
  }),
  { io: 'input' },
);

describe('config fields from a game config schema', () => {
  it('given an integer, a boolean and an enum with defaults, when read, then each becomes a field with its range and default', () => {
    expect(configFields(schema)).toEqual([
      { key: 'rounds', label: 'Rounds', kind: 'number', integer: true, min: 1, max: 3, default: 3, description: undefined },
      { key: 'reactions', label: 'Reactions', kind: 'boolean', default: true, description: undefined },
      { key: 'mode', label: 'Mode', kind: 'choice', options: ['sudden-death', 'final-frenzy'], default: 'final-frenzy', description: undefined },
    ]);
  });
  it('given values equal to the defaults, when turned into a config, then the config is empty (a standard game)', () => {
    expect(configFromValues(configFields(schema), { rounds: '3', reactions: true, mode: 'final-frenzy' })).toEqual({});
  });
  it('given changed values, when turned into a config, then only those are sent, typed', () => {
    expect(configFromValues(configFields(schema), { rounds: '2', reactions: false, mode: 'sudden-death' })).toEqual({
      rounds: 2,
      reactions: false,
      mode: 'sudden-death',
    });
  });
  it('given a camel-case key, when humanized, then it reads as words', () => {
    expect(humanize('firstPlayer')).toBe('First player');
  });
});

describe('config fields in the game\'s own words', () => {
  const gameSchema = z.toJSONSchema(
    z.object({
      mode: z.enum(['sudden-death', 'final-frenzy']).default('final-frenzy'),
      firstPlayer: z.number().int().min(0).max(4).optional(),
      seats: z.array(z.number()).default([]),
    }),
    { io: 'input' },
  );
  const words = {
    mode: { label: 'How the game ends', choices: { 'final-frenzy': { label: 'Final Frenzy', description: 'One more turn each.' }, 'sudden-death': { label: 'Sudden Death' } } },
    firstPlayer: { label: 'First player', numberChoices: [{ value: null, label: 'Drawn at random' }, { value: 0, label: 'You' }, { value: 1, label: 'Seat 2' }] },
    seats: { hidden: true },
  };

  it('given words for an enum, then the field carries the option name and each value\'s name and sentence', () => {
    const [mode] = wordedFields(configFields(gameSchema), words);
    expect(mode).toMatchObject({ key: 'mode', label: 'How the game ends', kind: 'choice', default: 'final-frenzy' });
    if (mode.kind !== 'choice') throw new Error('not a choice');
    expect(choiceLabel(mode, 'sudden-death')).toBe('Sudden Death');
    expect(mode.choices?.['final-frenzy'].description).toBe('One more turn each.');
  });

  it('given a number offered as named values, when one is chosen, then it is sent as a number, and "at random" sends nothing', () => {
    const fields = wordedFields(configFields(gameSchema), words);
    expect(fields.find((f) => f.key === 'firstPlayer')).toMatchObject({ kind: 'choice', options: ['', '0', '1'], default: '', numeric: true });
    expect(configFromValues(fields, { mode: 'final-frenzy', firstPlayer: '1' })).toEqual({ firstPlayer: 1 });
    expect(configFromValues(fields, { mode: 'final-frenzy', firstPlayer: '' })).toEqual({});
  });

  it('given a hidden option or no words for a game, then the hidden one is left out and the others stay as the schema says', () => {
    expect(wordedFields(configFields(gameSchema), words).map((f) => f.key)).toEqual(['mode', 'firstPlayer']);
    expect(wordedFields(configFields(gameSchema), undefined)).toEqual(configFields(gameSchema));
  });
});
