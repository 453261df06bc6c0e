/** The kernel contract for Space Alert: complete bot games for 1-5 players, checked at every step. */
import { describeGame } from '../../engine/testing/describe-game';
import type { SpaceAlertState } from './state';
import { spaceAlert } from '.';

const illegalMoves = (s: SpaceAlertState) => [
  { seat: 0, move: { type: 'place', card: 'ac-999', slot: 1, half: 'action' } },
  { seat: 0, move: { type: 'swap', from: 4, to: 4 } },
  { seat: 0, move: { type: 'give', card: 'hc-1', to: 1 } },
  ...(s.status === 'planning' && s.window.deadlineAt === null ? [{ seat: 0, move: { type: 'deadline' } }] : []),
];

/** Why the conformance suite's off-menu check (apply accepts only listed moves) is skipped for Space Alert. */
const offMenu = {
  skip:
    'legalMoves lists a bounded sample for bots (the first empty slot, the first 3 cards, the last filled slot), ' +
    'while apply accepts every placement and removal the rules allow, and a pass written as a gift of no card to a seat',
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
