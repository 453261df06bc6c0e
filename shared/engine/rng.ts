/**
 * The seeded PRNG (sfc32) whose whole state is four unsigned 32-bit integers, kept in the game state
 * so that moves stay pure and a replay draws exactly the same numbers.
 */
export type RngState = [number, number, number, number];

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A generator from any string or number seed; the seed is hashed so similar seeds diverge at once. */
  static fromSeed(seed: string | number): Rng {
    const text = String(seed);
    const h = (salt: number) => {
      let x = 0x811c9dc5 ^ salt;
      for (let i = 0; i < text.length; i++) {
        x ^= text.charCodeAt(i);
        x = Math.imul(x, 0x01000193);
      }
      return x >>> 0;
    };
    const rng = new Rng([h(1), h(2), h(3), h(4)]);
    for (let i = 0; i < 15; i++) rng.nextUint32();
    return rng;
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** A uniform integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** One face of a die given as its list of faces. */
  roll<T>(faces: readonly T[]): T {
    return faces[this.int(faces.length)];
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick from an empty list');
    return items[this.int(items.length)];
  }

  /** A new array in Fisher-Yates shuffled order; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}

/** Draws `count` items from the top (front) of a pile: returns the drawn items and the rest. */
export function draw<T>(pile: readonly T[], count: number): { drawn: T[]; rest: T[] } {
  return { drawn: pile.slice(0, count), rest: pile.slice(count) };
}
