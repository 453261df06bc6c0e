/**
 * Preparation step 5 (rules addendum A1): the frames of the Cycle's Galactic Event, text only in the data, each with a
 * small rule keyed by its exact wording (rules/frames/). Top to bottom; a frame resolved once runs at once; an "each
 * player" frame goes round the turn order, each player choosing (a sector, a Corruption place, an "OR" branch, taking
 * an optional benefit or not) before the next frame. Preparation pauses on `frameStep` while a player chooses; a single
 * possible choice of a mandatory frame is made at once. Permanent frames: rules/frames/lasting.ts.
 */
import type { Seat } from '../../../engine';
import { galacticEventOf } from '../data';
import { guildSchema } from '../data/schema';
import { pureGuilds } from '../effects/economy';
import { houseCostChoices } from '../effects/house-costs';
import type { Primitive } from '../effects/types';
import type { VoidfallEvent } from '../events';
import type { FrameStep } from '../state';
import { freeCorruptionPlaces, heldCorruptionPlaces, setCorruption } from './corruption';
import { anyOf, benefit, dropClosedGroups, groupChoices, one, resolveGroupChoice } from './frames/benefits';
import { brightFuture, destroyGuild, destroyTwice, knowYourEnemy, lastBreath, recallToPurify, scienceForCredits } from './frames/choices';
import { faceOfEvil, gainCorruption, HOUSE_MAT, internalDisruption, MAT_FIRST, straightToHell, TRACK_FIRST } from './frames/corruption-frames';
import { frameInPlay, releaseKeptCorruption } from './frames/lasting';
import { adjacentPlacement, everySector, gloryAnywhere, guildOrGlory, lowAndHigh, offers, place, populationPlacement } from './frames/placements';
import type { Draft, FrameChoice, FrameOutcome, FrameRule, SeatRule } from './frames/types';

export { adjacentVoidborn, placementSector, VOIDBORN_LIMIT } from './frames/placements';
export { frameInPlay } from './frames/lasting';

const op = (name: string, params: Record<string, unknown> = {}): Primitive => ({ op: name, ...params });
const ACTIVATE = op('activate_fleet_power', { count: 1 });
const DEPLOY = op('deploy_fleet_power', { count: 1 });
const DEPLOY_HOME = op('deploy_fleet_power', { count: 1, where: 'home_sector' });
const ADVANCE = op('advance_track', { track: 'any' });
const UPGRADE = op('upgrade_glory_token');
const GUILD = op('establish_guild', { guild: 'any' });
const TECHNOLOGY = op('gain_technology', { kinds: ['basic'] });
const populationAtLeast = (n: number) => (s: Draft, id: string) => (s.sectors[id].population ?? 0) >= n;
const nothing: FrameRule = { each: false, run: () => [] };

/** Event C2-C's cost: decrease a Pure Population (not the Home Sector); the effects act in that sector. */
const decreaseCost = {
  choices: (s: Draft, seat: Seat) => houseCostChoices(s, seat, { decrease_pure_population: 1 } as never).map((c): FrameChoice => ({ sector: c.decrease! })),
  pay: (s: Draft, _seat: Seat, c: FrameChoice) => { s.sectors[c.sector!].population! -= 1; return c.sector!; },
};
/** Event C3-F's cost: a Corruption on an Agenda slot (not the Decontamination Chambers card). */
const agendaSlotCorruption = {
  choices: (s: Draft, seat: Seat) => freeCorruptionPlaces(s, seat).filter((to) => to.kind === 'agenda-slot').map((to): FrameChoice => ({ to })),
  pay: (s: Draft, seat: Seat, c: FrameChoice) => { setCorruption(s, seat, c.to!, true); return null; },
};

export const frameRules: Record<string, FrameRule> = {
  // ── Cycle 1 ──
  "Place a Sector Defense and a Scientists' Guild in a Voidborn sector adjacent to one of your sectors.": adjacentPlacement({ sectorDefense: true, guild: 'scientists' }),
  'Spend 1 Science to gain a basic Technology, OR gain 3 Credits.': benefit([{ effects: [TECHNOLOGY], mode: 'all', pay: { science: 1 } }, one(op('gain_resources', { resources: { credits: 3 } }))]),
  'Place a Reclaim token and a Sector Defense in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ reclaim: true, sectorDefense: true }),
  'Place a Corruption on the Dominance Agenda offer.': offers('dominance'),
  'Activate 1 Fleet Power, OR deploy 1 Fleet Power in your Home Sector.': benefit([one(ACTIVATE), one(DEPLOY_HOME)]),
  'Place a Bounty token in the adjacent Voidborn sector with the lowest Population, then place a Reclaim token and a Sector Defense in the adjacent Voidborn sector with the highest Population. If only one Voidborn sector is adjacent to your sectors, place all of these tokens (Bounty, Reclaim and Sector Defense) there.': lowAndHigh,
  'Establish a Guild, OR build an Installation.': benefit([one(GUILD), one(op('build_installation'))]),
  'Place 1 Voidborn Fleet Power and a Glory token of value 1 in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ voidborn: 1, glory: 1 }),
  "Activate 1 Fleet Power, OR increase a Pure Population, OR establish a Bankers' Guild.": benefit([one(ACTIVATE), one(op('increase_pure_population', { count: 1 })), one(op('establish_guild', { guild: 'bankers' }))]),
  "Place a Bankers' Guild and 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.": adjacentPlacement({ guild: 'bankers', voidborn: 1 }),
  'Advance on a Civilization track.': benefit([one(ADVANCE)]),
  'Place a Guild and 1 Voidborn Fleet Power in the adjacent Voidborn sector with the lowest Population, OR place a Glory token of value 2 and a Sector Defense in the adjacent Voidborn sector with the highest Population.': guildOrGlory,
  'Deploy 1 Fleet Power in your Home Sector, OR upgrade a Glory token.': benefit([one(DEPLOY_HOME), one(UPGRADE)]),
  'Gain a Corruption on an Agenda slot or on a Civilization track. If you place it on a track whose marker is not on the rightmost space, you must advance on that track (ignoring the benefit of the space you reach).': faceOfEvil,
  'Gain a Corruption to gain a Glory token of value 1 OR to recall 1 Fleet Power.': straightToHell,
  'Upgrade a Glory token and/or activate 1 Fleet Power, OR advance on a Civilization track.': benefit([anyOf(UPGRADE, ACTIVATE), one(ADVANCE)]),
  'Place 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ voidborn: 1 }),
  'Collectively gain two Corruption in total to remove a Harbinger from a sector and return it to the supply. Either of these Corruption may be placed on the Decontamination Chambers Technology card.': knowYourEnemy,
  // ── Cycle 2 ──
  'Place a Reclaim token and 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ reclaim: true, voidborn: 1 }),
  'Place a Corruption on the Might Agenda offer.': offers('might'),
  'Spend up to 6 Science to gain the same number of Credits.': scienceForCredits,
  "Place 1 Voidborn Fleet Power and a Bankers' Guild in a Voidborn sector adjacent to one of your sectors.": adjacentPlacement({ voidborn: 1, guild: 'bankers' }),
  'Place a Corruption on the Support Agenda offer.': offers('support'),
  // A reading: 2 activated, or 2 deployed (one cube at a time, each where the player may deploy).
  'Activate or deploy 2 Fleet Power.': benefit([one(op('activate_fleet_power', { count: 2 })), anyOf(DEPLOY, DEPLOY)]),
  'Place a Bounty token and a Glory token of value 1 on each Voidborn sector that has at least one Sector Defense.':
    everySector((s, id) => s.sectors[id].installations.includes('sector_defense'), { bounty: true, glory: 1 }),
  'Place a Corruption on the Wealth Agenda offer.': offers('wealth'),
  'Decrease the Pure Population of one of your sectors (not your Home Sector) to build an Installation and deploy 2 Fleet Power in that same sector.':
    benefit([{ effects: [op('build_installation', { where: 'this_sector' }), op('deploy_fleet_power', { count: 1, where: 'this_sector' }), op('deploy_fleet_power', { count: 1, where: 'this_sector' })], mode: 'any', cost: decreaseCost }]),
  'Place a Reclaim token, a Bounty token and 2 Voidborn Fleet Power on each Voidborn sector with at least 4 Population.':
    everySector(populationAtLeast(4), { reclaim: true, bounty: true, voidborn: 2 }),
  'Gain a Corruption on a Civilization track, if possible. If all your Civilization tracks are already Corrupted, place this Corruption on an Agenda slot, on a sector, or on the Decontamination Chambers Technology card.':
    gainCorruption(TRACK_FIRST),
  'Gain 3 Science OR advance on a Civilization track.': benefit([one(op('gain_resources', { resources: { science: 3 } })), one(ADVANCE)]),
  'Gain a Corruption on a sector, if possible. If all your (corruptible) sectors are already Corrupted, place this Corruption on your House mat or on the Decontamination Chambers Technology card.':
    gainCorruption([['sector'], [...HOUSE_MAT, 'decontamination']]),
  'If you have at least six Guilds in your Pure sectors, gain a Trade token; otherwise gain a Bounty token.':
    benefit([{ effects: (s, seat) => [pureGuilds(s, seat, guildSchema.options) >= 6 ? op('gain_trade_token') : op('gain_bounty_token', { count: 1 })], mode: 'all' }]),
  'Choose twice: destroy a Guild OR destroy an Installation (never in your Home Sector).': destroyTwice,
  // No Crisis board in a competitive game: nothing changes.
  'Permanent during Cycle 2: during the Evaluation phase of Cycle 2, ignore the Crisis board.': nothing,
  'Increase the Population of one of your Pure sectors (not your Home Sector), if possible. Then place a Corruption on that sector. This Corruption cannot be placed on the Decontamination Chambers card. A player who cannot increase a Population does not gain the Corruption.': internalDisruption,
  'Produce two different resources.': benefit([one(op('produce_types_of_choice', { count: 2, distinct: true }))]),
  'Each player chooses: gain a basic Technology, OR activate 1 Fleet Power and gain a Trade token.':
    benefit([{ effects: [TECHNOLOGY], mode: 'all' }, { effects: [ACTIVATE, op('gain_trade_token')], mode: 'all' }], true),
  // Rifts are co-op/solo sectors: a competitive galaxy has none, so these frames place nothing.
  'Place a Harbinger on each Rift.': nothing,
  'Place a Reclaim token on each Voidborn sector adjacent to at least one Rift.': nothing,
  // ── Cycle 3 ──
  'Place a Sector Defense on each Voidborn sector with 2 or fewer Voidborn Fleet Power.':
    everySector((s, id) => s.sectors[id].voidbornFleetPower <= 2, { sectorDefense: true }),
  'Each player must destroy a Guild in one of their sectors (not their Home Sector), if possible.': destroyGuild,
  'Each player may move any number of Corruption.': benefit([{ effects: (s, seat) => heldCorruptionPlaces(s, seat).map(() => op('move_corruption')), mode: 'any' }]),
  'Each player must place 1 Voidborn Fleet Power, a Glory token of value 3 and a Sector Defense in a Voidborn sector adjacent to one of their sectors.':
    adjacentPlacement({ voidborn: 1, glory: 3, sectorDefense: true }),
  'Each player may evaluate the objectives of one of their Pure Agendas in play (not their Starting Agenda) and/or deploy 1 Fleet Power in a sector they control that contains a Shipyard.':
    benefit([anyOf(op('evaluate_agenda'), DEPLOY)]),
  'Each player must place a Bounty token and a Sector Defense in the adjacent Voidborn sector with the highest Population.': populationPlacement(true, { bounty: true, sectorDefense: true }),
  "Each player with at least one Improved Technology must gain a Corruption on a Civilization track, if possible. If all of that player's Civilization tracks are already Corrupted, they place this Corruption on an Agenda slot, one of their sectors and/or the Decontamination Chambers card, if possible.":
    gainCorruption(TRACK_FIRST, 1, (s, seat) => s.players[seat].technologies.some((t) => t.endsWith('-improved'))),
  'A player with at least one Trade token may gain 3 Science. A player with no Trade token may spend 1 Science to gain a Trade token.': benefit([
    { effects: [op('gain_resources', { resources: { science: 3 } })], mode: 'all', when: (s, seat) => s.players[seat].tradeTokens > 0 },
    { effects: [op('gain_trade_token')], mode: 'all', pay: { science: 1 }, when: (s, seat) => s.players[seat].tradeTokens === 0 },
  ]),
  "Each player must gain two Corruption on Agenda slots, if possible. If all of a player's Agenda slots are Corrupted, they must place the excess on their Civilization tracks, one of their sectors and/or the Decontamination Chambers card, if possible.":
    gainCorruption([['agenda-slot'], ['track', 'sector', 'decontamination']], 2),
  'Each player must place a Glory token of value 3 in a Voidborn sector or in a sector occupied by a Fallen House.': gloryAnywhere,
  'Each player may deploy 1 Fleet Power and/or establish a Guild.': benefit([anyOf(DEPLOY, GUILD)]),
  "Each player must place a Bankers' Guild, 1 Voidborn Fleet Power and a Sector Defense in a Voidborn sector adjacent to one of their sectors.":
    adjacentPlacement({ guild: 'bankers', voidborn: 1, sectorDefense: true }),
  'Each player gains a Corruption on their House mat, if possible. If every space on their House mat is already Corrupted, they must place it on one of their sectors or on the Decontamination Chambers card.':
    gainCorruption(MAT_FIRST),
  'Each player may recall 1 Fleet Power to remove a Corruption from the same sector or from an adjacent sector. Any player who removes a Corruption this way gains 6 Influence.': recallToPurify,
  'Place a Corruption on each Agenda offer that is not already Corrupted.': offers('dominance', 'might', 'support', 'wealth'),
  'Place 1 Voidborn Fleet Power in each Voidborn sector with at least 4 Population.': everySector(populationAtLeast(4), { voidborn: 1 }),
  'Each player may either remove a Corruption, or gain a Corruption on an Agenda slot to advance on a Civilization track. This Corruption cannot be placed on the Decontamination Chambers card.':
    benefit([one(op('remove_corruption', { where: 'anywhere' })), { effects: [ADVANCE], mode: 'all', cost: agendaSlotCorruption }]),
  'Each player may either advance on a Civilization track and/or increase a Pure Population, or deploy up to 3 Fleet Power.':
    benefit([anyOf(ADVANCE, op('increase_pure_population', { count: 1 })), anyOf(DEPLOY, DEPLOY, DEPLOY)]),
  'Each player places a Reclaim token in an adjacent Voidborn sector.': adjacentPlacement({ reclaim: true }),
  'Each player must either spend 1 Credit to upgrade a Glory token, or discard a Glory token to gain 3 Credits.': brightFuture,
  "Each player must choose one of these three options: discard an ongoing Crisis from the Crisis board and place a Catastrophe token on the right side of the Crisis board (reminder: when a Catastrophe is placed, each player may immediately remove a Corruption or gain 5 resources of their choice); place a Harbinger in a Voidborn sector; gain a Corruption on their House mat.": lastBreath,
};

type FrameEvent = Extract<VoidfallEvent, { type: 'event-frame-resolved' }>;
const resolved = (o: FrameOutcome, frame: number): FrameEvent => ({ type: 'event-frame-resolved', frame, ...o });
const fresh = (frame: number): FrameStep => ({ frame, order: 0, step: 0, groups: [], location: null, pledges: [] });
const framesNow = (s: Draft) => galacticEventOf(s.events[s.cycle - 1]).frames;
const ruleAt = (s: Draft, frame: number): FrameRule | undefined => {
  const text = framesNow(s)[frame]?.text;
  return text ? frameRules[text] : undefined;
};

function nextSeat(step: FrameStep): void {
  Object.assign(step, { order: step.order + 1, step: 0, groups: [], location: null });
}

/** The choices open to `seat` in the paused frame (none when another player chooses or nothing is paused). */
export function frameChoices(s: Draft, seat: Seat): FrameChoice[] {
  const step = s.frameStep;
  if (!step || s.phase !== 'preparation' || s.turnOrder[step.order] !== seat) return [];
  return step.groups.length > 0 ? groupChoices(s, seat, step) : (ruleAt(s, step.frame) as SeatRule).choices(s, seat, step);
}

/** Applies a listed choice of the choosing seat, then goes on with the frames (the caller has checked the choice). */
export function applyFrameChoice(s: Draft, seat: Seat, c: FrameChoice): VoidfallEvent[] {
  const step = s.frameStep!;
  const frame = framesNow(s)[step.frame].order;
  const events: VoidfallEvent[] = [];
  if (step.groups.length > 0) {
    events.push(...resolveGroupChoice(s, seat, c, step));
    dropClosedGroups(s, seat, step);
    if (step.groups.length === 0) nextSeat(step);
  } else {
    const r = (ruleAt(s, step.frame) as SeatRule).apply(s, seat, c, step);
    if (r.outcome) events.push(resolved(r.outcome, frame));
    if (r.open) {
      step.groups = r.open.map((g) => ({ effects: g.effects, mode: g.mode, used: [] }));
      step.location = r.open[0]?.location ?? null;
      dropClosedGroups(s, seat, step);
    }
    if (step.groups.length === 0 && !r.again) nextSeat(step);
    else if (r.again) step.step += 1;
  }
  return [...events, ...runFrames(s)];
}

/**
 * Resolves the frames of the Cycle's event from where they stand (`frameStep`, else the first) until a player must
 * choose (`frameStep` set) or all are done (`frameStep` null).
 */
export function runFrames(s: Draft): VoidfallEvent[] {
  const frames = framesNow(s);
  const events: VoidfallEvent[] = [];
  // Event C1-G's kept Corruption returns to the supply once Cycle 1's Evaluation is over.
  if (!s.frameStep) releaseKeptCorruption(s);
  const step = s.frameStep ?? fresh(0);
  s.frameStep = step;
  while (step.frame < frames.length) {
    const rule = ruleAt(s, step.frame);
    if (rule && !rule.each) events.push(...rule.run(s).map((o) => resolved(o, frames[step.frame].order)));
    if (!rule?.each || step.order >= s.turnOrder.length) {
      Object.assign(step, fresh(step.frame + 1));
      continue;
    }
    const seat = s.turnOrder[step.order];
    const choices = frameChoices(s, seat);
    if (choices.length === 0) nextSeat(step);
    // A single possible choice (a mandatory frame with one valid sector or place) is made at once.
    else if (choices.length === 1 && !choices[0].decline) {
      events.push(...applyFrameChoice(s, seat, choices[0]));
      return events;
    } else return events;
  }
  s.frameStep = null;
  return events;
}


export const NO_SKIRMISH_AT_40 = 'Permanent during Cycle 2: if you have 40 Influence or less, you cannot be invaded by a Skirmish. If the current Crisis penalty is a Skirmish, it must be discarded without effect (including the additional Combat-resolution effect).';
export const HARBINGERS_REINFORCE = 'Permanent during Cycle 2: before the first step of the Evaluation phase, place 1 Voidborn Fleet Power on each Voidborn sector occupied by a Harbinger.';

/** The permanent frame of event C2-J: each Voidborn sector with a Harbinger gains 1 Voidborn Fleet Power (up to 3). */
export function harbingersReinforce(s: Draft): string[] {
  if (!frameInPlay(s, HARBINGERS_REINFORCE)) return [];
  const ids = Object.keys(s.sectors).filter((id) => s.sectors[id].voidbornFleetPower > 0 && s.sectors[id].harbingers > 0);
  ids.forEach((id) => place(s, id, { voidborn: 1 }));
  return ids;
}
