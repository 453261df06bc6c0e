import type { ReactNode } from 'react';
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

/** Big or deep parts start folded, so the top of a large view (a whole arena, say) stays readable. */
function Folded({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="json-fold">
      <summary>{label}</summary>
      {children}
    </details>
  );
}

const FOLD_ITEMS = 4;

/** Renders any JSON as nested lists: objects as term/value pairs, arrays of scalars inline, deeper arrays as lists. */
function Node({ value, depth }: { value: unknown; depth: number }) {
  if (depth > MAX_DEPTH) return <code>{JSON.stringify(value)}</code>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">empty</span>;
    if (value.every((v) => !isPlainObject(v) && !Array.isArray(v)))
      return <span>{value.map((v) => (v === null ? '—' : String(v))).join(', ')}</span>;
    const list = (
      <ol className="json-list" start={0}>
        {value.map((item, i) => (
          <li key={i}>
            <Node value={item} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
    return value.length > FOLD_ITEMS || depth >= 2 ? <Folded label={`${value.length} items`}>{list}</Folded> : list;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return <span className="muted">empty</span>;
    const object = (
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
    return depth >= 3 && entries.length > FOLD_ITEMS ? <Folded label={`${entries.length} fields`}>{object}</Folded> : object;
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
