'use client';
import { useMemo, useState } from 'react';
import type { SeatInfo } from '../../../shared/api';
import type { RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { MoveResultLine } from '../../components/table/move-result';
import { PlaceChoices } from '../../components/table/place-choices';
import { useMoveSender } from '../../components/table/use-move-sender';
import { boardChoices, choicesAt, MAT, paidMove, passDiscarding, paymentOf, type BoardChoice } from './board-choices';
import { FacilitySvg } from './facility-svg';
import { paying } from './move-labels';
import { cardName, namesFor, type Names } from './names';
import { MyMat, Players, Tracks } from './panels';
import type { Pickable } from './pick-group';
import styles from './retaliation.module.css';

/** Where a move goes: the table's server action, with the version the seat saw. */
export interface MoveTarget {
  gameId: string;
  version: number;
  legalMoves: unknown[];
}

const PHASE_WORDS: Record<string, string> = {
  'character-draft': 'Character draft',
  'support-draft': 'Support equipment draft',
  belts: 'Tactical belts',
  takeoff: 'The Lander may take off',
  'final-objectives': 'The end: objectives are chosen in secret',
};

/** A sequence paused for a choice: what it waits for (never who could react or with what). */
function pauseLine(pause: NonNullable<RetaliationView['pause']>, names: Names): string {
  if (pause.kind === 'reaction') return `Waiting for reactions before ${'intruder' in pause ? `${names.intruder(pause.intruder ?? '')} attacks` : 'a command reaches'} ${names.seat(pause.seat)}.`;
  if (pause.kind === 'shoot-first') return `Waiting for ${names.seat(pause.seat)} to fire or hold fire (Shoot First).`;
  if (pause.kind === 'passive') return `Waiting for ${names.seat(pause.seat)} to say whether the Perimeter Security Device ignores a Hazard.`;
  return `Waiting for ${names.seat(pause.seat)} to give out the hits of a Burst.`;
}

function TurnLine({ view, names, offered }: { view: RetaliationView; names: Names; offered: boolean }) {
  if (view.phase === 'over') return <p className={styles.turnLine}>The game is over. {view.ending}</p>;
  const is = (seat: number) => (view.me?.seat === seat ? 'You are' : `${names.seat(seat)} is`);
  const who = view.pause
    ? pauseLine(view.pause, names)
    : view.phase === 'player' && view.turn
      ? `${is(view.turn.seat)} taking a turn (${view.turn.actions === 0 ? 'no action yet' : view.turn.actions === 1 ? '1 action taken' : `${view.turn.actions} actions taken`}).`
      : view.characterDraft?.seat !== undefined && view.characterDraft?.seat !== null
        ? `${is(view.characterDraft.seat)} choosing a character.`
        : '';
  return (
    <p className={styles.turnLine}>
      <strong>{PHASE_WORDS[view.phase] ?? `Round ${view.round}`}</strong>: {who}
      {offered && <span className={styles.hint}> Click an outlined room, corridor or intruder.</span>}
    </p>
  );
}

function ChoiceButtons({ choices, selected, pending, onSend }: { choices: BoardChoice[]; selected: string[]; pending: boolean; onSend: (c: BoardChoice) => void }) {
  return (
    <>
      {choices.map((c, i) => (
        <button key={i} type="button" className="secondary" disabled={pending} onClick={() => onSend(c)}>
          {c.label}
          {paying(paymentOf(c, selected))}
        </button>
      ))}
    </>
  );
}

/**
 * The Nemesis: Retaliation table for one seat. With `target`, places and intruders offering legal moves are outlined;
 * a click lists what they offer, paid with the cards selected in hand (or the first cards the rules allow). Cards and
 * belt tokens are played from the buttons under the mat.
 */
export function RetaliationTable({ view, seats, target }: { view: RetaliationView; seats: SeatInfo[]; target: MoveTarget | null }) {
  const names = useMemo(() => namesFor(view, seats), [view, seats]);
  const choices = useMemo(() => boardChoices(target?.legalMoves ?? [], view, names), [target, view, names]);
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
  const pick: Pickable = { choices, focused, onPick: (key) => setFocused(focused === key ? null : key) };
  const placeChoices = focused ? choicesAt(choices, focused) : [];
  const matChoices = choices.get(MAT) ?? [];
  const pass: RetaliationMove | null = target ? passDiscarding(target.legalMoves, selected) : null;
  const toggle = target && target.legalMoves.length > 0 && view.me ? (card: string) => setSelected(selected.includes(card) ? selected.filter((c) => c !== card) : [...selected, card]) : null;
  const offered = [...choices.keys()].some((k) => k !== MAT);

  return (
    <div className={styles.board}>
      <TurnLine view={view} names={names} offered={offered} />
      <div className={styles.facilityColumn}>
        <FacilitySvg view={view} names={names} pick={pick} />
        {placeChoices.length > 0 && (
          <PlaceChoices className={styles.choiceList} choices={placeChoices} pending={pending} onSend={sendChoice} onClose={() => setFocused(null)} suffix={(c) => paying(paymentOf(c, selected))} />
        )}
        {pending && <p className={styles.muted}>Sending…</p>}
        {result && <MoveResultLine result={result} />}
      </div>
      {view.me && <MyMat view={view} me={view.me} selected={selected} onToggle={toggle} />}
      {(matChoices.length > 0 || pass) && (
        <section className={styles.handMoves} aria-label="Moves with your cards and belt">
          <h3>With your cards and belt</h3>
          <div className={styles.handButtons}>
            <ChoiceButtons choices={matChoices} selected={selected} pending={pending} onSend={sendChoice} />
            {pass && (
              <button type="button" className="secondary" disabled={pending} onClick={() => send(pass, () => setSelected([]))}>
                Pass, discarding {selected.map(cardName).join(' and ')}
              </button>
            )}
          </div>
        </section>
      )}
      <div className={styles.side}>
        <Tracks view={view} />
        <Players view={view} names={names} />
      </div>
    </div>
  );
}
