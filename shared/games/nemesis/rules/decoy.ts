/**
 * The Decoy's movement (digest §5.15; the item's text in the data): every intruder in a room next to the chosen one
 * moves into it, as intruders move: through an open corridor, or it destroys a closed door and stays. Reading: an
 * intruder in combat attacks (the event-phase target: fewest cards) only when it does leave, since the card says
 * "before leaving its Room". Those leaving move all at once at the end. D23's pick may pause the row of attacks (a
 * Summoning with no miniature left): the movers left and those leaving are then kept in the pause as a `decoy`
 * continuation, so the rest follows the miniature picked.
 */
import type { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { Continuation, NemesisState } from '../state';
import { intruderAttack } from './attack';
import { boardOf } from './board';
import { eventTarget } from './event-phase';
import { attackOrder } from './intruders';
import { deferIfPaused } from './pause';
import { intruderInCombat } from './ship';
import { breaksDoors } from './weaknesses';

type Decoy = Extract<Continuation, { kind: 'decoy' }>;

/** The Decoy's row into `room`: the intruders next to it, strongest first. */
export function decoyRow(s: NemesisState, room: string): Decoy {
  const ways = boardOf(s.side).exits(room).filter((e) => e.kind === 'corridor');
  const movers = s.intruders.filter((i) => i.room !== room && ways.some((e) => e.to === i.room)).sort((a, b) => attackOrder.indexOf(a.type) - attackOrder.indexOf(b.type));
  return { kind: 'decoy', room, movers: movers.map((i) => i.id), leaving: [] };
}

/** Runs the row: each mover next to the room attacks before leaving, or meets its closed door; then all leaving move. */
export function decoyMoves(s: NemesisState, c: Decoy, rng: Rng, events: NemesisEvent[]): void {
  const ways = boardOf(s.side).exits(c.room).filter((e) => e.kind === 'corridor');
  const leaving = c.leaving.slice();
  for (let k = 0; k < c.movers.length; k++) {
    const i = s.intruders.find((x) => x.id === c.movers[k]);
    if (s.phase === 'over') return;
    const joining = i ? ways.filter((e) => e.to === i.room) : [];
    if (!i || i.room === c.room || joining.length === 0) continue;
    if (!joining.some((e) => s.corridors[e.id].door !== 'closed')) {
      if (breaksDoors(s, i.type) && s.corridors[joining[0].id].door === 'closed') {
        s.corridors[joining[0].id].door = 'destroyed';
        events.push({ type: 'door-destroyed', corridor: joining[0].id });
      }
      continue;
    }
    const target = intruderInCombat(s, i) ? eventTarget(s, i.room) : null;
    if (target !== null) intruderAttack(s, i, target, rng, events);
    if (s.intruders.includes(i)) leaving.push(i.id);
    if (deferIfPaused(s, [{ ...c, movers: c.movers.slice(k + 1), leaving }])) return;
  }
  const going = leaving.flatMap((id) => s.intruders.filter((i) => i.id === id && i.room !== c.room));
  const moves = going.map((i) => ({ intruder: i.id, from: i.room, to: c.room }));
  for (const i of going) i.room = c.room;
  if (moves.length > 0) events.push({ type: 'intruders-moved', moves });
}
