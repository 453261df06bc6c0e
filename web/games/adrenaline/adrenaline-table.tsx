'use client';
import { useMemo, useState } from 'react';
import type { SeatInfo } from '../../../shared/api';
import { MoveResultLine } from '../../components/table/move-result';
import { PlaceChoices } from '../../components/table/place-choices';
import { useMoveSender } from '../../components/table/use-move-sender';
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

function TurnLine({ view, names, offered }: { view: AdrenalineView; names: Names; offered: boolean }) {
  if (view.phase === 'over') return <p className={styles.turnLine}>The game is over.</p>;
  const { seat, number, stage, actionsLeft } = view.turn;
  const what = stage === 'spawn' ? 'spawning' : stage === 'reload' ? 'reloading' : view.turn.shooting ? 'shooting' : `${actionsLeft} ${actionsLeft === 1 ? 'action' : 'actions'} left`;
  const waiting = view.respawning !== null ? ` ${names.seat(view.respawning)} must respawn.` : '';
  const reacting = view.awaitingReactions.length ? ` Waiting for ${view.awaitingReactions.map((s) => names.seat(s)).join(', ')} to answer with a Tagback Grenade.` : '';
  return (
    <p className={styles.turnLine}>
      Turn {number}: <strong>{names.seat(seat)}</strong> ({what}).{waiting}
      {reacting}
      {offered && <span className={styles.hint}> Click an outlined square, figure or card.</span>}
    </p>
  );
}

/**
 * The Adrenaline table for one seat. With `target`, the legal moves that have a place on the board (squares, figures,
 * rack weapons, cards in hand) are outlined. Clicking a thing that offers one move sends it at once; one that offers
 * several lists them beside the arena.
 */
export function AdrenalineTable({
  view,
  seats,
  costs,
  powerupRules,
  target,
}: {
  view: AdrenalineView;
  seats: SeatInfo[];
  costs: WeaponCosts;
  powerupRules: Record<string, string>;
  target: MoveTarget | null;
}) {
  const names = useMemo(() => namesFor(view, seats), [view, seats]);
  const choices = useMemo(() => boardChoices(target?.legalMoves ?? [], view, names), [target, view, names]);
  const [focused, setFocused] = useState<string | null>(null);
  const { send, pending, result } = useMoveSender(target?.gameId ?? '', target?.version ?? -1);
  const [seenVersion, setSeenVersion] = useState(target?.version);
  if (seenVersion !== target?.version) {
    setSeenVersion(target?.version);
    setFocused(null);
  }
  const sendChoice = (choice: BoardChoice) => {
    if (target) send(choice.move, () => setFocused(null));
  };
  const onPick = (key: string) => {
    const offered = choices.get(key) ?? [];
    if (offered.length === 1 && !pending) sendChoice(offered[0]);
    else setFocused(focused === key ? null : key);
  };
  const pick: Pickable = { choices, focused, onPick };
  const focusedChoices = focused ? (choices.get(focused) ?? []) : [];

  return (
    <div className={styles.board}>
      <TurnLine view={view} names={names} offered={choices.size > 0} />
      <div className={styles.arenaRow}>
        <div className={styles.arenaColumn}>
          <ArenaSvg view={view} names={names} pick={pick} />
          {focusedChoices.length > 0 && <PlaceChoices className={styles.choiceList} choices={focusedChoices} pending={pending} onSend={sendChoice} onClose={() => setFocused(null)} />}
          {pending && <p className={styles.muted}>Sending…</p>}
          {result && <MoveResultLine result={result} />}
          <KillTrack view={view} names={names} />
        </div>
        <PlayerBoards view={view} names={names} pick={pick} />
      </div>
      {view.me && <MyHand view={view} me={view.me} costs={costs} powerupRules={powerupRules} names={names} pick={pick} />}
      <Racks view={view} costs={costs} pick={pick} />
      <p className={styles.muted}>
        {view.arena.name} · left in the decks: {view.decks.weapons} weapons, {view.decks.powerups} powerups, {view.decks.ammo} ammo tiles
      </p>
    </div>
  );
}
