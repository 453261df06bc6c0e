/** The move and event kinds a game's engine declares, for the boards' tests that every kind has words. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
