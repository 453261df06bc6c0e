import { boardSpaces, corridorPositions, corridorTileOf } from '../../../shared/games/nemesis-retaliation/data';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { corridorKey, intruderKey, intrudersKey, spaceKey } from './board-choices';
import { corridorEnds, facilitySize, hexPoints, HEX_R, midpoint, sectionSpan, spaceCentre, type Point } from './facility-layout';
import { cardName, characterName, INTRUDER_WORDS, roomName, spaceLabel, type Names } from './names';
import { PickGroup, type Pickable } from './pick-group';
import styles from './retaliation.module.css';

type View = RetaliationView;
const SECTION_FILL: Record<string, string> = { A: '#c9dcef', B: '#d8e8c8', C: '#efd6c4' };
/** One colour per seat, for the character figures and the players' panels. */
export const SEAT_COLOURS = ['#d4462f', '#2f6fd4', '#2e9b4f', '#d49a1f', '#8a3fc0'];
const INTRUDER_R: Record<string, number> = { larva: 6, drone: 8, adult: 10, queen: 14 };
const DOOR_WORDS: Record<string, string> = { open: 'an open door', closed: 'a closed door', destroyed: 'a destroyed door' };
const DOOR_FILL: Record<string, string> = { open: '#ffffff', closed: '#e07b1f', destroyed: '#777777' };

/** A room's name on at most two lines of about 13 letters, to fit its hex. */
function nameLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 13) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0], lines.slice(1).join(' ')] : lines;
}

/** A name line's font size: 11.5 when it fits the hex's 84 units (bold letters are about 0.64 em wide), smaller if not. */
const nameSize = (line: string) => Math.min(11.5, Math.floor((84 / (0.64 * line.length)) * 2) / 2);

function Badge({ x, y, fill, text, title }: { x: number; y: number; fill: string; text: string; title: string }) {
  return (
    <g>
      <title>{title}</title>
      <rect x={x} y={y} width={20} height={15} rx={4} fill={fill} stroke="#222" strokeWidth={0.8} />
      <text x={x + 10} y={y + 11.5} fontSize={10} fontWeight={700} textAnchor="middle" fill="#fff">
        {text}
      </text>
    </g>
  );
}

interface Figure {
  key: string;
  r: number;
  fill: string;
  text: string;
  title: string;
  square?: boolean;
  /** The intruders this figure stands for (clickable), if any. */
  intruders?: string[];
}

/** More figures than fit a row: intruders of one type become one counter ("A×5"). */
const CROWDED = 5;

function intruderFigures(view: View, where: string): Figure[] {
  const here = view.intruders.filter((i) => i.where === where).sort((a, b) => INTRUDER_R[b.type] - INTRUDER_R[a.type]);
  const one = (i: (typeof here)[number]): Figure => ({
    key: i.id, r: INTRUDER_R[i.type] ?? 9, fill: '#2b1f33', text: (INTRUDER_WORDS[i.type] ?? '?').slice(0, 1), intruders: [i.id],
    // The number the log lines use ("intruder #11 attacked you").
    title: `${INTRUDER_WORDS[i.type] ?? 'Intruder'} #${i.id.replace(/^\D+/, '')}${i.hits ? `, ${i.hits} hit${i.hits === 1 ? '' : 's'}` : ''}`,
  });
  if (here.length < CROWDED) return here.map(one);
  const types = [...new Set(here.map((i) => i.type))];
  return types.map((type) => {
    const group = here.filter((i) => i.type === type);
    if (group.length === 1) return one(group[0]);
    const word = INTRUDER_WORDS[type] ?? 'Intruder';
    return { key: type, r: 12, fill: '#2b1f33', text: `${word.slice(0, 1)}${group.length}`, intruders: group.map((i) => i.id), title: `${group.length} ${word === 'Larva' ? 'Larvae' : `${word}s`}` };
  });
}

/** Figures in a place, in rows of 4 from `at`: characters, the robot, then intruders biggest first. */
function Figures({ view, where, at, names, pick }: { view: View; where: string; at: Point; names: Names; pick: Pickable }) {
  const people = view.players.filter((p) => p.space === where && (p.status === 'in-play' || p.status === 'lander' || p.status === 'hibernating' || p.fallen));
  const figures: Figure[] = [
    ...people.map((p) => ({ key: `c${p.seat}`, r: 10, fill: SEAT_COLOURS[p.seat % 5], text: characterName(p.character).slice(0, 1), title: `${names.seat(p.seat)}${p.status === 'lander' ? ', aboard the Lander' : p.status === 'hibernating' ? ', hibernating' : p.fallen ? ', fallen' : ''}` })),
    ...(view.robot.space === where ? [{ key: 'robot', r: 9, fill: '#6c7380', text: 'R', title: view.robot.card ? `The robot (${cardName(view.robot.card)})` : 'The robot', square: true }] : []),
    ...intruderFigures(view, where),
  ];
  return (
    <>
      {figures.map((f, n) => {
        const row = Math.floor(n / 4);
        const inRow = Math.min(figures.length - row * 4, 4);
        const cx = at.x + ((n % 4) - (inRow - 1) / 2) * 23;
        const y = at.y + row * 24;
        const shape = f.square ? (
          <rect x={cx - f.r} y={y - f.r} width={f.r * 2} height={f.r * 2} rx={3} fill={f.fill} stroke="#fff" strokeWidth={1.5} />
        ) : (
          <circle cx={cx} cy={y} r={f.r} fill={f.fill} stroke={f.intruders ? '#e84a6a' : '#fff'} strokeWidth={1.5} />
        );
        const body = (
          <g key={f.key}>
            <title>{f.title}</title>
            {shape}
            <text x={cx} y={y + 4} fontSize={f.r >= 9 ? 11 : 8} fontWeight={700} textAnchor="middle" fill="#fff">
              {f.text}
            </text>
          </g>
        );
        if (!f.intruders) return body;
        return (
          <PickGroup key={f.key} pkey={f.intruders.length === 1 ? intruderKey(f.intruders[0]) : intrudersKey(f.intruders)} label={f.title} pick={pick}>
            <circle cx={cx} cy={y} r={f.r + 4} className={styles.pickOutline} />
            {body}
          </PickGroup>
        );
      })}
    </>
  );
}

function Room({ view, id, names, pick }: { view: View; id: string; names: Names; pick: Pickable }) {
  const c = spaceCentre(id);
  const placed = view.spaces[id];
  const hidden = id === 'hibernatorium' && !view.hibernatoriumDiscovered;
  const section = boardSpaces.find((s) => s.id === id)?.section ?? 'A';
  const label = spaceLabel(id);
  const title = placed ? (hidden ? 'Undiscovered Hibernatorium' : roomName(placed.room)) : `Unexplored space ${label}`;
  const words = [title, placed?.fire ? 'on fire' : '', placed?.malfunction ? 'malfunction' : '', placed?.secure ? `${placed.secure} secure token${placed.secure === 1 ? '' : 's'}` : '', placed?.noise ? 'a noise marker' : ''].filter(Boolean).join(', ');
  const lines = placed ? nameLines(hidden ? 'Hibernatorium (undiscovered)' : roomName(placed.room)) : ['unexplored'];
  return (
    <PickGroup pkey={spaceKey(id)} label={words} pick={pick}>
      <title>{words}</title>
      <polygon points={hexPoints(c)} fill={placed ? (hidden ? '#b8b8c0' : SECTION_FILL[section]) : 'rgba(255,255,255,0.04)'} stroke={placed ? '#1b1e28' : '#6d7390'} strokeWidth={placed ? 2 : 1.2} strokeDasharray={placed ? undefined : '5 4'} />
      <polygon points={hexPoints(c, HEX_R - 3)} className={styles.pickOutline} />
      {label.length <= 3 && (
        <text x={c.x} y={c.y - HEX_R + 16} fontSize={10} textAnchor="middle" fill={placed ? '#3b4050' : '#9aa0b8'}>
          {label}
        </text>
      )}
      {lines.map((line, i) => (
        <text key={i} x={c.x} y={c.y - 18 + i * 13 + (label.length <= 3 ? 4 : -6)} fontSize={placed ? nameSize(line) : 10} fontWeight={placed ? 700 : 400} textAnchor="middle" fill={placed ? '#161922' : '#7d839c'}>
          {line}
        </text>
      ))}
      {placed?.fire && <Badge x={c.x - 42} y={c.y + 2} fill="#d4341f" text="F" title="Fire" />}
      {placed?.malfunction && <Badge x={c.x - 42} y={c.y + 19} fill="#6b4fa0" text="M" title="Malfunction" />}
      {placed && placed.secure > 0 && <Badge x={c.x + 22} y={c.y + 2} fill="#1f7a4a" text={`S${placed.secure}`} title={`${placed.secure} secure token${placed.secure === 1 ? '' : 's'}`} />}
      {placed?.noise && <Badge x={c.x + 22} y={c.y + 19} fill="#c79a00" text="N" title="A noise marker" />}
      {id === 'landing-zone' && view.lander.state === 'landed' && <Badge x={c.x - 10} y={c.y + 36} fill="#28506e" text="L" title="The Lander has landed here" />}
      <Figures view={view} where={id} at={{ x: c.x, y: c.y + 14 }} names={names} pick={pick} />
    </PickGroup>
  );
}

function Corridor({ view, id, names, pick }: { view: View; id: string; names: Names; pick: Pickable }) {
  const c = view.corridors[id];
  const position = corridorPositions.find((p) => p.id === id)!;
  const [a, b] = corridorEnds(id);
  const mid = midpoint(a, b);
  const open = position.spaces.map((sp) => sp in view.spaces && (sp !== 'hibernatorium' || view.hibernatoriumDiscovered));
  const tile = corridorTileOf(c.tile);
  const noise = c.reinforced ? '0' : view.config.deadly && tile.deadlyNoise ? `${tile.noise}/${tile.deadlyNoise}` : String(tile.noise);
  const doorAt = c.doorEnd ? (position.spaces[0] === c.doorEnd ? a : b) : null;
  const words = [names.corridor(id), `noise ${noise}`, c.door !== 'none' ? DOOR_WORDS[c.door] : '', c.noise ? 'a noise marker' : '', c.reinforced ? 'reinforced' : ''].filter(Boolean).join(', ');
  const unexplored = open.findIndex((o) => !o);
  return (
    <PickGroup pkey={corridorKey(id)} label={words} pick={pick}>
      <title>{words}</title>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#5c6278" strokeWidth={18} strokeLinecap="round" strokeDasharray={unexplored >= 0 ? '10 6' : undefined} />
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} className={styles.pickOutline} strokeWidth={22} />
      {unexplored >= 0 && (
        <text x={[a, b][unexplored].x} y={[a, b][unexplored].y + 5} fontSize={15} fontWeight={700} textAnchor="middle" fill="#ffd34d">
          ?
        </text>
      )}
      <circle cx={mid.x} cy={mid.y} r={10} fill="#f2f2f2" stroke="#222" />
      <text x={mid.x} y={mid.y + 4} fontSize={noise.length > 1 ? 8 : 11} fontWeight={700} textAnchor="middle" fill="#111">
        {noise}
      </text>
      {doorAt && c.door !== 'none' && <rect x={doorAt.x - 7} y={doorAt.y - 7} width={14} height={14} rx={2} fill={DOOR_FILL[c.door]} stroke="#222" strokeWidth={1.5} />}
      {c.noise && <circle cx={mid.x + 14} cy={mid.y - 10} r={6} fill="#f2c200" stroke="#222" />}
      <Figures view={view} where={id} at={{ x: mid.x, y: mid.y + 20 }} names={names} pick={pick} />
    </PickGroup>
  );
}

function SectionHeaders({ view, box }: { view: View; box: Box }) {
  return (
    <>
      {(['A', 'B', 'C'] as const).map((s) => {
        const { from, to } = shownSpan(sectionSpan(s), box);
        if (from >= to) return null;
        const on = view.lifeSupport[s];
        return (
          <g key={s}>
            <text x={(from + to) / 2} y={26} fontSize={15} fontWeight={700} textAnchor="middle" fill={SECTION_FILL[s]}>
              Section {s}
            </text>
            <text x={(from + to) / 2} y={44} fontSize={12} textAnchor="middle" fill={on ? '#8fe0a0' : '#ff9d8a'}>
              Life support {on ? 'on' : 'off'}
            </text>
          </g>
        );
      })}
    </>
  );
}

interface Box {
  x: number;
  width: number;
  height: number;
}

/** Where a section's header goes: over the part of it in view (from >= to: less than a hex of it is, no room for it). */
function shownSpan({ from, to }: { from: number; to: number }, box: Box): { from: number; to: number } {
  const shown = { from: Math.max(from, box.x), to: Math.min(to, box.x + box.width) };
  return shown.to - shown.from < 2 * HEX_R ? { from: 0, to: 0 } : shown;
}

/**
 * The part of the facility worth drawing: every room placed (the Hibernatorium included), every space a corridor leads
 * to or a move is offered on, and the figures on them, with a hex of margin. Early in the game that is a third of the
 * board, so a phone's screen shows its rooms, corridors and intruders about twice as large (corridors become tappable).
 */
function shownBox(view: View, pick: Pickable): Box {
  const { width, height } = facilitySize();
  // Spaces offering a move are always in view, wherever an effect lets the player reach.
  const offered = [...pick.choices.keys()].filter((k) => k.startsWith(spaceKey(''))).map((k) => k.slice(spaceKey('').length));
  const ids = new Set([...Object.keys(view.spaces), ...offered]);
  for (const id of Object.keys(view.corridors)) for (const sp of corridorPositions.find((p) => p.id === id)?.spaces ?? []) ids.add(sp);
  const centres = [...ids].filter((id) => boardSpaces.some((s) => s.id === id)).map(spaceCentre);
  if (centres.length === 0) return { x: 0, width, height };
  const left = Math.max(0, Math.min(...centres.map((c) => c.x)) - HEX_R - 20);
  const right = Math.min(width, Math.max(...centres.map((c) => c.x)) + HEX_R + 20);
  const bottom = Math.min(height, Math.max(...centres.map((c) => c.y)) + HEX_R + 40);
  return { x: Math.round(left), width: Math.round(right - left), height: Math.round(bottom) };
}

/** Whether a space's centre lies in the drawn part: the next column's spaces would show only a sliver of their hex. */
const inBox = (c: { x: number; y: number }, box: Box) => c.x >= box.x && c.x <= box.x + box.width && c.y <= box.height;

/** Sections entirely out of view, with their life support, in a line under the drawing. */
function OutOfView({ view, box }: { view: View; box: Box }) {
  const hidden = (['A', 'B', 'C'] as const).filter((s) => {
    const { from, to } = shownSpan(sectionSpan(s), box);
    return from >= to;
  });
  if (hidden.length === 0) return null;
  return <p className={styles.small}>Out of view: {hidden.map((s) => `Section ${s} (life support ${view.lifeSupport[s] ? 'on' : 'off'})`).join(', ')}.</p>;
}

/** The facility as it has been built so far: rooms, unexplored spaces, corridors, markers and figures. */
export function FacilitySvg({ view, names, pick }: { view: View; names: Names; pick: Pickable }) {
  const box = shownBox(view, pick);
  // On a phone the facility fits the width; a plain checkbox (no script, so it also works on a history page) shows it
  // at its drawn size instead, scrolling sideways inside its own frame, never the page.
  return (
    <div className={styles.facilityFrame} style={{ ['--facility-width' as string]: `${box.width}px`, ['--facility-ratio' as string]: (box.width / box.height).toFixed(3) }}>
      <label className={styles.fullSize}>
        <input type="checkbox" /> Show the facility full size
      </label>
      <div className={styles.facilityScroll}>
        <svg viewBox={`${box.x} 0 ${box.width} ${box.height}`} className={styles.facility} role="group" aria-label="The facility">
          <SectionHeaders view={view} box={box} />
          {boardSpaces.filter((s) => inBox(spaceCentre(s.id), box)).map((s) => (
            <Room key={s.id} view={view} id={s.id} names={names} pick={pick} />
          ))}
          {Object.keys(view.corridors).map((id) => (
            <Corridor key={id} view={view} id={id} names={names} pick={pick} />
          ))}
        </svg>
      </div>
      <OutOfView view={view} box={box} />
    </div>
  );
}
