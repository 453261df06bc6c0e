/** Damage to the ship: shields absorb external attacks, each point through flips a damage tile (digest §5.7). */
import { threatDef } from '../data';
import { tileKind, ZONES } from '../rules/ship';
import type { Zone } from '../state';
import { note, type Sim } from './sim';

/** How many tiles one point of damage to `zone` flips: Fissure after X (red) or Y (all) doubles it (§9.1.8). */
function fissureMultiplier(sim: Sim, zone: Zone): number {
  const fissure = sim.threats.find((t) => t.id === 'SI1-04' && t.status === 'active');
  if (!fissure) return 1;
  if (fissure.done.includes('Y')) return 2;
  return fissure.done.includes('X') && zone === 'red' ? 2 : 1;
}

/** Flips `points` damage points' worth of tiles on `zone`; the 7th tile destroys the ship. */
export function damageZone(sim: Sim, zone: Zone, points: number, source: string, tilesPerPoint = 1): void {
  if (points <= 0 || sim.lost) return;
  const structure = sim.ship.carriedStructure.includes(zone) ? 2 : 1;
  // Doublings multiply (digest §12 #9): Destroyer, Fissure and campaign structure damage.
  const tiles = points * tilesPerPoint * fissureMultiplier(sim, zone) * structure;
  for (let i = 0; i < tiles; i++) {
    const tile = sim.ship.stacks[zone].shift();
    if (!tile) {
      sim.lost = { reason: `The ${zone} zone took a 7th damage: the ship was destroyed by ${threatName(source)}.`, threat: source };
      note(sim, 'end', sim.lost.reason);
      return;
    }
    sim.ship.damage[zone].push(tile);
    applyTile(sim, zone, tile);
    note(sim, sim.step, `The ${zone} zone is damaged (${describeTile(tileKind(tile), zone)}).`);
  }
}

function applyTile(sim: Sim, zone: Zone, tile: string): void {
  const kind = tileKind(tile);
  if (kind === 'shield' || kind === 'reactor') {
    const tank = kind === 'shield' ? sim.ship.shields[zone] : sim.ship.reactors[zone];
    tank.capacity = Math.max(0, tank.capacity - 1);
    tank.energy = Math.min(tank.energy, tank.capacity);
  }
}

export function describeTile(kind: string, zone: Zone): string {
  switch (kind) {
    case 'heavy':
      return 'heavy laser power -1';
    case 'lower':
      return zone === 'white' ? 'pulse cannon range 1' : 'light laser power -1';
    case 'shield':
      return 'shield capacity -1';
    case 'reactor':
      return zone === 'white' ? 'central reactor capacity -1' : 'reactor capacity -1';
    case 'lift':
      return 'gravolift damaged';
    default:
      return 'structure';
  }
}

export function hasTile(sim: Sim, zone: Zone, kind: string): number {
  return sim.ship.damage[zone].filter((t) => tileKind(t) === kind).length;
}

/** An external attack of `amount` on a zone: shield cubes absorb first (unless ignored), the rest damages the hull. */
export function attackZone(sim: Sim, zone: Zone, amount: number, source: string, opts: { ignoreShields?: boolean; double?: boolean } = {}): void {
  if (amount <= 0 || sim.lost) return;
  const shield = sim.ship.shields[zone];
  const absorbed = opts.ignoreShields ? 0 : Math.min(shield.energy, amount);
  shield.energy -= absorbed;
  const through = amount - absorbed;
  note(sim, sim.step, `${threatName(source)} attacks the ${zone} zone with ${amount}: ${absorbed} absorbed by the shield, ${through} through.`);
  damageZone(sim, zone, through, source, opts.double ? 2 : 1);
}

export function resolveZones(spec: string | string[] | undefined, own: Zone | null): Zone[] {
  if (Array.isArray(spec)) return spec.filter((z): z is Zone => (ZONES as string[]).includes(z));
  if (spec === 'all') return [...ZONES];
  if (spec === 'others') return ZONES.filter((z) => z !== own);
  return own ? [own] : [];
}

export function threatName(id: string): string {
  try {
    return threatDef(id).name;
  } catch {
    return id;
  }
}
