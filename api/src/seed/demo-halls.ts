import { gridSlots, type NameTranslations } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import { fairHallConfigurations, fairHalls } from '../db/schema/index.ts';

interface DemoHall {
  letter: string;
  translations: NameTranslations;
  color: string;
  titleColor: string;
  variant: 'classic' | 'modern' | 'garden';
  numberOfStands: number;
}

const QUEBEC: DemoHall[] = [
  {
    letter: 'A',
    translations: {
      fr: { name: 'Hôpitaux et CISSS' },
      en: { name: 'Hospitals and CISSS' },
      nl: { name: 'Ziekenhuizen en CISSS' },
      de: { name: 'Krankenhäuser und CISSS' },
      es: { name: 'Hospitales y CISSS' },
    },
    color: '#1e6091',
    titleColor: '#ffffff',
    variant: 'modern',
    numberOfStands: 12,
  },
  {
    letter: 'B',
    translations: {
      fr: { name: 'Soins de longue durée' },
      en: { name: 'Long-term care' },
      nl: { name: 'Langdurige zorg' },
      de: { name: 'Langzeitpflege' },
      es: { name: 'Cuidados de larga duración' },
    },
    color: '#2a9d8f',
    titleColor: '#ffffff',
    variant: 'garden',
    numberOfStands: 8,
  },
  {
    letter: 'C',
    translations: {
      fr: { name: 'Services sociaux' },
      en: { name: 'Social services' },
      nl: { name: 'Sociale diensten' },
      de: { name: 'Sozialdienste' },
      es: { name: 'Servicios sociales' },
    },
    color: '#b5542d',
    titleColor: '#ffffff',
    variant: 'classic',
    numberOfStands: 6,
  },
];
const BELGIUM: DemoHall[] = [
  {
    letter: 'A',
    translations: {
      fr: { name: 'Hôpitaux et maisons de repos' },
      en: { name: 'Hospitals and care homes' },
      nl: { name: 'Ziekenhuizen en woonzorgcentra' },
      de: { name: 'Krankenhäuser und Pflegeheime' },
      es: { name: 'Hospitales y residencias' },
    },
    color: '#6a4c93',
    titleColor: '#ffffff',
    variant: 'modern',
    numberOfStands: 10,
  },
  {
    letter: 'B',
    translations: {
      fr: { name: 'Aide à domicile et action sociale' },
      en: { name: 'Home care and social action' },
      nl: { name: 'Thuiszorg en sociale actie' },
      de: { name: 'Häusliche Pflege und Sozialarbeit' },
      es: { name: 'Ayuda a domicilio y acción social' },
    },
    color: '#c9184a',
    titleColor: '#ffffff',
    variant: 'classic',
    numberOfStands: 6,
  },
];

/** The demo fairs' halls, each with its default booth grid (called by `seedDemo` on an empty database). */
export const seedDemoHalls = async (
  db: Db,
  { quebecId, belgiumId }: { quebecId: number; belgiumId: number },
) => {
  for (const [fairId, halls] of [
    [quebecId, QUEBEC],
    [belgiumId, BELGIUM],
  ] as const)
    for (const [position, hall] of halls.entries()) {
      const [row] = await db
        .insert(fairHalls)
        .values({ ...hall, fairId, position })
        .returning({ id: fairHalls.id });
      await db
        .insert(fairHallConfigurations)
        .values({ fairHallId: row!.id, slots: gridSlots(hall.numberOfStands) });
    }
};
