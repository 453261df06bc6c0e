/**
 * The robot (digest §5.13, data: robot-cards.json): it is in play once the Hibernatorium is discovered (its card is
 * revealed then); a malfunction marker on it makes it unusable, and effects that refer to it (the Security Robot Room,
 * the Drilling Station) cannot be used either. Its tactical-gear tokens stay usable.
 */
import type { RetaliationState } from '../state';

/** The room the robot stands in, when effects may refer to it now; null while hidden or malfunctioning. */
export const workingRobotRoom = (s: RetaliationState): string | null => (s.robot.revealed && !s.robot.malfunction ? s.robot.space : null);
