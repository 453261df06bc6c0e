'use client';
import type { MoveGroup } from '../../games/move-groups';

/**
 * The decision bar's one-click moves: those without a heading first (the first of them the main button), then each
 * heading's moves under it; folded headings (standing settings, rare moves) come last and open on a click.
 */
export function QuickMoves({
  indexes,
  label,
  groups,
  pending,
  onSend,
}: {
  indexes: number[];
  label: (index: number) => string;
  groups?: Array<MoveGroup | null> | null;
  pending: boolean;
  onSend: (index: number) => void;
}) {
  const button = (index: number, primary: boolean) => (
    <button key={index} type="button" className={primary ? undefined : 'secondary'} disabled={pending} onClick={() => onSend(index)}>
      {label(index)}
    </button>
  );
  const plain = indexes.filter((i) => !groups?.[i]);
  const headed = new Map<string, { group: MoveGroup; indexes: number[] }>();
  for (const i of indexes) {
    const group = groups?.[i];
    if (!group) continue;
    const entry = headed.get(group.heading) ?? { group, indexes: [] };
    entry.indexes.push(i);
    headed.set(group.heading, entry);
  }
  return (
    <>
      {plain.length > 0 && (
        <div className="row quick-moves" role="group" aria-label="Moves not on the board">
          {plain.map((index, i) => button(index, i === 0))}
        </div>
      )}
      {[...headed.values()].sort((a, b) => Number(a.group.folded) - Number(b.group.folded)).map(({ group, indexes: own }) => {
        const row = (
          <div className="row quick-moves" role="group" aria-label={group.heading}>
            {own.map((index) => button(index, false))}
          </div>
        );
        return group.folded ? (
          <details key={group.heading} className="quick-group">
            <summary>
              {group.heading} ({own.length})
            </summary>
            {row}
          </details>
        ) : (
          <div key={group.heading} className="quick-group">
            <h3 className="small">{group.heading}</h3>
            {row}
          </div>
        );
      })}
    </>
  );
}
