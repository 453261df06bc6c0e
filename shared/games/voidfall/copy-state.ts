/**
 * The copy of the state a move works on. The galaxy map (its sectors, adjacencies and starts: a third of the state)
 * never changes after set-up, so the copy shares it with the input instead of copying it on every move; the take-back
 * snapshots (`turnUndo`) are never changed either, so the copy shares them too (a new list, the same snapshots);
 * everything else is copied deeply, as the kernel's `cloneState` does. The sectors and the players, most of what is
 * copied, are written out field by field (about 3x faster than the generic copy); a sector with other fields than
 * these goes through the generic copy, and a player's fields not written out here are copied by it, so a field added
 * later is never shared with the input.
 */
import { cloneState } from '../../engine';
import type { PlayerState, SectorState, VoidfallState } from './state';

/** Each working copy's input state: a move's input is never changed, so a snapshot may share it (moves/turn-undo.ts). */
const inputs = new WeakMap<VoidfallState, VoidfallState>();

function countKeys(value: object): number {
  let n = 0;
  for (const _ in value) n++;
  return n;
}

/** The number of fields `copySector` writes (every field of a sector). */
const SECTOR_FIELDS = 12;

function copySector(x: SectorState): SectorState {
  if (countKeys(x) !== SECTOR_FIELDS) return cloneState(x);
  return {
    owner: x.owner, population: x.population, corrupted: x.corrupted, fleets: cloneState(x.fleets),
    voidbornFleetPower: x.voidbornFleetPower, guilds: x.guilds.slice(), installations: x.installations.slice(),
    harbingers: x.harbingers, bountyTokens: x.bountyTokens.slice(), reclaimTokens: x.reclaimTokens.slice(),
    gloryToken: x.gloryToken, fallenHouse: x.fallenHouse,
  };
}

/** The number of fields `copyPlayer` writes (a player's required fields). */
const PLAYER_FIELDS = 20;

function copyPlayer(x: PlayerState): PlayerState {
  const out: PlayerState = {
    house: x.house, origin: x.origin, influence: x.influence, glory: x.glory.slice(), resources: { ...x.resources },
    productionBonus: { ...x.productionBonus }, fleetPower: { ...x.fleetPower }, tracks: { ...x.tracks },
    trackCorruption: { ...x.trackCorruption }, agendaSlots: cloneState(x.agendaSlots), agendaHand: x.agendaHand.slice(),
    focusHand: x.focusHand.slice(), focusDiscard: x.focusDiscard.slice(), focusAside: x.focusAside.slice(),
    technologies: x.technologies.slice(), ownImproved: x.ownImproved, tradeTokens: x.tradeTokens,
    bountyTokens: x.bountyTokens.slice(), reclaimTokens: x.reclaimTokens.slice(), setupTasks: x.setupTasks.slice(),
  };
  if (countKeys(x) !== PLAYER_FIELDS) {
    const from = x as unknown as Record<string, unknown>;
    const to = out as unknown as Record<string, unknown>;
    for (const key in from) if (!(key in to)) to[key] = cloneState(from[key]);
  }
  return out;
}

function copySectors(sectors: Record<string, SectorState>): Record<string, SectorState> {
  const out: Record<string, SectorState> = {};
  for (const id in sectors) out[id] = copySector(sectors[id]);
  return out;
}

export function copyState(state: VoidfallState): VoidfallState {
  const out: Record<string, unknown> = {};
  const from = state as unknown as Record<string, unknown>;
  for (const key of Object.keys(from)) {
    const value = from[key];
    if (key === 'map') out[key] = value;
    else if (key === 'turnUndo' && Array.isArray(value)) out[key] = value.slice();
    else if (key === 'sectors') out[key] = copySectors(value as Record<string, SectorState>);
    else if (key === 'players') out[key] = (value as PlayerState[]).map(copyPlayer);
    else out[key] = cloneState(value);
  }
  const copy = out as unknown as VoidfallState;
  inputs.set(copy, state);
  return copy;
}

/** The state `copy` was made from by `copyState`, if it was. */
export function inputOf(copy: VoidfallState): VoidfallState | undefined {
  return inputs.get(copy);
}
