import { describeGame } from '../../engine/testing/describe-game';
import { voidfall } from './index';

// Complete bot games of the skeleton (set-up moves, three cycles of Focus turns) under the kernel contract.
// Secrets and off-menu moves are checked at every 5th state: a game with Focus actions is ~200-550 moves with ~150 secret
// ids per viewer (2-5 minutes in all).
describeGame(voidfall, { seeds: [1], secretsEvery: 5, offMenu: { every: 5 }, configs: [{ scenario: 'x04' }, { advancedFocus: true, houses: 'dealt', scenario: 'x06' }] });
