/** Setup: decks shuffled by the seeded PRNG, 3 weapons per spawnpoint, a tile on every other square, the first turn started. */
import type { SetupContext } from '../../engine';
import { ammoTiles, powerupCards, weapons } from './data';
import type { AdrenalineEvent } from './events';
import { startTurn } from './flow/turn-flow';
import { colors } from './rules/ammo';
import { boardOf } from './rules/geometry';
import type { AdrenalineConfig, AdrenalineState, PlayerState } from './state';

export function setup(config: AdrenalineConfig, seats: number, { rng }: SetupContext): Omit<AdrenalineState, 'rng'> {
  const board = boardOf(config.map);
  const weaponDeck = rng.shuffle(weapons.map((w) => w.id));
  const ammoDeck = rng.shuffle(ammoTiles.map((t) => t.id));
  const racks = { red: [] as Array<string | null>, blue: [] as Array<string | null>, yellow: [] as Array<string | null> };
  for (const c of colors) racks[c] = weaponDeck.splice(0, 3);
  const tiles: Record<string, string | null> = {};
  for (const sq of board.squares) if (board.spawnOf[sq] === null) tiles[sq] = ammoDeck.shift()!;
  const firstPlayer = config.firstPlayer !== undefined && config.firstPlayer < seats ? config.firstPlayer : rng.int(seats);
  const player = (): PlayerState => ({
    square: null,
    damage: [],
    marks: Array(seats).fill(0),
    skulls: 0,
    frenzyBoard: false,
    ammo: { red: 1, blue: 1, yellow: 1 },
    powerups: [],
    weapons: [],
    score: 0,
    reaction: config.reactionDefault,
  });
  const state = {
    config,
    seats,
    map: config.map,
    firstPlayer,
    players: Array.from({ length: seats }, player),
    spawned: Array(seats).fill(false),
    weaponDeck,
    powerupDeck: rng.shuffle(powerupCards.map((c) => c.id)),
    powerupDiscard: [],
    ammoDeck,
    ammoDiscard: [],
    tiles,
    racks,
    skullsLeft: config.skulls,
    killTrack: [],
    turn: { seat: firstPlayer, stage: 'spawn', actionsLeft: 2, shot: null, killed: [], lastSkullTaken: false },
    respawnQueue: [],
    reactions: [],
    frenzy: null,
    phase: 'playing',
    turnNumber: 0,
  } as Omit<AdrenalineState, 'rng'>;
  const events: AdrenalineEvent[] = [];
  startTurn(state as AdrenalineState, firstPlayer, rng, events);
  return state;
}
