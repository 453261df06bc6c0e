'use client';
import { useMemo, useState } from 'react';
import type { SeatInfo } from '../../../shared/api';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { MoveResultLine } from '../../components/table/move-result';
import { PlaceChoices } from '../../components/table/place-choices';
import { useMoveSender } from '../../components/table/use-move-sender';
import { boardChoices, TURN, type BoardChoice } from './board-choices';
import { GalaxySvg } from './galaxy-svg';
import { MyHand } from './my-hand';
import { namesFor } from './names';
import { DefaultsInPlay, GalacticBoard, Players } from './panels';
import { sectorWords } from './sector-words';
import { TurnLine } from './turn-line';
import { TurnPanel } from './turn-panel';
import styles from './voidfall.module.css';

/** Where a move goes: the table's server action, with the version the seat saw. */
export interface MoveTarget {
  gameId: string;
  version: number;
  legalMoves: unknown[];
}

/**
 * The Voidfall table for one seat. With `target`, sectors offering a move are outlined: a click shows the sector in
 * words and what it offers; a Focus card of the hand is clicked to play it; the turn panel holds the actions of the
 * played card, the effects to resolve, undo and end turn.
 */
export function VoidfallTable({ view, seats, target }: { view: VoidfallView; seats: SeatInfo[]; target: MoveTarget | null }) {
  const names = useMemo(() => namesFor(view.me?.seat ?? null, seats), [view, seats]);
  const choices = useMemo(() => boardChoices(target?.legalMoves ?? [], view, names), [target, view, names]);
  const [focused, setFocused] = useState<string | null>(null);
  const [fullSize, setFullSize] = useState(false);
  const { send, pending, result } = useMoveSender(target?.gameId ?? '', target?.version ?? -1);
  const [seenVersion, setSeenVersion] = useState(target?.version);
  if (seenVersion !== target?.version) {
    setSeenVersion(target?.version);
    setFocused(null);
  }
  const onSend = (choice: BoardChoice) => {
    if (target) send(choice.move, () => setFocused(null));
  };
  const onPick = (key: string) => setFocused(focused === key ? null : key);
  const focusedChoices = focused ? (choices.get(focused) ?? []) : [];
  const focusedSector = focused?.startsWith('sector:') ? focused.slice('sector:'.length) : null;
  const offered = [...choices.keys()].some((k) => k.startsWith('sector:'));

  return (
    <div className={styles.board}>
      <TurnLine view={view} names={names} offered={offered} />
      <div className={styles.galaxyColumn}>
        <div className={styles.galaxyFrame}>
          <GalaxySvg view={view} names={names} pick={{ choices, focused, onPick }} fullSize={fullSize} />
        </div>
        <label className={styles.fullSize}>
          <input type="checkbox" checked={fullSize} onChange={(e) => setFullSize(e.target.checked)} /> Show the galaxy larger (scroll inside it)
        </label>
        <p className={styles.legend}>
          <strong>Click or tap any sector to read what is on it.</strong> P Population (purple: Corrupted) · G Glory token · V Voidborn Fleet Power · Cv Corvette, Se Sentry, De Destroyer, Dn Dreadnought, Ca Carrier · F E M B S Guilds ·
          Yd Shipyard, Df Sector Defense, Sb Starbase · H Harbinger · T face-down tokens · red edge: Voidstorm
        </p>
        {focused && (
          <PlaceChoices
            className={styles.choiceList}
            choices={focusedChoices}
            pending={pending}
            onSend={onSend}
            onClose={() => setFocused(null)}
            note={focusedSector && <p className={styles.small}>{sectorWords(view, focusedSector, names)}</p>}
          />
        )}
        {pending && <p className={styles.muted}>Sending…</p>}
        {result && <MoveResultLine result={result} />}
      </div>
      <TurnPanel view={view} names={names} choices={choices.get(TURN) ?? []} pending={pending} onSend={onSend} />
      {view.me && <MyHand me={view.me} choices={choices} focused={focused} onPick={onPick} />}
      <Players view={view} names={names} />
      <GalacticBoard view={view} />
      <DefaultsInPlay view={view} />
    </div>
  );
}
