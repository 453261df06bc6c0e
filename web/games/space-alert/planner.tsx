'use client';
/**
 * The viewing seat's planning: its hand, its own board and the androids' boards. Click a hand card (choose which half
 * is up), then a slot of the phase you are planning; click a placed card to take it back or to swap it with another slot.
 * Moves go through the table's move action; the engine's refusal sentence is shown as it comes.
 */
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { submitMove, type MoveResult } from '../../app/games/[id]/actions';
import { ActionBoard } from './action-board';
import { Hand, type Pick } from './hand';
import { slotClick } from './slot-click';
import styles from './space-alert.module.css';
import { Transfer } from './transfer';
import { WATCH_NAMES } from './move-labels';
import { PlanActions } from './plan-actions';
import type { CrewView, SpaceAlertView } from './view-types';

function newClientMoveId(): string {
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** What a ready seat waits for, in words: the next announcement, or the rest of the phase and what would wake it. */
function readyText(me: NonNullable<SpaceAlertView['me']>): string {
  if (me.standingFor === null) return 'You are ready: waiting for the others and the next announcement.';
  const wake = me.watch === null ? 'a new threat or a new card' : `a new threat in ${WATCH_NAMES[me.watch]}`;
  return `You are ready for the rest of phase ${me.standingFor}: you will be asked again when the next phase begins or on ${wake}.`;
}

export function Planner({ view, names, gameId, version }: { view: SpaceAlertView; names: string[]; gameId?: string; version?: number }) {
  const router = useRouter();
  const [pick, setPick] = useState<Pick | null>(null);
  const [half, setHalf] = useState<'action' | 'move'>('action');
  const [selected, setSelected] = useState<{ member: number; slot: number } | null>(null);
  const [result, setResult] = useState<MoveResult | null>(null);
  const [pending, startTransition] = useTransition();
  const [seenVersion, setSeenVersion] = useState(version);
  if (seenVersion !== version) {
    // A new version may have moved the cards under the selection: start the choice again.
    setSeenVersion(version);
    setPick(null);
    setSelected(null);
  }

  const me = view.me;
  const live = gameId !== undefined && version !== undefined && me !== null && view.status !== 'over';
  const planning = live && view.status === 'planning';
  const myMember = me ? view.crew.find((m) => m.index === me.member) : undefined;
  const canAct = planning && myMember?.ready === false;

  const send = (move: Record<string, unknown>) => {
    if (!live) return;
    startTransition(async () => {
      const outcome = await submitMove({ gameId: gameId!, expectedVersion: version!, clientMoveId: newClientMoveId(), move });
      setResult(outcome);
      if (outcome.ok) {
        setPick(null);
        setSelected(null);
      }
      router.refresh();
    });
  };

  const onSlot = (memberIndex: number) => (slot: number) => {
    const board = view.crew.find((m) => m.index === memberIndex)!;
    const click = slotClick(board, slot, { card: pick?.card ?? null, half, slot: selected });
    if (click.kind === 'move') send(click.move);
    else if (click.kind === 'select') setSelected(click.slot);
    else if (click.kind === 'refuse') setResult({ ok: false, code: 'site/slot-taken', message: click.message, conflict: false });
  };

  const editable = (index: number) => {
    const m = view.crew.find((x) => x.index === index)!;
    return canAct && (m.kind === 'android' || (m.index === me?.member && !view.solo));
  };
  const selectedBoard = selected ? view.crew.find((m) => m.index === selected.member) : undefined;
  // Your own board and the androids you program come first, beside your hand; the other players' boards after the buttons.
  const isMine = (m: CrewView) => m.index === me?.member || m.kind === 'android';
  const mine = view.crew.filter(isMine);
  const others = view.crew.filter((m) => !isMine(m));
  const board = (m: CrewView) => (
    <ActionBoard
      key={m.index}
      member={m}
      name={names[m.index]}
      planningPhase={m.kind === 'android' && me ? me.phase : null}
      over={view.status === 'over'}
      selectedSlot={selected?.member === m.index ? selected.slot : null}
      onSlot={editable(m.index) ? onSlot(m.index) : undefined}
    />
  );

  return (
    <div className={styles.planner}>
      {me && view.status !== 'over' && (
        <Hand view={view} pick={pick} onPick={canAct ? (p) => { setSelected(null); setPick(p); } : undefined} half={half} onHalf={setHalf} />
      )}
      {live && view.status === 'transfer' && <Transfer view={view} names={names} pending={pending} send={send} />}
      {canAct && (
        <p className={styles.hint} role="status">
          {pick
            ? `Now choose an empty turn of phase ${me!.phase} (the ${half === 'move' ? 'movement' : 'action'} half will be up).`
            : selected
              ? `The card in turn ${selected.slot} is chosen: take it back, or choose another turn of the same phase to swap with.`
              : `Choose a card in your hand, or a placed card of phase ${me!.phase}.`}
        </p>
      )}
      {mine.map(board)}
      {canAct && (
        <PlanActions view={view} pending={pending} send={send} selectedBoard={selectedBoard} selectedSlot={selected?.slot ?? null} onCancel={pick || selected ? () => { setPick(null); setSelected(null); } : null} />
      )}
      {planning && myMember?.ready && <p className="muted">{readyText(me!)}</p>}
      {live && view.window.deadlineAt !== null && (
        <button type="button" className="secondary" disabled={pending} onClick={() => send({ type: 'deadline' })}>
          Close the window for everyone (once its deadline has passed)
        </button>
      )}
      {result && (result.ok ? <p className="notice" role="status">Move accepted.</p> : <p className="error" role="alert">{result.message}</p>)}
      {others.length > 0 && (
        <>
          <h4 className={styles.crewHeading}>The rest of the crew</h4>
          {others.map(board)}
        </>
      )}
    </div>
  );
}
