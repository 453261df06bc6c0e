/** Nemesis: Retaliation's options in words, from its config schema, the rules digest and the data README. */
import type { GameOptionWords } from '../../../lib/config-fields';

export function nemesisRetaliationWords(): GameOptionWords {
  return {
    corridorTiles: {
      label: 'Corridor tiles',
      description: 'Which corridor tiles are shuffled into the insert the facility is built from.',
      choices: {
        'rulebook-40': { label: 'The rulebook’s 40 tiles', description: 'Ten tiles of each noise number, as the rulebook counts them.' },
        'all-44': { label: 'All 44 tiles', description: 'The 40 tiles and four more with a door, as in the digital edition.' },
      },
    },
    infectedCount: {
      label: 'Infected contamination cards',
      description: 'How many of the 27 contamination cards are infected when scanned (7 unless you choose otherwise; the box does not say).',
    },
    deadly: {
      label: 'Deadly Mode',
      description: 'Harder: a corridor printing two noise numbers answers a noise roll of either number.',
    },
  };
}
