import { weaponById } from '../../../shared/games/adrenaline/data';
import type { BoardProps } from '../board-props';
import { JsonView } from '../generic/json-view';
import { AdrenalineTable, type MoveTarget } from './adrenaline-table';
import { isAdrenalineView, type AdrenalineView, type WeaponCosts } from './view-model';

/** Costs of the weapons the view shows, from the public card data, so the client never loads the whole catalogue. */
export function weaponCosts(view: AdrenalineView): WeaponCosts {
  const ids = [...Object.values(view.racks).flat(), ...view.players.flatMap((p) => [...p.unloaded, ...(p.weapons ?? [])])].flatMap((w) => (w ? [w.id] : []));
  const costs: WeaponCosts = {};
  for (const id of ids) {
    const data = weaponById.get(id);
    if (data) costs[id] = { pickup: data.pickupCost.slice(), reload: data.reloadCost.slice() };
  }
  return costs;
}

/** The Adrenaline board (server side): reads the seat's view, adds weapon costs, hands over to the interactive table. */
export function AdrenalineBoard(props: BoardProps) {
  if (!isAdrenalineView(props.view)) return <JsonView {...props} />;
  const target: MoveTarget | null =
    props.gameId !== undefined && props.version !== undefined && props.legalMoves ? { gameId: props.gameId, version: props.version, legalMoves: props.legalMoves } : null;
  return <AdrenalineTable view={props.view} seats={props.seats} costs={weaponCosts(props.view)} target={target} />;
}
