import type { KeyboardEvent, ReactNode } from 'react';
import { boardData, roomById } from '../../../shared/games/nemesis/data';
import type { NemesisView } from '../../../shared/games/nemesis/view';
import { intruderKey, roomKey, type ChoiceMap } from './board-choices';
import { characterName, INTRUDER_WORDS, OBJECT_WORDS, roomTileName, type Names } from './names';
import { parallelOffset, roomCentre, ROOM_H, ROOM_W, shipSize, type Point } from './ship-layout';
import styles from './nemesis.module.css';

type Room = NemesisView['rooms'][number];

const ROOM_FILL: Record<string, string> = { red: '#e9b8b0', yellow: '#eedd9a', green: '#b9dcb5', white: '#e4e2dc', none: '#c9c3d6' };
/** One colour per seat, for the character figures and the players' panels. */
export const SEAT_COLOURS = ['#d4462f', '#2f6fd4', '#2e9b4f', '#d49a1f', '#8a3fc0'];

export interface Pickable {
  choices: ChoiceMap;
  focused: string | null;
  onPick: (key: string) => void;
}

/**
 * An SVG group that offers the choices under `pkey`: outlined, focusable and clickable (Enter or Space too), its
 * accessible name saying what a click does; a plain labelled group when it offers nothing.
 */
function PickGroup({ pkey, label, pick, children }: { pkey: string; label: string; pick: Pickable; children: ReactNode }) {
  const offered = pick.choices.get(pkey) ?? [];
  if (offered.length === 0) return <g aria-label={label}>{children}</g>;
  const chosen = pick.focused === pkey;
  const activate = () => pick.onPick(pkey);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    activate();
  };
  const name = offered.length === 1 ? offered[0].label : `${label}: ${offered.length} choices`;
  return (
    <g role="button" tabIndex={0} aria-label={name} aria-pressed={chosen} className={chosen ? `${styles.pick} ${styles.picked}` : styles.pick} onClick={activate} onKeyDown={onKeyDown}>
      {children}
    </g>
  );
}

/** A name line's font size: 13 when it fits the 94 units right of the room number, smaller for long lines (bold letters are about 0.66 em wide). */
const nameSize = (line: string) => Math.min(13, Math.floor((94 / (0.66 * line.length)) * 2) / 2);

/** A room's name on one or two lines of at most about 12 letters, to fit its box. */
function nameLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 12) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0], lines.slice(1).join(' ')] : lines;
}

function roomWords(r: Room, view: NemesisView): string {
  const name = r.explored && r.room ? roomTileName(r.room) : 'Unexplored room';
  const bits = [
    `${name}, room ${r.roomNumber}`,
    r.faceDownToken ? 'an exploration token face down' : '',
    r.items !== null ? `${r.items} item${r.items === 1 ? '' : 's'} left to search` : '',
    r.fire ? 'on fire' : '',
    r.malfunction ? 'malfunction' : '',
    view.lockdown?.room === r.slot ? 'in lockdown' : '',
  ];
  return bits.filter(Boolean).join(', ');
}

function Badge({ x, y, fill, text, title }: { x: number; y: number; fill: string; text: string; title: string }) {
  return (
    <g aria-label={title}>
      <title>{title}</title>
      <rect x={x} y={y} width={22} height={16} rx={4} fill={fill} stroke="#222" strokeWidth={0.8} />
      <text x={x + 11} y={y + 12} fontSize={10} fontWeight={700} textAnchor="middle" fill="#fff">
        {text}
      </text>
    </g>
  );
}

function Figure({ at, fill, text, title, square }: { at: Point; fill: string; text: string; title: string; square?: boolean }) {
  return (
    <g aria-label={title}>
      <title>{title}</title>
      {square ? (
        <rect x={at.x - 10} y={at.y - 10} width={20} height={20} rx={3} fill={fill} stroke="#111" />
      ) : (
        <circle cx={at.x} cy={at.y} r={10} fill={fill} stroke="#111" />
      )}
      <text x={at.x} y={at.y + 4} fontSize={10} fontWeight={700} textAnchor="middle" fill="#fff">
        {text}
      </text>
    </g>
  );
}

function RoomBox({ r, view, names, pick }: { r: Room; view: NemesisView; names: Names; pick: Pickable }) {
  const c = roomCentre(view.config.board, r.slot);
  const x = c.x - ROOM_W / 2;
  const y = c.y - ROOM_H / 2;
  const colour = r.explored && r.room ? (roomById.get(r.room)?.colour ?? 'none') : 'hidden';
  const label = roomWords(r, view);
  const badges = [
    ...(r.faceDownToken ? [{ fill: '#55506a', text: '?', title: 'Exploration token, face down' }] : []),
    ...(r.items !== null ? [{ fill: '#3a6b8c', text: String(r.items), title: `Item counter: ${r.items}` }] : []),
    ...(r.fire ? [{ fill: '#e0561b', text: 'F', title: 'Fire' }] : []),
    ...(r.malfunction ? [{ fill: '#6d6d6d', text: 'M', title: 'Malfunction' }] : []),
    ...(view.lockdown?.room === r.slot ? [{ fill: '#222', text: 'L', title: 'Lockdown' }] : []),
  ];
  const characters = view.players.filter((p) => p.room === r.slot && p.status === 'aboard');
  const intruders = view.intruders.filter((i) => i.room === r.slot);
  const floor = view.floor.filter((o) => o.room === r.slot);
  const eggs = r.room === 'nest' && !view.nestDestroyed ? view.eggs : 0;
  const figures = [
    ...characters.map((p) => ({ fill: SEAT_COLOURS[p.seat % 5], text: characterName(p.character).slice(0, 2), title: `${names.seat(p.seat)}${p.pod !== null ? `, seated in escape pod ${p.pod}` : ''}`, square: false, intruder: null })),
    ...intruders.map((i) => ({
      fill: '#5a1020',
      text: INTRUDER_WORDS[i.type][0],
      title: `${INTRUDER_WORDS[i.type]}${i.injuries ? `, ${i.injuries} injur${i.injuries === 1 ? 'y' : 'ies'}` : ''}`,
      square: true,
      intruder: i.id as string | null,
    })),
    ...floor.map((o) => ({ fill: '#7b6b4a', text: o.object === 'intruder-egg' ? 'e' : o.object === 'intruder-carcass' ? 'x' : '+', title: OBJECT_WORDS[o.object], square: true, intruder: null })),
    ...(eggs > 0 ? [{ fill: '#c9b458', text: String(eggs), title: `${eggs} intruder egg${eggs === 1 ? '' : 's'}`, square: false, intruder: null }] : []),
  ];
  return (
    <g>
      <PickGroup pkey={roomKey(r.slot)} label={label} pick={pick}>
        <title>{label}</title>
        <rect x={x} y={y} width={ROOM_W} height={ROOM_H} rx={10} fill={colour === 'hidden' ? '#4a5068' : ROOM_FILL[colour]} stroke="#15161c" strokeWidth={2} />
        <rect className={styles.pickOutline} x={x + 3} y={y + 3} width={ROOM_W - 6} height={ROOM_H - 6} rx={8} />
        <text x={x + 6} y={y + 14} fontSize={12} fill={colour === 'hidden' ? '#d8dcef' : '#333'}>
          {r.roomNumber}
        </text>
        {(r.explored && r.room ? nameLines(roomTileName(r.room)) : ['?']).map((line, i) => (
          <text key={i} x={c.x + 7} y={y + 19 + i * 14} fontSize={nameSize(line)} fontWeight={700} textAnchor="middle" fill={colour === 'hidden' ? '#d8dcef' : '#1c1c1c'}>
            {line}
          </text>
        ))}
      </PickGroup>
      {badges.map((b, i) => (
        <Badge key={b.title} x={x + 4 + i * 25} y={y + 38} {...b} />
      ))}
      {figures.slice(0, 5).map((f, i) => {
        const at = { x: x + 14 + i * 21, y: y + ROOM_H - 13 };
        const fig = <Figure at={at} fill={f.fill} text={f.text} title={f.title} square={f.square} />;
        return f.intruder ? (
          <PickGroup key={f.intruder} pkey={intruderKey(f.intruder)} label={names.intruder(f.intruder)} pick={pick}>
            <circle className={styles.pickOutline} cx={at.x} cy={at.y} r={13} />
            {fig}
          </PickGroup>
        ) : (
          <g key={`${f.title}-${i}`}>{fig}</g>
        );
      })}
      {figures.length > 5 && (
        <text x={x + ROOM_W - 4} y={y + ROOM_H - 26} fontSize={10} textAnchor="end" fill="#111">
          +{figures.length - 5}
        </text>
      )}
    </g>
  );
}

function Corridors({ view, names }: { view: NemesisView; names: Names }) {
  const side = view.config.board;
  return (
    <g>
      {boardData[side].corridors
        .filter((c) => c.kind === 'corridor')
        .map((c) => {
          const a = roomCentre(side, c.rooms[0]);
          const b = roomCentre(side, c.rooms[1]);
          const off = parallelOffset(side, c.id);
          const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
          const nx = (-(b.y - a.y) / len) * off;
          const ny = ((b.x - a.x) / len) * off;
          const m = { x: (a.x + b.x) / 2 + nx, y: (a.y + b.y) / 2 + ny };
          const state = view.corridors[c.id];
          const door = state?.door ?? 'open';
          const label = `${names.corridor(c.id)}${door === 'closed' ? ', door closed' : door === 'destroyed' ? ', door destroyed' : ''}${state?.noise ? ', noise marker' : ''}`;
          return (
            <g key={c.id} aria-label={label}>
              <title>{label}</title>
              <line x1={a.x + nx} y1={a.y + ny} x2={b.x + nx} y2={b.y + ny} stroke="#9aa0b5" strokeWidth={7} />
              {door !== 'open' && (
                <rect x={m.x - 15} y={m.y - 15} width={30} height={30} rx={3} fill={door === 'closed' ? '#2b2b2b' : 'none'} stroke={door === 'closed' ? '#e7e7e7' : '#b02a1a'} strokeWidth={2} strokeDasharray={door === 'destroyed' ? '4 3' : undefined} />
              )}
              <circle cx={m.x} cy={m.y} r={10} fill={state?.noise ? '#f2c230' : '#f4f4f4'} stroke="#333" />
              <text x={m.x} y={m.y + 4} fontSize={c.numbers.length > 1 ? 8 : 10} fontWeight={700} textAnchor="middle" fill="#111">
                {c.numbers.join('')}
              </text>
            </g>
          );
        })}
    </g>
  );
}

/** A technical-corridor entrance: a small hatch on the room's edge, with its numbers, coloured by network on side B. */
function Entrances({ view }: { view: NemesisView }) {
  const side = view.config.board;
  const entrances = boardData[side].corridors.filter((c) => c.kind !== 'corridor');
  const perRoom = new Map<string, number>();
  return (
    <g>
      {entrances.map((e) => {
        const slot = e.rooms[0];
        const k = perRoom.get(slot) ?? 0;
        perRoom.set(slot, k + 1);
        const c = roomCentre(side, slot);
        const network = e.network ?? '';
        const colour = network.endsWith('red') ? '#b8322a' : network.endsWith('blue') ? '#2a5bb8' : '#3d3d3d';
        const noisy = view.techNoise[network];
        // Hatches sit on the room's top edge, clear of its name and markers.
        const x = c.x + ROOM_W / 2 - 26 - k * 24;
        const y = c.y - ROOM_H / 2 - 7;
        const label = `Technical corridor entrance ${e.numbers.join(' and ')}${network.endsWith('red') ? ' (red network)' : network.endsWith('blue') ? ' (blue network)' : ''}${noisy ? ', noise in the technical corridors' : ''}`;
        return (
          <g key={e.id} aria-label={label}>
            <title>{label}</title>
            <rect x={x} y={y} width={20} height={14} rx={2} fill={noisy ? '#f2c230' : colour} stroke="#111" />
            <text x={x + 10} y={y + 11} fontSize={9} fontWeight={700} textAnchor="middle" fill={noisy ? '#111' : '#fff'}>
              {e.numbers.join('')}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The escape pods beside the ship: section A's along the top, B's along the bottom. */
function Pods({ view, names }: { view: NemesisView; names: Names }) {
  const { width, height } = shipSize(view.config.board);
  const bySection = { A: 0, B: 0 };
  return (
    <g>
      {view.pods.map((p) => {
        const k = bySection[p.section]++;
        const x = width / 2 - 110 + k * 104;
        const y = p.section === 'A' ? 8 : height - 34;
        const who = p.seats.map((s) => names.seat(s)).join(', ');
        const label = `Escape pod ${p.number} (section ${p.section}), ${p.locked ? 'locked' : 'unlocked'}${who ? `, seated: ${who}` : ''}`;
        return (
          <g key={p.number} aria-label={label}>
            <title>{label}</title>
            <rect x={x} y={y} width={96} height={26} rx={13} fill={p.locked ? '#5b5f6e' : '#2e9b4f'} stroke="#111" />
            <text x={x + 48} y={y + 17} fontSize={11} fontWeight={700} textAnchor="middle" fill="#fff">
              {`Pod ${p.number} ${p.locked ? 'locked' : 'open'}${p.seats.length ? ` (${p.seats.length})` : ''}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The ship: rooms face down or named, corridors with their numbers, doors, noise, markers, figures and pods; legal choices are outlined. */
export function ShipSvg({ view, names, pick }: { view: NemesisView; names: Names; pick: Pickable }) {
  const { width, height } = shipSize(view.config.board);
  return (
    <div className={styles.shipScroll}>
    <svg className={styles.ship} viewBox={`0 0 ${width} ${height}`} role="group" aria-label={`The ship, board side ${view.config.board}`}>
      <Corridors view={view} names={names} />
      {view.rooms.map((r) => (
        <RoomBox key={r.slot} r={r} view={view} names={names} pick={pick} />
      ))}
      <Entrances view={view} />
      <Pods view={view} names={names} />
    </svg>
    </div>
  );
}
