import { ArtKeySchema, StandCharacterTypeValueSchema } from '@passerelle/contract';
import { STAND_CATALOGUE_TITLES } from './stand-catalogue.titles.ts';
import { standCatalogueApi } from '@passerelle/contract/lite';
import type { StandCharacterTypeValue } from '@passerelle/contract';

/**
 * How the booth catalogue's translated tables plug into the generic lookup screen: their parent
 * and their `artKey` column. Plain data, so route files can hand it to the screen.
 */
const artKey = {
  field: 'artKey',
  labelKey: 'standCatalogue:fields.artKey',
  descriptionKey: 'standCatalogue:fields.artKeyHint',
  schema: ArtKeySchema,
} as const;

export const STAND_TYPES_LOOKUP = {
  endpoints: standCatalogueApi.standTypes,
  titleKey: STAND_CATALOGUE_TITLES.types,
  parent: {
    field: 'standGroup',
    labelKey: 'standCatalogue:fields.group',
    endpoints: standCatalogueApi.standGroups,
    required: true,
  },
  extraFields: [artKey],
} as const;

export const STAND_TYPE_VARIATIONS_LOOKUP = {
  endpoints: standCatalogueApi.standTypeVariations,
  titleKey: STAND_CATALOGUE_TITLES.variations,
  parent: {
    field: 'standType',
    labelKey: 'standCatalogue:fields.type',
    endpoints: standCatalogueApi.standTypes,
    required: true,
  },
  extraFields: [artKey],
} as const;

export const STAND_CHARACTERS_LOOKUP = {
  endpoints: standCatalogueApi.standCharacters,
  titleKey: STAND_CATALOGUE_TITLES.characters,
  parent: {
    field: 'type',
    labelKey: 'standCatalogue:fields.characterType',
    endpoints: standCatalogueApi.standCharacterTypes,
    required: true,
    valueField: 'type',
  },
  extraFields: [artKey],
} as const;

/** §2 per-kind character screens: the same table, one character type's rows. */
export const characterKindLookup = (type: StandCharacterTypeValue, titleKey: string) =>
  ({ ...STAND_CHARACTERS_LOOKUP, titleKey, parentFilter: type }) as const;

/** `/stand/character-type`: the four character types' translated names (the value is fixed by §3). */
export const STAND_CHARACTER_TYPES_LOOKUP = {
  endpoints: standCatalogueApi.standCharacterTypes,
  titleKey: STAND_CATALOGUE_TITLES.characterTypes,
  extraFields: [
    {
      field: 'type',
      labelKey: 'standCatalogue:fields.typeValue',
      descriptionKey: 'standCatalogue:fields.typeValueHint',
      schema: StandCharacterTypeValueSchema,
    },
  ],
} as const;

/** `/…/edit/{id?}`: a numeric id opens that row's dialog, no id the create dialog. */
export const openFromParam = (id: string | undefined): 'new' | number =>
  id === undefined ? 'new' : Number(id);
