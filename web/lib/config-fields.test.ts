import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configFields, configFromValues, humanize } from './config-fields';

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
