/**
 * A small, fast, seedable PRNG (sfc32) with the helpers the seed needs. Math.random cannot be seeded and
 * faker is far too slow for a million rows, so every high-volume value is drawn from here.
 */

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function hex32(value: number): string {
  return HEX[value >>> 24]! + HEX[(value >>> 16) & 255]! + HEX[(value >>> 8) & 255]! + HEX[value & 255]!;
}

/** FNV-1a over the label, mixed with the seed: each named stream gets its own well-spread state. */
function hashSeed(seed: number, label: string): number {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let index = 0; index < label.length; index++) {
    hash = Math.imul(hash ^ label.charCodeAt(index), 16777619) >>> 0;
  }
  return hash;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | undefined;

  /**
   * Independent streams per label keep sections stable: drawing one more value while generating
   * customers must not shift every transaction that follows.
   */
  constructor(
    readonly seed: number,
    label = '',
  ) {
    const base = hashSeed(seed, label);
    this.a = base;
    this.b = hashSeed(base, 'b');
    this.c = hashSeed(base, 'c');
    this.d = hashSeed(base, 'd');
    for (let warmUp = 0; warmUp < 15; warmUp++) this.next32();
  }

  fork(label: string): Random {
    return new Random(this.seed, label);
  }

  next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.next32() / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** Standard normal deviate (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spareNormal !== undefined) {
      const spare = this.spareNormal;
      this.spareNormal = undefined;
      return spare;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  digits(length: number): string {
    let result = '';
    for (let index = 0; index < length; index++) result += String(this.next32() % 10);
    return result;
  }

  hex(length: number): string {
    let result = '';
    while (result.length < length) result += hex32(this.next32());
    return result.slice(0, length);
  }

  alphanumeric(length: number, upperOnly = false): string {
    const alphabet = upperOnly ? UPPER_ALPHANUMERIC : ALPHANUMERIC;
    let result = '';
    for (let index = 0; index < length; index++) result += alphabet[this.next32() % alphabet.length];
    return result;
  }

  /** A random (version 4) uuid. */
  uuid(): string {
    const b = ((this.next32() & 0xffff0fff) | 0x00004000) >>> 0;
    const c = ((this.next32() & 0x3fffffff) | 0x80000000) >>> 0;
    const hb = hex32(b);
    const hc = hex32(c);
    return `${hex32(this.next32())}-${hb.slice(0, 4)}-${hb.slice(4)}-${hc.slice(0, 4)}-${hc.slice(4)}${hex32(this.next32())}`;
  }

  /**
   * A time-ordered (version 7) uuid: rows inserted in time order then append to the primary-key
   * index instead of splitting random pages, which is what makes a million-row insert cheap. The last
   * hex digit is always 0 so that rows derived from this one (status history) can put 1-f there and
   * still be unique.
   */
  timeOrderedUuid(milliseconds: number): string {
    const high = Math.floor(milliseconds / 65536);
    const low = milliseconds % 65536;
    const b = ((low << 16) | 0x7000 | (this.next32() & 0x0fff)) >>> 0;
    const c = ((this.next32() & 0x3fffffff) | 0x80000000) >>> 0;
    const hb = hex32(b);
    const hc = hex32(c);
    const tail = hex32((this.next32() & 0xfffffff0) >>> 0);
    return `${hex32(high >>> 0)}-${hb.slice(0, 4)}-${hb.slice(4)}-${hc.slice(0, 4)}-${hc.slice(4)}${tail}`;
  }
}

/** Picks items with given relative weights in O(log n) per draw. */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) {
      throw new Error('WeightedPicker needs one weight per item and at least one item');
    }
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((weight, index) => {
      sum += Math.max(0, weight);
      this.cumulative[index] = sum;
    });
    if (sum <= 0) throw new Error('WeightedPicker needs a positive total weight');
    this.total = sum;
  }

  static fromRecord<K extends string>(weights: Partial<Record<K, number>>): WeightedPicker<K> {
    const entries = Object.entries(weights) as [K, number][];
    return new WeightedPicker(
      entries.map(([key]) => key),
      entries.map(([, weight]) => weight),
    );
  }

  pick(random: Random): T {
    return this.items[this.pickIndex(random)]!;
  }

  pickIndex(random: Random): number {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/**
 * Splits `total` into integer parts proportional to `weights` that add up to exactly `total`
 * (cumulative rounding, so no part drifts by more than one from its share).
 */
export function apportion(total: number, weights: ArrayLike<number>): Int32Array {
  const parts = new Int32Array(weights.length);
  let sum = 0;
  for (let index = 0; index < weights.length; index++) sum += weights[index]!;
  if (sum <= 0) return parts;
  let cumulative = 0;
  let assigned = 0;
  for (let index = 0; index < weights.length; index++) {
    cumulative += weights[index]!;
    const upTo = Math.round((total * cumulative) / sum);
    parts[index] = upTo - assigned;
    assigned = upTo;
  }
  return parts;
}
