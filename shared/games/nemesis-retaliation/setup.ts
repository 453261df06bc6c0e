/**
 * Setup (digest §3): the Facility, the intruder bag and piles, the decks, objectives and Mission Task(s), and the start
 * of the character draft. Every random choice comes from the seeded PRNG. The game starts in the character draft:
 * player 1 (by help card) is dealt two character cards.
 */
import type { Rng, Seat, SetupContext } from '../../engine';
import {
  attackCards,
  characters,
  components,
  contaminationCard,
  corridorPositions,
  corridorTiles,
  eventCards,
  explorationCards,
  HIBERNATORIUM,
  instancesOf,
  intruderTokens,
  items,
  LANDING_ZONE,
  landerSetupSpace,
  missionTasks,
  objectives,
  queenHealthCards,
  robotCards,
  rooms,
  seriousWounds,
  tacticalGear,
  trackOf,
} from './data';
import type { RoomPile } from './data/schema';
import { drawSoloCoopTasks } from './rules/coop';
import { soloRules } from './rules/modes';
import { tacticalTokens, type CorridorState, type PlayerState, type RetaliationConfig, type RetaliationState, type TacticalToken } from './state';

/** Setup 3.A.13 and 3.A.9: 4 of each token in the Landing Zone, 1 Ammo and 1 Oxygen on the robot. */
const LANDING_ZONE_GEAR = 4;
const ROBOT_GEAR: TacticalToken[] = ['ammo', 'oxygen'];
const SUPPORT_OFFER = 7;
const BAG_LARVAE = 2;
const BAG_BASE_ADULTS = 3;

const componentCount = (id: string) => components.find((c) => c.id === id)!.count;

function gearSupply(): Record<TacticalToken, number> {
  const out = {} as Record<TacticalToken, number>;
  for (const t of tacticalTokens) {
    const supply = tacticalGear.find((g) => g.id === t)!.supply;
    out[t] = supply - LANDING_ZONE_GEAR - ROBOT_GEAR.filter((r) => r === t).length;
  }
  return out;
}

/** 3.A.14-16: room piles by back letter, the blind corridor insert, and 3 tiles connected to the Landing Zone. */
function layFacility(config: RetaliationConfig, rng: Rng) {
  const roomPiles = { A: [], B: [], C: [], '?': [] } as Record<RoomPile, string[]>;
  for (const r of rooms) if (!r.fixedSpace) roomPiles[r.pile].push(r.id);
  for (const pile of Object.keys(roomPiles) as RoomPile[]) roomPiles[pile] = rng.shuffle(roomPiles[pile]);
  const usable = corridorTiles.filter((t) => config.corridorTiles === 'all-44' || t.inRulebookCountOf40 === true);
  const corridorStack = rng.shuffle(usable.map((t) => t.id));
  const corridors: Record<string, CorridorState> = {};
  for (const position of corridorPositions.filter((p) => p.touchesLandingZone)) {
    const tile = corridorStack.shift()!;
    const doorSlot = usable.find((t) => t.id === tile)!.doorSlot;
    corridors[position.id] = { tile, doorEnd: doorSlot ? LANDING_ZONE : null, door: doorSlot ? 'open' : 'none', noise: false, reinforced: false };
  }
  const fixed = { fire: false, malfunction: false, secure: 0, noise: false };
  const spaces = { [LANDING_ZONE]: { room: LANDING_ZONE, ...fixed }, [HIBERNATORIUM]: { room: HIBERNATORIUM, ...fixed } };
  return { roomPiles, corridorStack, corridors, spaces };
}

/** 3.B.2-3: token piles by type (queues); the bag gets 1 Blank, 2 Larvae, 3 Adults and 1 Adult per player. */
function intruderSetup(seats: number, rng: Rng) {
  const pile = (type: string) => rng.shuffle(intruderTokens.filter((t) => t.type === type).map((t) => t.id));
  const tokenPiles = { queen: pile('queen'), drone: pile('drone'), adult: pile('adult'), larva: pile('larva') };
  const bag = [...pile('blank'), ...tokenPiles.larva.splice(0, BAG_LARVAE), ...tokenPiles.adult.splice(0, BAG_BASE_ADULTS + seats)];
  return { tokenPiles, bag: bag.sort() };
}

/** Objective cards whose printed player count fits; a copy with no sourced count is usable at every count. */
function usableObjectives(type: 'mission' | 'private', players: number): string[] {
  return objectives.filter((o) => o.type === type).flatMap((o) => {
    const ids = instancesOf([o]);
    return ids.filter((_, copy) => (o.minPlayersPerCopy?.[copy] ?? o.minPlayers ?? 1) <= players);
  });
}

/** 3.D.2 (standard): 1 Mission + 1 Private objective each, dealt in secret; 1 Mission Task face up. Solo/co-op: §5.19. */
function objectivesAndTasks(config: RetaliationConfig, seats: number, rng: Rng): { hands: string[][]; missionTasks: string[] } {
  if (soloRules(config, seats)) return { hands: Array.from({ length: seats }, () => []), missionTasks: drawSoloCoopTasks(seats + config.missionTaskChange, rng) };
  const missions = rng.shuffle(usableObjectives('mission', seats));
  const privates = rng.shuffle(usableObjectives('private', seats));
  const hands = Array.from({ length: seats }, () => [missions.shift()!, privates.shift()!]);
  const tasks = missionTasks.filter((t) => (t.minPlayers ?? 1) <= seats).map((t) => t.id);
  return { hands, missionTasks: [rng.pick(tasks)] };
}

function newPlayer(playerNumber: number, objectives: string[]): PlayerState {
  return {
    playerNumber, character: null, space: null, objectives,
    deck: [], hand: [], discard: [], hands: [], armor: null, backpack: [],
    belt: [null, null, null, null], itemGear: {}, itemMalfunctions: {}, health: 0, oxygen: 0, seriousWounds: [], larva: false,
    passed: false, status: 'in-play', escapedVia: null, dataToken: false, suffocating: false, chosenObjective: null,
  };
}

export function setup(config: RetaliationConfig, seats: number, { rng }: SetupContext): Omit<RetaliationState, 'rng'> {
  if (!Number.isInteger(seats) || seats < 1 || seats > 5) throw new RangeError(`Nemesis: Retaliation seats 1 to 5 players, not ${seats}`);
  const facility = layFacility(config, rng);
  const intruderParts = intruderSetup(seats, rng);
  const deck = (list: readonly { id: string; count: number }[]) => rng.shuffle(instancesOf(list));
  const itemDeck = (colour: string) => deck(items.filter((i) => i.deck === colour));
  const contamination = deck([contaminationCard]);
  const infected = rng.shuffle(contamination).slice(0, config.infectedCount).sort();
  const support = itemDeck('support');
  const robot = rng.pick(robotCards).id;
  // 3.D.1: help cards 1..N dealt at random; seats keep the turn order, numbers only drive drafts and objectives.
  const numbers = rng.shuffle(Array.from({ length: seats }, (_, i) => i + 1));
  const byNumber: Seat[] = Array.from({ length: seats }, (_, seat) => seat).sort((a, b) => numbers[a] - numbers[b]);
  const { hands, missionTasks: tasks } = objectivesAndTasks(config, seats, rng);
  const draftDeck = rng.shuffle(characters.map((c) => c.id));
  return {
    config,
    seats,
    solo: soloRules(config, seats),
    players: numbers.map((n, seat) => newPlayer(n, hands[seat])),
    phase: 'character-draft',
    characterDraft: { offer: draftDeck.splice(0, 2), deck: draftDeck, order: byNumber, next: 0 },
    // The 7 support cards are revealed at setup; the draft order (non-Contractors, highest number first) is set once characters are known.
    supportDraft: { offer: support.splice(0, SUPPORT_OFFER), order: [], next: 0 },
    startPlayer: null,
    turn: null,
    allocation: null,
    search: null,
    takeoffAnswers: [],
    markers: { fire: componentCount('fire-markers'), malfunction: componentCount('malfunction-markers'), secure: componentCount('secure-tokens') },
    explorationRemoved: [],
    destroyed: null,
    winners: [],
    ending: null,
    beltOrder: [],
    ...facility,
    hibernatoriumDiscovered: false,
    ...intruderParts,
    intruders: [],
    nextIntruder: 1,
    queenDead: false,
    eggs: trackOf('nest-eggs').setupEggs ?? 0,
    nestDestroyed: false,
    queenHits: 0,
    decks: {
      exploration: rng.shuffle(explorationCards.map((c) => c.id)),
      explorationDiscard: [],
      events: deck(eventCards),
      eventDiscard: [],
      attacks: deck(attackCards),
      attackDiscard: [],
      queenHealth: deck(queenHealthCards),
      items: { red: itemDeck('red'), green: itemDeck('green'), yellow: itemDeck('yellow') },
      itemDiscard: { red: [], green: [], yellow: [] },
      support,
      supportLeftovers: [],
      contamination,
      seriousWounds: deck(seriousWounds),
    },
    infected,
    gearSupply: gearSupply(),
    landingZoneGear: { ammo: LANDING_ZONE_GEAR, grenade: LANDING_ZONE_GEAR, oxygen: LANDING_ZONE_GEAR, medpack: LANDING_ZONE_GEAR },
    robot: { card: robot, revealed: false, space: HIBERNATORIUM, gear: ROBOT_GEAR.slice(), malfunction: false },
    antiAircraft: { stack: rng.shuffle(['active', 'inactive'] as const), seenBy: [] },
    lifeSupport: { A: false, B: false, C: false },
    powerCut: false,
    shuttleUsed: false,
    hibernatoriumActive: false,
    missionTasks: tasks,
    objectivesChosen: 0,
    round: 1,
    lander: { space: landerSetupSpace, state: 'arriving' },
    autodestruction: null,
  };
}
