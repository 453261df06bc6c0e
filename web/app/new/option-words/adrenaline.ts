/** Adrenaline's options in words, from its config schema and the arena data (names, recommended players, room layout). */
import { maps } from '../../../../shared/games/adrenaline/data';
import type { ChoicePicture, GameOptionWords } from '../../../lib/config-fields';

/** The arena as a grid of squares coloured by room; missing cells are simply absent. */
function picture(map: (typeof maps)[number]): ChoicePicture {
  const cells = map.rooms.flatMap((room) => room.squares.map(([x, y]) => ({ x, y, color: room.color })));
  return { width: Math.max(...cells.map((c) => c.x)) + 1, height: Math.max(...cells.map((c) => c.y)) + 1, cells };
}

/** "11-square arena A (green single-square room …)" reads "11-square arena A"; the layout is in the picture. */
const shortName = (name: string) => name.replace(/\s*\(.*\)\s*$/, '');

export function adrenalineWords(): GameOptionWords {
  return {
    map: {
      label: 'Arena',
      description: 'The board you fight on. Smaller arenas bring fights sooner.',
      choices: Object.fromEntries(
        maps.map((m) => [
          m.id,
          {
            label: shortName(m.name),
            description: `${m.squareCount} squares, ${m.playerCountLabel} (best with ${m.recommendedPlayers.min} to ${m.recommendedPlayers.max})`,
            picture: picture(m),
          },
        ]),
      ),
    },
    skulls: { label: 'Skulls on the killshot track', description: 'Each kill takes a skull; when the last is taken the end begins. 5 makes a short game, 8 the full one.' },
    endMode: {
      label: 'Ending',
      description: 'What happens when the last skull is taken.',
      choices: {
        'final-frenzy': { label: 'Final Frenzy', description: 'When the last skull is taken, everyone plays one more turn with frenzy actions and scoring.' },
        'sudden-death': { label: 'Sudden Death', description: 'The game ends at the end of the turn in which the last skull is taken. Recommended for a first game.' },
      },
    },
    firstPlayer: {
      label: 'First player',
      description: 'Who holds the first player marker; it matters in Final Frenzy.',
      numberChoices: [
        { value: null, label: 'Drawn at random' },
        ...[0, 1, 2, 3, 4].map((seat) => ({ value: seat, label: seat === 0 ? 'The first seat (you, the creator)' : `Seat ${seat + 1} in the seat list` })),
      ],
    },
    reactionDefault: {
      label: 'Tagback Grenade',
      description: 'What happens when someone you can see shoots you and you hold a Tagback Grenade. Each player can change it during the game.',
      choices: {
        ask: { label: 'Ask me each time', description: 'The game waits for your answer.' },
        always: { label: 'Always play it', description: 'Played at once, so nobody waits for you.' },
        never: { label: 'Never play it', description: 'You keep the grenade; nobody waits for you.' },
      },
    },
  };
}
