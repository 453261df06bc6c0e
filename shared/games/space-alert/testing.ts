/** Test helpers: a ship in its starting state with programmed crew and threats, built in one line (fixed, no rng). */
import { ACTION_CARDS, HEROIC_CARDS, type ActionHalf } from './data/cards';
import { appear, initialSim } from './resolution/resolve';
import { damageStep } from './resolution/damage-step';
import { playerActionsStep } from './resolution/player-actions';
import { freshScratch, type Sim, type SimThreat } from './resolution/sim';
import { tileIds, TILE_KINDS, type TileKind } from './rules/ship';
import type { Placed, Station, Zone } from './state';

/**
 * A slot in shorthand: 'A' 'B' 'C' 'bots' (action halves), 'red' 'blue' 'lift' (movement halves),
 * 'hA' 'hB' 'hbots' (heroic action halves), 'to:LB' (heroic move), or null (empty).
 */
export type Slot = string | null;

export function cardFor(slot: string): Placed {
  if (slot.startsWith('to:')) return { card: HEROIC_CARDS.find((c) => c.teleport === slot.slice(3))!.id, half: 'move' };
  if (slot.startsWith('h')) return { card: HEROIC_CARDS.find((c) => c.action === slot.slice(1))!.id, half: 'action' };
  if (slot === 'red' || slot === 'blue' || slot === 'lift') return { card: ACTION_CARDS.find((c) => c.move === slot)!.id, half: 'move' };
  return { card: ACTION_CARDS.find((c) => c.action === (slot as ActionHalf))!.id, half: 'action' };
}

export function program(slots: Slot[]): Array<Placed | null> {
  return Array.from({ length: 12 }, (_, i) => (slots[i] ? cardFor(slots[i]!) : null));
}

export interface Given {
  crew?: Slot[][];
  threats?: Array<{ id: string; token: number; zone?: Zone | null }>;
  trajectories?: { red?: string; white?: string; blue?: string; internal?: string };
  /** Tile kinds in flip order per zone (default: heavy, lower, shield, reactor, lift, structure). */
  stacks?: Partial<Record<Zone, TileKind[]>>;
}

function stack(zone: Zone, kinds?: TileKind[]): string[] {
  const ids = tileIds(zone);
  return (kinds ?? [...TILE_KINDS]).map((k) => ids[TILE_KINDS.indexOf(k)]);
}

export function givenShip(g: Given = {}): Sim {
  const crew = g.crew ?? [[], [], [], []];
  return initialSim({
    crew: crew.map((slots, i) => ({ name: `P${i + 1}`, android: false, slots: program(slots) })),
    threats: (g.threats ?? []).map((t) => ({ id: t.id, token: t.token, zone: t.zone ?? null })),
    trajectories: { red: 'T1', white: 'T1', blue: 'T1', internal: 'T1', ...g.trajectories },
    damageStacks: { red: stack('red', g.stacks?.red), white: stack('white', g.stacks?.white), blue: stack('blue', g.stacks?.blue) },
  });
}

/** Brings a threat into play now (as in step 1) and optionally sets its trajectory space. */
export function bring(sim: Sim, id: string, position?: number): SimThreat {
  const t = sim.threats.find((x) => x.id === id)!;
  appear(sim, t);
  if (position !== undefined) t.position = position;
  return t;
}

export function threat(sim: Sim, id: string): SimThreat {
  return sim.threats.find((x) => x.id === id)!;
}

export function at(sim: Sim, member: number, station: Station | 'space'): void {
  sim.crew[member].station = station;
}

export function tiles(sim: Sim, zone: Zone): number {
  return sim.ship.damage[zone].length;
}

/** Runs only step 2 (player actions) of `turn`. */
export function actions(sim: Sim, turn: number): void {
  sim.turn = turn;
  sim.step = 'actions';
  sim.scratch = freshScratch();
  playerActionsStep(sim);
}

/** Runs steps 2 and 3 of `turn` (actions, then damage), without moving the threats. */
export function actionsAndDamage(sim: Sim, turn: number): void {
  actions(sim, turn);
  sim.step = 'damage';
  damageStep(sim);
}

export function said(sim: Sim, fragment: string): boolean {
  return sim.log.some((l) => l.text.includes(fragment));
}
