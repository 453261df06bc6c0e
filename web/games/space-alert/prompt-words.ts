/** What a Space Alert seat is awaited for, in words (the prompt kinds of the engine), and which moves the board itself makes. */
const KINDS: Record<string, string> = {
  plan: 'planning turns',
  transfer: 'the data transfer',
  'campaign-vote': 'the vote on the next mission',
  'campaign-repair': 'repairs between missions',
};

export function promptKindWords(kind: string): string | null {
  return Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind] : null;
}

/** Cards are placed, taken back and swapped by clicking the board, and gifts chosen in its transfer form. */
export function isBoardMove(move: unknown): boolean {
  const type = typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : null;
  return type === 'place' || type === 'remove' || type === 'swap' || type === 'give';
}
