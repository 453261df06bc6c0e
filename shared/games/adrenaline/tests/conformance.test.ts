import { describeGame } from '../../../engine/testing/describe-game';
import { adrenaline } from '../index';
import { choiceKey } from '../rules/choice-key';

// Both end modes, 5 skulls to keep bot games short, one seed per case (self-play covers volume);
// secrets are checked every 3rd state to stay within a minute on 2 cores.
describeGame(adrenaline, {
  configs: [{ endMode: 'sudden-death', skulls: 5 }, { endMode: 'final-frenzy', skulls: 5 }],
  seeds: [7],
  secretsEvery: 3,
  maxMoves: 20000,
  offMenu: {
    every: 2,
    unlisted: {
      cancel: 'a shot may be cancelled at any step; it is listed only when nothing else is, so that bots finish their shots',
      'set-reaction': 'the Tagback setting is a standing preference, changed whenever the table waits for the seat',
    },
    choiceKey,
  },
});
