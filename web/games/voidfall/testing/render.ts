/**
 * Renders the Voidfall board for one seat to static HTML the way the table page does: the seat's view and legal moves
 * only. Outside Next the app router is absent, so an inert one is provided; a test using this mocks the table's server
 * action module, which only a Next server may load.
 */
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { voidfall } from '../../../../shared/games/voidfall';
import type { VoidfallState } from '../../../../shared/games/voidfall/state';
import { VoidfallBoard } from '../voidfall-board';
import { seatsFor } from './self-played';

const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };

export function renderBoard(state: VoidfallState, seat: number | null, interactive = true): string {
  const props = {
    view: voidfall.view(state, seat ?? 'spectator'),
    mySeat: seat,
    seats: seatsFor(state.seats, seat),
    ...(interactive && seat !== null ? { gameId: 'g-test', version: 7, legalMoves: voidfall.legalMoves(state, seat) } : {}),
  };
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router as never }, createElement(VoidfallBoard, props)));
}
