/** The move and event kinds a game's engine declares, for the boards' tests that every kind has words. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** The event kinds of `shared/games/<game>/events.ts`, read from its event union `unionName` (a union has no runtime list). */
export function engineEventKinds(game: string, unionName: string): string[] {
  const source = readFileSync(join(__dirname, '..', '..', '..', 'shared', 'games', game, 'events.ts'), 'utf8');
  const union = source.slice(source.indexOf(`export type ${unionName}`), source.indexOf('export function redactEvent'));
  return [...union.matchAll(/\|\s*\{\s*type:\s*'([a-z-]+)'/g)].map((m) => m[1]);
}

/** The move kinds of a move schema (a zod discriminated union of objects with a literal `type`). */
export function moveKinds(schema: { options: ReadonlyArray<{ shape: { type: { value: unknown } } }> }): string[] {
  return schema.options.map((o) => o.shape.type.value as string);
}

/**
 * The two tests every board's words test holds: each move kind of the engine's schema has words for its label, and each
 * event kind of its event union has words for the log. The minimums keep a broken reader (no kind found) from passing.
 */
export function itHasWordsForEveryKind(words: {
  game: string;
  eventUnion: string;
  moveSchema: Parameters<typeof moveKinds>[0];
  moveWords: object;
  eventWords: object;
  atLeast: { moves: number; events: number };
}): void {
  it('given every move kind of the engine schema, then the board has words for it', () => {
    const kinds = moveKinds(words.moveSchema);
    expect(kinds.length).toBeGreaterThan(words.atLeast.moves);
    expect(kinds.filter((k) => !(k in words.moveWords))).toEqual([]);
  });

  it('given every event kind of the engine, then the log has words for it', () => {
    const kinds = engineEventKinds(words.game, words.eventUnion);
    expect(kinds.length).toBeGreaterThan(words.atLeast.events);
    expect(kinds.filter((k) => !(k in words.eventWords))).toEqual([]);
  });
}
