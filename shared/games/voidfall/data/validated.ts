/**
 * The Voidfall data files, parsed by their zod schemas, then the cross-file references checked (`checkReferences` in
 * references.ts), so the engine can trust the ids it reads: a bad file throws here. Plain JSON only: the Lambda bundles
 * run this module when they are built and carry its exports as JSON, so a game's first use pays no parse; data/index.ts
 * builds the lookups from them.
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

/** A labelled default's value (defaults.json), read here by the token counts; data/index.ts's `defaultValue` for the engine. */
function labelledDefault<T>(id: string): T {
  const found = defaults.find((d) => d.id === id);
  if (!found) throw new Error(`voidfall defaults: no ${id}`);
  return found.value as T;
}

/** Bounty token kinds with their counts; the two counts the sources leave open come from `default-bounty-counts`. */
export const bountyTokenCounts: { kind: string; count: number }[] = (() => {
  const fill = labelledDefault<Record<string, number>>('default-bounty-counts');
  return bountyTokenKinds.map((b) => ({ kind: b.id, count: b.count ?? fill[b.id] ?? 0 }));
})();

/** Reclaim token kinds and counts (`default-reclaim-token-set`: the sourced kinds plus the Farmers' and Miners' tokens). */
export const reclaimTokenCounts: { kind: string; count: number }[] = (() => {
  const set = labelledDefault<{ kinds: string[]; count_each: number }>('default-reclaim-token-set');
  return set.kinds.map((kind) => ({ kind, count: set.count_each }));
})();

checkReferences({
  houses, origins, startingAgendas, preferredFocus, focusCards, technologies, agendas, agendaActions, civilizationTracks,
  defaults, scenarios, scenarioMaps, sectorTypes, fleetKinds, reclaimTokenKinds: reclaimTokenCounts.map((r) => r.kind),
  sourcedReclaimKinds: reclaimTokenKindsSourced.map((r) => r.id),
});
