/** Voidfall's options in words, from its config schema, the scenario list of the data and the rules digest. */
import type { GameOptionWords } from '../../../lib/config-fields';

/** The Compendium's competitive scenarios: name, and the four Houses players choose from (scenario data). */
const SCENARIOS: Record<string, [string, string]> = {
  x01: ['Second Genesis', 'Belitan, Cortozaar, Dunlork, Valnis'],
  x02: ['For Peace and Prosperity', 'Astoran, Nervo, Thegwyn, Zenor'],
  x03: ['Foundations of the Future', 'Fenrax, Novaris, Shiveus, Yarvek'],
  x04: ['Novarchon Legacy', 'Fenrax, Kradmor, Shiveus, Zenor'],
  x05: ['Art of War', 'Fenrax, Marqualos, Nervo, Valnis'],
  x06: ['Whirling Destinies', 'Astoran, Dunlork, Yarvek, Zenor'],
  x07: ['Through the Altered Space', 'Astoran, Marqualos, Shiveus, Zenor'],
  x08: ['Echoes of the Past', 'Belitan, Nervo, Novaris, Yarvek'],
  x09: ['Bastion of Resistance', 'Marqualos, Novaris, Thegwyn, Yarvek'],
  x10: ['Kingdom Come', 'Cortozaar, Dunlork, Kradmor, Thegwyn'],
  x11: ['Fractures of Space', 'Belitan, Kradmor, Nervo, Valnis'],
};

export function voidfallWords(): GameOptionWords {
  return {
    scenario: {
      label: 'Scenario',
      description: 'Which competitive scenario of the Compendium: its Fallen Houses in the galaxy and the four Houses players choose from.',
      choices: Object.fromEntries(
        Object.entries(SCENARIOS).map(([code, [name, houses]], i) => [code, { label: `${i + 1}. ${name}`, description: `Houses to choose from: ${houses}.` }]),
      ),
    },
    houses: {
      label: 'Houses',
      description: 'How each player gets a House and one of its two Origins.',
      choices: {
        chosen: { label: 'Chosen in turn order', description: 'Each player in turn order chooses a House of the scenario, then one of its Origins.' },
        dealt: { label: 'Dealt at random', description: 'Houses and Origins are dealt at random.' },
      },
    },
    advancedFocus: {
      label: 'Advanced Focus',
      description: 'Each Focus round every player picks a Focus card face down at the same time; each reveals it on their turn.',
    },
    galaxy: {
      label: 'Galaxy',
      description: 'The galaxy is generated (no Compendium map fits two to four players); this says how often it changes.',
      choices: {
        'per-scenario': { label: 'One per scenario', description: 'Every game of a scenario with this many players has the same galaxy.' },
        'per-game': { label: 'A new one each time', description: 'The galaxy is generated from this table’s own shuffle.' },
      },
    },
  };
}
