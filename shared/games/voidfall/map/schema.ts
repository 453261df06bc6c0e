/**
 * A galaxy map is data: sectors with their kind and starting contents, the adjacency (shared edges minus Voidstorms),
 * the Voidstorms, and one Home Sector + Outpost slot per player. A sourced Compendium map is a file in this format, not
 * code; a generated map is built in it and checked by the same schema. The checks (refine) are the map rules of the
 * rules addendum E7/A8: ids unique, adjacency = shared edges minus Voidstorms, Voidstorms on shared edges only, each
 * Outpost adjacent to its Home Sector, Home Sectors never adjacent to each other.
 */
import { z } from 'zod';
import { idSchema } from '../data/schema';
import { offsetAdjacent, type Offset } from './hex';

export const GENERATED_LABEL = 'generated, not from the Compendium';

const count = z.number().int().min(0);
export const mapSectorSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  coord: z.tuple([z.number().int(), z.number().int()]),
  /** A sector kind of sector-types.json. */
  kind: idSchema,
  /** Printed Population; null where set-up fills it (Home Sector and Outpost from the Origin, Fallen House from its card). */
  population: z.number().int().min(0).max(6).nullable(),
  corrupted: z.boolean(),
  voidbornFleetPower: z.number().int().min(0).max(9),
  sectorDefenses: count,
  harbingers: count,
  bountyTokens: count,
  reclaimTokens: count,
  gloryTokenValue: z.number().int().min(1).max(5).nullable(),
});
export type MapSector = z.infer<typeof mapSectorSchema>;

const edge = z.tuple([z.string(), z.string()]);
const galaxyMapShape = z.strictObject({
  id: idSchema,
  /** What the player is told about where the map comes from, e.g. "generated, not from the Compendium". */
  label: z.string().min(1),
  provenance: z.enum(['generated', 'sourced']),
  sectors: z.array(mapSectorSchema).min(2),
  adjacency: z.array(edge),
  voidstorms: z.array(edge),
  /** One slot per player position: the Home Sector and the Outpost beside it. */
  starts: z.array(z.strictObject({ home: z.string(), outpost: z.string() })).min(1).max(4),
});
export type GalaxyMap = z.infer<typeof galaxyMapShape>;
export const galaxyMapSchema = galaxyMapShape.superRefine((map, ctx) => {
  for (const problem of mapProblems(map)) ctx.addIssue({ code: 'custom', message: problem });
});

const edgeKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Every broken map rule, as sentences (empty when the map is sound). */
export function mapProblems(map: GalaxyMap): string[] {
  const problems: string[] = [];
  const byId = new Map(map.sectors.map((s) => [s.id, s]));
  if (byId.size !== map.sectors.length) problems.push('sector ids repeat');
  if (new Set(map.sectors.map((s) => s.coord.join(','))).size !== map.sectors.length) problems.push('two sectors share a hex');
  for (const [a, b] of [...map.adjacency, ...map.voidstorms]) {
    if (!byId.has(a) || !byId.has(b)) problems.push(`edge ${a}-${b} names a missing sector`);
  }
  if (problems.length > 0) return problems;
  const storms = new Set(map.voidstorms.map(([a, b]) => edgeKey(a, b)));
  const expected = new Set<string>();
  for (const a of map.sectors) {
    for (const b of map.sectors) {
      if (a.id < b.id && offsetAdjacent(a.coord as Offset, b.coord as Offset) && !storms.has(edgeKey(a.id, b.id))) expected.add(edgeKey(a.id, b.id));
    }
  }
  const given = new Set(map.adjacency.map(([a, b]) => edgeKey(a, b)));
  if (given.size !== map.adjacency.length) problems.push('an adjacency is listed twice');
  for (const e of expected) if (!given.has(e)) problems.push(`adjacency ${e} is missing`);
  for (const e of given) if (!expected.has(e)) problems.push(`adjacency ${e} is not a shared edge free of Voidstorms`);
  for (const [a, b] of map.voidstorms) {
    if (!offsetAdjacent(byId.get(a)!.coord as Offset, byId.get(b)!.coord as Offset)) problems.push(`Voidstorm ${a}-${b} is not on a shared edge`);
  }
  const homes = map.starts.map((s) => s.home);
  for (const { home, outpost } of map.starts) {
    if (byId.get(home)?.kind !== 'home-sector') problems.push(`start ${home} is not a Home Sector`);
    if (byId.get(outpost)?.kind !== 'outpost') problems.push(`start ${outpost} is not an Outpost`);
    if (!given.has(edgeKey(home, outpost))) problems.push(`Outpost ${outpost} is not adjacent to its Home Sector ${home}`);
    for (const other of homes) if (other !== home && given.has(edgeKey(home, other))) problems.push(`Home Sectors ${home} and ${other} are adjacent`);
  }
  return problems;
}

/** Neighbours of every sector, from the map's adjacency. */
export function neighboursOf(map: GalaxyMap): Map<string, string[]> {
  const out = new Map<string, string[]>(map.sectors.map((s) => [s.id, []]));
  for (const [a, b] of map.adjacency) {
    out.get(a)!.push(b);
    out.get(b)!.push(a);
  }
  return out;
}

/** Steps from `from` to every sector it can reach (breadth-first over the adjacency). */
export function stepsFrom(map: GalaxyMap, from: string): Map<string, number> {
  const next = neighboursOf(map);
  const steps = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const n of next.get(at)!) {
      if (!steps.has(n)) {
        steps.set(n, steps.get(at)! + 1);
        queue.push(n);
      }
    }
  }
  return steps;
}
