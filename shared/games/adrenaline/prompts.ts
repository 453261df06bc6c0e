/** Who the table waits for: Tagback windows first, then a respawn, then the active seat's current step. */
import type { Prompt } from '../../engine';
import { powerupById, weaponById } from './data';
import { actionLimits } from './rules/actions';
import { envFor } from './rules/shot-state';
import type { AdrenalineState } from './state';
import { effectScripts } from './weapons';
import { runScript } from './weapons/script';

export function prompts(s: AdrenalineState): Prompt[] {
  if (s.phase === 'over') return [];
  if (s.reactions.length > 0) {
    return s.reactions.map((r) => ({
      seat: r.seat,
      kind: 'tagback',
      mode: 'reaction',
      message: 'You were damaged by a player you can see: play a Tagback Grenade to mark them, or decline.',
      options: {
        attacker: r.attacker,
        grenades: s.players[r.seat].powerups.filter((c) => powerupById.get(c)!.type === 'tagback-grenade'),
        setting: s.players[r.seat].reaction,
      },
      timeoutMove: { type: 'decline' },
    }));
  }
  if (s.respawnQueue.length > 0) {
    const seat = s.respawnQueue[0];
    return [{ seat, kind: 'respawn', mode: 'turn', message: 'You were killed: discard a powerup to respawn on the spawnpoint of its colour.', options: { hand: s.players[seat].powerups } }];
  }
  const { seat, stage, shot } = s.turn;
  if (stage === 'spawn') {
    return [{ seat, kind: 'spawn', mode: 'turn', message: 'Keep one powerup and discard the other: you spawn on the spawnpoint of the discarded colour.', options: { hand: s.players[seat].powerups } }];
  }
  if (shot) {
    const ask = shot.stage === 'resolving' ? runScript(effectScripts[shot.weapon!][shot.current!.effect], envFor(s, shot), shot.current!.choices) : null;
    const message =
      shot.stage === 'prepare' ? 'Choose the weapon to shoot with.'
      : shot.stage === 'effects' ? `Choose the next effect of your ${weaponById.get(shot.weapon!)!.name}, or confirm the shot.`
      : shot.stage === 'scope' ? 'Your effect deals damage: play a Targeting Scope for 1 more damage, or skip.'
      : ask?.kind === 'ask' ? `Choose ${ask.ask.label}.` : 'Continue the shot.';
    return [{ seat, kind: `shot-${shot.stage}`, mode: 'turn', message, options: { canCancel: true, ask: ask?.kind === 'ask' ? ask.ask : null } }];
  }
  if (stage === 'reload') return [{ seat, kind: 'reload', mode: 'turn', message: 'Reload your weapons, then end your turn.' }];
  const left = s.turn.actionsLeft;
  return [{
    seat,
    kind: 'actions',
    mode: 'turn',
    message: left > 0 ? `Take an action (${left} left), play a powerup, or reload and end your turn.` : 'Play a powerup, reload, or end your turn.',
    options: { actionsLeft: left, limits: actionLimits(s, seat) },
  }];
}
