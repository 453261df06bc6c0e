/** The places, card and moves the Shoot First tests share: the Recon at the Landing Zone, moving to room A. */
import type { RetaliationMove } from '../moves/schema';

export const A = 'a-r04';
export const LZ = 'landing-zone';
export const TO_A = 'cp-a-r04--landing-zone';
export const AB = 'cp-a-r04--b-r03';
export const CARD = 'recon--shoot-first';
export const RIFLE = 'assault-rifle';
export const play: RetaliationMove = { type: 'play-card', card: CARD, target: TO_A };
export const hold: RetaliationMove = { type: 'shoot-first', weapon: null };
