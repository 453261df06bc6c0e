/** Nemesis's options in words, from its config schema and the rules digest (board sides and game modes). */
import type { GameOptionWords } from '../../../lib/config-fields';

export function nemesisWords(): GameOptionWords {
  return {
    board: {
      label: 'Ship board',
      description: 'Which side of the ship board the crew wakes up on.',
      choices: {
        A: { label: 'Side A (basic)', description: 'One network of technical corridors; the side for a first game.' },
        B: {
          label: 'Side B (advanced)',
          description: 'Harder: two separate technical-corridor networks, some rooms joined by two corridors, and both evacuation sections on the board from the start.',
        },
      },
    },
    mode: {
      label: 'Mode',
      description: 'How the crew plays together. With one player, the standard mode is the solo game.',
      choices: {
        standard: {
          label: 'Standard (secret objectives)',
          description: 'Each player keeps a secret objective and wins alone; helping the others is optional. Alone at the table: two solo objectives, keep one, and half the items in each room.',
        },
        cooperative: {
          label: 'Cooperative (open objectives)',
          description: 'One open solo/co-op objective per player, shared by the whole crew.',
        },
        'intruder-player': {
          label: 'Standard, with an intruder player',
          description: 'As standard, but the first player whose character dies plays the intruders from the next round, trying to make everyone else lose.',
        },
      },
    },
  };
}
