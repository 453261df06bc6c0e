/**
 * The moves built so far (digest §6.1-6.2). Every action with a cost names the action cards that pay it (`pay`);
 * Contamination cards never pay. Places are board ids: a corridor position (`cp-...`) or a room's space.
 */
import { z } from 'zod';

const id = z.string().max(80);
const cards = z.array(id).max(12);
const token = z.enum(['ammo', 'grenade', 'oxygen', 'medpack']);
/** §6.2: the Ammo token a shot spends, named only when the tokens it draws from hold both kinds (unnamed: a Half first). */
const ammoKind = z.enum(['half', 'full']);

export const moveSchema = z.discriminatedUnion('type', [
  // Setup: S1 character draft, S2 support equipment, S4 tactical belt.
  z.object({ type: z.literal('choose-character'), character: id }).strict(),
  z.object({ type: z.literal('choose-support'), item: id }).strict(),
  z.object({ type: z.literal('choose-belt'), tokens: z.array(token).length(4) }).strict(),
  // T0: keep one of your two objectives (free, once per game).
  z.object({ type: z.literal('choose-objective'), keep: id }).strict(),
  /** After action 2, by a seat that may still choose its objective: end the turn without choosing (T0 stays open). */
  z.object({ type: z.literal('end-turn') }).strict(),
  z.object({ type: z.literal('pass'), discard: cards.default([]) }).strict(),
  /** `carry`: Revive (co-op), the seat of a fallen character in the room carried along for 1 more card. */
  z.object({ type: z.literal('move'), corridor: id, pay: cards, carry: z.number().int().min(0).max(4).optional() }).strict(),
  z.object({ type: z.literal('careful-move'), corridor: id, pay: cards, carry: z.number().int().min(0).max(4).optional() }).strict(),
  z.object({ type: z.literal('secure'), pay: cards }).strict(),
  /** `repel`: the Sawed-off Shotgun's "instead of a regular Shot, spend Ammo to Repel 1 Adult from the Room". */
  /** `ammo`: the Ammo token an Ammo-loss result spends, only when the weapon holds both a Half and a Full one (§6.2). */
  z.object({ type: z.literal('shoot'), weapon: id, target: id, pay: cards, repel: z.literal(true).optional(), ammo: z.enum(['half', 'full']).optional() }).strict(),
  /** `ammo`: which Ammo token the Burst spends, only when the weapon holds both a Half and a Full one (§6.2; default Half). */
  z.object({ type: z.literal('burst'), weapon: id, corridor: id, pay: cards, launcher: z.literal(true).optional(), ammo: z.enum(['half', 'full']).optional() }).strict(),
  /** `ifSurvives`: a weapon of yours to malfunction instead of taking the counter-attack, or `attack` to take it. */
  z.object({ type: z.literal('melee'), target: id, ifSurvives: id, pay: cards }).strict(),
  /** One tactical-gear token of your belt (`slot` 0-3): Ammo reloads `target` (a weapon), a Grenade goes into `target` (a corridor). */
  z.object({ type: z.literal('use-gear'), slot: z.number().int().min(0).max(3), target: id.optional(), pay: cards, more: z.literal(true).optional(), on: z.number().int().min(0).max(4).optional() }).strict(),
  /** Within Use Tactical Gear: move a token between your slots (`item` absent: the belt). Pays the action if it is not open yet. */
  z.object({ type: z.literal('arrange-gear'), from: z.object({ item: id.optional(), slot: z.number().int().min(0).max(3) }).strict(), to: z.object({ item: id.optional(), slot: z.number().int().min(0).max(3) }).strict(), pay: cards }).strict(),
  /** Ends an open Use Tactical Gear action. */
  z.object({ type: z.literal('end-gear') }).strict(),
  /** Use Item: an active item you hold, its printed option, what it acts on, and `on` another character in your room (C2). */
  z.object({ type: z.literal('use-item'), item: id, option: z.number().int().min(0).max(1), target: id.optional(), on: z.number().int().min(0).max(4).optional(), pay: cards }).strict(),
  z.object({ type: z.literal('answer-consent'), accept: z.boolean() }).strict(),
  /** Free use on gain: an option of the item card just gained (`item`, its `target`), or `option: null` to keep it. */
  z.object({ type: z.literal('use-on-gain'), item: id.optional(), option: z.number().int().min(0).max(1).nullable(), target: id.optional() }).strict(),
  /** Heavy Armor's standing answer to a serious wound: lose 2 HP instead always, never, or unless that kills (free). */
  /** F4: where the token a room gave goes: `belt`, or a held item with a free slot for it. */
  z.object({ type: z.literal('place-token'), to: id }).strict(),
  z.object({ type: z.literal('set-heavy-armor'), setting: z.enum(['always', 'unless-fatal', 'never']) }).strict(),
  /** F7: when a passive item you hold applies: always (the default), never, only unless fatal, or ask each time (free). */
  z.object({ type: z.literal('set-passive'), item: z.enum(['perimeter-security-device', 'biohazard-armor', 'bulletproof-vest']), setting: z.enum(['always', 'ask', 'unless-fatal', 'never']) }).strict(),
  /** F7 asked: apply the passive item now (the Perimeter Security Device ignores the Hazard), or not. */
  z.object({ type: z.literal('apply-passive'), apply: z.boolean() }).strict(),
  /** F1: discard an item you hold, or a token of your belt (`item` absent) or of an item's slot. Free, whenever you act. */
  z.object({ type: z.literal('discard-item'), item: id }).strict(),
  z.object({ type: z.literal('discard-gear'), item: id.optional(), slot: z.number().int().min(0).max(3) }).strict(),
  /** Trade (C3): declare it with a character in your room, add things (`belt-<n>` for a belt token) to give or take, send it. */
  z.object({ type: z.literal('trade'), with: z.number().int().min(0).max(4), pay: cards }).strict(),
  z.object({ type: z.literal('trade-add'), thing: id, side: z.enum(['give', 'take']) }).strict(),
  z.object({ type: z.literal('trade-send') }).strict(),
  /** Withdraws the proposal being composed: nothing changes hands (the card stays spent). */
  z.object({ type: z.literal('trade-cancel') }).strict(),
  z.object({ type: z.literal('answer-trade'), accept: z.boolean() }).strict(),
  /** C3: instead of accepting or refusing, put a different exchange together and send it back (rules/trade.ts). */
  z.object({ type: z.literal('trade-counter') }).strict(),
  /**
   * An action card from your hand (cost 0): `option` picks one of its printed effects (only when it prints several),
   * `pay` the other cards an effect makes you discard, and the effect's choices: `target` (a corridor, room, intruder,
   * item or serious wound), `seat` (a character), `choice` (a direction, deck, token or way to attack).
   */
  z.object({
    type: z.literal('play-card'),
    card: id,
    option: z.number().int().min(0).max(1).optional(),
    pay: cards.optional(),
    target: id.optional(),
    seat: z.number().int().min(0).max(4).optional(),
    choice: id.optional(),
    /** The Ammo token the card's Shoot, Burst or spending takes (see `ammoKind`). */
    ammo: ammoKind.optional(),
    /** "Use that Room": the room's option and its parameters, as in `use-room`. */
    room: z.object({
      option: id,
      tokens: z.array(token).max(20).optional(), // a room's tokens fill the belt's and the items' free slots
      swap: z.boolean().optional(),
      wound: id.optional(),
      section: z.enum(['A', 'B', 'C']).optional(),
      target: id.optional(),
      doors: z.array(id).max(12).optional(),
      intruder: id.optional(),
    }).strict().optional(),
  }).strict(),
  /** On your turn (free, not an action): your public standing setting for reaction cards of this trigger. */
  /** `cover` (attack, always): the character Duck and Cover sends an attack to when they are in your room. */
  z.object({ type: z.literal('set-reaction'), trigger: z.enum(['attack', 'command']), setting: z.enum(['never', 'always', 'ask']), cover: z.number().int().min(0).max(4).optional() }).strict(),
  /** Asked before an attack or a command reaches you (`ask` setting): a reaction to play, or null for none; `cover`: Duck and Cover's character. */
  z.object({ type: z.literal('react'), reaction: z.enum(['stay-calm', 'duck-and-cover', 'bayonet', 'assault-shotgun', 'chain-of-command']).nullable(), cover: z.number().int().min(0).max(4).optional() }).strict(),
  /** Shoot First's shot, before its movement or right before an attack: `weapon` null to hold fire, else a Shoot at `target` or a Burst into `corridor`. */
  z.object({ type: z.literal('shoot-first'), weapon: id.nullable(), target: id.optional(), corridor: id.optional(), ammo: ammoKind.optional() }).strict(),
  /** After Sprint's first move: the corridor of a second move (1 Oxygen spent), or null to stop. */
  z.object({ type: z.literal('sprint-again'), corridor: id.nullable() }).strict(),
  /** After Taking Aim's first roll: roll once more (the second result stands), or keep it. */
  z.object({ type: z.literal('aim-reroll'), reroll: z.boolean() }).strict(),
  /** After an Assault Rifle Shoot or a Gatling Gun Burst: fire the second shot its text allows, or not. */
  z.object({ type: z.literal('fire-again'), go: z.boolean(), ammo: ammoKind.optional() }).strict(),
  z.object({ type: z.literal('launcher-fire'), fire: z.enum(['grenade', 'burst', 'stop']), corridor: id.optional(), ammo: ammoKind.optional() }).strict(),
  /** Fire at Will: the weapon and corridor of the next ordered character's Burst. */
  z.object({ type: z.literal('order-burst'), weapon: id, corridor: id, ammo: ammoKind.optional() }).strict(),
  /** After Continuous Fire's hits: the corridor of its BF Gun Burst, or null for none. */
  z.object({ type: z.literal('burst-on'), corridor: id.nullable(), ammo: ammoKind.optional() }).strict(),
  /** After a Search: the item card to keep, or none. */
  z.object({ type: z.literal('keep-item'), item: id.nullable() }).strict(),
  /** The hits of a Burst or Grenade roll: the intruders to kill (each must receive enough hits to die). */
  z.object({ type: z.literal('allocate-hits'), kill: z.array(id).max(6) }).strict(),
  /**
   * The action of the room you stand in, with its option; `tokens`: the Landing Zone's tokens to take into empty belt
   * slots; `swap`: at Life Support Control B, put the Anti-Aircraft tokens back swapped.
   */
  z.object({
    type: z.literal('use-room'),
    option: z.enum([
      'board-lander', 'take-gear', 'toggle-life-support', 'check-anti-aircraft', 'activate-hibernatorium', 'hibernate', 'board-shuttle',
      'autodestruction', 'shut-down', 'restore-health', 'discard-wound', 'remove-larva', 'take-ammo', 'put-out-fires', 'gain-data',
      'destroy-egg', 'decontaminate', 'shelter', 'resolve-noise', 'discard-noise', 'discard-fire', 'technical-corridor',
      'draw-items', 'doors', 'secure-robot-room', 'reinforce', 'gunnery', 'move-intruder', 'draw-support', 'drill', 'take-egg',
    ]),
    tokens: z.array(token).max(20).optional(), // as play-card's room: a room's tokens fill the belt's and the items' free slots
    swap: z.boolean().optional(),
    /** The serious wound to discard (Emergency Room, Surgery Room), or the section whose fires go out (Sprinklers Control). */
    wound: id.optional(),
    section: z.enum(['A', 'B', 'C']).optional(),
    /** The corridor (Alarm Room) or room (Life Support Control A's fire, Technical Corridor Entrance) the option acts on. */
    target: id.optional(),
    /** Door Control Room: the doors of `section` to open (if closed) or close (if open). */
    doors: z.array(id).max(12).optional(),
    /** Pressure Control: the intruder moved to `target`. */
    intruder: id.optional(),
    /** Server Room: the computer room (its space) used from afar with this option. */
    remote: id.optional(),
    pay: cards,
  }).strict(),
  /** After the Supply Room or the Experimental Military Lab: the drawn cards to keep (none is allowed). */
  z.object({ type: z.literal('keep-drawn'), items: z.array(id).max(3) }).strict(),
  /** Aboard the Lander at the start of the Event Phase: take off now, or wait. */
  z.object({ type: z.literal('take-off'), go: z.boolean() }).strict(),
  /** Event card Panic: the weapon to spend 1 Ammo from, or null to lose 1 Oxygen. */
  z.object({ type: z.literal('panic-choice'), weapon: id.nullable(), ammo: ammoKind.optional() }).strict(),
  /**
   * Activate the Robot (in its room, or from a room with a computer icon): `option` of its card; `path` the rooms it
   * moves through, `target` a corridor (burst, or the unexplored one explored), a corridor's door, or `fire`/`malfunction` (the marker discarded);
   * `seat` the character it tends and `wound` the serious wound discarded (none: 2 HP restored).
   */
  z.object({
    type: z.literal('activate-robot'),
    option: z.number().int().min(0).max(2),
    path: z.array(id).min(1).max(3).optional(),
    target: id.optional(),
    seat: z.number().int().min(0).max(4).optional(),
    wound: id.optional(),
    /** Server Robot: the option of the robot's computer room used (`use`), with its `section`, `doors`, `intruder`, `remote` as in use-room. */
    use: id.optional(),
    section: z.enum(['A', 'B', 'C']).optional(),
    doors: z.array(id).max(12).optional(),
    intruder: id.optional(),
    remote: id.optional(),
    pay: cards,
  }).strict(),
]);
export type RetaliationMove = z.infer<typeof moveSchema>;
export type MoveOf<T extends RetaliationMove['type']> = Extract<RetaliationMove, { type: T }>;
