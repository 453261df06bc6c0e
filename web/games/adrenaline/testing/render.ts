/**
 * Renders the board for one seat to static HTML the way the table page does: the seat's view and legal moves only.
 * Outside Next the app router is absent, so an inert one is provided (nothing is clicked in static HTML); a test using this
 * mocks the table's server action module, which only a Next server may load.
 */
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { adrenaline } from '../../../../shared/games/adrenaline';
import { AdrenalineBoard } from '../adrenaline-board';
import { seatsFor, type Position } from './positions';

const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };

/** Static HTML of a client component of the table, inside the inert router. */
export function renderWithRouter(element: ReactElement): string {
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router as never }, element));
}

export function renderBoard({ state, seat }: Position, interactive = true): string {
  const props = {
    view: adrenaline.view(state, seat),
    mySeat: seat,
    seats: seatsFor(state.seats, seat),
    ...(interactive ? { gameId: 'g-test', version: 7, legalMoves: adrenaline.legalMoves(state, seat) } : {}),
  };
  return renderWithRouter(createElement(AdrenalineBoard, props));
}
