'use client';
import { useState } from 'react';
import { humanize } from '../../lib/config-fields';
import { describeMove, groupMoves } from '../../lib/describe';

/** Past this many moves of one type, a list box reads better than a wall of buttons (Adrenaline's shots, say). */
const MAX_BUTTONS = 12;

/** The indexes of the moves to offer: a move that reads exactly like an earlier one is the same choice to a player. */
export function distinctMoves(moves: readonly unknown[], label: (index: number) => string, keep: (index: number) => boolean = () => true): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  moves.forEach((_, index) => {
    if (!keep(index)) return;
    const text = label(index);
    if (seen.has(text)) return;
    seen.add(text);
    out.push(index);
  });
  return out;
}

/** Every legal move as a choice, grouped by move type, then Confirm: the full list, for any game. */
export function MoveList({
  moves,
  label,
  pending,
  onSend,
  resetKey,
}: {
  moves: unknown[];
  label: (index: number) => string;
  pending: boolean;
  onSend: (move: unknown, onAccepted: () => void) => void;
  /** A new table version: an index chosen among the old moves means nothing any more. */
  resetKey: number;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setSelected(null);
  }
  const offered = new Set(distinctMoves(moves, label));
  const groups = groupMoves(moves).map((g) => ({ type: g.type, indexes: g.moves.map((m) => moves.indexOf(m)).filter((i) => offered.has(i)) }));
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.type} className="fieldset move-group">
          <legend>{humanize(group.type)}</legend>
          {group.indexes.length > MAX_BUTTONS ? (
            <MoveSelect type={group.type} indexes={group.indexes} label={label} selected={selected} onSelect={setSelected} />
          ) : (
            <div className="row">
              {group.indexes.map((index) => (
                <button
                  key={index}
                  type="button"
                  className={selected === index ? 'choice selected' : 'choice secondary'}
                  aria-pressed={selected === index}
                  onClick={() => setSelected(selected === index ? null : index)}
                >
                  {label(index)}
                </button>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      {moves.length > 0 && (
        <button type="button" disabled={selected === null || pending} onClick={() => selected !== null && onSend(moves[selected], () => setSelected(null))}>
          {pending ? 'Sending…' : selected === null ? 'Choose a move' : `Confirm: ${label(selected)}`}
        </button>
      )}
    </>
  );
}

function MoveSelect({
  type,
  indexes,
  label,
  selected,
  onSelect,
}: {
  type: string;
  indexes: number[];
  label: (index: number) => string;
  selected: number | null;
  onSelect: (index: number | null) => void;
}) {
  const id = `moves-${type}`;
  const inGroup = selected !== null && indexes.includes(selected);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {humanize(type)}: {indexes.length} choices
      </label>
      <select id={id} className="move-select" value={inGroup ? String(selected) : ''} onChange={(e) => onSelect(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{indexes.length} choices…</option>
        {indexes.map((index) => (
          <option key={index} value={index}>
            {label(index)}
          </option>
        ))}
      </select>
    </>
  );
}

/** A label for the move at `index`: the game's own wording where it has one, else a generic description. */
export function labelFor(moves: readonly unknown[], labels: Array<string | null> | null | undefined) {
  return (index: number) => labels?.[index] ?? describeMove(moves[index]);
}
