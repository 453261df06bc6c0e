import { stableStringify } from '../../../engine';
import { describeGame } from '../../../engine/testing/describe-game';
import { nemesisRetaliation } from '../index';

/** Paying, discarding, belt picks and burst kills in another order are the same choice; legalMoves lists each set once. */
const choiceKey = (move: unknown) => {
  const m = { ...(move as Record<string, unknown>) };
  for (const field of ['pay', 'discard', 'tokens', 'kill']) if (Array.isArray(m[field])) m[field] = [...(m[field] as string[])].sort();
  return stableStringify(m);
};

// Bot games end today by every character dying or escaping, or at the end of round 14 (README: what is built).
describeGame(nemesisRetaliation, { configs: [{}, { corridorTiles: 'all-44', deadly: true }, { mode: 'coop-revive', missionTaskChange: 1 }], seeds: [1, 2], secretsEvery: 2, offMenu: { choiceKey } });
