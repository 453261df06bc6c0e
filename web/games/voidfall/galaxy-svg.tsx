import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { sectorKey } from './board-choices';
import { galaxyFrame, hexCentre, hexPoints, HEX_R, sharedEdge, type Point } from './galaxy-layout';
import { PickGroup, type Pickable } from './pick-group';
import { sectorKindWords, sectorWords, shortKindWords } from './sector-words';
import { sectorName, type Names } from './names';
import styles from './voidfall.module.css';

/** One colour per seat, for fleets, owned sectors and the players' panels. */
export const SEAT_COLOURS = ['#d4462f', '#2f6fd4', '#2e9b4f', '#c98a12'];
const SEAT_TINTS = ['#f6d5cf', '#d3e1f7', '#d3efdc', '#f4e4bf'];
const FLEET_LETTERS: Record<string, string> = { corvette: 'Cv', sentry: 'Se', destroyer: 'De', dreadnought: 'Dn', carrier: 'Ca' };
const GUILD_LETTERS: Record<string, string> = { farmers: 'F', engineers: 'E', miners: 'M', bankers: 'B', scientists: 'S' };
const INSTALLATION_LETTERS: Record<string, string> = { shipyard: 'Yd', sector_defense: 'Df', starbase: 'Sb' };

type Sector = VoidfallView['sectors'][string];

/** The kind line's font size: 11.5 when it fits the hex's 84 units there (semi-bold letters are about 0.6 em wide), smaller if not. */
const kindSize = (line: string) => Math.min(11.5, Math.floor((84 / (0.6 * line.length)) * 2) / 2);

/** A chip's width for its text: bold 12.5-unit letters are about 8 units wide. */
const chipWidth = (text: string) => 8 * text.length + 7;

function Chip({ x, y, fill, text, dark = true }: { x: number; y: number; fill: string; text: string; dark?: boolean }) {
  const w = chipWidth(text);
  return (
    <g>
      <rect x={x} y={y} width={w} height={17} rx={4} fill={fill} stroke="#222" strokeWidth={0.6} />
      <text x={x + w / 2} y={y + 13} fontSize={12.5} fontWeight={700} textAnchor="middle" fill={dark ? '#fff' : '#1d1f24'}>
        {text}
      </text>
    </g>
  );
}

/** Chips in a centred row of at most the hex's width. */
function ChipRow({ y, c, chips }: { y: number; c: Point; chips: { text: string; fill: string; dark?: boolean }[] }) {
  const widths = chips.map((ch) => chipWidth(ch.text));
  const total = widths.reduce((a, b) => a + b, 0) + 3 * Math.max(0, chips.length - 1);
  let x = c.x - total / 2;
  return (
    <>
      {chips.map((ch, i) => {
        const at = x;
        x += widths[i] + 3;
        return <Chip key={i} x={at} y={y} fill={ch.fill} text={ch.text} dark={ch.dark} />;
      })}
    </>
  );
}

function SectorHex({ id, x, c, view, names, pick }: { id: string; x: Sector; c: Point; view: VoidfallView; names: Names; pick: Pickable }) {
  const owner = x.owner;
  const fill = owner !== null ? SEAT_TINTS[owner] : x.voidbornFleetPower > 0 ? '#5a4a78' : x.fallenHouse ? '#9aa6b8' : '#c9cdd6';
  const ink = owner === null && x.voidbornFleetPower > 0 ? '#fff' : '#1d1f24';
  const kind = sectorKindWords(view, id, names);
  const short = shortKindWords(view, id, names);
  const fleets = x.fleets.map((f) => ({ text: `${FLEET_LETTERS[f.type] ?? '?'}${f.power}`, fill: owner !== null ? SEAT_COLOURS[owner] : '#333' }));
  const top = [
    ...(x.population !== null ? [{ text: `P${x.population}`, fill: x.corrupted ? '#7b2d8e' : '#ffffff', dark: x.corrupted }] : []),
    ...(x.gloryToken !== null ? [{ text: `G${x.gloryToken}`, fill: '#e7c040', dark: false }] : []),
    ...(x.voidbornFleetPower > 0 ? [{ text: `V${x.voidbornFleetPower}`, fill: '#1b1030' }] : []),
  ];
  const pieces = [
    ...x.guilds.map((g) => ({ text: GUILD_LETTERS[g] ?? '?', fill: '#ffffff', dark: false })),
    ...x.installations.map((i) => ({ text: INSTALLATION_LETTERS[i] ?? '?', fill: '#555b66' })),
    ...(x.harbingers > 0 ? [{ text: `H${x.harbingers}`, fill: '#a01f2d' }] : []),
    ...(x.bountyTokenCount + x.reclaimTokenCount > 0 ? [{ text: `T${x.bountyTokenCount + x.reclaimTokenCount}`, fill: '#8a6d3b' }] : []),
  ];
  return (
    <PickGroup pkey={sectorKey(id)} label={`${sectorName(id)}, ${kind}`} pick={pick}>
      <title>{sectorWords(view, id, names)}</title>
      <polygon points={hexPoints(c)} fill={fill} stroke={owner !== null ? SEAT_COLOURS[owner] : '#5b6070'} strokeWidth={owner !== null ? 4 : 1.5} />
      {x.corrupted && <polygon points={hexPoints(c, HEX_R - 7)} fill="none" stroke="#7b2d8e" strokeWidth={2.5} strokeDasharray="5 4" />}
      <text x={c.x} y={c.y - 37} fontSize={15} fontWeight={700} textAnchor="middle" fill={ink}>
        {sectorName(id)}
      </text>
      {short && (
        <text x={c.x} y={c.y - 24} fontSize={kindSize(short)} fontWeight={600} textAnchor="middle" fill={ink}>
          {short}
        </text>
      )}
      <ChipRow y={c.y - 20} c={c} chips={top} />
      <ChipRow y={c.y + 0} c={c} chips={fleets.slice(0, 3)} />
      <ChipRow y={c.y + 20} c={c} chips={pieces.slice(0, 4)} />
      <polygon className={styles.pickOutline} points={hexPoints(c, HEX_R - 3)} />
    </PickGroup>
  );
}

/** The galaxy: every sector with its owner, Population, Corruption, Glory token, fleets, Voidborn, Guilds and Installations. */
export function GalaxySvg({ view, names, pick, fullSize }: { view: VoidfallView; names: Names; pick: Pickable; fullSize: boolean }) {
  const coords = new Map(view.map.sectors.map((s) => [s.id, s.coord as [number, number]]));
  const { width, height, origin } = galaxyFrame([...coords.values()]);
  const at = (id: string) => hexCentre(coords.get(id) ?? [0, 0], origin);
  return (
    <svg className={styles.galaxy} style={fullSize ? { width: `${Math.round(width * 1.1)}px`, maxWidth: 'none', maxHeight: 'none' } : undefined} viewBox={`0 0 ${width.toFixed(0)} ${height.toFixed(0)}`} role="group" aria-label="The galaxy">
      {view.map.sectors.map((s) => {
        const x = view.sectors[s.id];
        return x ? <SectorHex key={s.id} id={s.id} x={x} c={at(s.id)} view={view} names={names} pick={pick} /> : null;
      })}
      {view.map.voidstorms.map(([a, b]) => {
        const [p, q] = sharedEdge(at(a), at(b));
        return (
          <line key={`${a}|${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke="#e2366b" strokeWidth={6} strokeLinecap="round">
            <title>{`A Voidstorm between ${sectorName(a)} and ${sectorName(b)}`}</title>
          </line>
        );
      })}
    </svg>
  );
}
