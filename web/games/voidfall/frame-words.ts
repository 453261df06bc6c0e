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

/** Branches the frame's words do not split on "OR". */
const BRANCHES: Record<string, string[]> = {
  'Activate or deploy 2 Fleet Power.': ['Activate 2 Fleet Power', 'Deploy 2 Fleet Power'],
  'Gain a Corruption to gain a Glory token of value 1 OR to recall 1 Fleet Power.': ['Gain a Corruption and a Glory token of value 1', 'Gain a Corruption to recall 1 Fleet Power'],
};

/** The words of branch `option` of a frame: its parts split on "OR" (event C3-J: its three options after the colon). */
function branchWords(text: string | null, option: number): string {
  if (text === null) return 'Take this option';
  const list = BRANCHES[text] ?? (text.includes(': ') && text.includes('; ') ? text.slice(text.indexOf(': ') + 2).split('; ') : text.split(/,? OR |, or |\. /));
  const part = list.length > option ? list[option] : text;
  return verbFirst(part.replace(/\.$/, '').replace(/ in the adjacent Voidborn sector with the (lowest|highest) Population/, ''));
}

/** "Each player must destroy …" as "Destroy …"; "gains" as "Gain". */
function verbFirst(words: string): string {
  const body = words.trim().replace(/^Each player (must |may |chooses: )?/, '').replace(/^(either )/, '').replace(/^(gains|places) /, (w) => `${w.slice(0, -2)} `);
  return `${body[0].toUpperCase()}${body.slice(1)}`;
}

/** Joins a phrase and the choice's details: "… in C4", "… on Agenda slot 2", else "…: Farmers' Guild in C4". */
const joined = (phrase: string, details: string) => {
  if (!details) return phrase;
  const d = details.replace(/^to /, 'on ');
  return /^(in|on) /.test(d) ? `${phrase} ${d}` : `${phrase}: ${d}`;
};

export function frameChoiceWords(view: VoidfallView, choice: unknown): string {
  const c = (choice ?? {}) as Choice;
  const step = view.frameStep;
  if (c.decline === true) {
    if (step && step.groups.length > 0) return 'Leave the rest of the Galactic Event’s benefit';
    return step && step.pledges.length > 0 ? 'Offer no more Corruption' : 'Decline the Galactic Event’s benefit';
  }
  const { option, effect, count, ...rest } = c;
  if (typeof effect === 'number') return effectWords(step?.groups[0]?.effects[effect]?.op, rest);
  // Event C1-C's two sectors; event C3-E's recall and the Corruption it removes; event C1-H's recall.
  if (typeof rest.target === 'string' && rest.fleet === undefined) return `A Bounty token ${choiceWords({ sector: rest.sector })}, a Reclaim token and a Sector Defense ${choiceWords({ sector: rest.target })}`;
  const recalled = () => `${choiceWords({ fleet: rest.fleet })} ${choiceWords({ sector: rest.sector }).replace(/^in /, 'from ')}`;
  if (rest.fleet !== undefined && rest.from !== undefined) return `Recall a ${recalled()}, removing the Corruption ${choiceWords({ from: rest.from })}`;
  if (rest.fleet !== undefined && rest.to !== undefined) {
    return `${branchWords(frameText(view), Number(option))}: the Corruption ${choiceWords({ to: rest.to }).replace(/^to /, 'on ')}, recalling a ${recalled()}`;
  }
  const details = [choiceWords(rest), typeof count === 'number' ? `${count} Science for ${count} Credit${count === 1 ? '' : 's'}` : ''].filter(Boolean).join(' ');
  if (typeof option === 'number') return joined(branchWords(frameText(view), option), details);
  const text = frameText(view);
  if (text?.startsWith('Collectively')) return `Offer a Corruption ${details.replace(/^to /, 'on ')}`;
  return details ? joined(clauseOf(text), details) : 'Choose';
}

/** A frame's opening clause as a verb phrase: "Place a Reclaim token and a Sector Defense", "Destroy a Guild". */
function clauseOf(text: string | null): string {
  if (text === null) return 'Choose';
  const body = text.replace(/^Choose twice: /, '');
  const cut = Math.min(...[' in a ', ' in the ', ' in an ', ' in one ', ' on ', ',', '.', ' (', ' if ', ' OR '].map((m) => body.indexOf(m)).filter((i) => i > 0), body.length);
  return verbFirst(body.slice(0, cut));
}
