'use client';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { MyPrompt } from '../../../shared/api';
import { submitMove, type MoveResult } from '../../app/games/[id]/actions';
import { humanize } from '../../lib/config-fields';
import { describeMove, groupMoves } from '../../lib/describe';

/** Past this many moves of one type, a list box reads better than a wall of buttons (Adrenaline's shots, say). */
const MAX_BUTTONS = 12;

function newClientMoveId(): string {
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * What this seat must decide now: its prompts, its legal moves as choices grouped by move type, then Confirm.
 * Games that cannot list their moves get a JSON editor instead.
 */
export function PromptPanel({
  gameId,
  version,
  prompts,
  legalMoves,
  labels,
}: {
  gameId: string;
  version: number;
  prompts: MyPrompt[];
  legalMoves: unknown[] | null;
  /** The game's own wording of each legal move, where it has one (same order as legalMoves). */
  labels?: Array<string | null> | null;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<number | null>(null);
  const [json, setJson] = useState('');
  const [result, setResult] = useState<MoveResult | null>(null);
  const [pending, startTransition] = useTransition();
  const [seenVersion, setSeenVersion] = useState(version);
  if (seenVersion !== version) {
    // A new version brings new legal moves: an index chosen among the old ones means nothing any more.
    setSeenVersion(version);
    setSelected(null);
    // A refusal was about the old table; a conflict message explains this very refresh, so it stays.
    if (result && !result.ok && !result.conflict) setResult(null);
  }
  const moves = legalMoves ?? [];
  const groups = groupMoves(moves);
  const label = (index: number) => labels?.[index] ?? describeMove(moves[index]);

  const send = (move: unknown) =>
    startTransition(async () => {
      const outcome = await submitMove({ gameId, expectedVersion: version, clientMoveId: newClientMoveId(), move });
      setResult(outcome);
      if (outcome.ok) {
        setSelected(null);
        setJson('');
      }
      router.refresh();
    });

  const sendJson = () => {
    try {
      send(JSON.parse(json));
    } catch {
      setResult({ ok: false, code: 'site/invalid-json', message: 'That is not valid JSON.', conflict: false });
    }
  };

  if (prompts.length === 0) {
    return (
      <section className="panel" aria-labelledby="prompt-heading">
        <h2 id="prompt-heading">Your decision</h2>
        <p className="muted">Nothing to decide right now.</p>
        {result && <ResultLine result={result} />}
      </section>
    );
  }

  return (
    <section className="panel prompt-panel" aria-labelledby="prompt-heading">
      <h2 id="prompt-heading">Your decision</h2>
      {prompts.map((prompt, i) => (
        <p key={i} className="prompt-message">
          <strong>{prompt.message}</strong> <span className="badge">{prompt.mode}</span>
        </p>
      ))}
      {groups.map((group) => (
        <fieldset key={group.type} className="fieldset move-group">
          <legend>{humanize(group.type)}</legend>
          {group.moves.length > MAX_BUTTONS ? (
            <MoveSelect group={group} moves={moves} label={label} selected={selected} onSelect={setSelected} />
          ) : (
            <div className="row">
              {group.moves.map((move) => {
                const index = moves.indexOf(move);
                return (
                  <button
                    key={index}
                    type="button"
                    className={selected === index ? 'choice selected' : 'choice secondary'}
                    aria-pressed={selected === index}
                    onClick={() => setSelected(selected === index ? null : index)}
                  >
                    {label(index)}
                  </button>
                );
              })}
            </div>
          )}
        </fieldset>
      ))}
      {moves.length > 0 && (
        <button type="button" disabled={selected === null || pending} onClick={() => selected !== null && send(moves[selected])}>
          {pending ? 'Sending…' : selected === null ? 'Choose a move' : `Confirm: ${label(selected)}`}
        </button>
      )}
      <details className="json-move" open={legalMoves === null}>
        <summary>Write the move as JSON</summary>
        <label htmlFor="move-json">Move (JSON)</label>
        <textarea id="move-json" rows={4} value={json} onChange={(e) => setJson(e.target.value)} placeholder='{"type": "..."}' />
        <button type="button" className="secondary" disabled={pending || json.trim() === ''} onClick={sendJson}>
          Send this move
        </button>
      </details>
      {result && <ResultLine result={result} />}
    </section>
  );
}

function ResultLine({ result }: { result: MoveResult }) {
  if (result.ok)
    return (
      <p className="notice" role="status">
        Move accepted.
      </p>
    );
  return (
    <p className="error" role="alert">
      {result.message}
    </p>
  );
}

function MoveSelect({
  group,
  moves,
  label,
  selected,
  onSelect,
}: {
  group: { type: string; moves: unknown[] };
  moves: unknown[];
  label: (index: number) => string;
  selected: number | null;
  onSelect: (index: number | null) => void;
}) {
  const id = `moves-${group.type}`;
  const inGroup = selected !== null && group.moves.includes(moves[selected]);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {humanize(group.type)}: {group.moves.length} choices
      </label>
      <select id={id} className="move-select" value={inGroup ? String(selected) : ''} onChange={(e) => onSelect(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{group.moves.length} choices…</option>
        {group.moves.map((move) => {
          const index = moves.indexOf(move);
          return (
            <option key={index} value={index}>
              {label(index)}
            </option>
          );
        })}
      </select>
    </>
  );
}
