/**
 * What a viewer may know, built by whitelisting: the arena, everything public on the board (every seat's Tagback
 * setting included), and for a seat its own powerups, weapons and pending decision (an unconfirmed shot is shown
 * only to its shooter).
 * Others' powerups are a count; others' loaded weapons a count (they are in hand), unloaded ones face up.
 */
import { cloneState, type Seat, type Viewer } from '../../engine';
import { ammoTileById, powerupById, weaponById } from './data';
import { actionLimits } from './rules/actions';
import { boardOf } from './rules/geometry';
import { prompts } from './prompts';
import { boardValues } from './rules/scoring';
import { canConfirm, envFor, nextEffects } from './rules/shot-state';
import type { AdrenalineState, PlayerState, Shot } from './state';
import { effectScripts } from './weapons';
import { runScript } from './weapons/script';

const card = (id: string) => ({ id, type: powerupById.get(id)!.type, color: powerupById.get(id)!.color });
const weaponInfo = (id: string) => ({ id, name: weaponById.get(id)!.name, color: weaponById.get(id)!.color });

function arena(s: AdrenalineState) {
  const { data } = boardOf(s.map);
  return {
    id: data.id,
    name: data.name,
    playerCountLabel: data.playerCountLabel,
    recommendedPlayers: { ...data.recommendedPlayers },
    width: 4,
    height: 3,
    squares: data.squares.map((q) => ({ square: `${q.x},${q.y}`, x: q.x, y: q.y, room: q.room, spawn: q.spawn, sides: { ...q.sides } })),
    spawnpoints: { red: data.spawnpoints.red.join(','), blue: data.spawnpoints.blue.join(','), yellow: data.spawnpoints.yellow.join(',') },
  };
}

function publicPlayer(s: AdrenalineState, p: PlayerState, seat: Seat, own: boolean) {
  return {
    seat,
    square: p.square,
    spawned: s.spawned[seat],
    damage: p.damage.slice(),
    marks: p.marks.slice(),
    // Skulls sit on the front side; a board flipped to the frenzy side has set them aside.
    skulls: p.frenzyBoard ? 0 : p.skulls,
    frenzyBoard: p.frenzyBoard,
    boardValues: boardValues(p),
    ammo: { ...p.ammo },
    score: p.score,
    /** The Tagback Grenade setting is public by design (see the data README): the table's waits show it anyway. */
    reaction: p.reaction,
    powerupCount: p.powerups.length,
    weaponCount: p.weapons.length,
    loadedCount: p.weapons.filter((w) => w.loaded).length,
    unloaded: p.weapons.filter((w) => !w.loaded).map((w) => weaponInfo(w.id)),
    ...(own ? { weapons: p.weapons.map((w) => ({ ...weaponInfo(w.id), loaded: w.loaded })) } : {}),
  };
}

function pendingShot(s: AdrenalineState, shot: Shot) {
  const ask = shot.stage === 'resolving' ? runScript(effectScripts[shot.weapon!][shot.current!.effect], envFor(s, shot), shot.current!.choices) : null;
  return {
    stage: shot.stage,
    from: shot.from,
    weapon: shot.weapon,
    used: shot.used.slice(),
    nextEffects: nextEffects(shot).map((e) => ({ id: e.id, name: e.name, extraCost: e.extraCost.slice(), rulesText: e.rulesText })),
    current: shot.current ? { effect: shot.current.effect, choices: cloneState(shot.current.choices) } : null,
    ask: ask?.kind === 'ask' ? ask.ask : null,
    pendingOps: shot.pendingOps ? cloneState(shot.pendingOps) : null,
    canConfirm: canConfirm(shot),
    preview: shot.work.map((p, seat) => ({ seat, square: p.square, damage: p.damage.slice(), marks: p.marks.slice() })),
    myAmmo: { ...shot.work[s.turn.seat].ammo },
    myPowerups: shot.work[s.turn.seat].powerups.map(card),
  };
}

export function view(s: AdrenalineState, viewer: Viewer) {
  const seat = typeof viewer === 'number' ? viewer : null;
  const me = seat === null ? null : s.players[seat];
  return {
    arena: arena(s),
    config: { map: s.config.map, skulls: s.config.skulls, endMode: s.config.endMode },
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    turn: { seat: s.turn.seat, number: s.turnNumber, stage: s.turn.stage, actionsLeft: s.turn.actionsLeft, shooting: s.turn.shot !== null, limits: actionLimits(s, s.turn.seat) },
    skullsLeft: s.skullsLeft,
    killTrack: s.killTrack.map((space) => space.slice()),
    tiles: Object.fromEntries(Object.entries(s.tiles).map(([sq, id]) => [sq, id ? { kind: ammoTileById.get(id)!.kind, cubes: { ...ammoTileById.get(id)!.cubes }, powerup: ammoTileById.get(id)!.powerup } : null])),
    racks: { red: s.racks.red.map((w) => (w ? weaponInfo(w) : null)), blue: s.racks.blue.map((w) => (w ? weaponInfo(w) : null)), yellow: s.racks.yellow.map((w) => (w ? weaponInfo(w) : null)) },
    decks: { weapons: s.weaponDeck.length, powerups: s.powerupDeck.length, ammo: s.ammoDeck.length },
    powerupDiscard: s.powerupDiscard.map(card),
    ammoDiscardCount: s.ammoDiscard.length,
    players: s.players.map((p, i) => publicPlayer(s, p, i, i === seat)),
    frenzy: s.frenzy ? { order: s.frenzy.order.slice(), twoActions: s.frenzy.twoActions.slice() } : null,
    respawning: s.respawnQueue[0] ?? null,
    awaitingReactions: s.reactions.map((r) => r.seat),
    me:
      me === null || seat === null
        ? null
        : {
            seat,
            powerups: me.powerups.map(card),
            reactionSetting: me.reaction,
            prompt: prompts(s).find((p) => p.seat === seat) ?? null,
            pendingShot: s.turn.shot && s.turn.seat === seat ? pendingShot(s, s.turn.shot) : null,
          },
  };
}

export type AdrenalineView = ReturnType<typeof view>;

export function secrets(s: AdrenalineState, viewer: Viewer): string[] {
  const others = s.players.flatMap((p, i) => (i === viewer ? [] : p.powerups));
  // A shooter's working copy holds the cards it still has; nothing in it is someone else's secret.
  return [...others, ...s.powerupDeck, ...s.weaponDeck, ...s.ammoDeck];
}
