/**
 * Every legal move of a seat now. Payments are listed as every choice of paying cards (a hand is at most a few
 * cards), and a pass as every subset of the hand to discard, so a bot can reach any legal position.
 */
import { Rng, type Seat } from '../../engine';
import { actionCardOf, cardKind, isContamination, itemById, itemOf, questItemById } from './data';
import { playCard, searching } from './moves/card-moves';
import { fitsRecipe } from './moves/craft-moves';
import { forcedDrops, mustDrop } from './rules/arm-wound';
import { doorShortageMoves } from './rules/door-shortage';
import { intruderPlayerMoves } from './moves/intruder-player-moves';
import { isIntruderPlayer } from './rules/intruder-player';
import { itemVariants, usableCards, useItemMove } from './moves/item-moves';
import { ROOM_ACTION_COST, roomActionMove } from './moves/room-moves';
import { activateQuestMove, useQuestMove } from './moves/quest-moves';
import { activeQuests, questChoices, requirementCards } from './rules/quest-items';
import type { MoveOf, NemesisMove } from './moves/schema';
import { roomAction, roomActionChoices } from './rules/room-actions';
import { boardOf } from './rules/board';
import { payable } from './rules/cards';
import { actionCardChoices } from './rules/action-cards';
import { itemChoices } from './rules/items';
import { itemUseCost } from './rules/quest-autoloader';
import { isMarked } from './rules/noise-markers';
import { tradeAnswers, tradeMoves } from './moves/trade-moves';
import { showMoves } from './moves/trade-window-moves';
import { TRADE_COST } from './rules/trade';
import { eggsIn } from './rules/combat';
import { escapeCost, handSlots, inCombat, intrudersIn, openExits } from './rules/ship';
import { mayHaveNerves, nervesAnswers, nervesSetting } from './rules/reactions';
import { relocationMoves } from './rules/relocation';
import { rerollChoices } from './rules/reroll';
import { interruptionSetting } from './rules/interruption';
import { interruptionAnswers } from './moves/interruption-moves';
import { weaponRuleOf } from './rules/weapons';
import type { NemesisState } from './state';
import { copyNemesisState } from './state-copy';

/** Every k-element subset of `items`, in order. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}

function turnMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  const p = s.players[seat];
  const moves: NemesisMove[] = [];
  for (let k = 0; k <= p.hand.length; k++) for (const discard of subsets(p.hand, k)) moves.push({ type: 'pass', discard });
  if (p.pod !== null) {
    const pod = s.pods.find((x) => x.number === p.pod)!;
    return [...moves, { type: 'leave-pod' }, ...(pod.locked || p.wantsLaunch ? [] : [{ type: 'launch' } as const])];
  }
  const cards = payable(p);
  for (const exit of openExits(s, p.room!)) {
    for (const pay of subsets(cards, escapeCost(s, seat))) moves.push({ type: 'move', corridor: exit.id, pay });
    if (inCombat(s, seat)) continue;
    const free = boardOf(s.side).exits(exit.to!).filter((e) => !isMarked(s, e));
    for (const target of free) for (const pay of subsets(cards, 2)) moves.push({ type: 'careful-move', corridor: exit.id, noise: target.id, pay });
  }
  const room = p.room!;
  const targets = [...intrudersIn(s, room).map((i) => i.id), ...(eggsIn(s, room) > 0 ? ['eggs'] : [])];
  const weapons = p.hands.flatMap((h) => (h.kind === 'item' && h.ammo && weaponRuleOf(h.card) ? [h.card] : []));
  for (const target of targets) {
    for (const pay of subsets(cards, 1)) {
      moves.push({ type: 'melee', target, pay });
      for (const weapon of weapons) moves.push({ type: 'shoot', weapon, target, pay });
    }
  }
  if (!inCombat(s, seat) && p.hands.length < handSlots(s, seat)) {
    for (const object of new Set(s.floor.filter((o) => o.room === room).map((o) => o.object))) for (const pay of subsets(cards, 1)) moves.push({ type: 'pick-up', object, pay });
  }
  moves.push(...cardMoves(s, seat), ...itemMoves(s, seat, cards));
  if (mayHaveNerves(s, seat)) {
    for (const setting of ['always', 'never', 'ask'] as const) if (setting !== nervesSetting(s, seat)) moves.push({ type: 'set-reaction', card: 'nerves-of-steel', setting });
  }
  moves.push({ type: 'set-interruption', setting: interruptionSetting(s, seat) === 'ask' ? 'never' : 'ask' });
  if (!inCombat(s, seat)) moves.push(...craftMoves(s, seat, cards), ...roomMoves(s, seat, cards));
  moves.push(...tradeMoves(s, seat, subsets(cards, TRADE_COST)));
  moves.push(...showMoves(s, seat));
  moves.push(...questMoves(s, seat, cards));
  return [...moves, ...dropMoves(s, seat)];
}

/** A kept heavy card needs a free hand (the searcher may drop something first, for free). */
const canKeep = (s: NemesisState, seat: Seat, card: string) => !itemOf(card)!.heavy || s.players[seat].hands.length < handSlots(s, seat);

function dropMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  const p = s.players[seat];
  return [...p.hands.map((h) => (h.kind === 'item' ? h.card : h.object)), ...p.inventory].map((thing) => ({ type: 'drop', thing }));
}

/** Every playable card with each of its options and payments (each option tried on a copy, so the list is exact). */
function cardMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  const p = s.players[seat];
  const out: NemesisMove[] = [];
  for (const card of p.hand.filter((c) => !isContamination(c))) {
    const data = actionCardOf(card);
    const pays = subsets(payable(p).filter((c) => c !== card), data.cost);
    if (pays.length === 0) continue;
    const options: NemesisMove[] =
      searching(data.id)
        ? (['red', 'yellow', 'green'] as const).map((deck) => ({ type: 'play-card', card, pay: pays[0], deck }))
        : actionCardChoices(s, seat, data.id).map((choice) => ({ type: 'play-card', card, pay: pays[0], ...(choice === undefined ? {} : { choice }) }));
    for (const option of options) {
      if (!Array.isArray(playCard(copyNemesisState(s), seat, option as MoveOf<'play-card'>, Rng.fromSeed('probe')))) continue;
      for (const pay of pays) out.push({ ...(option as MoveOf<'play-card'>), pay });
    }
  }
  return out;
}

/** Every usable item (inventory or held) with each option that does something now (tried on a copy, so the list is exact). */
function itemMoves(s: NemesisState, seat: Seat, cards: string[]): NemesisMove[] {
  const out: NemesisMove[] = [];
  for (const item of usableCards(s, seat)) {
    for (const choice of itemChoices(s, seat, cardKind(item))) {
      const pays = subsets(cards, itemUseCost(s, seat, item, choice));
      if (pays.length === 0) continue;
      const option: MoveOf<'use-item'> = { type: 'use-item', item, pay: pays[0], ...(choice === undefined ? {} : { choice }) };
      if (Array.isArray(useItemMove(copyNemesisState(s), seat, option, Rng.fromSeed('probe')))) out.push(...pays.flatMap((pay) => itemVariants(s, seat, { ...option, pay })));
    }
  }
  return out;
}

function craftMoves(s: NemesisState, seat: Seat, cards: string[]): NemesisMove[] {
  const p = s.players[seat];
  const out: NemesisMove[] = [];
  const kinds = [...new Set(s.decks.crafted.map(cardKind))];
  for (const item of kinds) {
    const data = itemById.get(item)!;
    if (data.heavy && p.hands.length >= handSlots(s, seat)) continue;
    for (const using of subsets(p.inventory, 2)) {
      if (fitsRecipe(data.recipe!, using)) for (const pay of subsets(cards, 1)) out.push({ type: 'craft', item, using, pay });
    }
  }
  return out;
}

/** Room actions whose own rules allow them now (tried on a copy, so the list is exact). */
function roomMoves(s: NemesisState, seat: Seat, cards: string[]): NemesisMove[] {
  const room = s.rooms[s.players[seat].room!];
  if (room.malfunction || !roomAction(room.tile)) return [];
  const pays = subsets(cards, ROOM_ACTION_COST);
  if (pays.length === 0) return [];
  const allowed = roomActionChoices(s, seat, room.tile).filter((choice) => Array.isArray(roomActionMove(copyNemesisState(s), seat, { type: 'room-action', pay: pays[0], choice }, Rng.fromSeed('probe'))));
  return allowed.flatMap((choice) => pays.map((pay): NemesisMove => ({ type: 'room-action', pay, ...(choice === undefined ? {} : { choice }) })));
}

/** Quest items to turn face up (each requirement card a variant) and active ones to use (tried on a copy, so the list is exact). */
function questMoves(s: NemesisState, seat: Seat, cards: string[]): NemesisMove[] {
  const probe = Rng.fromSeed('probe');
  const works = (move: NemesisMove) => Array.isArray(move.type === 'use-quest' ? useQuestMove(copyNemesisState(s), seat, move, probe) : activateQuestMove(copyNemesisState(s), seat, move as MoveOf<'activate-quest'>, probe));
  const out: NemesisMove[] = [];
  for (const { card } of s.players[seat].quests.filter((q) => !q.active)) {
    const pays = subsets(cards, questItemById.get(card)!.quest.activationCost);
    for (const discard of [undefined, ...requirementCards(s, seat, card)]) {
      const option: NemesisMove = { type: 'activate-quest', card, pay: pays[0] ?? [], ...(discard ? { discard } : {}) };
      if (pays.length > 0 && works(option)) out.push(...pays.map((pay) => ({ ...option, pay })));
    }
  }
  for (const card of activeQuests(s, seat)) {
    const pays = subsets(cards, questItemById.get(card)!.cost ?? 0);
    for (const choice of questChoices(s, seat, card)) {
      const option: NemesisMove = { type: 'use-quest', card, pay: pays[0] ?? [], ...(choice === undefined ? {} : { choice }) };
      if (pays.length > 0 && works(option)) out.push(...pays.map((pay) => ({ ...option, pay })));
    }
  }
  return out;
}

export function legalMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  if (s.phase === 'over') return [];
  if (s.draft) return s.draft.order[s.draft.next] === seat ? s.draft.offer.map((character) => ({ type: 'choose-character', character })) : [];
  if (s.objectiveChoice) {
    return s.objectiveChoice.waiting.includes(seat) ? s.players[seat].objectives.map((objective) => ({ type: 'choose-objective', objective })) : [];
  }
  if (s.pause) return s.pause.kind === 'relocate' ? relocationMoves(s, seat) : nervesAnswers(s, seat);
  if (s.cover) return s.cover.asked === seat ? [{ type: 'answer-cover', agree: true }, { type: 'answer-cover', agree: false }] : [];
  if (s.doorShortage) return doorShortageMoves(s, seat);
  if (mustDrop(s).length > 0) return mustDrop(s).includes(seat) ? forcedDrops(s, seat) : [];
  if (s.search) {
    if (s.search.seat !== seat) return [];
    return [...s.search.cards.filter((card) => canKeep(s, seat, card)).map((card): NemesisMove => ({ type: 'keep-item', card })), ...dropMoves(s, seat)];
  }
  if (s.trade) return tradeAnswers(s, seat);
  if (s.interruption) return interruptionAnswers(s, seat);
  if (s.decision) {
    if (s.decision.seat !== seat) return [];
    if (s.decision.kind === 'event-look') return [{ type: 'place-event', where: 'top' }, { type: 'place-event', where: 'bottom' }];
    if (s.decision.kind === 'reroll') return rerollChoices(s, seat);
    const corridor = s.decision.corridors[0];
    return [{ type: 'set-door', corridor, door: 'open' }, { type: 'set-door', corridor, door: 'closed' }];
  }
  if (s.phase !== 'player' || s.turn?.seat !== seat) return [];
  if (isIntruderPlayer(s, seat)) return intruderPlayerMoves(s);
  return turnMoves(s, seat);
}
