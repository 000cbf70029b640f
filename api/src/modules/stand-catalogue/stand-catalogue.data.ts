import { namesOf as n, type NameTranslations } from '../../seed/data/locales.ts';

export interface ArtEntry {
  artKey: string;
  translations: NameTranslations;
}

/** §3/§10: the default stand group. */
export const STAND_GROUP_NAME = 'Groupe A';

const VARIATIONS: ArtEntry[] = [
  { artKey: 'clair', translations: n('Clair', 'Light', 'Licht', 'Hell', 'Claro') },
  { artKey: 'sombre', translations: n('Sombre', 'Dark', 'Donker', 'Dunkel', 'Oscuro') },
];

/** The booth scenes of "Groupe A", each in a light and a dark variation. */
export const STAND_TYPES: (ArtEntry & { variations: ArtEntry[] })[] = [
  {
    artKey: 'comptoir',
    translations: n('Comptoir', 'Counter', 'Balie', 'Theke', 'Mostrador'),
    variations: VARIATIONS,
  },
  {
    artKey: 'pavillon',
    translations: n('Pavillon', 'Pavilion', 'Paviljoen', 'Pavillon', 'Pabellón'),
    variations: VARIATIONS,
  },
  {
    artKey: 'salon-ouvert',
    translations: n('Salon ouvert', 'Open lounge', 'Open lounge', 'Offene Lounge', 'Salón abierto'),
    variations: VARIATIONS,
  },
];

/** §3 Stand character type values and their names. */
export const STAND_CHARACTER_TYPE_NAMES = [
  {
    type: 'TYPE_STAND',
    translations: n(
      'Personnage du stand',
      'Booth character',
      'Standfiguur',
      'Standfigur',
      'Personaje del stand',
    ),
  },
  {
    type: 'TYPE_CHATROOM',
    translations: n(
      'Personnage du salon de discussion',
      'Chat room character',
      'Chatroomfiguur',
      'Chatraum-Figur',
      'Personaje de la sala de chat',
    ),
  },
  {
    type: 'TYPE_VIDEO_ROOM_STANDING',
    translations: n(
      'Personnage debout en salle vidéo',
      'Standing video room character',
      'Staande figuur in videoruimte',
      'Stehende Figur im Videoraum',
      'Personaje de pie en la sala de vídeo',
    ),
  },
  {
    type: 'TYPE_VIDEO_ROOM_SEATED',
    translations: n(
      'Personnage assis en salle vidéo',
      'Seated video room character',
      'Zittende figuur in videoruimte',
      'Sitzende Figur im Videoraum',
      'Personaje sentado en la sala de vídeo',
    ),
  },
] as const;

/** Eight figures spread over the four character types. */
export const STAND_CHARACTERS: (ArtEntry & { type: string })[] = [
  {
    type: 'TYPE_STAND',
    artKey: 'hote-accueil',
    translations: n("Hôte d'accueil", 'Host', 'Gastheer', 'Empfangsperson', 'Anfitrión'),
  },
  {
    type: 'TYPE_STAND',
    artKey: 'infirmiere',
    translations: n('Infirmière', 'Nurse', 'Verpleegster', 'Pflegerin', 'Enfermera'),
  },
  {
    type: 'TYPE_STAND',
    artKey: 'recruteuse',
    translations: n('Recruteuse', 'Recruiter', 'Recruiter', 'Personalvermittlerin', 'Reclutadora'),
  },
  {
    type: 'TYPE_CHATROOM',
    artKey: 'medecin',
    translations: n('Médecin', 'Doctor', 'Arts', 'Ärztin', 'Médica'),
  },
  {
    type: 'TYPE_CHATROOM',
    artKey: 'aide-soignant',
    translations: n(
      'Aide-soignant',
      'Care assistant',
      'Zorgkundige',
      'Pflegehelfer',
      'Auxiliar de enfermería',
    ),
  },
  {
    type: 'TYPE_VIDEO_ROOM_STANDING',
    artKey: 'conferenciere',
    translations: n('Conférencière', 'Speaker', 'Spreekster', 'Referentin', 'Ponente'),
  },
  {
    type: 'TYPE_VIDEO_ROOM_STANDING',
    artKey: 'visiteur-debout',
    translations: n(
      'Visiteur debout',
      'Standing visitor',
      'Staande bezoeker',
      'Stehender Besucher',
      'Visitante de pie',
    ),
  },
  {
    type: 'TYPE_VIDEO_ROOM_SEATED',
    artKey: 'visiteur-assis',
    translations: n(
      'Visiteur assis',
      'Seated visitor',
      'Zittende bezoeker',
      'Sitzender Besucher',
      'Visitante sentado',
    ),
  },
];

/** §3 Stand resource type values and their names. */
export const STAND_RESOURCE_TYPE_NAMES = [
  { type: 'TYPE_BROCHURE', translations: n('Brochure', 'Brochure', 'Brochure', 'Broschüre', 'Folleto') },
  { type: 'TYPE_POSTER', translations: n('Affiche', 'Poster', 'Poster', 'Plakat', 'Cartel') },
  {
    type: 'TYPE_TOOLTIP',
    translations: n('Info-bulle', 'Tooltip', 'Tooltip', 'Tooltip', 'Información emergente'),
  },
  { type: 'TYPE_VIDEO', translations: n('Vidéo', 'Video', 'Video', 'Video', 'Vídeo') },
  {
    type: 'TYPE_BACKGROUND_CUSTOM',
    translations: n(
      'Fond personnalisé',
      'Custom background',
      'Aangepaste achtergrond',
      'Eigener Hintergrund',
      'Fondo personalizado',
    ),
  },
  {
    type: 'TYPE_VIDEOROOM',
    translations: n('Salle vidéo', 'Video room', 'Videoruimte', 'Videoraum', 'Sala de vídeo'),
  },
] as const;
