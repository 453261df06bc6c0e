import { humanize } from '../../lib/config-fields';
import type { BoardProps } from '../board-props';

const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function Scalar({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">none</span>;
  if (typeof value === 'boolean') return <span>{value ? 'yes' : 'no'}</span>;
  return <span>{String(value)}</span>;
}

/** Renders any JSON as nested lists: objects as term/value pairs, arrays of scalars inline, deeper arrays as lists. */
function Node({ value, depth }: { value: unknown; depth: number }) {
  if (depth > MAX_DEPTH) return <code>{JSON.stringify(value)}</code>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">empty</span>;
    if (value.every((v) => !isPlainObject(v) && !Array.isArray(v)))
      return <span>{value.map((v) => (v === null ? '—' : String(v))).join(', ')}</span>;
    return (
      <ol className="json-list" start={0}>
        {value.map((item, i) => (
          <li key={i}>
            <Node value={item} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return <span className="muted">empty</span>;
    return (
      <dl className="json-object">
        {entries.map(([key, v]) => (
          <div key={key} className="json-pair">
            <dt>{humanize(key)}</dt>
            <dd>
              <Node value={v} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <Scalar value={value} />;
}

/** The board of a game that has no board component yet: its view for this seat, readable. */
export function JsonView({ view }: BoardProps) {
  return (
    <div className="json-view">
      <Node value={view} depth={0} />
    </div>
  );
}
