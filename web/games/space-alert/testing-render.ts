/**
 * A static render of the board the way the table page draws it: the seat's view only. Outside Next the app router is
 * absent, so an inert one is given; a test using this mocks the table's server action module, which only a Next server may load.
 */
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spaceAlert } from '../../../shared/games/space-alert';
import type { SpaceAlertState } from '../../../shared/games/space-alert/state';
import { SpaceAlertBoard } from './space-alert-board';
import { NAMES } from './testing';

const router =  { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };

/** The table's seats with the test names, as the given viewer's page lists them. */
export function seatsOf(players: number, viewer: number | null = null) {
  return NAMES.slice(0, players).map((name, i) => ({ seat: i, status: 'joined' as const, name, isMe: i === viewer }));
}

export function renderBoard(s: SpaceAlertState, seat: number, interactive = true): string {
  const props = {
    view: spaceAlert.view(s, seat),
    mySeat: seat,
    seats: seatsOf(s.players, seat),
    ...(interactive ? { gameId: 'g-test', version: 3, legalMoves: spaceAlert.legalMoves(s, seat) } : {}),
  };
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router as never }, createElement(SpaceAlertBoard, props)));
}
