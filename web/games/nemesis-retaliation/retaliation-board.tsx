import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import type { BoardProps } from '../board-props';
import { JsonView } from '../generic/json-view';
import { RetaliationTable, type MoveTarget } from './retaliation-table';

/** Whether a view is a Nemesis: Retaliation view (the page hands boards an unknown). */
export function isRetaliationView(view: unknown): view is RetaliationView {
  const v = view as Partial<RetaliationView> | null;
  return typeof v === 'object' && v !== null && typeof v.spaces === 'object' && typeof v.corridors === 'object' && Array.isArray(v.players) && typeof v.lifeSupport === 'object';
}

/** The Nemesis: Retaliation board (server side): reads the seat's view and hands over to the interactive table. */
export function RetaliationBoard(props: BoardProps) {
  if (!isRetaliationView(props.view)) return <JsonView {...props} />;
  const target: MoveTarget | null =
    props.gameId !== undefined && props.version !== undefined && props.legalMoves ? { gameId: props.gameId, version: props.version, legalMoves: props.legalMoves } : null;
  return <RetaliationTable view={props.view} seats={props.seats} target={target} />;
}
