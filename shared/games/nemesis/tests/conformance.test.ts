import { describeGame } from '../../../engine/testing/describe-game';
import { stableStringify } from '../../../engine';
import { nemesis } from '../index';

/** Paying or discarding the same cards in another order is the same choice; legalMoves lists each set once. */
const choiceKey = (move: unknown) => {
  const m = { ...(move as Record<string, unknown>) };
  for (const field of ['pay', 'discard']) if (Array.isArray(m[field])) m[field] = [...(m[field] as string[])].sort();
  return stableStringify(m);
};

// Bot games end today only by the jump or by every character dying (hibernation and pods are not built: README).
describeGame(nemesis, { configs: [{}, { board: 'B' }], seeds: [1], secretsEvery: 2, offMenu: { choiceKey } });
