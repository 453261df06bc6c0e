/**
 * What the item families show (digest §7: a backpack is its owner's; heavy items, armor and tokens are public): an
 * open gear action and a consent (with the item's data id) to all; a trade's contents to the side composing the offer
 * (the proposer, or the side countering), and to the other side once sent (then it may see the offered backpack items);
 * the objectives a seat looked at with Personal Log Codes to that seat alone.
 */
import type { Seat, Viewer } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationState } from '../state';
import { answerer, composer } from './trade';

function tradeView(s: RetaliationState, seat: Seat | null) {
  const t = s.trade;
  if (!t) return null;
  // The offer is seen by whoever composes it, and by the other side once it is sent (a counter-offer likewise).
  const sees = seat === composer(t) || (seat === answerer(t) && t.stage === 'answer');
  const counter = t.by === undefined ? {} : { by: t.by, counters: t.counters ?? 0, offered: seat === t.seat || seat === t.partner ? (t.offered ?? []).slice() : null };
  return { seat: t.seat, partner: t.partner, stage: t.stage, give: sees ? t.give.slice() : null, take: sees ? t.take.slice() : null, ...counter };
}

export function itemsView(s: RetaliationState, seat: Seat | null) {
  const c = s.consent;
  return {
    gearAction: s.gearAction ? { ...s.gearAction } : null,
    // A Grenade Launcher's Burst under way: public, as the grenades and the Burst are thrown in the open.
    launcher: s.launcher ? { ...s.launcher } : null,
    consent: c ? { seat: c.seat, on: c.on, item: c.slot === undefined ? itemOfInstance(c.item).id : c.item, option: c.option, token: c.slot !== undefined } : null,
    trade: tradeView(s, seat),
    seenObjectives: seat === null ? {} : Object.fromEntries(Object.entries(s.objectivesSeen?.[seat] ?? {}).map(([of, cards]) => [of, cards.slice()])),
  };
}

/** Cards and items this viewer legitimately knows although another seat holds them. */
export function knownToViewer(s: RetaliationState, viewer: Viewer): Set<string> {
  if (typeof viewer !== 'number') return new Set();
  const seen = Object.values(s.objectivesSeen?.[viewer] ?? {}).flat();
  const t = s.trade;
  // The answerer sees what the offer gives it; a counter's composer has seen what the offer it countered gave it.
  const offered = t && t.stage === 'answer' && answerer(t) === viewer ? (composer(t) === t.seat ? t.give : t.take) : [];
  const countered = t && t.by === viewer ? (t.offered ?? []) : [];
  return new Set([...seen, ...offered, ...countered]);
}
