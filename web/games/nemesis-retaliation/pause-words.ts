/**
 * Nemesis: Retaliation words for the choices a sequence pauses for: a reaction asked before an attack or a command
 * (the `ask` setting), and Shoot First's shot. Cards and weapons by their printed names, places by the viewer's names.
 */
import type { MoveOf, RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { cardName, type Names } from './names';
import { ammoLossWords, spendingWords } from './ammo-words';

type Labeler<K extends RetaliationMove['type']> = (m: MoveOf<K>, view: RetaliationView, names: Names) => string | null;

const REACTIONS: Record<string, string> = {
  'stay-calm': 'Play Stay Calm: prevent the attack',
  'duck-and-cover': 'Play Duck and Cover: the attack goes to another character',
  bayonet: 'Put a Malfunction marker on your Bayonet: prevent the attack',
  'assault-shotgun': 'Spend all the Ammo of your Assault Shotgun: 1 hit to the attacker, and the attack prevented',
  'chain-of-command': 'Play Chain of Command: ignore the command',
};

/** The words of a reaction setting: `always`, `never` or `ask`. */
export const SETTING_WORDS: Record<string, { move: string; line: string }> = {
  always: { move: 'Always play', line: 'play' },
  never: { move: 'Never play', line: 'not play' },
  ask: { move: 'Be asked before playing', line: 'be asked before playing' },
};

export const PAUSE_MOVE_WORDS: { [K in 'react' | 'shoot-first']: Labeler<K> } = {
  react: (m, _view, names) => {
    if (m.reaction === null) return 'Play no reaction';
    const words = REACTIONS[m.reaction] ?? 'Play a reaction card';
    return m.cover === undefined ? words : words.replace('another character', names.seat(m.cover));
  },
  'shoot-first': (m, _view, names) => {
    if (m.weapon === null) return 'Shoot First: hold fire';
    if (m.target) return `Shoot First: shoot ${names.intruder(m.target)} with the ${cardName(m.weapon)}${ammoLossWords(m.ammo)}`;
    return `Shoot First: burst with the ${cardName(m.weapon)} into ${names.corridor(m.corridor ?? '')}${spendingWords(m.ammo)}`;
  },
};

export const PAUSE_PROMPT_KINDS: Record<string, string> = {
  react: 'deciding whether to play a reaction card',
  'shoot-first': 'deciding whether Shoot First fires now',
};
