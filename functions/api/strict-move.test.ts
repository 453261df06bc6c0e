import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { droppedKey } from '../core/strict-move';
import { depthWithin } from './validate';

const schema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: z.string(), target: z.object({ seat: z.number() }).optional() }),
  z.object({ type: z.literal('pass'), note: z.string().default('') }),
]);
const dropped = (move: unknown) => droppedKey(move, schema.parse(move));

describe('droppedKey', () => {
  it('given a move the schema reads whole, when compared, then nothing was dropped (keys added by defaults are fine)', () => {
    expect(dropped({ type: 'play', card: 'c1', target: { seat: 2 } })).toBeNull();
    expect(dropped({ type: 'pass' })).toBeNull();
  });

  it('given a field the game does not know, at the top or nested, when compared, then its path is named', () => {
    expect(dropped({ type: 'play', card: 'c1', junk: { a: 1 } })).toBe('junk');
    expect(dropped({ type: 'play', card: 'c1', target: { seat: 2, extra: true } })).toBe('target.extra');
  });
});

describe('depthWithin', () => {
  const nest = (depth: number) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };

  it('given values nested up to the limit, when checked, then they pass; one level more does not', () => {
    expect(depthWithin({ a: [1, { b: 2 }] }, 3)).toBe(true);
    expect(depthWithin(nest(32), 32)).toBe(true);
    expect(depthWithin(nest(33), 32)).toBe(false);
  });

  it('given a value nested 100,000 levels, when checked, then the answer comes without overflowing the stack', () => {
    expect(depthWithin(nest(100_000), 32)).toBe(false);
  });
});
