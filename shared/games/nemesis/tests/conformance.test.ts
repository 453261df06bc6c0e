import { describeGame } from '../../../engine/testing/describe-game';
import { stableStringify } from '../../../engine';
import { nemesis } from '../index';

/** Paying or discarding the same cards in another order is the same choice; legalMoves lists each set once. */
const choiceKey = (move: unknown) => {
  const m = { ...(move as Record<string, unknown>) };
  for (const field of ['pay', 'discard']) if (Array.isArray(m[field])) m[field] = [...(m[field] as string[])].sort();
  return stableStringify(m);
};

/**
 * Every mode on both board sides, one game per player count: standard (1 seat is the solo mode), the full co-op
 * mode (1 seat: a solo game judged by the co-op victory) and the intruder-player variant (from 2 seats: a solo
 * character's death ends the game, so nobody is left to play the intruders).
 */
const configs = [{}, { board: 'B' }, { mode: 'cooperative' }, { mode: 'cooperative', board: 'B' }];
const intruderPlayer = [{ mode: 'intruder-player' }, { mode: 'intruder-player', board: 'B' }];
// Any two subsets of two characters' things make a Trade proposal: legalMoves lists the one-for-one ones only.
const unlisted = {
  'propose-trade': 'a Trade may give and ask for any set of things; the list offers one thing each way',
  'offer-trade': 'an offer in a Trade window may give and ask for any set of things; the list offers one thing each way',
};
describeGame(nemesis, { configs, seeds: [1], secretsEvery: 2, offMenu: { choiceKey, unlisted } });
describeGame(nemesis, { configs: intruderPlayer, playerCounts: [2, 3, 4, 5], seeds: [1], secretsEvery: 2, offMenu: { choiceKey } });
