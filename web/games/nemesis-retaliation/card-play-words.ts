/**
 * Playing an action card in words: the card, the printed option chosen (when it prints two) and what the effect is
 * aimed at, so that two ways of playing one card never read the same ("Play Secure: Place 2 Secure tokens" beside
 * "Play Secure: Discard 1 Action card to Reinforce ... (corridor 304)").
 */
import type { RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import { cardName, cardText, isBoardPlace, type Names } from './names';

type PlayCard = Extract<RetaliationMove, { type: 'play-card' }>;

/** The printed option's text, when the card prints more than one. */
function optionText(card: string, option: number | undefined): string {
  if (option === undefined) return '';
  const options = cardText(card)?.split(/ OR /) ?? [];
  const text = options.length > 1 ? options[option] : undefined;
  return text ? `: ${text.trim().replace(/\.$/, '')}` : '';
}

/** A `choice` of a card in words: a way to move the Lander, an item deck, a way to pay, or an item held. */
const CHOICE_WORDS: Record<string, string> = {
  earlier: 'the Lander one space back',
  later: 'the Lander one space on',
  red: 'the red item deck',
  yellow: 'the yellow item deck',
  green: 'the green item deck',
  medpack: 'spending a Medpack',
  contamination: 'taking a Contamination card',
};

/**
 * A way to attack: `shoot:<weapon>` (Weak Spot, commands), `burst:<weapon>` (commands), `shoot:<intruder>` or
 * `burst:<corridor>` (Taking Aim, Fast Reload), or `melee:attack` / `melee:<weapon>` (what pays if the intruder survives).
 */
function attackWords(choice: string, names: Names): string | null {
  const [how, what] = choice.split(':');
  if (how === 'shoot' && /^i-\d+$/.test(what ?? '')) return `shooting ${names.intruder(what)}`;
  if (how === 'burst' && what && isBoardPlace(what)) return `bursting into ${names.corridor(what)}`;
  if (how === 'shoot' && what) return `shooting with the ${cardName(what)}`;
  if (how === 'burst' && what) return `bursting with the ${cardName(what)}`;
  if (how === 'melee') return what === 'attack' ? 'in melee, taking its counter-attack if it survives' : `in melee, your ${cardName(what)} malfunctioning if it survives`;
  return null;
}

function choiceWords(choice: string, names: Names): string {
  return CHOICE_WORDS[choice] ?? attackWords(choice, names) ?? `the ${cardName(choice)}`;
}

function targetWords(target: string, names: Names): string {
  if (target === 'room') return 'your room';
  if (isBoardPlace(target)) return names.place(target);
  if (/^i-\d+$/.test(target)) return names.intruder(target);
  return `the ${cardName(target)}`;
}

export function playCardWords(m: PlayCard, names: Names): string {
  const aimed = [
    m.target !== undefined ? targetWords(m.target, names) : '',
    m.seat !== undefined ? names.seat(m.seat) : '',
    m.choice !== undefined ? choiceWords(m.choice, names) : '',
  ].filter(Boolean);
  return `Play ${cardName(m.card)}${optionText(m.card, m.option)}${aimed.length ? ` (${aimed.join(', ')})` : ''}`;
}
