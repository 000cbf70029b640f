/**
 * A page's filters as they live in its URL (TanStack Router's `validateSearch`): each parameter keeps its
 * value when it is valid and is dropped otherwise, so that a hand-edited, shared or stale link still opens
 * the page, unfiltered. Plain functions rather than zod: every route's search check is part of the app's
 * start-up, and the public pages load no schema library (issue 10 §2).
 */

/** One parameter: its value when valid, `undefined` to drop it. */
export type SearchParam<T> = (value: unknown) => T | undefined;

type Parsed<S extends Record<string, SearchParam<unknown>>> = {
  [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined>;
};

/** The search check of a route: the parameters it knows, each parsed; anything else is left out. */
export const searchParams =
  <S extends Record<string, SearchParam<unknown>>>(shape: S) =>
  (search: Record<string, unknown>): Parsed<S> => {
    const parsed: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(search[key]);
      if (value !== undefined) parsed[key] = value;
    }
    return parsed as Parsed<S>;
  };

/** The filters a search check returns (`SearchOf<typeof offersSearch>`). */
export type SearchOf<P> = P extends (search: Record<string, unknown>) => infer T ? T : never;

/** A whole number within bounds (the router hands `?page=2` over as a number, a typed link as a string). */
export const integer =
  ({ min = 1, max }: { min?: number; max?: number } = {}): SearchParam<number> =>
  (value) => {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : NaN;
    return Number.isInteger(n) && n >= min && (max === undefined || n <= max) ? n : undefined;
  };

/** A trimmed text of at most `max` characters, optionally of a given form; empty is dropped. */
export const text =
  ({ max = 100, pattern }: { max?: number; pattern?: RegExp } = {}): SearchParam<string> =>
  (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const trimmed = String(value).trim();
    if (!trimmed || trimmed.length > max) return undefined;
    return !pattern || pattern.test(trimmed) ? trimmed : undefined;
  };

/** One word of a fixed list. */
export const oneOf =
  <const T extends string>(values: readonly T[]): SearchParam<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** `true` or `false` (`?created=true`). */
export const flag = (): SearchParam<boolean> => (value) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** A language code (`fr`, `nl`, `ast`). */
export const languageCode = text({ max: 3, pattern: /^[a-z]{2,3}$/ });

/** A UUID (a conversation's id in the inbox's URL). */
export const uuid = text({
  max: 36,
  pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
});
