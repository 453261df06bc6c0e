/** What a Nemesis seat is awaited for, in the game's words (the engine's prompt kinds are ids). */
const KINDS: Record<string, string> = {
  'choose-character': 'choosing a character',
  'choose-objective': 'the First Encounter: keeping an objective',
  'keep-item': 'keeping a searched card',
  turn: 'taking a turn',
  'answer-trade': 'answering a trade proposal',
  'set-door': 'opening or closing a door',
  'place-event': 'putting an event card back',
  'answer-cover': 'a call for covering fire',
  'answer-interruption': 'deciding whether to interrupt an action',
  'relocate-intruder': 'choosing which intruder miniature moves',
  'answer-nerves': 'deciding on a surprise attack',
  'choose-reroll': 'deciding whether to roll the combat die again',
};

export function promptKindWords(kind: string): string | null {
  return Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind] : null;
}
