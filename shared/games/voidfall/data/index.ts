/**
 * Parsed, typed Voidfall data. Every file is validated at import (a bad file throws), then the cross-file references
 * are checked (`checkReferences` in references.ts), so the engine can trust the ids it reads from here. Where a value
 * is missing from every source the engine reads the labelled default of defaults.json through `defaultValue`.
 */
import { z } from 'zod';
import agendaActionsJson from './agenda-actions.json';
import agendasJson from './agendas.json';
import bountyTokensJson from './bounty-tokens.json';
import civilizationTracksJson from './civilization-tracks.json';
import crisisBoardJson from './crisis-board.json';
import crisisCardsJson from './crisis-cards.json';
import defaultsJson from './defaults.json';
import fleetTypesJson from './fleet-types.json';
import focusCardsJson from './focus-cards.json';
import galacticEventsJson from './galactic-events.json';
import preferredFocusJson from './house-preferred-focus.json';
import housesJson from './houses.json';
import crosswalkJson from './ks-retail-crosswalk.json';
import originsJson from './origins.json';
import productionDialsJson from './production-dials.json';
import reclaimTokensJson from './reclaim-tokens.json';
import scenarioMapsJson from './scenario-maps.json';
import scenariosJson from './scenarios.json';
import sectorTypesJson from './sector-types.json';
import startingAgendasJson from './starting-agendas.json';
import supplementFactsJson from './supplement-facts.json';
import technologiesJson from './technologies.json';
import tradeBonusesJson from './trade-bonuses.json';
import * as s from './schema';
import * as sc from './schema-scenarios';
import { checkReferences } from './references';

function parseList<T extends z.ZodTypeAny>(file: string, schema: T, json: unknown): z.infer<T>[] {
  const parsed = z.array(schema).safeParse(json);
  if (!parsed.success) throw new Error(`voidfall ${file}: ${z.prettifyError(parsed.error)}`);
  const list = parsed.data as (z.infer<T> & { id: string })[];
  if (new Set(list.map((e) => e.id)).size !== list.length) throw new Error(`voidfall ${file}: duplicate ids`);
  return list;
}

export const houses = parseList('houses', s.houseSchema, housesJson);
export const origins = parseList('origins', s.originSchema, originsJson);
export const startingAgendas = parseList('starting-agendas', s.startingAgendaSchema, startingAgendasJson);
export const preferredFocus = parseList('house-preferred-focus', s.preferredFocusSchema, preferredFocusJson);
export const focusCards = parseList('focus-cards', s.focusCardSchema, focusCardsJson);
export const technologies = parseList('technologies', s.technologySchema, technologiesJson);
export const agendas = parseList('agendas', s.agendaSchema, agendasJson);
export const agendaActions = parseList('agenda-actions', s.agendaActionSchema, agendaActionsJson);
export const galacticEvents = parseList('galactic-events', s.galacticEventSchema, galacticEventsJson);
export const civilizationTracks = parseList('civilization-tracks', s.civilizationTrackSchema, civilizationTracksJson);
export const productionLevels = parseList('production-dials', s.productionLevelSchema, productionDialsJson);
export const tradeBonuses = parseList('trade-bonuses', s.tradeBonusSchema, tradeBonusesJson);
export const bountyTokenKinds = parseList('bounty-tokens', s.bountyTokenSchema, bountyTokensJson);
export const reclaimTokenKindsSourced = parseList('reclaim-tokens', s.reclaimTokenSchema, reclaimTokensJson);
export const fleetKinds = parseList('fleet-types', s.fleetKindSchema, fleetTypesJson);
export const sectorTypes = parseList('sector-types', s.sectorTypeSchema, sectorTypesJson);
export const defaults = parseList('defaults', s.defaultSchema, defaultsJson);
export const scenarios = parseList('scenarios', sc.scenarioSchema, scenariosJson);
export const scenarioMaps = parseList('scenario-maps', sc.scenarioMapSchema, scenarioMapsJson);
export const crisisCards = parseList('crisis-cards', sc.crisisCardSchema, crisisCardsJson);
export const crisisBoard = parseList('crisis-board', sc.crisisBoardSchema, crisisBoardJson);
export const crosswalk = parseList('ks-retail-crosswalk', sc.crosswalkSchema, crosswalkJson);
export const supplementFacts = parseList('supplement-facts', sc.supplementFactSchema, supplementFactsJson);

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

/** Bounty token kinds with their counts; the two counts the sources leave open come from `default-bounty-counts`. */
export const bountyTokenCounts: { kind: string; count: number }[] = (() => {
  const fill = defaultValue<Record<string, number>>('default-bounty-counts');
  return bountyTokenKinds.map((b) => ({ kind: b.id, count: b.count ?? fill[b.id] ?? 0 }));
})();

/** Reclaim token kinds and counts (`default-reclaim-token-set`: the sourced kinds plus the Farmers' and Miners' tokens). */
export const reclaimTokenCounts: { kind: string; count: number }[] = (() => {
  const set = defaultValue<{ kinds: string[]; count_each: number }>('default-reclaim-token-set');
  return set.kinds.map((kind) => ({ kind, count: set.count_each }));
})();

/** Physical copies as instance ids `<kind>-<n>` (1-based). */
export function instancesOf(list: readonly { kind: string; count: number }[]): string[] {
  return list.flatMap((e) => Array.from({ length: e.count }, (_, i) => `${e.kind}-${i + 1}`));
}

checkReferences({
  houses, origins, startingAgendas, preferredFocus, focusCards, technologies, agendas, agendaActions, civilizationTracks,
  defaults, scenarios, scenarioMaps, sectorTypes, fleetKinds, reclaimTokenKinds: reclaimTokenCounts.map((r) => r.kind),
  sourcedReclaimKinds: reclaimTokenKindsSourced.map((r) => r.id),
});
