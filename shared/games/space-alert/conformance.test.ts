/** The kernel contract for Space Alert: complete bot games for 1-5 players, checked at every step. */
import { describeGame } from '../../engine/testing/describe-game';
import { choiceKey } from './choice-key';
import type { SpaceAlertState } from './state';
import { spaceAlert } from '.';

const illegalMoves = (s: SpaceAlertState) => [
  { seat: 0, move: { type: 'place', card: 'ac-999', slot: 1, half: 'action' } },
  { seat: 0, move: { type: 'swap', from: 4, to: 4 } },
  { seat: 0, move: { type: 'give', card: 'hc-1', to: 1 } },
  ...(s.status === 'planning' && s.window.deadlineAt === null ? [{ seat: 0, move: { type: 'deadline' } }] : []),
];

const pacing = "rules-2 pacing moves are offered by the board; legalMoves cannot know a table's rules version";

/** The off-menu check: every move apply accepts must be listed, up to the moves that are the same choice. */
const offMenu = {
  unlisted: {
    'ready-phase': pacing,
    watch: pacing,
    deadline: 'closing a window turns on the clock, which legalMoves cannot see',
  },
  choiceKey,
};

describeGame(spaceAlert, { seeds: [1, 2], secretsEvery: 3, illegalMoves, offMenu });

describeGame(spaceAlert, {
  seeds: [3],
  secretsEvery: 4,
  illegalMoves,
  offMenu,
  configs: [
    { mission: 'mission-3', timePressure: 'budgeted', fifthMember: true, normalDifficulty: 'mixed', seriousDifficulty: 'yellow' },
    { mission: 'first-test-run', campaign: 3, timePressure: 'live' },
  ],
});
