/** The resolution round: turns 1-12 (check, appear, actions, damage, threats) and the final turn 13 (§4, §5.9). */
import { threatDef } from '../data';
import { COMPUTER_CHECK_BEFORE, FUEL_CAPSULES, REACTOR_CAPACITY, ROCKETS, SHIELD_CAPACITY, START_REACTOR, START_SHIELD, STATIONS, tileKind, ZONES } from '../rules/ship';
import type { Carry } from '../campaign/types';
import type { Placed, Station, Zone } from '../state';
import { delay, enterStation } from './crew';
import { damageStep } from './damage-step';
import { threatActionsStep } from './movement';
import { playerActionsStep } from './player-actions';
import type { ResolutionRecord, TurnSnapshot } from './record';
import { scoreMission } from './score';
import { freshScratch, note, type Sim, type SimThreat } from './sim';
import { destroyThreat, trajectoryOf } from './threat-state';

export interface ResolutionInput {
  crew: Array<{ name: string; android: boolean; slots: Array<Placed | null> }>;
  /** Announced threats with their number token (the turn they appear) and zone (null = internal). */
  threats: Array<{ id: string; token: number; zone: Zone | null }>;
  trajectories: { red: string; white: string; blue: string; internal: string };
  damageStacks: Record<Zone, string[]>;
  /** Campaign: the ship as the previous mission left it (unrepaired tiles, broken battlebots). */
  carry?: Carry | null;
}

const tank = (energy: number, capacity: number) => ({ energy, capacity });

/** A fresh ship in its starting state (§3 step 5), with the given crew and threats waiting to appear. */
export function initialSim(input: ResolutionInput): Sim {
  const sim = freshSim(input);
  if (input.carry) applyCarry(sim, input.carry);
  return sim;
}

/**
 * Campaign carry-over (§5.13): unrepaired tiles keep their effects, a damaged shield or reactor also starts one cube
 * short, a structure tile from an earlier mission doubles damage to its zone, broken battlebots stay off the board.
 */
function applyCarry(sim: Sim, carry: Carry): void {
  for (const zone of ZONES) {
    sim.ship.damage[zone] = [...carry.damage[zone]];
    for (const tile of carry.damage[zone]) {
      const kind = tileKind(tile);
      if (kind === 'structure') sim.ship.carriedStructure.push(zone);
      if (kind !== 'shield' && kind !== 'reactor') continue;
      const tank = kind === 'shield' ? sim.ship.shields[zone] : sim.ship.reactors[zone];
      tank.capacity = Math.max(0, tank.capacity - 1);
      tank.energy = Math.max(0, Math.min(tank.energy - 1, tank.capacity));
    }
  }
  const usable = Math.max(0, 2 - carry.brokenBots);
  sim.ship.bays = usable === 2 ? { LR: 'lying', UB: 'lying' } : usable === 1 ? { LR: carry.bay === 'LR' ? 'lying' : 'empty', UB: carry.bay === 'UB' ? 'lying' : 'empty' } : { LR: 'empty', UB: 'empty' };
}

function freshSim(input: ResolutionInput): Sim {
  return {
    turn: 0,
    step: 'start',
    ship: {
      shields: { red: tank(START_SHIELD, SHIELD_CAPACITY.red), white: tank(START_SHIELD, SHIELD_CAPACITY.white), blue: tank(START_SHIELD, SHIELD_CAPACITY.blue) },
      reactors: { red: tank(START_REACTOR.red, REACTOR_CAPACITY.red), white: tank(START_REACTOR.white, REACTOR_CAPACITY.white), blue: tank(START_REACTOR.blue, REACTOR_CAPACITY.blue) },
      capsules: FUEL_CAPSULES,
      lightPacks: { red: true, blue: true },
      armed: {},
      rockets: ROCKETS,
      track: [false, false],
      bays: { LR: 'lying', UB: 'lying' },
      maintenance: [false, false, false],
      visual: [0, 0, 0],
      damage: { red: [], white: [], blue: [] },
      stacks: structuredClone(input.damageStacks),
      liftUsed: { red: false, white: false, blue: false },
      interceptorsLocked: false,
      deadlyStations: [],
      carriedStructure: [],
    },
    crew: input.crew.map((c, index) => ({ index, name: c.name, android: c.android, station: 'UW', ko: false, bots: null, slots: structuredClone(c.slots), delayedTurns: [] })),
    threats: input.threats.map((t) => ({
      id: t.id,
      token: t.token,
      zone: t.zone,
      trajectory: t.zone ? input.trajectories[t.zone] : input.trajectories.internal,
      status: 'waiting',
      position: 0,
      damage: 0,
      speedMod: 0,
      shieldMod: 0,
      shieldSet: null,
      done: [],
      revealed: false,
      cryoBroken: false,
      stations: [],
      slime: [],
      health: null,
      fightsBack: false,
    })),
    lost: null,
    log: [],
    scratch: freshScratch(),
  };
}

export function appear(sim: Sim, t: SimThreat): void {
  const def = threatDef(t.id);
  t.status = 'active';
  t.position = trajectoryOf(t).length;
  note(sim, 'appear', `${def.name} (T+${t.token}) appears ${t.zone ? `in the ${t.zone} zone` : 'inside the ship'}.`);
  if (def.kind !== 'internal') return;
  const stations = def.location.stations.filter((s): s is Station => (STATIONS as string[]).includes(s));
  if (t.id === 'I2-01' || t.id === 'I2-02') t.slime = [{ station: stations[0], original: true }];
  else t.stations = stations;
  if (def.health === 'rockets_on_ship') {
    t.health = sim.ship.rockets;
    if (t.health === 0) destroyThreat(sim, t, 'no rocket left on board');
  }
}

export function runTurn(sim: Sim, turn: number): void {
  sim.turn = turn;
  sim.scratch = freshScratch();
  sim.ship.liftUsed = { red: false, white: false, blue: false };
  sim.step = 'check';
  const checked = COMPUTER_CHECK_BEFORE[turn];
  if (checked && !sim.ship.maintenance[checked - 1]) {
    note(sim, 'check', `Nobody maintained the computer in phase ${checked}: every member is delayed in turn ${turn}.`);
    for (const m of sim.crew) delay(sim, m, turn, 'computer not maintained');
  }
  sim.step = 'appear';
  for (const t of sim.threats.filter((x) => x.status === 'waiting' && x.token === turn)) appear(sim, t);
  sim.step = 'actions';
  playerActionsStep(sim);
  sim.step = 'damage';
  if (!sim.lost) damageStep(sim);
  sim.step = 'threats';
  if (!sim.lost) threatActionsStep(sim);
}

/** Turn 13: a rocket launched in turn 12 strikes, members in space come home, threats act once more. */
export function runFinalTurn(sim: Sim): void {
  sim.turn = 13;
  sim.scratch = freshScratch();
  sim.step = 'rocket';
  damageStep(sim, true);
  for (const m of sim.crew.filter((x) => x.station === 'space' && !x.ko)) {
    note(sim, 'rocket', `${m.name} returns from space to UR for the jump.`);
    enterStation(sim, m, 'UR');
  }
  sim.step = 'threats';
  if (!sim.lost) threatActionsStep(sim);
}

export function snapshot(sim: Sim): TurnSnapshot {
  const s = sim.ship;
  return {
    turn: sim.turn,
    shields: structuredClone(s.shields),
    reactors: structuredClone(s.reactors),
    capsules: s.capsules,
    rockets: s.rockets,
    track: [...s.track],
    bays: { ...s.bays },
    crew: sim.crew.map((m) => ({ index: m.index, station: m.station, ko: m.ko, bots: m.bots, played: sim.turn >= 1 && sim.turn <= 12 ? (m.slots[sim.turn - 1] ?? null) : null })),
    threats: sim.threats.map((t) => ({ threat: t.id, token: t.token, zone: t.zone, status: t.status, position: t.position, damage: t.damage, stations: [...t.stations, ...t.slime.map((x) => x.station)] })),
    damage: structuredClone(s.damage),
    maintenance: [...s.maintenance],
    visual: [...s.visual],
  };
}

export function resolveMission(input: ResolutionInput): ResolutionRecord {
  const sim = initialSim(input);
  note(sim, 'start', 'Jump complete: the resolution round begins.');
  const turns: TurnSnapshot[] = [snapshot(sim)];
  for (let turn = 1; turn <= 12 && !sim.lost; turn++) {
    runTurn(sim, turn);
    turns.push(snapshot(sim));
  }
  if (!sim.lost) {
    runFinalTurn(sim);
    turns.push(snapshot(sim));
  }
  if (sim.lost) return { won: false, reason: sim.lost.reason, log: sim.log, turns, score: null };
  const score = scoreMission(sim);
  const reason = `The ship jumped home: mission complete with ${score.total} points.`;
  note(sim, 'end', reason);
  return { won: true, reason, log: sim.log, turns, score };
}


