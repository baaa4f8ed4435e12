/** Deterministic pseudo-random numbers: the same seed always draws the same illustration. */
export interface Random {
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  pick<T>(options: readonly T[]): T;
}

function hashSeed(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for visual jitter. */
export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    between: (min, max) => min + (max - min) * next(),
    pick: (options) => {
      const choice = options[Math.floor(next() * options.length)];
      if (choice === undefined) throw new RangeError('Nessuna opzione da scegliere');
      return choice;
    },
  };
}
