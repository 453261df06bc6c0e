/**
 * What a viewer may know (digest §7), built by whitelisting. Public: the placed rooms and corridors with their
 * markers, intruders, tracks, the Mission Task(s), help-card numbers, the support-equipment offer, discard piles,
 * every character's public side (hand and backpack sizes, heavy items, armor, belt, health, oxygen, wounds, larva).
 * Private to a seat: its hand, backpack, objectives, the character cards dealt to it in the draft, and the
 * Anti-Aircraft order once it has checked it. Never shown: deck and pile orders, corridor tiles in the insert, the
 * intruder tokens in the bag and piles (counts by type only: their back numbers are secret), the robot card until
 * revealed, INFECTED flags.
 */
import type { Seat, Viewer } from '../../engine';
import { intruderTokens } from './data';
import type { PlayerState, RetaliationState } from './state';
import { itemsView, knownToViewer } from './rules/items-view';
import { pauseView } from './rules/pause-prompts';

const typeOfToken = new Map(intruderTokens.map((t) => [t.id, t.type]));

function countByType(tokens: readonly string[]): Record<'blank' | 'queen' | 'drone' | 'adult' | 'larva', number> {
  const counts = { blank: 0, queen: 0, drone: 0, adult: 0, larva: 0 };
  for (const t of tokens) counts[typeOfToken.get(t)!] += 1;
  return counts;
}

const revealed = (s: RetaliationState, p: PlayerState) => s.phase === 'over' && p.status !== 'dead';

function publicPlayer(s: RetaliationState, p: PlayerState, seat: Seat) {
  return {
    seat,
    playerNumber: p.playerNumber,
    character: p.character,
    space: p.space,
    handCount: p.hand.length,
    deckCount: p.deck.length,
    discard: p.discard.slice(),
    hands: p.hands.slice(),
    armor: p.armor,
    backpackCount: p.backpack.length,
    belt: p.belt.map((b) => (b ? { ...b } : null)),
    health: p.health,
    oxygen: p.oxygen,
    seriousWounds: p.seriousWounds.slice(),
    larva: p.larva,
    objectiveCount: p.objectives.length,
    objectiveChosen: p.chosenObjective !== null,
    // Survivors reveal the objective they kept at the very end (digest §10.3); the other card never.
    revealedObjective: revealed(s, p) ? p.chosenObjective : null,
    passed: p.passed,
    status: p.status,
    // Revive: the fallen miniature lies on the map (public, like the status).
    fallen: p.fallen === true,
    escapedVia: p.escapedVia,
    dataToken: p.dataToken,
    suffocating: p.suffocating,
    // Reaction settings are public and say nothing of the hand (rules/card-effects/reactions.ts); absent: never.
    reactions: { attack: p.reactions?.attack ?? 'never', command: p.reactions?.command ?? 'never' },
    cover: p.cover ?? null,
    // Heavy items taped together (Duct Tape) show in the hands; Heavy Armor's standing setting is public, like reactions.
    taped: (p.taped ?? []).slice(),
    heavyArmor: p.heavyArmor ?? 'unless-fatal',
    // F7 settings of passive items, public like Heavy Armor's (rules/passive-items.ts); an item absent: always.
    passive: { ...p.passive },
    itemGear: Object.fromEntries(Object.entries(p.itemGear).map(([item, slots]) => [item, slots.map((g) => (g ? { ...g } : null))])),
    itemMalfunctions: { ...p.itemMalfunctions },
  };
}

function decks(s: RetaliationState) {
  const d = s.decks;
  return {
    exploration: d.exploration.length,
    explorationDiscard: d.explorationDiscard.slice(),
    events: d.events.length,
    eventDiscard: d.eventDiscard.slice(),
    attacks: d.attacks.length,
    attackDiscard: d.attackDiscard.slice(),
    queenHealth: d.queenHealth.length,
    items: { red: d.items.red.length, green: d.items.green.length, yellow: d.items.yellow.length },
    itemDiscard: { red: d.itemDiscard.red.slice(), green: d.itemDiscard.green.slice(), yellow: d.itemDiscard.yellow.slice() },
    support: d.support.length,
    supportLeftovers: d.supportLeftovers.slice(),
    itemsDiscarded: (s.itemsDiscarded ?? []).slice(),
    contamination: d.contamination.length,
    seriousWounds: d.seriousWounds.length,
  };
}

function drafts(s: RetaliationState, seat: Seat | null) {
  const c = s.characterDraft;
  const choosing = c ? c.order[c.next] : null;
  return {
    characterDraft: c ? { seat: choosing, offer: choosing === seat ? c.offer.slice() : null, deckCount: c.deck.length } : null,
    supportDraft: s.supportDraft ? { offer: s.supportDraft.offer.slice(), order: s.supportDraft.order.slice(), next: s.supportDraft.next } : null,
  };
}

export function view(s: RetaliationState, viewer: Viewer) {
  const seat = typeof viewer === 'number' ? viewer : null;
  const me = seat === null ? null : s.players[seat];
  return {
    config: { ...s.config },
    solo: s.solo,
    phase: s.phase,
    startPlayer: s.startPlayer,
    turn: s.turn ? { ...s.turn } : null,
    allocation: s.allocation ? { ...s.allocation } : null,
    // The items drawn by a Search: their player sees them, the others only how many.
    search: s.search ? { seat: s.search.seat, count: s.search.cards.length, cards: s.search.seat === seat ? s.search.cards.slice() : null } : null,
    sprint: s.sprint ? { seat: s.sprint.seat } : null,
    // Taking Aim's first roll is thrown in the open.
    aim: s.aim ? { ...s.aim } : null,
    continuousFire: s.continuousFire ? { seat: s.continuousFire.seat } : null,
    // Officer's Channel: who plays a command next (the card stays in the hand, unseen, until it is played).
    channel: s.channel ? { seat: s.channel.seat } : null,
    again: s.again ? { ...s.again } : null,
    itemMarkers: { ...s.itemMarkers },
    fireAtWill: s.fireAtWill ? { seat: s.fireAtWill.seat, queue: s.fireAtWill.queue.slice() } : null,
    retreat: s.retreat ? { ...s.retreat } : null,
    // A sequence paused for a reaction or Shoot First's shot: what it is about and who answers (no answer, no hand).
    pause: pauseView(s),
    // The cards drawn at the Supply Room or the Experimental Military Lab: likewise their player's alone.
    roomDraw: s.roomDraw ? { seat: s.roomDraw.seat, count: s.roomDraw.cards.length, keep: s.roomDraw.keep, cards: s.roomDraw.seat === seat ? s.roomDraw.cards.slice() : null } : null,
    ...itemsView(s, seat),
    takeoffAnswers: s.takeoffAnswers.slice(),
    // Panic: who still has to choose (where everyone stands and what ammo they hold are public).
    panic: s.panic ? { pending: s.panic.pending.slice() } : null,
    markers: { ...s.markers },
    destroyed: s.destroyed,
    winners: s.winners.slice(),
    ending: s.ending,
    queenDead: s.queenDead,
    explorationRemoved: s.explorationRemoved.slice(),
    ...drafts(s, seat),
    spaces: Object.fromEntries(Object.entries(s.spaces).map(([id, sp]) => [id, { ...sp }])),
    hibernatoriumDiscovered: s.hibernatoriumDiscovered,
    roomPiles: { A: s.roomPiles.A.length, B: s.roomPiles.B.length, C: s.roomPiles.C.length, '?': s.roomPiles['?'].length },
    corridors: Object.fromEntries(Object.entries(s.corridors).map(([id, c]) => [id, { ...c }])),
    corridorStack: s.corridorStack.length,
    bag: countByType(s.bag),
    tokenPiles: countByType(Object.values(s.tokenPiles).flat()),
    intruders: s.intruders.map((i) => ({ ...i })),
    beltOrder: s.beltOrder.slice(),
    eggs: s.eggs,
    nestDestroyed: s.nestDestroyed,
    queenHits: s.queenHits,
    decks: decks(s),
    gearSupply: { ...s.gearSupply },
    landingZoneGear: { ...s.landingZoneGear },
    robot: { card: s.robot.revealed ? s.robot.card : null, space: s.robot.space, gear: s.robot.gear.slice(), malfunction: s.robot.malfunction },
    antiAircraft: {
      count: s.antiAircraft.stack.length,
      // Private to a seat that checked it (digest §7: the check at Life Support Control B is private).
      order: seat !== null && s.antiAircraft.seenBy.includes(seat) ? s.antiAircraft.stack.slice() : null,
      // The landing attempt reveals the top token to everyone; it stays face up.
      revealedTop: s.lander.state === 'arriving' ? null : s.antiAircraft.stack[0] ?? null,
    },
    lifeSupport: { ...s.lifeSupport },
    powerCut: s.powerCut,
    shuttleUsed: s.shuttleUsed,
    hibernatoriumActive: s.hibernatoriumActive,
    missionTasks: s.missionTasks.slice(),
    objectivesChosen: s.objectivesChosen,
    round: s.round,
    lander: { ...s.lander },
    autodestruction: s.autodestruction,
    players: s.players.map((p, seat) => publicPlayer(s, p, seat)),
    me: me === null || seat === null ? null : { seat, hand: me.hand.slice(), backpack: me.backpack.slice(), objectives: me.objectives.slice(), chosenObjective: me.chosenObjective },
  };
}

export type RetaliationView = ReturnType<typeof view>;

/**
 * The strings `viewer` must never see now: cards, tiles and tokens whose place is not public knowledge. Decks whose
 * contents anyone can work out (events, attacks, Queen Health, serious wounds, exploration, room piles) are not listed:
 * only their order is secret, and the view gives their sizes alone. INFECTED flags and the Anti-Aircraft order are
 * kept out of the view structurally (they are not ids).
 */
export function secrets(s: RetaliationState, viewer: Viewer): string[] {
  const hiddenObjectives = (p: PlayerState) => p.objectives.filter((o) => !(revealed(s, p) && o === p.chosenObjective));
  const known = knownToViewer(s, viewer);
  const players = s.players.flatMap((p, seat) => [...p.deck, ...(seat === viewer ? [] : [...p.hand, ...p.backpack, ...hiddenObjectives(p)])]).filter((c) => !known.has(c));
  const draft = s.characterDraft;
  const draftCards = draft ? [...draft.deck, ...(draft.order[draft.next] === viewer ? [] : draft.offer)] : [];
  const d = s.decks;
  const hiddenDecks = [...d.items.red, ...d.items.green, ...d.items.yellow, ...d.support, ...d.contamination];
  const tokens = [...s.bag, ...Object.values(s.tokenPiles).flat()];
  const searched = s.search && s.search.seat !== viewer ? s.search.cards : [];
  const drawn = s.roomDraw && s.roomDraw.seat !== viewer ? s.roomDraw.cards : [];
  return [...players, ...draftCards, ...hiddenDecks, ...searched, ...drawn, ...s.corridorStack, ...tokens, ...(s.robot.revealed ? [] : [s.robot.card])];
}
