/**
 * What a card in play says, in the data's English texts: a Galactic Event's frames and objectives (each objective holds
 * its reward after the colon), an Agenda's or Starting Agenda's objectives, a Technology copy's ability, a Focus card's
 * three actions. Where the data holds no English text the line says so, never a blank or a French text.
 */
import { preferredFocus } from '../../../shared/games/voidfall/data';
import { ABILITIES_NOT_PLAYED } from '../../../shared/games/voidfall/effects/tech-actions';
import { AGENDAS, EVENTS, FOCUS, HOUSES, STARTING, TECHS } from './names';

export const NOT_IN_DATA = 'text not in the data';


const said = (text: string | null | undefined) => (text && text.trim() ? text : NOT_IN_DATA);
const SEPARATOR_WORDS: Record<string, string> = { OR: 'or', 'AND/OR': 'and/or' };

export interface EventTexts {
  /** What happens when the event is revealed (its frames). */
  frames: string[];
  /** The objectives, each with its reward; an objective after the first starts with "or" or "and/or". */
  objectives: string[];
}

export function eventTexts(id: string): EventTexts {
  const event = EVENTS.get(id);
  if (!event) return { frames: [], objectives: [NOT_IN_DATA] };
  const objectives = event.objectives.flatMap((o, i) =>
    o.lines.map((l, j) => {
      const joint = i > 0 && j === 0 && o.separator_before ? `${SEPARATOR_WORDS[o.separator_before] ?? 'or'}: ` : '';
      return `${joint}${said(l.text)}`;
    }),
  );
  return { frames: event.frames.map((f) => said(f.text)), objectives: objectives.length > 0 ? objectives : [NOT_IN_DATA] };
}

/** An Agenda's (or a Starting Agenda's) objectives. */
export function agendaTexts(id: string): string[] {
  const objectives = AGENDAS.get(id)?.objectives ?? STARTING.get(id)?.objectives ?? null;
  return objectives && objectives.length > 0 ? objectives.map((o) => said(o.text)) : [NOT_IN_DATA];
}

/** Said after the ability of a Technology the engine does not play. */
export const NOT_PLAYED = ' (not played in this game: the exact card wording is not available)';

/** A Technology card (`<tech>-plus4`, `-plain`, `-improved`): the ability of that side. */
export function technologyText(cardId: string): string {
  const m = /^(.*)-(plus4|plain|improved)$/.exec(cardId);
  const id = m ? m[1] : cardId;
  const tech = TECHS.get(id);
  if (!tech) return NOT_IN_DATA;
  return said(m?.[2] === 'improved' ? tech.improved?.text : tech.basic?.text) + (ABILITIES_NOT_PLAYED.includes(id) ? NOT_PLAYED : '');
}

/** A Technology's bonus when gained (the same on every copy). */
export function technologyBonusText(cardId: string): string {
  const tech = TECHS.get(cardId.replace(/-(plus4|plain|improved)$/, ''));
  return said(tech?.immediate_bonus?.text);
}

/** A Focus card's (`<card>@<seat>` or its data id) actions: "Engage (2 Energy): Invade a sector OR Regroup." */
export function focusActionTexts(card: string): string[] {
  const focus = FOCUS.get(card.split('@')[0]);
  if (!focus) return [NOT_IN_DATA];
  return focus.actions.map((a) => `${a.name} (${costWords(a.cost?.text)}): ${said(a.text)}`);
}

/** An action's cost as printed; the data writes a free action's cost "None", and a player reads "no cost". */
export const costWords = (text: string | null | undefined): string => (text?.trim() === 'None' ? 'no cost' : said(text));


/** A House mat's printed ability: the four basic Houses (complexity 1) print none; the data holds no other's text. */
export function houseAbilityText(house: string): string {
  const h = HOUSES.get(house);
  if (!h) return NOT_IN_DATA;
  return h.complexity === 1 ? 'none (a basic House)' : NOT_IN_DATA;
}

/** The Focus cards a House mat marks as Preferred, by name: "Progress and Politics". */
export function preferredFocusNames(house: string): string[] {
  const entry = preferredFocus.find((p) => p.house === house);
  return entry ? entry.preferred_focus_detail.map((d) => FOCUS.get(d.card_used)?.name ?? NOT_IN_DATA) : [NOT_IN_DATA];
}
