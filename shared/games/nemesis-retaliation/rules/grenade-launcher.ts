/**
 * The Grenade Launcher (data items.json): "When Bursting: you may use any number of Grenade tokens from this Weapon
 * before or instead of a normal Burst." A Burst action with the launcher and `launcher` (the launcher must be able to
 * Burst: working and loaded, digest §5.11, since its text acts "when Bursting"; FAQ: on a malfunctioning launcher its
 * Grenades are used only with Use Tactical Gear) opens `launcher`. Then, one at a time and each after the previous
 * hits are given out (FAQ: several tokens chosen one by one), the shooter throws a Grenade token from the launcher's
 * slots, resolved as the token says (data tactical-gear-tokens.json: a corridor around the room, the burst die + 2,
 * not a Burst: no weapon text, no ★), then fires the normal Burst into the corridor the action named (its Ammo spent
 * then), or stops instead of it once a grenade has flown. A time-out fires the declared Burst if no grenade has flown
 * yet, else stops.
 */
import type { Prompt, Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { MoveOf } from '../moves/schema';
import type { RetaliationState } from '../state';
import { burstRoll, GRENADE_BONUS } from './combat';
import { ammoChoices, firingWeapons, namedAmmoProblem, returnToSupply, spendableKinds } from './equipment';
import { burstInto } from './fire';
import { exits } from './movement';

export const LAUNCHER = 'grenade-launcher';
type LauncherFire = MoveOf<'launcher-fire'>;

/** The launcher's slots holding a Grenade token. */
const grenadeSlots = (s: RetaliationState, seat: Seat): number[] =>
  (s.players[seat].itemGear[LAUNCHER] ?? []).flatMap((g, i) => (g?.token === 'grenade' ? [i] : []));

const canBurst = (s: RetaliationState, seat: Seat) => firingWeapons(s, seat).includes(LAUNCHER);

/** The corridors a Burst action with the launcher's grenades may name now (none without a grenade on it). */
export const launcherCorridors = (s: RetaliationState, seat: Seat): string[] => (canBurst(s, seat) && grenadeSlots(s, seat).length ? exits(s, seat) : []);

export function launcherProblem(s: RetaliationState, seat: Seat, corridor: string): string | null {
  if (!canBurst(s, seat)) return 'Only a working, loaded Grenade Launcher in your hands fires its grenades with a Burst.';
  if (!grenadeSlots(s, seat).length) return 'Your Grenade Launcher holds no Grenade token.';
  return exits(s, seat).includes(corridor) ? null : 'Burst only into a corridor around your room, not behind a closed door.';
}

/** The Burst action declared: the grenades (or the Burst) wait for `launcher-fire`. */
export function openLauncher(s: RetaliationState, seat: Seat, corridor: string): void {
  s.launcher = { seat, corridor, thrown: 0 };
}

export function launcherChoices(s: RetaliationState): LauncherFire[] {
  const { seat, corridor, thrown } = s.launcher!;
  const grenades = grenadeSlots(s, seat).length ? exits(s, seat).map((c): LauncherFire => ({ type: 'launcher-fire', fire: 'grenade', corridor: c })) : [];
  // §6.2: the Burst names its Ammo token when the tokens it draws on hold both kinds (the Autoloader Belt's, its own slot once empty).
  const burst: LauncherFire[] = canBurst(s, seat) && exits(s, seat).includes(corridor)
    ? [{ type: 'launcher-fire', fire: 'burst' }, ...ammoChoices(s, seat, LAUNCHER).map((ammo): LauncherFire => ({ type: 'launcher-fire', fire: 'burst', ammo }))]
    : [];
  const stop: LauncherFire[] = thrown > 0 || (!grenades.length && !burst.length) ? [{ type: 'launcher-fire', fire: 'stop' }] : [];
  return [...grenades, ...burst, ...stop];
}

export function launcherFireProblem(s: RetaliationState, move: LauncherFire): string | null {
  const key = (m: LauncherFire) => `${m.fire}:${m.corridor ?? ''}:${m.ammo ?? ''}`;
  if (launcherChoices(s).some((m) => key(m) === key(move))) return null;
  if (move.ammo && move.fire !== 'burst') return 'Only the Burst spends an Ammo token: name none.';
  if (move.fire === 'grenade') return 'Throw a Grenade token held by your launcher into a corridor around your room.';
  if (move.fire === 'burst') {
    const named = move.ammo && launcherChoices(s).some((m) => m.fire === 'burst') ? namedAmmoProblem(spendableKinds(s, s.launcher!.seat, LAUNCHER), move.ammo) : null;
    return named ?? 'Your Grenade Launcher can no longer Burst into the corridor you named.';
  }
  return 'Throw at least one grenade before you give up the Burst.';
}

export function launcherFire(s: RetaliationState, seat: Seat, move: LauncherFire, rng: Rng): RetaliationEvent[] {
  const launcher = s.launcher!;
  if (move.fire === 'stop') {
    s.launcher = null;
    return [];
  }
  if (move.fire === 'burst') {
    s.launcher = null;
    return burstInto(s, seat, LAUNCHER, launcher.corridor, rng, seat, move.ammo);
  }
  const gear = s.players[seat].itemGear[LAUNCHER];
  const slot = grenadeSlots(s, seat)[0];
  returnToSupply(s, gear[slot]);
  gear[slot] = null;
  launcher.thrown += 1;
  const corridor = move.corridor!;
  const { face, hits } = burstRoll(s, seat, corridor, GRENADE_BONUS, 'grenade', rng);
  return [{ type: 'gear-used', seat, token: 'grenade', target: corridor }, { type: 'burst', seat, weapon: null, corridor, face, hits }];
}

export function launcherPrompt(s: RetaliationState): Prompt | null {
  if (!s.launcher || s.allocation) return null;
  const message = 'Grenade Launcher: throw one of its grenades into a corridor around you, fire the Burst you declared, or stop.';
  const choices = launcherChoices(s);
  const timeout = (s.launcher.thrown === 0 ? choices.find((m) => m.fire === 'burst') : undefined) ?? choices.find((m) => m.fire === 'stop') ?? choices[0];
  return { seat: s.launcher.seat, kind: 'launcher-fire', mode: 'turn', message, timeoutMove: timeout };
}
