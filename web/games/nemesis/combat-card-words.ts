/** The options of the combat action cards in words (Taking Aim, Full Auto, Adrenaline, Suppressive and Covering Fire). */
import { cardKind } from '../../../shared/games/nemesis/data';
import { cardName, type Names } from './names';

const aimed = (target: string, names: Names) => (target === 'eggs' ? 'the eggs' : names.intruder(target));

export function combatCardWords(card: string, choice: string | undefined, names: Names): string {
  if (!choice) return '';
  const shot = (c: string) => {
    const [weapon, target] = c.split('@');
    return `: shoot at ${aimed(target ?? '', names)} with the ${cardName(weapon)}`;
  };
  switch (cardKind(card)) {
    case 'taking-aim':
      return shot(choice);
    case 'full-auto':
      return `: shoot at ${aimed(choice, names)} with every ammo of the Assault Rifle`;
    case 'adrenaline':
      return choice.startsWith('escape:') ? `: escape by ${names.corridor(choice.slice('escape:'.length))}` : shot(choice.slice('shoot:'.length));
    case 'suppressive-fire':
    case 'covering-fire': {
      const [weapon, movers, corridor] = choice.split('@');
      const who = (movers ?? '').split('+').map((m) => names.seat(Number(m)));
      return `: 1 ammo of the ${cardName(weapon)}, then ${who.join(' and ')} move${who.length === 1 && who[0] !== 'you' ? 's' : ''} by ${names.corridor(corridor ?? '')}`;
    }
    default:
      return '';
  }
}
