/**
 * Objectives and the Mission Task at the end of the game (data: objectives.json, mission-tasks.json; digest §5.18,
 * data README 14: for objectives "Escape" means the Lander or the Escape Shuttle, not Hibernation). Eggs count as
 * carried when held in a hand (at escape for the escape conditions). Ranks come from rules/ranks.ts: an objective naming
 * the highest or lowest ranking character is unmet while a rank of a character in the game is unknown (the data README's
 * gap: only Medical Support's is printed in the sources; a table may give the others in the config).
 */
import type { Seat } from '../../../engine';
import { LANDING_ZONE, missionTasks, objectiveOfInstance, rooms as roomData } from '../data';
import type { RetaliationState } from '../state';
import { isRoom, isUnexplored, otherEnd, positionOf } from './board';
import { isContamination } from './cards';
import { charactersInGame, highestRanking, lowestRanking } from './ranks';
import { eggsHeld } from './rooms-supply';

const survives = (s: RetaliationState, seat: Seat) => s.players[seat].status !== 'dead';
const survivors = (s: RetaliationState) => s.players.flatMap((_, seat) => (survives(s, seat) ? [seat] : []));
const onlySurvivor = (s: RetaliationState, seat: Seat) => survivors(s).length === 1 && survives(s, seat);
const escapers = (s: RetaliationState) => s.players.filter((p) => p.escapedVia !== null);
const discovered = (s: RetaliationState, room: string) => Object.values(s.spaces).some((sp) => sp.room === room) && (room !== 'hibernatorium' || s.hibernatoriumDiscovered);
const escapedEggs = (s: RetaliationState) => s.players.flatMap((p, seat) => (p.escapedVia !== null ? [s.eggsAtEscape?.[seat] ?? 0] : []));
const PRIMARY_SAMPLE_EGGS = 2;
const sectionRooms = (piles: string[]) => roomData.filter((r) => piles.includes(r.pile)).map((r) => r.id);

/** A continuous path of reinforced corridors from the Landing Zone to Life Support Control C. */
function reinforcedPath(s: RetaliationState): boolean {
  const goal = Object.entries(s.spaces).find(([, sp]) => sp.room === 'life-support-control-c')?.[0];
  if (!goal) return false;
  const seen = new Set([LANDING_ZONE]);
  const queue = [LANDING_ZONE];
  while (queue.length) {
    const room = queue.shift()!;
    if (room === goal) return true;
    for (const [c, corridor] of Object.entries(s.corridors)) {
      if (!corridor.reinforced || isUnexplored(s, c) || !positionOf(c).spaces.includes(room)) continue;
      const next = otherEnd(c, room);
      if (isRoom(s, next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

/** Whether the Mission Task on the table is fulfilled now. */
export function missionFulfilled(s: RetaliationState): boolean {
  const task = missionTasks.find((t) => t.id === s.missionTasks[0]);
  switch (task?.id) {
    case 'the-supply-route':
      return reinforcedPath(s) && !s.destroyed;
    case 'reconnaissance':
      return sectionRooms(['A', 'B', 'C']).every((r) => discovered(s, r));
    case 'perimeter-clearing':
      return s.powerCut && roomData.filter((r) => r.pile === 'A' && !r.fixedSpace).every((r) => discovered(s, r.id));
    case 'facility-restart':
      return s.hibernatoriumActive && s.powerCut;
    case 'eradication':
      return s.queenDead && !s.destroyed;
    case 'escort-mission':
      return s.robotReachedReactor === true && s.players.some((p) => p.dataToken && p.escapedVia !== null);
    case 'primary-samples':
      return escapedEggs(s).reduce((n, k) => n + k, 0) >= PRIMARY_SAMPLE_EGGS;
    case 'essential-data':
      return s.players.some((p) => p.dataToken && p.escapedVia === 'lander') && !Object.keys(s.corridors).some((c) => isUnexplored(s, c) && positionOf(c).sections.includes('A'));
    default:
      return false;
  }
}

/** "Character number N must NOT survive (unavailable to N)", or "you must be the only survivor". */
function numberedRival(s: RetaliationState, seat: Seat, n: number): boolean {
  const rival = s.players.findIndex((p) => p.playerNumber === n);
  return (rival !== seat && rival >= 0 && !survives(s, rival)) || onlySurvivor(s, seat);
}

/**
 * Crew's Favorite and We've Got History: the lowest ranking character survives (not if you are it), or the highest ranking
 * one does not (not if you are it). Tied ranks (only possible with table-given ranks) count every tied character.
 */
function rankedRival(s: RetaliationState, seat: Seat): boolean {
  const ids = charactersInGame(s);
  const lowest = lowestRanking(ids, s);
  const highest = highestRanking(ids, s);
  if (!('known' in lowest) || !('known' in highest)) return false;
  const seatOf = (character: string) => s.players.findIndex((p) => p.character === character);
  const mine = s.players[seat].character;
  const lowestSurvives = !lowest.known.includes(mine!) && lowest.known.every((c) => survives(s, seatOf(c)));
  const highestDied = !highest.known.includes(mine!) && highest.known.every((c) => !survives(s, seatOf(c)));
  return lowestSurvives || highestDied;
}

const RIVALS: Record<string, number> = { 'the-right-moment-to-strike': 1, 'greener-pastures': 2, 'an-old-feud': 3, 'hostile-takeover': 4, 'corporate-contract': 5 };

export function objectiveMet(s: RetaliationState, seat: Seat): boolean {
  const chosen = s.players[seat].chosenObjective;
  if (!chosen) return false;
  const id = objectiveOfInstance(chosen).id;
  if (id in RIVALS) return numberedRival(s, seat, RIVALS[id]);
  switch (id) {
    case 'official-order':
      return missionFulfilled(s);
    case 'ulterior-motive':
      return !missionFulfilled(s);
    case 'self-serving':
      return onlySurvivor(s, seat);
    case 'veni-vidi-vici':
      return s.nestDestroyed || s.destroyed !== null;
    case 'the-great-hunt':
      return s.queenDead || s.destroyed !== null;
    case 'quarantine':
      return !s.players.some((p) => p.escapedVia === 'lander');
    case 'shutdown':
      return (s.powerCut || !Object.values(s.lifeSupport).some(Boolean)) && s.players[seat].dataToken;
    case 'insider-information':
    case 'states-evidence':
      return s.players[seat].dataToken && survivors(s).every((x) => x === seat || !s.players[x].dataToken);
    case 'luxurious-offer':
      return survives(s, seat) && eggsHeld(s, seat) > 0;
    case 'experimental-subjects':
      return escapers(s).reduce((n, p) => n + [...p.hand, ...p.deck, ...p.discard].filter(isContamination).length, 0) >= 3;
    case 'crews-favorite':
    case 'weve-got-history':
      return rankedRival(s, seat);
    default:
      return false;
  }
}

/** A Solo/Co-op Mission Task (digest §5.19), met by the table; rules/coop.ts counts the characters of repeated ones. */
export function soloTaskMet(s: RetaliationState, task: string): boolean {
  const allDiscovered = (pile: string) => roomData.filter((r) => r.pile === pile).every((r) => discovered(s, r.id));
  switch (task) {
    case 'clean-up':
      return s.nestDestroyed || s.destroyed !== null;
    case 'closedown':
      return Object.values(s.lifeSupport).every(Boolean);
    case 'crucial-intelligence':
      return s.players.some((p) => p.dataToken && p.escapedVia === 'lander');
    case 'deep-search':
      return allDiscovered('C');
    case 'entrance-inspection':
      return allDiscovered('A');
    case 'faceoff':
      return s.queenDead || s.destroyed !== null;
    case 'no-corner-uncovered':
      return allDiscovered('B');
    case 'safety-procedure':
      return s.hibernatoriumActive;
    case 'shutdown-task':
      return s.powerCut;
    case 'culinary-sample':
    case 'scientific-sample':
      return escapedEggs(s).some((n) => n > 0);
    case 'systems-backup':
      return isRoom(s, s.robot.space) && s.spaces[s.robot.space].room === 'reactor';
    default:
      return false;
  }
}
