/**
 * The booth catalogue screens' titles, apart from their lookup settings (which hold the contract's
 * schemas): a route's static data is part of the app's start-up, which loads no schema (issue 10 §2).
 */
export const STAND_CATALOGUE_TITLES = {
  types: 'standCatalogue:titles.types',
  variations: 'standCatalogue:titles.variations',
  characters: 'standCatalogue:titles.characters',
  characterTypes: 'standCatalogue:titles.characterTypes',
} as const;
