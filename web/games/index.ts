import type { ComponentType } from 'react';
import { AdrenalineBoard } from './adrenaline/adrenaline-board';
import type { BoardProps } from './board-props';
import { JsonView } from './generic/json-view';
import { NemesisBoard } from './nemesis/nemesis-board';
import { RetaliationBoard } from './nemesis-retaliation/retaliation-board';
import { SpaceAlertBoard } from './space-alert/space-alert-board';
import { VoidfallBoard } from './voidfall/voidfall-board';

/** Each game's own board, by game id; a game without one is shown by the generic view of its JSON. */
const boards: Record<string, ComponentType<BoardProps>> = {
  adrenaline: AdrenalineBoard,
  'space-alert': SpaceAlertBoard,
  nemesis: NemesisBoard,
  'nemesis-retaliation': RetaliationBoard,
  voidfall: VoidfallBoard,
};

export function boardFor(gameType: string): ComponentType<BoardProps> {
  return Object.prototype.hasOwnProperty.call(boards, gameType) ? boards[gameType] : JsonView;
}

export type { BoardProps };
