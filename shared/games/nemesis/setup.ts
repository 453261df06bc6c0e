/**
 * Setup, rulebook steps 1-20 (digest §3), every random choice from the seeded PRNG. The game starts in the
 * character draft (step 17), a prompt-driven phase: player 1 is offered two draft cards.
 */
import type { Rng, Seat, SetupContext } from '../../engine';
import {
  bagSetups,
  contaminationInstances,
  coordinatesCards,
  draftComponents,
  engineComponents,
  eventCards,
  attackCards,
  explorationTokens,
  infectedCount,
  intruderTokens,
  itemInstances,
  objectives,
  podComponents,
  rooms,
  seriousWoundInstances,
  soloCoopObjectives,
  weaknesses,
  type ObjectiveData,
} from './data';
import { offerDraft } from './rules/draft';
import { boardOf } from './rules/board';
import type { NemesisConfig, NemesisState, PlayerState, RoomState, Weakness } from './state';

const weaknessObjects: Weakness['object'][] = ['character-corpse', 'intruder-egg', 'intruder-carcass'];

/** Room tiles face down on the "1" and "2" slots, fixed rooms face up, an exploration token on every tile (steps 2-4). */
function layRooms(config: NemesisConfig, rng: Rng): Record<string, RoomState> {
  const board = boardOf(config.board);
  const fixed = new Set(board.slotIds.map((id) => board.slot(id).fixedRoom).filter((r) => r !== null));
  const pile = {
    'room-1': rng.shuffle(rooms.filter((r) => r.tileBack === '1' && !fixed.has(r.id)).map((r) => r.id)),
    // 5 of the 9 room "2" tiles are used; the other 4 go back to the box unseen (they are not kept in the state).
    'room-2': rng.shuffle(rooms.filter((r) => r.tileBack === '2').map((r) => r.id)),
  };
  const tokens = rng.shuffle(explorationTokens.map((t) => t.id));
  const out: Record<string, RoomState> = {};
  for (const id of board.slotIds) {
    const slot = board.slot(id);
    const tile = slot.fixedRoom ?? pile[slot.category as 'room-1' | 'room-2'].shift()!;
    const special = slot.category === 'special';
    // Side B's evacuation sections lie face up but still get a face-down token (digest §5.23).
    out[id] = { tile, explored: slot.fixedRoom !== null, token: special ? null : tokens.shift()!, items: null, fire: false, malfunction: false };
  }
  return out;
}

/** Step 10: 1 Blank, 4 Larvae, 1 Creeper, 3+N Adults, 1 Queen; tokens of a type differ by back number, so each is drawn at random. */
function fillBag(players: number, rng: Rng): { bag: string[]; supply: string[] } {
  const contents = bagSetups.find((b) => b.players === players)!.contents;
  const bag: string[] = [];
  let supply = intruderTokens.map((t) => t.id);
  for (const [type, count] of Object.entries(contents)) {
    const chosen = rng.shuffle(supply.filter((id) => intruderTokens.find((t) => t.id === id)!.type === type)).slice(0, count);
    bag.push(...chosen);
    supply = supply.filter((id) => !chosen.includes(id));
  }
  return { bag: bag.sort(), supply };
}

/** Step 16: 1 corporate + 1 personal (standard), 2 solo objectives (solo), or 1 open solo/co-op objective each (co-op). */
function dealObjectives(config: NemesisConfig, solo: boolean, order: Seat[], rng: Rng): string[][] {
  const ids = (list: readonly ObjectiveData[]) => rng.shuffle(list.map((o) => o.id));
  const hands: string[][] = order.map(() => []);
  if (solo) {
    hands[order[0]] = ids(soloCoopObjectives).slice(0, 2);
  } else if (config.mode === 'cooperative') {
    const deck = ids(soloCoopObjectives);
    for (const seat of order) hands[seat] = [deck.shift()!];
  } else {
    const usable = objectives.filter((o) => o.minPlayers !== null && o.minPlayers <= order.length);
    const corporate = ids(usable.filter((o) => o.deck === 'corporate'));
    const personal = ids(usable.filter((o) => o.deck === 'personal'));
    for (const seat of order) hands[seat] = [corporate.shift()!, personal.shift()!];
  }
  return hands;
}

function newPlayer(playerNumber: number, objectives: string[]): PlayerState {
  return {
    playerNumber,
    character: null,
    status: 'drafting',
    room: null,
    deck: [],
    hand: [],
    discard: [],
    hands: [],
    inventory: [],
    quests: [],
    lightWounds: 0,
    seriousWounds: [],
    slime: false,
    signal: false,
    larva: false,
    objectives,
    passed: false,
    knowledge: [],
    pod: null,
    wantsLaunch: false,
  };
}

export function setup(config: NemesisConfig, seats: number, { rng }: SetupContext): Omit<NemesisState, 'rng'> {
  const board = boardOf(config.board);
  const solo = seats === 1;
  const roomStates = layRooms(config, rng);
  const pods = rng.shuffle(podComponents.numbers).slice(0, podComponents.setup[String(seats) as '1']).sort((a, b) => a - b);
  const engines = Object.fromEntries(engineComponents.engines.map((k) => [String(k), rng.shuffle([`engine-${k}-working`, `engine-${k}-damaged`])])) as NemesisState['engines'];
  const chosenWeaknesses = rng.shuffle(weaknesses.map((w) => w.id)).slice(0, 3);
  const { bag, supply } = fillBag(seats, rng);
  const contamination = rng.shuffle(contaminationInstances);
  const infected = rng.shuffle(contaminationInstances).slice(0, infectedCount).sort();
  // Step 14: help cards 1..N dealt at random; seats keep the turn order, numbers are labels (digest §12.30).
  const numbers = rng.shuffle(Array.from({ length: seats }, (_, i) => i + 1));
  const order = Array.from({ length: seats }, (_, seat) => seat).sort((a, b) => numbers[a] - numbers[b]);
  const objectiveHands = dealObjectives(config, solo, order, rng);
  const state: Omit<NemesisState, 'rng'> = {
    config,
    side: config.board,
    solo,
    seats,
    players: numbers.map((n, seat) => newPlayer(n, objectiveHands[seat])),
    phase: 'draft',
    round: 0,
    firstPlayer: order[0],
    draft: { deck: rng.shuffle(draftComponents.characters), offer: [], order, next: 0 },
    turn: null,
    objectiveChoice: null,
    search: null,
    lockdown: null,
    rooms: roomStates,
    corridors: Object.fromEntries(board.corridorIds.map((id) => [id, { noise: false, door: 'open' as const }])),
    techNoise: Object.fromEntries(board.networks.map((n) => [n, false])),
    intruders: [],
    nextIntruder: 1,
    floor: [{ room: board.slotOfFixedRoom('hibernatorium'), object: 'crew-corpse' }],
    eggs: 5,
    nestDestroyed: false,
    bag,
    supply,
    decks: {
      events: rng.shuffle(eventCards.map((c) => c.id)),
      eventDiscard: [],
      attacks: rng.shuffle(attackCards.map((c) => c.id)),
      attackDiscard: [],
      contamination,
      contaminationRemoved: [],
      seriousWounds: rng.shuffle(seriousWoundInstances),
      seriousWoundDiscard: [],
      items: { red: rng.shuffle(itemInstances.red), yellow: rng.shuffle(itemInstances.yellow), green: rng.shuffle(itemInstances.green) },
      itemDiscard: { red: [], yellow: [], green: [] },
      crafted: itemInstances.blue.slice(),
    },
    infected,
    pods: pods.map((number, i) => ({ number, section: i % 2 === 0 ? 'A' : 'B', locked: true, seats: [] })),
    engines,
    coordinates: rng.pick(coordinatesCards).id,
    destination: 'B',
    time: 0,
    selfDestruct: null,
    weaknesses: chosenWeaknesses.map((card, i) => ({ object: weaknessObjects[i], card, revealed: false })),
    milestones: { firstEncounter: false, firstDeath: false, queenKilled: false },
    ending: null,
    winners: [],
  };
  offerDraft(state as NemesisState, rng);
  return state;
}
