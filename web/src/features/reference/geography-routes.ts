import { oneOf, searchParams } from '../../lib/search-params.ts';

/**
 * What the geography routes need before their screen loads (search check, page title), apart from the
 * levels' settings in `geography-levels.ts`, which hold the contract's schemas: a route's options are
 * part of the app's start-up, which loads no schema (issue 10 §2).
 */
export const geographyTitle = (level: string) => `reference:geography.titles.${level}`;

/**
 * `/postcode/province` holds the level under the region (French departments) and, beside it, the
 * provinces of a country (Belgium): `?kind=provinces` picks the latter; anything else is dropped.
 */
export const provinceSearch = searchParams({ kind: oneOf(['provinces']) });
export type ProvinceKind = 'departments' | 'provinces';
