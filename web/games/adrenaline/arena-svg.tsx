import type { KeyboardEvent } from 'react';
import { arenaSegments, CELL, figurePositions, squareOrigin, viewBox } from './arena-geometry';
import { seatKey, squareKey, type BoardChoice, type ChoiceMap } from './board-choices';
import styles from './adrenaline.module.css';
import { AMMO_FILL, SEAT_COLORS, SEAT_FIGURES, squareName, type AdrenalineView, type AmmoColor, type Names } from './view-model';

const ROOM_FILL: Record<string, string> = {
  red: '#f3c9c4',
  blue: '#c9dbf3',
  yellow: '#f6e7a8',
  white: '#ebe9e3',
  purple: '#dccbee',
  green: '#cfe8cf',
};

export interface Pickable {
  choices: ChoiceMap;
  focused: string | null;
  onPick: (key: string) => void;
}

/** What a thing on the board does when clicked: its one move ("Run to B2"), or how many it lists. */
export function choicesLabel(label: string, offered: readonly BoardChoice[]): string {
  return offered.length === 1 ? offered[0].label : `${label}: ${offered.length} choices`;
}

/** Keyboard and mouse handlers for an SVG element that offers choices; nothing for one that does not. */
function pickProps(key: string, label: string, { choices, focused, onPick }: Pickable) {
  const offered = choices.get(key) ?? [];
  if (offered.length === 0) return { 'aria-label': label };
  return {
    role: 'button',
    tabIndex: 0,
    'aria-label': choicesLabel(label, offered),
    'aria-pressed': focused === key,
    className: focused === key ? `${styles.pick} ${styles.picked}` : styles.pick,
    onClick: () => onPick(key),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onPick(key);
      }
    },
  };
}

function AmmoTile({ square, tile }: { square: string; tile: NonNullable<AdrenalineView['tiles'][string]> }) {
  const { x, y } = squareOrigin(square);
  const cubes = (['red', 'blue', 'yellow'] as AmmoColor[]).flatMap((c) => Array.from({ length: tile.cubes[c] }, () => c));
  const label = `Ammo tile: ${cubes.join(', ')}${tile.powerup ? ' and a powerup' : ''}`;
  return (
    <g aria-label={label}>
      <title>{label}</title>
      <rect x={x + 8} y={y + 8} width={58} height={22} rx={5} fill="#fffdf6" stroke="#6b6659" />
      {cubes.map((c, i) => (
        <rect key={i} x={x + 13 + i * 16} y={y + 13} width={12} height={12} rx={2} fill={AMMO_FILL[c]} stroke="#333" strokeWidth={0.8} />
      ))}
      {tile.powerup && (
        <text x={x + 13 + cubes.length * 16 + 5} y={y + 24} fontSize={12} fontWeight={700} fill="#333">
          P
        </text>
      )}
    </g>
  );
}

/** The arena: coloured rooms, doors and walls, spawnpoints, ammo tiles and figures; legal choices are outlined and clickable. */
export function ArenaSvg({ view, names, pick }: { view: AdrenalineView; names: Names; pick: Pickable }) {
  const bySquare = new Map<string, number[]>();
  for (const p of view.players) if (p.square) bySquare.set(p.square, [...(bySquare.get(p.square) ?? []), p.seat]);
  return (
    <svg className={styles.arena} viewBox={viewBox(view.arena)} role="group" aria-label={`The arena: ${view.arena.name}`}>
      {view.arena.squares.map((q) => {
        const { x, y } = squareOrigin(q.square);
        const label = `${squareName(q.square)}, ${q.room} room${q.spawn ? `, ${q.spawn} spawnpoint` : ''}`;
        return (
          <g key={q.square} {...pickProps(squareKey(q.square), label, pick)}>
            <title>{label}</title>
            <rect x={x} y={y} width={CELL} height={CELL} fill={ROOM_FILL[q.room] ?? '#eee'} />
            <rect className={styles.pickOutline} x={x + 4} y={y + 4} width={CELL - 8} height={CELL - 8} rx={6} />
            <text x={x + CELL - 8} y={y + CELL - 42} fontSize={16} textAnchor="end" fill="#555">
              {squareName(q.square)}
            </text>
            {q.spawn && (
              <g>
                <circle cx={x + CELL - 22} cy={y + 22} r={14} fill="#fff" stroke={AMMO_FILL[q.spawn]} strokeWidth={5} />
                <text x={x + CELL - 22} y={y + 26} fontSize={11} fontWeight={700} textAnchor="middle" fill="#333">
                  S
                </text>
              </g>
            )}
          </g>
        );
      })}
      <g className={styles.inert}>
        {Object.entries(view.tiles).map(([square, tile]) => (tile ? <AmmoTile key={square} square={square} tile={tile} /> : null))}
      </g>
      {arenaSegments(view.arena).map((s) => (
        <line key={s.key} x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} className={s.kind === 'floor' ? styles.floor : styles.wall} />
      ))}
      {[...bySquare].flatMap(([square, seats]) =>
        figurePositions(square, seats.length).map(({ cx, cy }, i) => {
          const seat = seats[i];
          const player = view.players[seat];
          const label = `${names.seat(seat)} (${SEAT_FIGURES[seat]} figure) on ${squareName(square)}, ${player.damage.length} damage`;
          return (
            <g key={seat} {...pickProps(seatKey(seat), label, pick)}>
              <title>{label}</title>
              <circle className={styles.pickOutline} cx={cx} cy={cy} r={14} />
              <circle cx={cx} cy={cy} r={11} fill={SEAT_COLORS[seat]} stroke={view.turn.seat === seat ? '#000' : '#fff'} strokeWidth={view.turn.seat === seat ? 3 : 2} />
              <text x={cx} y={cy + 4} fontSize={12} fontWeight={700} textAnchor="middle" fill="#fff">
                {seat + 1}
              </text>
            </g>
          );
        }),
      )}
    </svg>
  );
}
