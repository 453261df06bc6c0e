/**
 * A choice in a Galactic Event frame in words (the `resolve-frame` move): the branch of the frame's "OR" it takes,
 * the sector, place, Guild or Glory token it names, an effect of the benefit being resolved, or declining.
 */
import { galacticEventOf } from '../../../shared/games/voidfall/data';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { choiceWords, effectWords } from './effect-words';

type Choice = Record<string, unknown>;

/** The frame's text now waiting, or null. */
export function frameText(view: VoidfallView): string | null {
  const event = view.events[view.cycle - 1];
  const step = view.frameStep;
  if (!event || !step) return null;
  try {
    return galacticEventOf(event).frames[step.frame]?.text ?? null;
  } catch {
    return null;
  }
}

/** The words of branch `option` of a frame: its parts split on "OR" (event C3-J: its three options after the colon). */
function branchWords(text: string | null, option: number): string {
  if (text === null) return 'Take this option';
  const list = text.includes(': ') && text.includes('; ') ? text.slice(text.indexOf(': ') + 2).split('; ') : text.split(/,? OR |, or /);
  const part = list.length > option ? list[option] : `${text} (option ${option + 1})`;
  const words = part.replace(/\.$/, '').replace(/^(Each player (may|must|chooses:) )?(either )?/, '').trim();
  return `${words[0].toUpperCase()}${words.slice(1)}`;
}

export function frameChoiceWords(view: VoidfallView, choice: unknown): string {
  const c = (choice ?? {}) as Choice;
  const step = view.frameStep;
  if (c.decline === true) {
    if (step && step.groups.length > 0) return 'Leave the rest of the Galactic Event’s benefit';
    return step && step.pledges.length > 0 ? 'Offer no more Corruption' : 'Decline the Galactic Event’s benefit';
  }
  const { option, effect, count, ...rest } = c;
  if (typeof effect === 'number') return effectWords(step?.groups[0]?.effects[effect]?.op, rest);
  // Event C1-C's two sectors; event C3-E's recall and the Corruption it removes.
  if (typeof rest.target === 'string' && rest.fleet === undefined) return `A Bounty token ${choiceWords({ sector: rest.sector })}, a Reclaim token and a Sector Defense ${choiceWords({ sector: rest.target })}`;
  if (rest.fleet !== undefined && rest.from !== undefined) return `Recall a ${choiceWords({ fleet: rest.fleet, sector: rest.sector })}, removing the Corruption ${choiceWords({ from: rest.from })}`;
  const details = [choiceWords(rest), typeof count === 'number' ? `${count} Science for ${count} Credits` : ''].filter(Boolean).join(' ');
  if (typeof option === 'number') return details ? `${branchWords(frameText(view), option)}: ${details}` : branchWords(frameText(view), option);
  const text = frameText(view);
  const pledge = text?.startsWith('Collectively') ? 'Offer a Corruption ' : '';
  return details ? `${pledge}${pledge ? details : `${details[0].toUpperCase()}${details.slice(1)}`}` : 'Choose';
}
