import type { VoidfallView } from '../../../shared/games/voidfall/view';
import type { BoardProps } from '../board-props';
import { JsonView } from '../generic/json-view';
import { VoidfallTable, type MoveTarget } from './voidfall-table';

/** Whether a view is a Voidfall view (the page hands boards an unknown). */
export function isVoidfallView(view: unknown): view is VoidfallView {
  const v = view as Partial<VoidfallView> | null;
  return typeof v === 'object' && v !== null && typeof v.sectors === 'object' && typeof v.map === 'object' && Array.isArray(v.players) && Array.isArray(v.tradeSpaces);
}

/** The Voidfall board (server side): reads the seat's view and hands over to the interactive table. */
export function VoidfallBoard(props: BoardProps) {
  if (!isVoidfallView(props.view)) return <JsonView {...props} />;
  const target: MoveTarget | null =
    props.gameId !== undefined && props.version !== undefined && props.legalMoves ? { gameId: props.gameId, version: props.version, legalMoves: props.legalMoves } : null;
  return <VoidfallTable view={props.view} seats={props.seats} target={target} />;
}
