/** Setup (digest §3, §5.12): the team with its androids, the dealt stacks, the decks, trajectories and the script. */
import type { Rng } from '../../engine/rng';
import type { SetupContext } from '../../engine/types';
import type { Config, Difficulty } from './config';
import { MISSIONS, THREATS, TRAJECTORIES, type MissionDef } from './data';
import { ACTION_CARDS, HEROIC_CARDS } from './data/cards';
import { generateMission } from './mission/generator';
import { buildTimeline } from './mission/timeline';
import { openWindow } from './planning/window';
import { tileIds, ZONES } from './rules/ship';
import type { Member, SpaceAlertState, Zone } from './state';

/** Cards per phase stack for each player, by number of players (§3 step 9); the heroic card comes on top of phase 1. */
const STACKS: Record<number, [number, number, number]> = { 2: [8, 6, 6], 3: [5, 6, 6], 4: [4, 5, 5], 5: [4, 5, 5] };

export function androidCount(players: number, fifthMember: boolean): number {
  const base = players === 1 ? 4 : players === 2 ? 2 : players === 3 ? 1 : 0;
  // The 5th-member variant adds one android to reach five (solo stays at its four androids).
  return base + (fifthMember && players > 1 && players + base < 5 ? 1 : 0);
}

function includes(difficulty: Difficulty, colour: 'white' | 'yellow'): boolean {
  return difficulty === 'mixed' || difficulty === colour;
}

function threatDecks(config: Config, rng: Rng): Record<string, string[]> {
  const decks: Record<string, string[]> = {};
  for (const kind of ['external', 'internal'] as const) {
    for (const severity of ['common', 'serious'] as const) {
      const difficulty = severity === 'common' ? config.normalDifficulty : config.seriousDifficulty;
      const ids = THREATS.filter((t) => t.kind === kind && t.severity === severity && includes(difficulty, t.difficulty)).map((t) => t.id);
      decks[`${kind}-${severity}`] = rng.shuffle(ids);
    }
  }
  return decks;
}

export function pickMission(config: Config, rng: Rng): MissionDef {
  if (config.mission === 'random') return generateMission(rng);
  const fixed = MISSIONS.find((m) => m.id === config.mission);
  if (!fixed) throw new Error(`unknown mission ${config.mission}`);
  return fixed;
}

/** Crew order (the resolution order): players in seat order, each android after the number of players it names. */
function seatCrew(players: Member[], androids: Member[], seats: number[]): Member[] {
  const after = (a: number) => Math.min(seats[a] ?? players.length, players.length);
  const crew: Member[] = [];
  for (let p = 0; p <= players.length; p++) {
    if (p > 0) crew.push(players[p - 1]);
    androids.forEach((android, a) => {
      if (after(a) === p) crew.push(android);
    });
  }
  return crew.map((m, index) => ({ ...m, index }));
}

/** The part of the state that every mission of a campaign deals afresh; `onShip` are tiles still on the ship. */
export function dealMission(config: Config, players: number, rng: Rng, mission: MissionDef, onShip: Record<Zone, string[]>) {
  const solo = players === 1;
  const androids = androidCount(players, config.fifthMember);
  let deck = rng.shuffle(ACTION_CARDS.map((c) => c.id));
  const heroics = rng.shuffle(HEROIC_CARDS.map((c) => c.id));
  const fifthExtra = config.fifthMember && androids > androidCount(players, false) ? 1 : 0;
  const seated: Member[] = [];
  for (let seat = 0; seat < (solo ? 0 : players); seat++) {
    const stacks = STACKS[players].map((n, phase) => {
      const count = n + (phase === 0 ? fifthExtra : 0);
      const stack = deck.slice(0, count);
      deck = deck.slice(count);
      return stack;
    });
    stacks[0].push(heroics.shift()!);
    seated.push({ index: 0, kind: 'player', seat, name: `Seat ${seat + 1}`, hand: stacks[0], stacks: stacks.slice(1), slots: Array(12).fill(null), heroic: null });
  }
  const robots: Member[] = Array.from({ length: androids }, (_, a) => ({ index: 0, kind: 'android', seat: null, name: `Android ${a + 1}`, hand: [], stacks: [], slots: Array(12).fill(null), heroic: heroics.shift()! }));
  const members = seatCrew(seated, robots, solo ? [] : config.androidSeats);
  const trajectories = rng.shuffle(TRAJECTORIES.map((t) => t.id)).slice(0, 4);
  const damageStacks = Object.fromEntries(ZONES.map((z) => [z, rng.shuffle(tileIds(z).filter((t) => !onShip[z].includes(t)))])) as Record<Zone, string[]>;
  return {
    status: 'planning' as const,
    missionId: mission.id,
    missionTitle: mission.title,
    members,
    pool: solo ? deck : [],
    deck: solo ? [] : deck,
    threatDecks: threatDecks(config, rng),
    trajectories: { red: trajectories[0], white: trajectories[1], blue: trajectories[2], internal: trajectories[3] },
    damageStacks,
    timeline: buildTimeline(mission, { members: members.length, solo }),
    next: 0,
    window: { index: -1, fromSec: 0, toSec: 0, deadlineAt: null },
    phase: Array(players).fill(1),
    scriptPhase: 1,
    phaseCount: mission.phases,
    ready: Array(players).fill(false),
    budget: Array(players).fill(null),
    jumpVotes: Array(players).fill(false),
    gifts: Array(players).fill(null),
    announced: [],
    fired: [],
    commsDown: false,
    announcements: [{ id: 'ev-00', at: 0, text: `Entering a dangerous sector. Begin operations: phase 1 (time pressure: ${config.timePressure}).` }],
    resolution: null,
  };
}

export function setup(config: Config, players: number, { rng, now }: SetupContext): Omit<SpaceAlertState, 'rng'> {
  const mission = pickMission(config, rng);
  const state: Omit<SpaceAlertState, 'rng'> = {
    config,
    players,
    solo: players === 1,
    campaign: { played: [], difficulty: { normal: config.normalDifficulty, serious: config.seriousDifficulty }, carry: null, interval: null },
    ...dealMission(config, players, rng, mission, { red: [], white: [], blue: [] }),
  };
  openWindow(state as SpaceAlertState, now);
  return state;
}
