/** What an Adrenaline seat is awaited for, in the game's words (the engine's prompt kinds are ids). */
const KIND_WORDS: Record<string, string> = {
  spawn: 'spawning',
  respawn: 'respawning',
  actions: 'taking actions',
  reload: 'reloading',
  tagback: 'answering with a Tagback Grenade',
  'shot-prepare': 'shooting: choosing a weapon',
  'shot-effects': 'shooting: choosing effects',
  'shot-resolving': 'shooting: choosing targets',
  'shot-scope': 'shooting: deciding on a Targeting Scope',
};

export function promptKindWords(kind: string): string | null {
  return Object.prototype.hasOwnProperty.call(KIND_WORDS, kind) ? KIND_WORDS[kind] : null;
}
