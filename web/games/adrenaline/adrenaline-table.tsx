'use client';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import type { SeatInfo } from '../../../shared/api';
import { submitMove, type MoveResult } from '../../app/games/[id]/actions';
import { ArenaSvg, type Pickable } from './arena-svg';
import { boardChoices, type BoardChoice } from './board-choices';
import { MyHand } from './my-hand';
import { KillTrack, PlayerBoards } from './player-boards';
import { Racks } from './racks';
import styles from './adrenaline.module.css';
import { namesFor, type AdrenalineView, type Names, type WeaponCosts } from './view-model';

/** Where a move goes: the table's server action, with the version the seat saw. */
export interface MoveTarget {
  gameId: string;
  version: number;
  legalMoves: unknown[];
}

function newClientMoveId(): string {
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function TurnLine({ view, names }: { view: AdrenalineView; names: Names }) {
  if (view.phase === 'over') return <p className={styles.turnLine}>The game is over.</p>;
  const { seat, number, stage, actionsLeft } = view.turn;
  const what = stage === 'spawn' ? 'spawning' : stage === 'reload' ? 'reloading' : view.turn.shooting ? 'shooting' : `${actionsLeft} ${actionsLeft === 1 ? 'action' : 'actions'} left`;
  const waiting = view.respawning !== null ? ` ${names.seat(view.respawning)} must respawn.` : '';
  const reacting = view.awaitingReactions.length ? ` Waiting for ${view.awaitingReactions.map((s) => names.seat(s)).join(', ')} to answer with a Tagback Grenade.` : '';
  return (
    <p className={styles.turnLine}>
      Turn {number}: <strong>{names.seat(seat)}</strong> ({what}).{waiting}
      {reacting}
    </p>
  );
}

function ChoiceList({ choices, pending, onSend }: { choices: BoardChoice[]; pending: boolean; onSend: (c: BoardChoice) => void }) {
  return (
    <div className={styles.choiceList} role="group" aria-label="Moves for what you chose">
      {choices.map((c, i) => (
        // The list appears where the player just clicked on the board; its first move takes the keyboard focus.
        <button key={i} type="button" disabled={pending} autoFocus={i === 0} onClick={() => onSend(c)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The Adrenaline table for one seat. With `target`, the legal moves that have a place on the board (squares, figures,
 * rack weapons, cards in hand) are outlined; clicking one lists its moves, and a move is sent as the prompt panel does.
 */
export function AdrenalineTable({ view, seats, costs, target }: { view: AdrenalineView; seats: SeatInfo[]; costs: WeaponCosts; target: MoveTarget | null }) {
  const router = useRouter();
  const names = useMemo(() => namesFor(view, seats), [view, seats]);
  const choices = useMemo(() => boardChoices(target?.legalMoves ?? [], view, names), [target, view, names]);
  const [focused, setFocused] = useState<string | null>(null);
  const [result, setResult] = useState<MoveResult | null>(null);
  const [pending, startTransition] = useTransition();
  const [seenVersion, setSeenVersion] = useState(target?.version);
  if (seenVersion !== target?.version) {
    setSeenVersion(target?.version);
    setFocused(null);
  }
  const pick: Pickable = { choices, focused, onPick: (key) => setFocused(focused === key ? null : key) };
  const focusedChoices = focused ? (choices.get(focused) ?? []) : [];

  const send = (choice: BoardChoice) => {
    if (!target) return;
    startTransition(async () => {
      const outcome = await submitMove({ gameId: target.gameId, expectedVersion: target.version, clientMoveId: newClientMoveId(), move: choice.move });
      setResult(outcome);
      if (outcome.ok) setFocused(null);
      router.refresh();
    });
  };

  return (
    <div className={styles.board}>
      <TurnLine view={view} names={names} />
      {view.me?.prompt && (
        <p className={styles.prompt}>
          {view.me.prompt.message}
          {choices.size > 0 && ' Outlined squares, figures and cards can be chosen on the board.'}
        </p>
      )}
      <div className={styles.arenaRow}>
        <ArenaSvg view={view} names={names} pick={pick} />
        <div className={styles.side}>
          {focusedChoices.length > 0 && <ChoiceList choices={focusedChoices} pending={pending} onSend={send} />}
          {result && (result.ok ? <p role="status" className={styles.ok}>Move accepted.</p> : <p role="alert" className={styles.bad}>{result.message}</p>)}
          <KillTrack view={view} names={names} />
          <p className={styles.muted}>
            {view.arena.name} · decks: {view.decks.weapons} weapons, {view.decks.powerups} powerups, {view.decks.ammo} ammo tiles
          </p>
        </div>
      </div>
      <Racks view={view} costs={costs} pick={pick} />
      {view.me && <MyHand view={view} me={view.me} costs={costs} names={names} pick={pick} />}
      <PlayerBoards view={view} names={names} pick={pick} />
    </div>
  );
}
