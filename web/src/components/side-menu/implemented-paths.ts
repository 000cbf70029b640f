/**
 * The screens that exist, read from the route files themselves (TanStack file routes), so a new
 * screen enables its menu entry without a list to keep in step. Every other entry of the menu is
 * shown visibly disabled ("bientôt").
 *
 * A route file's path: the `{-$salon}` prefix, pathless layouts (`_manage`), `index` and `route`
 * are not segments; `a.b` is `a/b`; a trailing `_` un-nests (`manage_.$id` is `manage/$id`);
 * `$id` is one segment, `{-$id}` an optional one.
 */
const ROUTE_FILES = Object.keys(import.meta.glob('../../routes/**/*.tsx'));

export const routePatternOf = (file: string): string[] =>
  file
    .replace(/^.*\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split(/[/.]/)
    .map((segment) => segment.replace(/_$/, ''))
    .filter(
      (segment) =>
        segment !== '' &&
        segment !== '{-$salon}' &&
        segment !== '__root' &&
        segment !== 'index' &&
        segment !== 'route' &&
        !segment.startsWith('_'),
    );

const matches = (pattern: string[], path: string[]): boolean => {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head!.startsWith('{-$'))
    return matches(rest, path) || (path.length > 0 && matches(rest, path.slice(1)));
  if (path.length === 0) return false;
  return (head!.startsWith('$') || head === path[0]) && matches(rest, path.slice(1));
};

const PATTERNS = ROUTE_FILES.map(routePatternOf);

/** A menu target (`/fair/emails/12`, without the salon prefix) has a screen. */
export const isImplemented = (to: string): boolean => {
  const path = to.split('/').filter(Boolean);
  return PATTERNS.some((pattern) => matches(pattern, path));
};
