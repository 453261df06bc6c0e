/**
 * The labelled defaults a Voidfall game plays with (the view carries them), in a player's words: what each stands for,
 * with the data's file and field references left out (a player reads "the House abilities", not a field name).
 */
export interface DefaultInPlay {
  id: string;
  standsFor: string;
  label: string;
}

/** Parenthesised source notes: data file names, field names, README references. */
const SOURCE_NOTE = /\s*\([^()]*(\.json|README|_)[^()]*\)/g;

export function defaultWords(d: DefaultInPlay): { text: string; label: string } {
  return { text: d.standsFor.replace(SOURCE_NOTE, ''), label: d.label };
}
