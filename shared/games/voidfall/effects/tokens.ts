/**
 * Held Bounty and Reclaim tokens (rules addendum A15, A10): a Bounty token gives resources OR 1 Influence (one kind
 * "1 Science and/or 1 Influence", one "1 resource"); a Reclaim token resolves "in this sector", the sector it was
 * taken from (while you control it; otherwise only its other part is open). Readings: a held token is resolved on its
 * owner's Focus turn, after the Selection, at any moment no other choice is in progress; it is turned face up (its
 * text is told to everyone, never its id) and goes face down under its supply, and the turn becomes final up to that
 * point (it showed a token). The Farmers' and Miners' Reclaim tokens of `default-reclaim-token-set` read as the
 * Scientists' one with their Guild.
 */
import type { Seat } from '../../../engine';
import { bountyTokenKinds, defaultValue, reclaimTokenKindsSourced } from '../data';
import type { VoidfallEvent } from '../events';
import { effectChoices, resolveEffect } from './index';
import { flatten, subsets, type Draft, type EffectChoice, type EffectContext, type Primitive } from './types';

const kindOf = (token: string) => token.replace(/-\d+$/, '');

/** The printed text and effect structure of a token kind. */
export function tokenFace(token: string): { text: string; effect: unknown } {
  const kind = kindOf(token);
  const known = [...bountyTokenKinds, ...reclaimTokenKindsSourced].find((k) => k.id === kind);
  if (known) return { text: known.text, effect: known.structured };
  const guild = /^reclaim-(\w+)-guild-or-resource$/.exec(kind)?.[1];
  if (!guild) throw new Error(`No text for the token kind ${kind}`);
  const miners = defaultValue<{ miners_text: string }>('default-reclaim-token-set').miners_text;
  return {
    text: miners.replace('Miners', guild[0].toUpperCase() + guild.slice(1)),
    effect: { one_of: [{ op: 'establish_guild', guild, where: 'this_sector' }, { op: 'gain_resources_of_choice', count: 1 }] },
  };
}

/** The sector a held token acts in: a Reclaim token's own sector while `seat` controls it. */
function tokenSector(s: Draft, seat: Seat, token: string): string | null {
  const sector = s.players[seat].reclaimSectors?.[token];
  return sector !== undefined && s.sectors[sector]?.owner === seat ? sector : null;
}

const context = (s: Draft, seat: Seat, token: string): EffectContext => ({ location: tokenSector(s, seat, token), earlier: [], ifBoth: null });

/** Every way `seat` may resolve `token` now: which of its effects (one of a red line, any of a green line) and the choice. */
export function tokenOptions(s: Draft, seat: Seat, token: string): { effects: number[]; choice: EffectChoice }[] {
  const { effects, mode } = flatten(tokenFace(token).effect);
  const picks = mode === 'one' ? effects.map((_, i) => [i]) : [1, 2, 3].slice(0, effects.length).flatMap((n) => subsets(effects.map((_, i) => i), n));
  const ctx = context(s, seat, token);
  return picks.flatMap((pick) => pick
    .map((i) => effectChoices(s, seat, effects[i], ctx))
    .reduce<EffectChoice[]>((acc, next) => acc.flatMap((a) => next.map((b) => ({ ...a, ...b }))), [{}])
    .map((choice) => ({ effects: pick, choice })));
}

/** Every held token of `seat`. */
export const heldTokens = (s: Draft, seat: Seat) => [...s.players[seat].bountyTokens, ...s.players[seat].reclaimTokens];

/** Resolves a held token with an option `tokenOptions` listed, then puts it face down under its supply. */
export function useToken(s: Draft, seat: Seat, token: string, picked: number[], choice: EffectChoice): VoidfallEvent[] {
  const p = s.players[seat];
  const bounty = p.bountyTokens.includes(token);
  const { text, effect } = tokenFace(token);
  const { effects } = flatten(effect);
  const ctx = context(s, seat, token);
  const events: VoidfallEvent[] = [{ type: 'token-used', seat, kind: bounty ? 'bounty' : 'reclaim', text, sector: ctx.location }];
  for (const i of picked) events.push(...resolveEffect(s, seat, effects[i] as Primitive, choice, ctx).events);
  const held = bounty ? p.bountyTokens : p.reclaimTokens;
  held.splice(held.indexOf(token), 1);
  (bounty ? s.bountySupply : s.reclaimSupply).push(token);
  if (p.reclaimSectors) delete p.reclaimSectors[token];
  return events;
}
