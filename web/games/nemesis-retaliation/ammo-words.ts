/**
 * Which Ammo token a shot spends, in words (§6.2: named only when the tokens it draws from hold both a Half and a Full
 * one). A Shoot spends Ammo only on its Ammo-loss face; a Burst, a card's spending or Panic spends it outright.
 */
type AmmoKind = 'half' | 'full' | undefined;

const KIND: Record<string, string> = { half: 'Half', full: 'Full' };

/** ", spending a Full Ammo token" (empty when no token is named). */
export const spendingWords = (kind: AmmoKind): string => (kind ? `, spending a ${KIND[kind]} Ammo token` : '');

/** ", an Ammo loss spending a Full Ammo token" (empty when no token is named). */
export const ammoLossWords = (kind: AmmoKind): string => (kind ? `, an Ammo loss spending a ${KIND[kind]} Ammo token` : '');

/** ", its Full Ammo token" (Panic: which token of the weapon named; empty when none is named). */
export const tokenWords = (kind: AmmoKind): string => (kind ? `, its ${KIND[kind]} Ammo token` : '');
