import type { Stand, StandLanguage, StandResource } from '@passerelle/contract';

/** Booth data shaped as `GET /stands/{id}` answers it, for the unit and component tests. */
export const resource = (
  over: Partial<StandResource> & Pick<StandResource, 'id' | 'type'>,
): StandResource => ({
  media: null,
  url: null,
  embedUrl: null,
  thumbnailUrl: null,
  title: null,
  description: null,
  position: over.id,
  ...over,
});

export const pdf = (id: number) => ({
  id,
  url: `/media/ab/${id}.pdf`,
  thumbnailUrl: null,
  mimeType: 'application/pdf',
  size: 1000,
});

export const frenchContent = (): StandLanguage => ({
  id: 1,
  language: 'fr',
  title: 'Venez soigner au Québec',
  infos: '<p>Nous recrutons <strong>40 infirmières</strong>.</p>',
  resources: [
    resource({
      id: 11,
      type: 'TYPE_VIDEO',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      title: 'Notre équipe',
    }),
    resource({
      id: 12,
      type: 'TYPE_POSTER',
      media: { id: 5, url: '/media/ab/poster.webp', thumbnailUrl: null, mimeType: 'image/webp', size: 10 },
    }),
    resource({ id: 13, type: 'TYPE_BROCHURE', media: pdf(6), title: 'Guide', description: 'Tout savoir' }),
    resource({ id: 14, type: 'TYPE_TOOLTIP', media: pdf(7), title: 'Bulle' }),
  ],
});

export const makeStand = (over: Partial<Stand> = {}): Stand => ({
  id: 3,
  fair: 1,
  fairHall: { id: 2, name: 'Soins infirmiers', letter: 'A' },
  number: 4,
  name: 'CISSS des Deux-Rives',
  image: null,
  logo: null,
  firm: { id: 1, name: 'Centre intégré de santé des Deux-Rives', website: null },
  isVisible: true,
  isHiddenByOrganizer: false,
  isLanguageVisible: true,
  group: { id: 1, name: 'Groupe A' },
  type: { id: 1, name: 'Comptoir', artKey: 'comptoir' },
  variation: { id: 1, name: 'Clair', artKey: 'clair' },
  theme: 'lagon',
  persons: {
    mainDesk: { id: 7, name: 'Infirmière', artKey: 'infirmiere' },
    standing: null,
    videoroomSpeaker: null,
    seated: null,
    watching: null,
  },
  generalContact: { name: 'Accueil', email: 'accueil@deux-rives.test', phone: null },
  sectors: [{ id: 4, name: 'Soins hospitaliers' }],
  languages: [frenchContent()],
  admins: [{ id: 20, linkId: null, firstName: 'Nadia', lastName: 'Benali', jobTitle: null }],
  contacts: [{ id: 21, linkId: 90, firstName: 'Lukas', lastName: 'Peeters', jobTitle: 'Recruteur' }],
  abilities: { update: true, organize: false, addPeople: true, removePeople: true, delete: false },
  ...over,
});
