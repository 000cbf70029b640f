import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { businessSectors, fairFirms, firmBusinessSectors, firms, firmTypes } from '../db/schema/index.ts';
import { buildFirm } from './factories.ts';

/** Firm types and sectors of the reference seed, by their French name. */
const TYPE = {
  hospital: 'Hôpital public',
  clinic: 'Clinique privée',
  careHome: 'Établissement pour personnes âgées (EHPAD, CHSLD, maison de repos)',
  homeCare: "Service d'aide et de soins à domicile",
  social: "Structure d'action sociale",
  publicHealth: 'Autorité de santé publique',
  school: 'Établissement de formation',
  nonProfit: 'Association ou ONG',
} as const;
const SECTOR = {
  hospital: 'Soins hospitaliers',
  elderly: 'Accompagnement des personnes âgées',
  disability: 'Handicap',
  family: 'Enfance et famille',
  mentalHealth: 'Santé mentale',
  homeCare: 'Soins à domicile',
  publicHealth: 'Santé publique',
  social: 'Travail social et inclusion',
  training: 'Enseignement et formation',
} as const;

interface DemoFirm {
  name: string;
  type: keyof typeof TYPE;
  sectors: (keyof typeof SECTOR)[];
  address: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  isVisible?: boolean;
}

/** Fictitious employers of Québec (fair 1). */
const QUEBEC: DemoFirm[] = [
  {
    name: 'Centre hospitalier de la Baie-des-Hérons',
    type: 'hospital',
    sectors: ['hospital'],
    address: '450, boulevard du Fleuve, Baie-des-Hérons (Québec)',
    phone: '+1 418 555 0142',
    email: 'carrieres@baie-des-herons.example',
    website: 'https://baie-des-herons.test',
    description:
      'Hôpital régional de 320 lits au bord du Saint-Laurent : urgence, chirurgie, obstétrique et soins intensifs.\n\nNous recrutons des infirmières et infirmiers, des inhalothérapeutes et des technologistes médicaux, avec un accompagnement complet pour la reconnaissance des diplômes et l’installation en région.',
  },
  {
    name: 'CHSLD Les Jardins de l’Estuaire',
    type: 'careHome',
    sectors: ['elderly'],
    address: '12, rue des Goélands, Rimouski-Est (Québec)',
    phone: '+1 418 555 0177',
    email: 'emplois@jardins-estuaire.example',
    website: 'https://jardins-estuaire.test',
    description:
      'Centre d’hébergement et de soins de longue durée de 140 places, organisé en maisonnées à taille humaine.\n\nPréposés aux bénéficiaires, infirmières auxiliaires et infirmières : rejoignez une équipe qui place la qualité de vie des aînés au cœur de chaque journée.',
  },
  {
    name: 'CLSC des Trois-Ruisseaux',
    type: 'homeCare',
    sectors: ['homeCare', 'publicHealth'],
    address: '88, avenue Principale, Trois-Ruisseaux (Québec)',
    phone: '+1 819 555 0110',
    email: 'recrutement@clsc-trois-ruisseaux.example',
    website: 'https://clsc-trois-ruisseaux.test',
    description:
      'Soins infirmiers à domicile, vaccination, santé scolaire et suivi des familles sur un vaste territoire rural.\n\nVoiture de service fournie, horaires de jour et formation continue en soins de plaies et en soins palliatifs à domicile.',
  },
  {
    name: 'Centre jeunesse des Deux-Lacs',
    type: 'social',
    sectors: ['family', 'social'],
    address: '2100, chemin du Lac-Vert, Val-des-Lacs (Québec)',
    phone: '+1 819 555 0193',
    email: 'rh@cj-deux-lacs.example',
    website: 'https://cj-deux-lacs.test',
    description:
      'Protection de la jeunesse, foyers de groupe et accompagnement des familles.\n\nNous accueillons des travailleuses et travailleurs sociaux, des éducateurs spécialisés et des psychoéducateurs, avec un programme de mentorat dès l’arrivée.',
  },
  {
    name: 'Institut de santé mentale de la Rive-Nord',
    type: 'hospital',
    sectors: ['mentalHealth'],
    address: '7, montée du Belvédère, Rive-Nord (Québec)',
    phone: '+1 450 555 0135',
    email: 'carrieres@ism-rive-nord.example',
    website: 'https://ism-rive-nord.test',
    description:
      'Psychiatrie adulte, pédopsychiatrie et addictologie : hospitalisation, cliniques externes et équipes mobiles dans la communauté.\n\nPostes ouverts pour infirmières en santé mentale, travailleurs sociaux et ergothérapeutes.',
  },
  {
    name: 'Coopérative de soins à domicile Mauricie-Boréale',
    type: 'homeCare',
    sectors: ['homeCare', 'elderly'],
    address: '315, rue des Forges, Saint-Boréal (Québec)',
    phone: '+1 819 555 0168',
    email: 'embauche@coop-boreale.example',
    website: 'https://coop-boreale.test',
    description:
      'Coopérative d’économie sociale : aide à domicile, soins d’hygiène et répit pour les proches aidants.\n\nAuxiliaires familiales et préposées d’aide à domicile recherchées, temps plein ou partiel, dans une entreprise qui appartient à ses membres.',
  },
  {
    name: 'Clinique médicale du Vieux-Quai (GMF)',
    type: 'clinic',
    sectors: ['hospital', 'publicHealth'],
    address: '29, rue du Quai, Port-aux-Brumes (Québec)',
    phone: '+1 418 555 0121',
    email: 'direction@clinique-vieux-quai.example',
    website: 'https://clinique-vieux-quai.test',
    description:
      'Groupe de médecine de famille de 14 médecins et 9 infirmières praticiennes, ouvert 7 jours sur 7.\n\nNous cherchons des infirmières cliniciennes pour le suivi des maladies chroniques et la périnatalité.',
  },
  {
    name: 'Centre de réadaptation Le Phare',
    type: 'nonProfit',
    sectors: ['disability'],
    address: '1200, boulevard de la Côte, Cap-Lumière (Québec)',
    phone: '+1 418 555 0188',
    email: 'emplois@readaptation-lephare.example',
    website: 'https://readaptation-lephare.test',
    description:
      'Réadaptation en déficience physique et intellectuelle pour enfants et adultes, hébergement et services externes.\n\nPhysiothérapeutes, ergothérapeutes, orthophonistes et éducateurs : venez travailler en équipe interdisciplinaire.',
  },
  {
    name: 'Direction de santé publique de la Côte-Boréale',
    type: 'publicHealth',
    sectors: ['publicHealth'],
    address: '60, rue de la Promenade, Sept-Anses (Québec)',
    phone: '+1 418 555 0155',
    email: 'recrutement@dsp-cote-boreale.example',
    website: 'https://dsp-cote-boreale.test',
    description:
      'Prévention, vaccination, santé environnementale et surveillance des maladies infectieuses pour une région de 90 000 habitants.\n\nInfirmières en santé publique et agents de planification recherchés.',
  },
  {
    name: 'Collège des soins infirmiers du Nord',
    type: 'school',
    sectors: ['training'],
    address: '5, place du Savoir, Lac-Argenté (Québec)',
    phone: '+1 819 555 0104',
    email: 'admission@college-soins-nord.example',
    website: 'https://college-soins-nord.test',
    description:
      'Programmes d’intégration professionnelle pour les infirmières formées à l’étranger : mise à niveau, stages cliniques et préparation à l’examen de l’Ordre.\n\nRencontrez nos conseillers pour construire votre parcours.',
  },
  {
    name: 'Résidence Les Cèdres (profil en préparation)',
    type: 'careHome',
    sectors: ['elderly'],
    address: '40, rue des Cèdres, Val-des-Lacs (Québec)',
    phone: '+1 819 555 0199',
    email: 'info@residence-cedres.example',
    website: 'https://residence-cedres.test',
    description: 'Résidence pour aînés en cours d’inscription : le profil sera publié par l’organisateur.',
    isVisible: false,
  },
];

/** Fictitious employers of Belgium and northern France (fair 2). */
const BELGIUM: DemoFirm[] = [
  {
    name: 'Centre hospitalier universitaire de la Haute-Meuse',
    type: 'hospital',
    sectors: ['hospital', 'training'],
    address: 'Avenue des Tilleuls 101, 5000 Namur-Haute (Belgique)',
    phone: '+32 81 55 01 20',
    email: 'jobs@chu-haute-meuse.example',
    website: 'https://chu-haute-meuse.test',
    description:
      'Hôpital universitaire de 850 lits : soins intensifs, oncologie, cardiologie et un grand pôle mère-enfant.\n\nNous recrutons des infirmiers et infirmières bacheliers et spécialisés, avec un accompagnement pour le visa et l’enregistrement auprès du SPF Santé publique.',
  },
  {
    name: 'Woonzorgcentrum Ter Linden',
    type: 'careHome',
    sectors: ['elderly'],
    address: 'Lindendreef 14, 9000 Gent-Noord (Belgique)',
    phone: '+32 9 555 01 44',
    email: 'vacatures@terlinden.example',
    website: 'https://terlinden.test',
    description:
      'Maison de repos et de soins de 120 résidents en Flandre orientale, avec une unité pour personnes atteintes de démence.\n\nCours de néerlandais offerts aux nouveaux collègues zorgkundigen et infirmiers.',
  },
  {
    name: 'Maison de repos et de soins Les Tilleuls',
    type: 'careHome',
    sectors: ['elderly'],
    address: 'Rue du Château 3, 6700 Arlon-Val (Belgique)',
    phone: '+32 63 55 02 31',
    email: 'direction@mrs-tilleuls.example',
    website: 'https://mrs-tilleuls.test',
    description:
      'Maison de repos familiale de 85 lits en province de Luxembourg, à deux pas de la frontière.\n\nAides-soignants et infirmiers : horaires stables, logement temporaire possible à l’arrivée.',
  },
  {
    name: 'EHPAD Les Glycines',
    type: 'careHome',
    sectors: ['elderly', 'homeCare'],
    address: '18 rue des Glycines, 59000 Lille-Fives (France)',
    phone: '+33 3 55 01 72 40',
    email: 'recrutement@ehpad-glycines.example',
    website: 'https://ehpad-glycines.test',
    description:
      'Établissement d’hébergement pour personnes âgées dépendantes de 96 places avec un accueil de jour Alzheimer.\n\nNous accueillons aides-soignants, infirmiers diplômés d’État et accompagnants éducatifs et sociaux.',
  },
  {
    name: 'Hôpital psychiatrique du Val-de-Sambre',
    type: 'hospital',
    sectors: ['mentalHealth'],
    address: 'Chaussée de la Sambre 250, 6000 Charleroi-Sud (Belgique)',
    phone: '+32 71 55 03 18',
    email: 'rh@hp-valdesambre.example',
    website: 'https://hp-valdesambre.test',
    description:
      'Soins psychiatriques pour adultes et adolescents, hôpital de jour et équipes mobiles de crise.\n\nInfirmiers en santé mentale, psychologues et éducateurs spécialisés bienvenus.',
  },
  {
    name: 'CPAS de Montval',
    type: 'social',
    sectors: ['social', 'elderly'],
    address: 'Place communale 1, 1300 Montval (Belgique)',
    phone: '+32 10 55 04 00',
    email: 'emploi@cpas-montval.example',
    website: 'https://cpas-montval.test',
    description:
      'Centre public d’action sociale : aide sociale, insertion professionnelle, logement d’urgence et une maison de repos communale.\n\nAssistants sociaux et aides familiales recherchés.',
  },
  {
    name: 'Soins à domicile Meuse-Condroz',
    type: 'homeCare',
    sectors: ['homeCare'],
    address: 'Rue de la Gare 22, 4500 Huy-Condroz (Belgique)',
    phone: '+32 85 55 05 67',
    email: 'candidatures@sad-meuse-condroz.example',
    website: 'https://sad-meuse-condroz.test',
    description:
      'Infirmières et infirmiers à domicile sur 20 communes : soins techniques, diabète, soins palliatifs.\n\nVoiture de société et tablette fournies, tournées organisées près de chez vous.',
  },
  {
    name: 'Groupe hospitalier Flandre-Artois',
    type: 'hospital',
    sectors: ['hospital'],
    address: '2 avenue de l’Hôpital, 62000 Arras-Nord (France)',
    phone: '+33 3 55 02 10 10',
    email: 'carrieres@gh-flandre-artois.example',
    website: 'https://gh-flandre-artois.test',
    description:
      'Trois hôpitaux publics du nord de la France : urgences, chirurgie, maternité et soins de suite.\n\nNous recrutons infirmiers, manipulateurs radio et sages-femmes, avec une aide à l’autorisation d’exercice.',
  },
  {
    name: 'Institut médico-éducatif Les Coquelicots',
    type: 'nonProfit',
    sectors: ['disability', 'family'],
    address: '9 chemin des Coquelicots, 59300 Valenciennes-Ouest (France)',
    phone: '+33 3 55 03 45 12',
    email: 'contact@ime-coquelicots.example',
    website: 'https://ime-coquelicots.test',
    description:
      'Accompagnement d’enfants et d’adolescents en situation de handicap : scolarité adaptée, soins et internat de semaine.\n\nÉducateurs spécialisés, infirmiers et orthophonistes : rejoignez une association à taille humaine.',
  },
  {
    name: 'Haute École de soins infirmiers de Liège-Ouest',
    type: 'school',
    sectors: ['training'],
    address: 'Quai des Étudiants 5, 4000 Liège-Ouest (Belgique)',
    phone: '+32 4 555 06 90',
    email: 'info@hesi-liege-ouest.example',
    website: 'https://hesi-liege-ouest.test',
    description:
      'Formations de bachelier infirmier responsable de soins généraux et spécialisations, dont un parcours passerelle pour les diplômes obtenus hors Union européenne.',
  },
];

/** The demo firm of the e2e journeys, completed: type, sectors, both fairs. */
const DEUX_RIVES = {
  type: 'hospital' as const,
  sectors: ['hospital', 'elderly'] as (keyof typeof SECTOR)[],
  address: '1000, boulevard des Deux-Rives, Saint-Hyacinthe-Sud (Québec)',
  phone: '+1 450 555 0100',
  description:
    'Hôpital régional et réseau de CHSLD en Montérégie.\n\nNos 4 200 employés soignent une population de 300 000 personnes : urgence, médecine, chirurgie, soins de longue durée et soutien à domicile. Nous accompagnons chaque recrue internationale de la reconnaissance du diplôme jusqu’à l’installation.',
};

/**
 * The exhibitors of the two demo fairs (no logos: the media seed adds them). Firm 1 exhibits at
 * both fairs; every other firm at one.
 */
export const seedDemoFirms = async (
  db: Db,
  { quebecId, belgiumId, firmId }: { quebecId: number; belgiumId: number; firmId: number },
) => {
  const typeIds = new Map((await db.select().from(firmTypes)).map((r) => [r.translations.fr.name, r.id]));
  const sectorIds = new Map(
    (await db.select().from(businessSectors)).map((r) => [r.translations.fr.name, r.id]),
  );
  const typeOf = (key: keyof typeof TYPE) => typeIds.get(TYPE[key]) ?? null;
  const sectorsOf = (firm: number, keys: (keyof typeof SECTOR)[]) =>
    keys.flatMap((k) => {
      const sectorId = sectorIds.get(SECTOR[k]);
      return sectorId ? [{ firmId: firm, sectorId }] : [];
    });

  await db
    .update(firms)
    .set({
      firmTypeId: typeOf(DEUX_RIVES.type),
      address: DEUX_RIVES.address,
      phone: DEUX_RIVES.phone,
      description: DEUX_RIVES.description,
    })
    .where(eq(firms.id, firmId));
  const links = [
    { fairId: quebecId, firmId },
    { fairId: belgiumId, firmId },
  ];
  const sectors = sectorsOf(firmId, DEUX_RIVES.sectors);
  for (const [fairId, list] of [
    [quebecId, QUEBEC],
    [belgiumId, BELGIUM],
  ] as const) {
    for (const { type, sectors: keys, ...profile } of list) {
      const firm = await buildFirm(db, { ...profile, firmTypeId: typeOf(type) });
      links.push({ fairId, firmId: firm.id });
      sectors.push(...sectorsOf(firm.id, keys));
    }
  }
  await db.insert(fairFirms).values(links).onConflictDoNothing();
  if (sectors.length) await db.insert(firmBusinessSectors).values(sectors).onConflictDoNothing();
};
