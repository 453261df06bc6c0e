/**
 * Cross-file reference checks of the Voidfall data, run once by data/validated.ts: every id one file names in
 * another exists, and the links that must agree both ways do (House ↔ Origin ↔ Starting Agenda ↔ Technology).
 */
import type { z } from 'zod';
import type * as s from './schema';
import type * as sc from './schema-scenarios';

export interface DataForChecks {
  houses: s.HouseData[];
  origins: s.OriginData[];
  startingAgendas: z.infer<typeof s.startingAgendaSchema>[];
  preferredFocus: z.infer<typeof s.preferredFocusSchema>[];
  focusCards: s.FocusCardData[];
  technologies: s.TechnologyData[];
  agendas: s.AgendaData[];
  agendaActions: z.infer<typeof s.agendaActionSchema>[];
  civilizationTracks: s.CivilizationTrackData[];
  defaults: s.DefaultData[];
  scenarios: sc.ScenarioData[];
  scenarioMaps: sc.ScenarioMapData[];
  sectorTypes: z.infer<typeof s.sectorTypeSchema>[];
  fleetKinds: z.infer<typeof s.fleetKindSchema>[];
  reclaimTokenKinds: string[];
  sourcedReclaimKinds: string[];
}

export function checkReferences(d: DataForChecks): void {
  const fail = (m: string): never => { throw new Error(`voidfall data: ${m}`); };
  const ids = (list: readonly { id: string }[]) => new Set(list.map((e) => e.id));
  const [houseIds, originIds, techIds, focusIds, agendaIds, sectorIds] =
    [d.houses, d.origins, d.technologies, d.focusCards, d.agendas, d.sectorTypes].map(ids);
  const startingIds = ids(d.startingAgendas);
  const need = (set: Set<string>, id: string, where: string) => { if (!set.has(id)) fail(`${where} names unknown ${id}`); };

  for (const h of d.houses) {
    h.technologies.forEach((t) => need(techIds, t, h.id));
    h.origins.forEach((o) => need(originIds, o, h.id));
    h.custom_focus_cards.forEach((f) => need(focusIds, f, h.id));
    if (!d.civilizationTracks.some((t) => t.variant === h.civilization_tracks)) fail(`${h.id} plays unknown track mat ${h.civilization_tracks}`);
    if (h.technologies[0] !== h.origin_a_technology || h.technologies[1] !== h.origin_b_technology) fail(`${h.id} tech order`);
  }
  for (const o of d.origins) {
    need(houseIds, o.house, o.id);
    need(startingIds, o.starting_agenda, o.id);
    const h = d.houses.find((x) => x.id === o.house)!;
    const expected = o.letter === 'A' ? h.origin_a_technology : h.origin_b_technology;
    if (o.starting_technology !== expected) fail(`${o.id} starts with ${o.starting_technology}, its House says ${expected}`);
  }
  for (const a of d.startingAgendas) {
    need(houseIds, a.house, a.id);
    need(originIds, a.origin, a.id);
    need(techIds, a.starting_technology, a.id);
  }
  for (const t of d.technologies) need(houseIds, t.house, t.id);
  for (const f of d.focusCards) {
    if (f.house !== null) need(houseIds, f.house, f.id);
    if (f.replaces_standard !== undefined) need(focusIds, f.replaces_standard, f.id);
  }
  for (const p of d.preferredFocus) {
    need(houseIds, p.house, p.id);
    p.preferred_focus_detail.forEach((x) => need(focusIds, x.card_used, p.id));
  }
  for (const a of d.agendaActions) a.applies_to_agendas.forEach((x) => need(agendaIds, x, a.id));
  for (const t of d.civilizationTracks) if (t.tier_boundaries.default_id) need(ids(d.defaults), t.tier_boundaries.default_id, t.id);
  const mapIds = ids(d.scenarioMaps);
  for (const sc of d.scenarios) {
    [...(sc.fallen_houses ?? []), ...(sc.recommended_player_houses ?? [])].forEach((h) => need(houseIds, h, sc.id));
    if (sc.map !== null) need(mapIds, sc.map, sc.id);
  }
  for (const m of d.scenarioMaps) {
    const sectorsHere = new Set(m.sectors.map((x) => x.id));
    m.sectors.forEach((x) => need(sectorIds, x.type, `${m.id} ${x.id}`));
    [...m.adjacency, ...m.voidstorms].flat().forEach((x) => need(sectorsHere, x, m.id));
  }
  for (const f of d.fleetKinds) if (f.requires_technology !== null) need(techIds, f.requires_technology, f.id);
  const reclaim = new Set(d.reclaimTokenKinds);
  for (const k of d.sourcedReclaimKinds) if (!reclaim.has(k)) fail(`the Reclaim default leaves out sourced kind ${k}`);
}
