'use client';
import { useState } from 'react';
import type { MyPrompt } from '../../../shared/api';
import { distinctMoves, labelFor, MoveList } from './move-list';
import type { MoveGroup } from '../../games/move-groups';
import { MoveResultLine } from './move-result';
import { QuickMoves } from './quick-moves';
import { useMoveSender } from './use-move-sender';

/** Moves that close or undo what is under way come first in the bar, in these words' order. */
const FIRST = [/^Confirm/, /^End the turn/, /^Skip/, /^Cancel/];
const rank = (text: string) => {
  const i = FIRST.findIndex((re) => re.test(text));
  return i === -1 ? FIRST.length : i;
};

/**
 * The decision bar: what this seat must decide now, the moves the board does not offer as one-click buttons, and the
 * full list of legal moves (folded when the board offers most of them). Games that cannot list their moves get a JSON editor.
 */
export function PromptPanel({
  gameId,
  version,
  prompts,
  legalMoves,
  labels,
  onBoard,
  groups,
}: {
  gameId: string;
  version: number;
  prompts: MyPrompt[];
  legalMoves: unknown[] | null;
  /** The game's own wording of each legal move, where it has one (same order as legalMoves). */
  labels?: Array<string | null> | null;
  /** Per legal move, whether the board offers it; null when the board offers none (then the whole list shows). */
  onBoard?: boolean[] | null;
  /** Per legal move, the heading it goes under among the one-click moves (null: none). */
  groups?: Array<MoveGroup | null> | null;
}) {
  const { send, pending, result, setResult } = useMoveSender(gameId, version);
  const [json, setJson] = useState('');
  // On a phone the bar sits over the board; folded, it keeps one line. A new position unfolds it again.
  const [folded, setFolded] = useState(false);
  const [seenVersion, setSeenVersion] = useState(version);
  if (seenVersion !== version) {
    setSeenVersion(version);
    setFolded(false);
  }
  const moves = legalMoves ?? [];
  const label = labelFor(moves, labels);
  const quick = onBoard ? distinctMoves(moves, label, (i) => !onBoard[i]).sort((a, b) => rank(label(a)) - rank(label(b))) : [];

  const sendJson = () => {
    try {
      send(JSON.parse(json), () => setJson(''));
    } catch {
      setResult({ ok: false, code: 'site/invalid-json', message: 'That is not valid JSON.', conflict: false });
    }
  };

  if (prompts.length === 0) {
    return (
      <section className="panel decision-bar" aria-labelledby="prompt-heading">
        <h2 id="prompt-heading">Your decision</h2>
        <p className="muted">Nothing to decide right now.</p>
        {result && <MoveResultLine result={result} />}
      </section>
    );
  }

  const list = <MoveList moves={moves} label={label} pending={pending} onSend={send} resetKey={version} />;
  return (
    <section className={`panel decision-bar prompt-panel${folded ? ' folded' : ''}`} aria-labelledby="prompt-heading">
      <div className="decision-head">
        <h2 id="prompt-heading">Your decision</h2>
        <button type="button" className="link-button bar-fold" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
          {folded ? 'Show the moves' : 'Fold to see the board'}
        </button>
      </div>
      {prompts.map((prompt, i) => (
        <p key={i} className="prompt-message">
          <strong>{prompt.message}</strong>
        </p>
      ))}
      {onBoard && onBoard.some(Boolean) && <p className="small muted">Choose on the board: click what is outlined.</p>}
      {quick.length > 0 && <QuickMoves indexes={quick} label={label} groups={groups} pending={pending} onSend={(index) => send(moves[index])} />}
      {result && <MoveResultLine result={result} />}
      {onBoard ? (
        moves.length > 0 && (
          <details className="all-moves">
            <summary>Every legal move ({distinctMoves(moves, label).length})</summary>
            {list}
          </details>
        )
      ) : (
        list
      )}
      <details className="json-move" open={legalMoves === null}>
        <summary>Write the move as JSON</summary>
        <label htmlFor="move-json">Move (JSON)</label>
        <textarea id="move-json" rows={4} value={json} onChange={(e) => setJson(e.target.value)} placeholder='{"type": "..."}' />
        <button type="button" className="secondary" disabled={pending || json.trim() === ''} onClick={sendJson}>
          Send this move
        </button>
      </details>
    </section>
  );
}
