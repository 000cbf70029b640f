/** A deterministic pseudo-random sequence in [0, 1): two runs of a bench build the same data. */
export const seededRandom = (seed: number) => () =>
  (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
