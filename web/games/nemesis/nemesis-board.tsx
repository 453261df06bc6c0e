import type { NemesisView } from '../../../shared/games/nemesis/view';
import type { BoardProps } from '../board-props';
import { JsonView } from '../generic/json-view';
import { NemesisTable, type MoveTarget } from './nemesis-table';

/** Whether a view is a Nemesis view (the page hands boards an unknown). */
export function isNemesisView(view: unknown): view is NemesisView {
  const v = view as Partial<NemesisView> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.rooms) && Array.isArray(v.players) && typeof v.config?.board === 'string';
}

/** The Nemesis board (server side): reads the seat's view and hands over to the interactive table. */
export function NemesisBoard(props: BoardProps) {
  if (!isNemesisView(props.view)) return <JsonView {...props} />;
  const target: MoveTarget | null =
    props.gameId !== undefined && props.version !== undefined && props.legalMoves ? { gameId: props.gameId, version: props.version, legalMoves: props.legalMoves } : null;
  return <NemesisTable view={props.view} seats={props.seats} target={target} />;
}
