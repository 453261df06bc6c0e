/** Who acts between campaign missions, and the moves a bot may pick there. */
import type { Prompt } from '../../../engine/types';
import { difficultySchema } from '../config';
import type { SpaceAlertMove } from '../moves';
import type { SpaceAlertState } from '../state';
import { deciderOf, repairableTiles } from './interval';

export function intervalPrompts(s: SpaceAlertState): Prompt[] {
  const interval = s.campaign.interval!;
  /** The notifier's phase key (index.ts): the vote between two missions is one stretch, each seat's repairs another. */
  const phaseKey = `after-mission-${s.campaign.played.length}-${interval.stage}`;
  if (interval.stage === 'vote') {
    return interval.votes.flatMap((v, seat): Prompt[] =>
      v === null
        ? [{ seat, kind: 'campaign-vote', mode: 'simultaneous', message: `Mission ${s.campaign.played.length} survived: go on with the campaign, or stop here?`, options: { phaseKey } }]
        : [],
    );
  }
  const member = interval.queue[0];
  const who = s.members[member];
  const forWhom = who?.kind === 'android' ? ` for ${who.name}` : '';
  return [{ seat: deciderOf(s, member), kind: 'campaign-repair', mode: 'turn', message: `Repair one damage tile or one broken battlebot unit${forWhom}.`, options: { member, tiles: repairableTiles(s), brokenBots: interval.carry.brokenBots, phaseKey } }];
}

export function intervalMoves(s: SpaceAlertState, seat: number): SpaceAlertMove[] {
  const interval = s.campaign.interval!;
  if (interval.stage === 'vote') return interval.votes[seat] === null ? voteMoves() : [];
  if (deciderOf(s, interval.queue[0]) !== seat) return [];
  const moves: SpaceAlertMove[] = [{ type: 'campaign-repair', repair: 'nothing' }];
  for (const tile of repairableTiles(s)) moves.push({ type: 'campaign-repair', repair: 'tile', tile });
  if (interval.carry.brokenBots > 0) moves.push({ type: 'campaign-repair', repair: 'bots' });
  return moves;
}

/** Every vote: go on or stop, with or without a bay for the bots (heeded from the first seat) and difficulty wishes. */
function voteMoves(): SpaceAlertMove[] {
  const moves: SpaceAlertMove[] = [];
  const wishes = [undefined, ...difficultySchema.options];
  for (const goOn of [true, false]) {
    for (const bay of [undefined, 'LR', 'UB'] as const) {
      for (const normal of wishes) {
        for (const serious of wishes) {
          moves.push({ type: 'campaign-vote', continue: goOn, ...(bay && { bay }), ...(normal && { normal }), ...(serious && { serious }) });
        }
      }
    }
  }
  return moves;
}
