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
    mode: {
      label: 'Mode',
      description: 'Play against each other with secret objectives, or as one team against the mission tasks. A single player always plays the solo mode.',
      choices: {
        standard: { label: 'Standard', description: 'Each player keeps a secret objective; one mission task lies face up.' },
        coop: { label: 'Co-op', description: 'One team, no objectives: a solo and co-op mission task per character; all win if every task is met and someone survives.' },
        'coop-revive': { label: 'Co-op with Revive', description: 'Co-op, and a fallen character lies where it died: carried to the Surgery Room, it stands up again at the start of a round.' },
      },
    },
    missionTaskChange: {
      label: 'Difficulty',
      description: 'Solo and co-op only: how many mission tasks beyond one per character (fewer is easier).',
      numberChoices: [
        { value: -2, label: 'Much easier: two tasks fewer' },
        { value: -1, label: 'Easier: one task fewer' },
        { value: 0, label: 'Standard: one task per character' },
        { value: 1, label: 'Harder: one task more' },
        { value: 2, label: 'Much harder: two tasks more' },
      ],
    },
  };
}
