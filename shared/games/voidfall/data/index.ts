/**
 * Typed Voidfall data and its lookups. Every file is validated and the cross-file references checked once
 * (validated.ts: at import in tests and local dev, when bundled for the Lambdas), so the engine can trust the ids it
 * reads from here. Where a value is missing from every source the engine reads the labelled default of defaults.json
 * through `defaultValue`.
 */
import type * as s from './schema';
import {
  agendas, civilizationTracks, defaults, fleetKinds, focusCards, galacticEvents, houses, origins, productionLevels, scenarioMaps, scenarios,
  startingAgendas, technologies,
} from './validated';

export * from './validated';

function byId<T extends { id: string }>(list: readonly T[], what: string): (id: string) => T {
  const map = new Map(list.map((e) => [e.id, e]));
  return (id) => {
    const found = map.get(id);
    if (!found) throw new Error(`unknown Voidfall ${what} ${id}`);
    return found;
  };
}
export const houseOf = byId(houses, 'House');
export const originOf = byId(origins, 'Origin');
export const startingAgendaOf = byId(startingAgendas, 'Starting Agenda');
export const focusCardOf = byId(focusCards, 'Focus card');
export const technologyOf = byId(technologies, 'Technology');
export const agendaOf = byId(agendas, 'Agenda');
export const galacticEventOf = byId(galacticEvents, 'Galactic Event');
export const scenarioOf = byId(scenarios, 'scenario');
export const scenarioMapOf = byId(scenarioMaps, 'scenario map');
export const defaultOf = byId(defaults, 'default');
export const fleetKindOf = byId(fleetKinds, 'fleet type');

/** The value of a labelled default (defaults.json): the one place the engine reads unsourced content from. */
export function defaultValue<T = Record<string, unknown>>(id: string): T {
  return defaultOf(id).value as T;
}

/** The Civilization track record a House plays with (its own variant, or the standard mat). */
export function civilizationTrackOf(house: string, track: s.Track): s.CivilizationTrackData {
  const variant = houseOf(house).civilization_tracks;
  const found = civilizationTracks.find((t) => t.variant === variant && t.track === track);
  if (!found) throw new Error(`no ${track} track for the ${variant} mat`);
  return found;
}

/** The 9 Focus cards a House plays with: the standard set, each replaced by the House's own card of that slot. */
export function focusSetOf(house: string): string[] {
  const own = houseOf(house).custom_focus_cards.map(focusCardOf);
  return focusCards
    .filter((c) => c.kind === 'standard')
    .map((std) => own.find((c) => c.replaces_standard === std.id)?.id ?? std.id);
}

/** Yield of a Production Level (the dial table; levels above 13 are capped at 13). */
export function yieldOf(resource: s.Resource, level: number): number {
  const row = productionLevels.find((p) => p.level === Math.max(0, Math.min(13, level)))!;
  return row.yield[resource];
}

/** The Agenda deck of a type, without the cards the defaults leave out (S2 has no objectives; copies 0). */
export function agendaDeckOf(type: s.AgendaType): string[] {
  const s2 = defaultValue<{ in_deck: boolean }>('default-agenda-s2');
  return agendas
    .filter((a) => a.type === type && a.copies === 1 && a.objectives !== null && (s2.in_deck || a.code !== 'S2'))
    .map((a) => a.id);
}

/** Physical copies as instance ids `<kind>-<n>` (1-based). */
export function instancesOf(list: readonly { kind: string; count: number }[]): string[] {
  return list.flatMap((e) => Array.from({ length: e.count }, (_, i) => `${e.kind}-${i + 1}`));
}
