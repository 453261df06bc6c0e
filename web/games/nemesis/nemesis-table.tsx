'use client';
import { useMemo, useState } from 'react';
import type { SeatInfo } from '../../../shared/api';
import type { NemesisView } from '../../../shared/games/nemesis/view';
import { MoveResultLine } from '../../components/table/move-result';
import { PlaceChoices } from '../../components/table/place-choices';
import { useMoveSender } from '../../components/table/use-move-sender';
import { boardChoices, handChoices, paidMove, passDiscarding, paymentOf, type BoardChoice } from './board-choices';
import { HandMoves } from './hand-moves';
import { paying } from './move-labels';
import { namesFor, type Names } from './names';
import { MyPanel, Players, Tracks } from './panels';
import { ShipSvg, type Pickable } from './ship-svg';
import styles from './nemesis.module.css';
import { IntruderPanel } from './intruder-panel';
import { TradeLine } from './trade-line';

/** Where a move goes: the table's server action, with the version the seat saw. */
export interface MoveTarget {
  gameId: string;
  version: number;
  legalMoves: unknown[];
}

function TurnLine({ view, names, offered }: { view: NemesisView; names: Names; offered: boolean }) {
  if (view.phase === 'over') return <p className={styles.turnLine}>The game is over. {view.ending}</p>;
  // "You are", never "You is": the viewer's own seat is named "You".
  const is = (seat: number) => (view.me?.seat === seat ? 'You are' : `${names.seat(seat)} is`);
  const who = view.draft
    ? `${is(view.draft.seat)} choosing a character.`
    : view.objectiveChoice
      ? `The First Encounter: waiting for ${view.objectiveChoice.waiting.map((s) => (s === view.me?.seat ? 'you' : names.seat(s))).join(', ')} to keep an objective.`
      : view.turn
        ? `${is(view.turn.seat)} taking a turn (${view.turn.actions === 0 ? 'no action yet' : '1 action taken'}).`
        : 'The event phase.';
  return (
    <p className={styles.turnLine}>
      {view.draft ? 'Character draft' : `Round ${view.round}`}: {who}
      {offered && <span className={styles.hint}> Click an outlined room or intruder.</span>}
    </p>
  );
}

/**
 * The Nemesis table for one seat. With `target`, rooms and intruders that offer legal moves are outlined; a click
 * lists what they offer, paid with the cards selected in hand (or the first cards the rules allow).
 */
export function NemesisTable({ view, seats, target }: { view: NemesisView; seats: SeatInfo[]; target: MoveTarget | null }) {
  const names = useMemo(() => namesFor(view, seats), [view, seats]);
  const choices = useMemo(() => boardChoices(target?.legalMoves ?? [], view, names), [target, view, names]);
  const fromHand = useMemo(() => handChoices(target?.legalMoves ?? [], view, names), [target, view, names]);
  const [focused, setFocused] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const { send, pending, result } = useMoveSender(target?.gameId ?? '', target?.version ?? -1);
  const [seenVersion, setSeenVersion] = useState(target?.version);
  if (seenVersion !== target?.version) {
    setSeenVersion(target?.version);
    setFocused(null);
    setSelected([]);
  }
  const sendChoice = (choice: BoardChoice) => {
    if (target) send(paidMove(choice, selected), () => setFocused(null));
  };
  const onPick = (key: string) => setFocused(focused === key ? null : key);
  const pick: Pickable = { choices, focused, onPick };
  const focusedChoices = focused ? (choices.get(focused) ?? []) : [];
  // Cards are selectable only while the seat has moves to pay for (or a pass to discard with).
  const toggle = target && target.legalMoves.length > 0 && view.me ? (card: string) => setSelected(selected.includes(card) ? selected.filter((c) => c !== card) : [...selected, card]) : null;

  return (
    <div className={styles.board}>
      <TurnLine view={view} names={names} offered={choices.size > 0} />
      <TradeLine view={view} names={names} />
      {/* The ship takes the board's whole width (its room names stay readable); the seat's cards come next, then the tracks and the others. */}
      <div className={styles.shipColumn}>
        <ShipSvg view={view} names={names} pick={pick} />
        {focusedChoices.length > 0 && (
            <PlaceChoices className={styles.choiceList} choices={focusedChoices} pending={pending} onSend={sendChoice} onClose={() => setFocused(null)} suffix={(c) => paying(paymentOf(c, selected))} />
          )}
        {pending && <p className={styles.muted}>Sending…</p>}
        {result && <MoveResultLine result={result} />}
      </div>
      {view.intruderPlayer && <IntruderPanel ip={view.intruderPlayer} mySeat={view.me?.seat ?? null} names={names} />}
      {view.me && <MyPanel view={view} me={view.me} names={names} selected={selected} onToggle={toggle} />}
      {target && (
        <HandMoves
          choices={fromHand}
          pass={passDiscarding(target.legalMoves, selected)}
          selected={selected}
          pending={pending}
          onSend={sendChoice}
          onPass={(move) => send(move, () => setSelected([]))}
        />
      )}
      <div className={styles.side}>
        <Tracks view={view} />
        <Players view={view} names={names} />
      </div>
      <p className={styles.muted}>
        Intruder bag: {view.bag.larva} Larva, {view.bag.creeper} Creeper, {view.bag.adult} Adult, {view.bag.breeder} Breeder, {view.bag.queen} Queen, {view.bag.blank} Blank ·
        Events left: {view.decks.events} · Items left: {view.decks.items.red} red, {view.decks.items.yellow} yellow, {view.decks.items.green} green
      </p>
    </div>
  );
}
