/**
 * What a viewer may know (digest §7), built by whitelisting. Public: the board (explored rooms, markers, doors,
 * noise, intruders, objects), tracks, pods, discard piles, the open crafted deck, every character's public side
 * (hand size, heavy items in hand, the colours of inventory cards, wounds). Private to a seat: its hand, inventory
 * and objectives. Never shown: deck orders, unexplored rooms and their tokens, bag and supply tokens (counts by type
 * only: their back numbers are secret), engine tokens, the coordinates card, unrevealed weaknesses, INFECTED flags.
 */
import { cloneState, type Seat, type Viewer } from '../../engine';
import { intruderTokenById, itemOf, type IntruderType } from './data';
import { prompts } from './prompts';
import { boardOf } from './rules/board';
import { intruderPlayerView, intruderSecrets } from './rules/intruder-player';
import { tradeWindowView } from './rules/trade-window';
import type { NemesisState, PlayerState } from './state';

function countByType(tokens: readonly string[]): Record<IntruderType | 'blank', number> {
  const counts = { blank: 0, larva: 0, creeper: 0, adult: 0, breeder: 0, queen: 0 };
  for (const t of tokens) counts[intruderTokenById.get(t)!.type] += 1;
  return counts;
}

const colourOf = (card: string) => itemOf(card)?.deck ?? 'quest';

function publicPlayer(s: NemesisState, p: PlayerState, seat: Seat) {
  return {
    seat,
    playerNumber: p.playerNumber,
    character: p.character,
    status: p.status,
    room: p.room,
    handCount: p.hand.length,
    deckCount: p.deck.length,
    discard: p.discard.slice(),
    hands: p.hands.map((h) => ({ ...h })),
    // Heavy items in hand are public, and so is the tape between two of them.
    ...(p.taped ? { taped: p.taped.map((pair) => pair.slice()) } : {}),
    inventoryColours: p.inventory.map(colourOf),
    quests: p.quests.map((q) => ({ ...q })),
    lightWounds: p.lightWounds,
    seriousWounds: p.seriousWounds.map((w) => ({ ...w })),
    slime: p.slime,
    signal: p.signal,
    larva: p.larva,
    objectiveCount: p.objectives.length,
    // Co-op objectives are open and shared (digest §5.22).
    ...(s.config.mode === 'cooperative' ? { objectives: p.objectives.slice() } : {}),
    passed: p.passed,
    pod: p.pod,
    wantsLaunch: p.wantsLaunch,
    // The Interruption setting is public and says nothing of the hand (rules/interruption.ts); absent: `never`.
    ...(p.interrupt === 'ask' ? { interrupt: 'ask' as const } : {}),
  };
}

function rooms(s: NemesisState) {
  const board = boardOf(s.side);
  return board.slotIds.map((slot) => {
    const r = s.rooms[slot];
    const data = board.slot(slot);
    return {
      slot,
      roomNumber: data.roomNumber,
      category: data.category,
      explored: r.explored,
      room: r.explored ? r.tile : null,
      faceDownToken: r.token !== null,
      items: r.items,
      fire: r.fire,
      malfunction: r.malfunction,
    };
  });
}

export function view(s: NemesisState, viewer: Viewer) {
  const seat = typeof viewer === 'number' ? viewer : null;
  const me = seat === null ? null : s.players[seat];
  return {
    config: { board: s.config.board, mode: s.config.mode },
    solo: s.solo,
    phase: s.phase,
    round: s.round,
    firstPlayer: s.firstPlayer,
    turn: s.turn ? { ...s.turn } : null,
    draft: s.draft ? { seat: s.draft.order[s.draft.next], offer: s.draft.offer.slice(), deckCount: s.draft.deck.length } : null,
    objectiveChoice: s.objectiveChoice ? { waiting: s.objectiveChoice.waiting.slice() } : null,
    searching: s.search ? { seat: s.search.seat, deck: s.search.deck } : null,
    // Who proposed a Trade and who has still to answer are public; what is offered is not.
    trade: s.trade ? { seat: s.trade.seat, waiting: s.trade.offers.flatMap((o) => (o.answer === null ? [o.seat] : [])), ...tradeWindowView(s.trade) } : null,
    lockdown: s.lockdown ? { room: s.lockdown.room } : null,
    // A pending follow-up decision is public in shape (who, which doors); Risk Assessment's card is in the seat's knowledge.
    decision: s.decision ? (s.decision.kind === 'doors' ? { ...s.decision, corridors: s.decision.corridors.slice() } : { seat: s.decision.seat, kind: s.decision.kind }) : null,
    cover: s.cover ? { seat: s.cover.seat, asked: s.cover.asked, card: s.cover.card, corridor: s.cover.corridor } : null,
    // A one-seat pause (rules/pause.ts): D23's pick is public; a Nerves of Steel question shows only who is asked (never the hand).
    pause: s.pause ? (s.pause.kind === 'relocate' ? { kind: s.pause.kind, seat: s.pause.seat, intruderType: s.pause.intruderType, room: s.pause.room, candidates: s.pause.candidates.slice() } : { kind: s.pause.kind, seat: s.pause.seat }) : null,
    rooms: rooms(s),
    corridors: Object.fromEntries(Object.entries(s.corridors).map(([id, c]) => [id, { ...c }])),
    techNoise: { ...s.techNoise },
    intruders: s.intruders.map((i) => ({ ...i })),
    floor: s.floor.map((o) => ({ ...o })),
    eggs: s.eggs,
    nestDestroyed: s.nestDestroyed,
    bag: countByType(s.bag),
    supply: countByType(s.supply),
    decks: {
      events: s.decks.events.length,
      eventDiscard: s.decks.eventDiscard.slice(),
      attacks: s.decks.attacks.length,
      attackDiscard: s.decks.attackDiscard.slice(),
      contamination: s.decks.contamination.length,
      seriousWounds: s.decks.seriousWounds.length,
      seriousWoundDiscard: s.decks.seriousWoundDiscard.slice(),
      items: { red: s.decks.items.red.length, yellow: s.decks.items.yellow.length, green: s.decks.items.green.length },
      itemDiscard: { red: s.decks.itemDiscard.red.slice(), yellow: s.decks.itemDiscard.yellow.slice(), green: s.decks.itemDiscard.green.slice() },
      crafted: s.decks.crafted.slice(),
    },
    pods: s.pods.map((p) => ({ ...p, seats: p.seats.slice() })),
    engines: { '1': s.engines['1'].length, '2': s.engines['2'].length, '3': s.engines['3'].length },
    destination: s.destination,
    time: s.time,
    selfDestruct: s.selfDestruct,
    weaknesses: s.weaknesses.map((w) => ({ object: w.object, card: w.revealed ? w.card : null })),
    milestones: { ...s.milestones },
    ending: s.ending,
    intruderPlayer: intruderPlayerView(s, viewer),
    doorShortage: s.doorShortage ? { ...s.doorShortage } : null,
    players: s.players.map((p, i) => publicPlayer(s, p, i)),
    me:
      me === null || seat === null
        ? null
        : {
            seat,
            hand: me.hand.slice(),
            inventory: me.inventory.slice(),
            objectives: me.objectives.slice(),
            searchDraw: s.search?.seat === seat ? s.search.cards.slice() : null,
            knowledge: me.knowledge.map((k) => cloneState(k)),
            nerves: me.nerves ?? 'always',
            prompt: prompts(s).find((p) => p.seat === seat) ?? null,
          },
  };
}

export type NemesisView = ReturnType<typeof view>;

/**
 * The strings `viewer` must never see now: cards and tokens whose place is not public knowledge. Decks whose contents
 * anyone can work out (events, attacks, serious wounds, one's own action deck) are not listed: only their order is
 * secret, and the view gives their sizes alone. INFECTED flags are booleans, kept out of the view structurally.
 */
export function secrets(s: NemesisState, viewer: Viewer): string[] {
  // Objectives a seat looked at (Comms Key) are known to it.
  const read = typeof viewer === 'number' ? s.players[viewer].knowledge.flatMap((k) => (k.what === 'objectives' ? k.objectives : [])) : [];
  const objectives = (p: PlayerState) => (s.config.mode === 'cooperative' ? [] : p.objectives.filter((o) => !read.includes(o)));
  const others = s.players.flatMap((p, seat) => (seat === viewer ? [] : [...p.deck, ...p.hand, ...p.inventory, ...objectives(p)]));
  const decks = [...s.decks.contamination, ...s.decks.items.red, ...s.decks.items.yellow, ...s.decks.items.green];
  // A seat that looked at a room (Monitoring Room) knows its tile; the token stays named by its effect only.
  const seen = typeof viewer === 'number' ? s.players[viewer].knowledge.flatMap((k) => (k.what === 'room' ? [k.slot] : [])) : [];
  const unexplored = Object.entries(s.rooms).flatMap(([slot, r]) => [...(r.explored || seen.includes(slot) ? [] : [r.tile]), ...(r.token ? [r.token] : [])]);
  const searching = s.search && s.search.seat !== viewer ? s.search.cards : [];
  // The victory check reveals the engines' top tokens and the coordinates card; the bottom tokens stay unseen.
  const over = s.phase === 'over';
  const engines = Object.values(s.engines).flatMap((stack) => (over ? stack.slice(1) : stack));
  const hidden = [...intruderSecrets(s, viewer), ...searching, ...s.bag, ...s.supply, ...engines, ...(over ? [] : [s.coordinates]), ...s.weaknesses.filter((w) => !w.revealed).map((w) => w.card)];
  // Risk Assessment: an event card still in the deck that another seat looked at (the viewer's own looks excepted).
  const looked = (p: PlayerState) => p.knowledge.flatMap((k) => (k.what === 'event' ? [k.card] : []));
  const mine = typeof viewer === 'number' ? looked(s.players[viewer]) : [];
  const lookedAt = s.players.flatMap(looked).filter((c) => s.decks.events.includes(c) && !mine.includes(c));
  return [...others, ...decks, ...unexplored, ...hidden, ...lookedAt];
}
