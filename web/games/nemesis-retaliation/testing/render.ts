/**
 * Renders the Nemesis: Retaliation board for one seat to static HTML the way the table page does: the seat's view and
 * legal moves only. Outside Next the app router is absent, so an inert one is provided; a test using this mocks the
 * table's server action module, which only a Next server may load.
 */
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { nemesisRetaliation } from '../../../../shared/games/nemesis-retaliation';
import type { RetaliationState } from '../../../../shared/games/nemesis-retaliation/state';
import { RetaliationBoard } from '../retaliation-board';
import { seatsFor } from './self-played';

const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };

export function renderBoard(state: RetaliationState, seat: number, interactive = true): string {
  const props = {
    view: nemesisRetaliation.view(state, seat),
    mySeat: seat,
    seats: seatsFor(state.seats, seat),
    ...(interactive ? { gameId: 'g-test', version: 7, legalMoves: nemesisRetaliation.legalMoves(state, seat) } : {}),
  };
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router as never }, createElement(RetaliationBoard, props)));
}
