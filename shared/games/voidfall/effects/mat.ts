/**
 * Effects on the House mat and the decks (rules addendum A11-A13, A15): advance on a Civilization track (its space's
 * benefit is triggered, unless the track is Corrupted; "advance again" chains), upgrade a Glory token, move or remove
 * a Corruption, gain an Agenda (the face-up card, or draw 2 and keep 1), peek at the next Cycle's Galactic Events.
 */
import { civilizationTrackOf } from '../data';
import { agendaTypeSchema, trackSchema, type Track } from '../data/schema';
import { canGainAgenda, drawAgendas, takeAgendaOffer } from '../rules/agendas';
import { freeCorruptionPlaces, heldCorruptionPlaces, setCorruption } from '../rules/corruption';
import { MAX_GLORY_VALUE, upgradeGlory } from '../rules/glory';
import { peekProblem, startPeek } from '../rules/peek';
import { advanceProblem, advanceTrack } from '../rules/tracks';
import { flatten, type Draft, type EffectChoice, type EffectFamily, type Primitive, type Resolution } from './types';
import { keepRemovedCorruption } from '../rules/frames/lasting';

const PLAIN: EffectChoice[] = [{}];
const done = (seat: number, e: Primitive, c: EffectChoice, extra: Record<string, unknown> = {}): Resolution =>
  ({ events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, ...extra }] });

/** Tracks an "advance" effect may move: a named one, any, or the least advanced (ties: the player's choice, D1). */
function advanceable(s: Draft, seat: number, which: unknown): Track[] {
  const tracks = s.players[seat].tracks;
  const least = Math.min(...trackSchema.options.map((t) => tracks[t]));
  const named = which === 'any' ? trackSchema.options : which === 'least_advanced' ? trackSchema.options.filter((t) => tracks[t] === least) : [which as Track];
  return named.filter((t) => advanceProblem(s, seat, t) === null);
}

/** Advances and triggers the entered space's benefit (none from a Corrupted track, A11). */
export function advanceWithBenefit(s: Draft, seat: number, track: Track, e: Primitive, c: EffectChoice): Resolution {
  const { space, benefit } = advanceTrack(s, seat, track);
  const structured = civilizationTrackOf(s.players[seat].house!, track).spaces[space - 1].structured;
  const result = done(seat, e, c, { space });
  if (!benefit || structured === null) return result;
  const { effects, mode } = flatten(structured);
  // "Advance again" is the same track's next space: it carries the track it continues.
  const chained = effects.map((x) => (x.op === 'advance_again_same_track' ? { ...x, op: 'advance_track', track } : x));
  return { ...result, triggered: [{ effects: chained.filter((x) => x.op !== 'none'), mode }] };
}

export const matEffects: Record<string, EffectFamily> = {
  advance_track: {
    choices: (s, seat, e) => advanceable(s, seat, e.track).map((track) => ({ track })),
    resolve: (s, seat, e, c) => advanceWithBenefit(s, seat, c.track!, e, c),
  },
  upgrade_glory_token: {
    choices: (s, seat) => [...new Set(s.players[seat].glory.filter((v) => v < MAX_GLORY_VALUE))].sort().map((value) => ({ value })),
    resolve: (s, seat, e, c) => {
      upgradeGlory(s.players[seat], c.value!);
      return done(seat, e, c);
    },
  },
  move_corruption: {
    choices: (s, seat) => {
      const free = freeCorruptionPlaces(s, seat);
      return heldCorruptionPlaces(s, seat).flatMap((from) => free.map((to) => ({ from, to })));
    },
    resolve: (s, seat, e, c) => {
      setCorruption(s, seat, c.from!, false);
      setCorruption(s, seat, c.to!, true);
      return done(seat, e, c);
    },
  },
  remove_corruption: {
    // `frm`: a House card may limit the place to the House mat (tracks and Agenda slots) or to a sector.
    choices: (s, seat, e, ctx) => heldCorruptionPlaces(s, seat)
      .filter((from) => e.frm === undefined || (e.frm === 'sector') === (from.kind === 'sector'))
      .filter((from) => e.where === 'anywhere' || ctx.location === null || (from.kind === 'sector' && from.sector === ctx.location))
      .map((from) => ({ from })),
    resolve: (s, seat, e, c) => {
      setCorruption(s, seat, c.from!, false);
      keepRemovedCorruption(s, seat);
      return done(seat, e, c);
    },
  },
  gain_agenda: {
    choices: (s, seat, e) => agendaTypeSchema.options.filter((t) => !Array.isArray(e.types) || e.types.includes(t)).flatMap((agendaType) => [
      // A Corrupted offer card brings its Corruption, which needs a free place (A11): the player names it.
      ...(!canGainAgenda(s, agendaType, 'offer') ? []
        : !s.agendaOfferCorrupted[agendaType] ? [{ agendaType, deck: false }]
          : freeCorruptionPlaces(s, seat).map((to) => ({ agendaType, deck: false, to }))),
      ...(canGainAgenda(s, agendaType, 'deck') ? [{ agendaType, deck: true }] : []),
    ]),
    resolve: (s, seat, e, c) => {
      const type = c.agendaType!;
      if (c.deck) {
        drawAgendas(s, seat, type);
        return { events: [{ type: 'agendas-drawn', seat, agendaType: type, count: s.agendaDraw!.cards.length, cards: s.agendaDraw!.cards.slice() }], revealed: true };
      }
      const { card, corrupted } = takeAgendaOffer(s, seat, type);
      if (corrupted) setCorruption(s, seat, c.to!, true);
      return { events: [{ type: 'agenda-gained', seat, agendaType: type, from: 'offer', card }], revealed: true };
    },
  },
  peek_galactic_events: {
    choices: (s) => (peekProblem(s) === null ? PLAIN : []),
    resolve: (s, seat, e, c) => {
      startPeek(s, seat);
      return { ...done(seat, e, c), revealed: true };
    },
  },
};
