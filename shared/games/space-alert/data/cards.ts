/**
 * The action deck (90 cards) and the heroic cards (6). Composition from the data README's "Action deck" section
 * (boardgamers/space-alert, citing the BGG component inventory): for each movement half, A x10, B x8, C x7,
 * battlebots x5. Instance ids (`ac-001`, `hc-1`) are unique so a secret card id never collides with public text.
 */
import type { Station } from '../state';

export type ActionHalf = 'A' | 'B' | 'C' | 'bots';
export type MoveHalf = 'red' | 'blue' | 'lift';

export interface ActionCard {
  id: string;
  heroic: false;
  action: ActionHalf;
  move: MoveHalf;
}

export interface HeroicCard {
  id: string;
  heroic: true;
  action: Exclude<ActionHalf, 'C'>;
  /** The heroic move teleports to this station. */
  teleport: Station;
}

export type Card = ActionCard | HeroicCard;

const pad = (n: number) => String(n).padStart(3, '0');

function buildDeck(): ActionCard[] {
  const counts: Array<[ActionHalf, number]> = [['A', 10], ['B', 8], ['C', 7], ['bots', 5]];
  const cards: ActionCard[] = [];
  for (const move of ['red', 'blue', 'lift'] as const) {
    for (const [action, n] of counts) {
      for (let i = 0; i < n; i++) cards.push({ id: `ac-${pad(cards.length + 1)}`, heroic: false, action, move });
    }
  }
  return cards;
}

export const ACTION_CARDS: readonly ActionCard[] = buildDeck();

export const HEROIC_CARDS: readonly HeroicCard[] = [
  { id: 'hc-1', heroic: true, action: 'A', teleport: 'LB' },
  { id: 'hc-2', heroic: true, action: 'A', teleport: 'LR' },
  { id: 'hc-3', heroic: true, action: 'B', teleport: 'UB' },
  { id: 'hc-4', heroic: true, action: 'B', teleport: 'UR' },
  { id: 'hc-5', heroic: true, action: 'bots', teleport: 'LW' },
  { id: 'hc-6', heroic: true, action: 'bots', teleport: 'UW' },
];

const byId = new Map<string, Card>([...ACTION_CARDS, ...HEROIC_CARDS].map((c) => [c.id, c]));

export function cardById(id: string): Card | undefined {
  return byId.get(id);
}
