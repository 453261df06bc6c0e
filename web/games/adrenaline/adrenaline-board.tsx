import type { BoardProps } from '../board-props';
import { JsonView } from '../generic/json-view';
import { AdrenalineTable, type MoveTarget } from './adrenaline-table';
import { powerupTextByType, weaponCards } from './card-texts';
import { isAdrenalineView } from './view-model';

/** The Adrenaline board (server side): reads the seat's view, adds the shown cards' costs and texts, hands over to the interactive table. */
export function AdrenalineBoard(props: BoardProps) {
  if (!isAdrenalineView(props.view)) return <JsonView {...props} />;
  const target: MoveTarget | null =
    props.gameId !== undefined && props.version !== undefined && props.legalMoves ? { gameId: props.gameId, version: props.version, legalMoves: props.legalMoves } : null;
  return <AdrenalineTable view={props.view} seats={props.seats} costs={weaponCards(props.view)} powerupRules={powerupTextByType()} target={target} />;
}
