/**
 * The moves built so far. Every action names the cards that pay for it (`pay`): contamination cards never pay.
 * A move goes through a corridor id (side B joins some rooms by two corridors, each with its own door).
 */
import { z } from 'zod';
import { characterIdSchema } from '../data';

const cards = z.array(z.string().max(60)).max(10);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose-character'), character: characterIdSchema }).strict(),
  z.object({ type: z.literal('choose-objective'), objective: z.string().max(60) }).strict(),
  z.object({ type: z.literal('pass'), discard: cards.default([]) }).strict(),
  z.object({ type: z.literal('move'), corridor: z.string().max(60), pay: cards }).strict(),
  /** `noise`: the exit of the destination (a corridor or a technical-corridor entrance) that gets the noise marker. */
  z.object({ type: z.literal('careful-move'), corridor: z.string().max(60), noise: z.string().max(60), pay: cards }).strict(),
  /** `target`: an intruder's id (`intruder-3`) or `eggs`. */
  z.object({ type: z.literal('shoot'), weapon: z.string().max(60), target: z.string().max(60), pay: cards }).strict(),
  z.object({ type: z.literal('melee'), target: z.string().max(60), pay: cards }).strict(),
  z.object({ type: z.literal('pick-up'), object: z.enum(['character-corpse', 'crew-corpse', 'intruder-carcass', 'intruder-egg']), pay: cards }).strict(),
  /** An action card from the hand; `deck`: the item deck of a Search in a white room; `choice`: the card's option. */
  z.object({ type: z.literal('play-card'), card: z.string().max(60), pay: cards, deck: z.enum(['red', 'yellow', 'green']).optional(), choice: z.string().max(80).optional() }).strict(),
  z.object({ type: z.literal('keep-item'), card: z.string().max(60) }).strict(),
  /** Command Center / Security Key: the door of the next corridor of the chosen room set open or closed (kept as it is is fine). */
  z.object({ type: z.literal('set-door'), corridor: z.string().max(60), door: z.enum(['open', 'closed']) }).strict(),
  /** Risk Assessment: the event card looked at goes back on top of the deck or to its bottom. */
  z.object({ type: z.literal('place-event'), where: z.enum(['top', 'bottom']) }).strict(),
  /** A quest item turned face up (non-combat basic action); `discard`: the inventory item a discard requirement takes. */
  z.object({ type: z.literal('activate-quest'), card: z.string().max(60), pay: cards, discard: z.string().max(60).optional() }).strict(),
  /** An active quest item's effect; `choice`: its option (a corridor, a pod, a room, an object kind, a seat). */
  z.object({ type: z.literal('use-quest'), card: z.string().max(60), pay: cards, choice: z.string().max(80).optional() }).strict(),
  /** `item`: the crafted item's kind (`crafted-molotov-cocktail`); `using`: 2 inventory cards. */
  z.object({ type: z.literal('craft'), item: z.string().max(60), using: z.array(z.string().max(60)).length(2), pay: cards }).strict(),
  /** An item card from the inventory; `choice`: its "OR" branch (`dress`, `heal-light`, ...), absent for a single effect. */
  /** `discard`: Military Drugs' cards to discard (not the paying ones), then that many +1 are drawn. */
  z.object({ type: z.literal('use-item'), item: z.string().max(60), pay: cards, choice: z.string().max(60).optional(), discard: cards.optional() }).strict(),
  /** The action of the room one stands in; `choice`: its option (Cockpit `check` or `A`-`D`, Emergency Room treatment, Armory weapon). */
  z.object({ type: z.literal('room-action'), pay: cards, choice: z.string().max(60).optional() }).strict(),
  /** Seated in an escape pod: ask to launch it (free), or leave it (free). */
  z.object({ type: z.literal('launch') }).strict(),
  z.object({ type: z.literal('leave-pod') }).strict(),
  /** The intruder player: a card played as a Move (`intruder`, `corridor` 1-4 on an "any" card), an Attack (`intruder`, `target` seat) or its special effect. */
  z.object({ type: z.literal('intruder-card'), card: z.string().max(60), as: z.enum(['move', 'attack', 'special']), intruder: z.string().max(60).optional(), corridor: z.number().int().min(1).max(4).optional(), target: z.number().int().min(0).max(4).optional() }).strict(),
  /** The intruder player picks which drawn attack or event card to resolve. */
  z.object({ type: z.literal('intruder-pick'), card: z.string().max(60) }).strict(),
  /** D24: with no door token left, the closed door whose token is moved to the door just closed (it opens). */
  z.object({ type: z.literal('move-door'), corridor: z.string().max(60) }).strict(),
  /** The intruder player passes, keeping at most one card. */
  z.object({ type: z.literal('intruder-pass'), keep: z.string().max(60).optional() }).strict(),
  /** Asked by Suppressive or Covering Fire: does one's character move with it? */
  z.object({ type: z.literal('answer-cover'), agree: z.boolean() }).strict(),
  /** Free, on one's turn: whether Nerves of Steel is played by itself at a surprise attack, kept, or asked about each time. */
  z.object({ type: z.literal('set-reaction'), card: z.literal('nerves-of-steel'), setting: z.enum(['always', 'never', 'ask']) }).strict(),
  /** D23: which miniature of the type on the board is moved to the new room. */
  z.object({ type: z.literal('relocate-intruder'), intruder: z.string().max(60) }).strict(),
  /** Asked at a surprise attack (the `ask` setting): play Nerves of Steel or not. */
  z.object({ type: z.literal('answer-nerves'), play: z.boolean() }).strict(),
  /** After a shot's first roll, when the card or weapon allows it: roll the combat die again or keep the roll. */
  z.object({ type: z.literal('choose-reroll'), reroll: z.boolean() }).strict(),
  /** Free: a held item or object (card id or object kind), or an inventory card. */
  z.object({ type: z.literal('drop'), thing: z.string().max(60) }).strict(),
  /**
   * Trade, to characters in the room: `give` one's own things (an inventory card or held item by id, a held object by
   * kind), `take` theirs (an inventory card by place, `inventory:<n>`, since its face is hidden; a held thing as shown).
   */
  z
    .object({
      type: z.literal('propose-trade'),
      // No offer at all only opens the window for the other characters of the room (rules/trade-window.ts).
      offers: z.array(z.object({ seat: z.number().int().min(0).max(4), give: z.array(z.string().max(60)).max(12), take: z.array(z.string().max(60)).max(12) }).strict()).min(0).max(4),
      pay: cards,
    })
    .strict(),
  /** `from`: the proposer of an offer made in the window by another character than the active player. */
  z.object({ type: z.literal('answer-trade'), accept: z.boolean(), from: z.number().int().min(0).max(4).optional() }).strict(),
  /** In a Trade's window, between two characters other than the active player (`take` names inventory cards by place). */
  z.object({ type: z.literal('offer-trade'), with: z.number().int().min(0).max(4), give: z.array(z.string().max(60)).max(12), take: z.array(z.string().max(60)).max(12) }).strict(),
  /** In a Trade's window: one makes no more offers (offers to one still wait for its answer). */
  z.object({ type: z.literal('end-trade') }).strict(),
  /** Free, while trading: one's inventory card shown to another character of the room, in private. */
  z.object({ type: z.literal('show-card'), to: z.number().int().min(0).max(4), card: z.string().max(60) }).strict(),
  /** Free, on one's turn: be asked (`ask`) or not (`never`) whether to play Interruption at actions in one's room. */
  z.object({ type: z.literal('set-interruption'), setting: z.enum(['never', 'ask']) }).strict(),
  /** Asked at an action held for Interruption: cancel it (`interrupt`, needs the card) or let it happen. */
  z.object({ type: z.literal('answer-interruption'), interrupt: z.boolean() }).strict(),
]);
export type NemesisMove = z.infer<typeof moveSchema>;
export type MoveOf<T extends NemesisMove['type']> = Extract<NemesisMove, { type: T }>;
