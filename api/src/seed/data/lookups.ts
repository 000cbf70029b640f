import type { NameTranslations, Translations } from './locales.ts';

/** A translated entry of an ordered list (position starts at 1). */
export interface PositionedEntry {
  position: number;
  translations: NameTranslations;
}

/** A business sector and its subsectors, both translated and ordered. */
export interface BusinessSector extends PositionedEntry {
  subsectors: PositionedEntry[];
}

export interface DataListNameTranslation {
  level1name: string;
}

/** One value of a data list (e.g. 'Bac+5 (master)' in 'diploma_level'). */
export interface DataListValue {
  position: number;
  translations: NameTranslations;
}

/** A selectable list that fair organizers can reuse on forms; `level1name` is the list's label. */
export interface DataList {
  ref: string;
  isDefault: boolean;
  translations: Translations<DataListNameTranslation>;
  values: DataListValue[];
}

/** USER_TYPES positions, fixed: the platform's roles depend on them. */
export const USER_TYPE_POSITIONS = {
  superAdmin: 1,
  superOrganizer: 2,
  organizer: 3,
  visitor: 4,
  standAdmin: 5,
  standContact: 6,
  speaker: 7,
  moderator: 8,
  press: 9,
  clusterAdmin: 10,
} as const;

function tr(fr: string, en: string, nl: string, de: string, es: string): NameTranslations {
  return { fr: { name: fr }, en: { name: en }, nl: { name: nl }, de: { name: de }, es: { name: es } };
}

function positioned(list: NameTranslations[]): PositionedEntry[] {
  return list.map((translations, index) => ({ position: index + 1, translations }));
}

function sector(
  translations: NameTranslations,
  subsectors: NameTranslations[],
): Omit<BusinessSector, 'position'> {
  return { translations, subsectors: positioned(subsectors) };
}

function listValues(list: NameTranslations[]): DataListValue[] {
  return list.map((translations, index) => ({ position: index + 1, translations }));
}

function listName(
  fr: string,
  en: string,
  nl: string,
  de: string,
  es: string,
): Translations<DataListNameTranslation> {
  return {
    fr: { level1name: fr },
    en: { level1name: en },
    nl: { level1name: nl },
    de: { level1name: de },
    es: { level1name: es },
  };
}

/** Form of address (civilité). */
export const CIVIL_STATUSES: PositionedEntry[] = positioned([
  tr('Madame', 'Ms', 'Mevrouw', 'Frau', 'Señora'),
  tr('Monsieur', 'Mr', 'De heer', 'Herr', 'Señor'),
  tr('Mx', 'Mx', 'Mx', 'Divers', 'Sin tratamiento'),
]);

/** Professional situation of a user account. */
export const USER_STATUSES: PositionedEntry[] = positioned([
  tr('Étudiant(e)', 'Student', 'Student', 'Studierende(r)', 'Estudiante'),
  tr("En recherche d'emploi", 'Job seeker', 'Werkzoekend', 'Arbeitsuchend', 'En búsqueda de empleo'),
  tr('Salarié(e)', 'Employed', 'In loondienst', 'Angestellt', 'Asalariado/a'),
  tr('Indépendant(e)', 'Self-employed', 'Zelfstandige', 'Selbstständig', 'Autónomo/a'),
  tr(
    'En reconversion professionnelle',
    'Changing careers',
    'In omscholing',
    'In Umschulung',
    'En reconversión profesional',
  ),
  tr('Retraité(e)', 'Retired', 'Gepensioneerd', 'Im Ruhestand', 'Jubilado/a'),
]);

/** Visitor profile in health and social care recruitment. */
export const USER_INDIVIDUAL_STATUSES: PositionedEntry[] = positioned([
  tr('Infirmier / infirmière', 'Nurse', 'Verpleegkundige', 'Pflegefachkraft', 'Enfermero/a'),
  tr(
    'Aide-soignant(e)',
    'Nursing assistant',
    'Zorgkundige',
    'Pflegehelfer/in',
    'Técnico/a en cuidados de enfermería',
  ),
  tr('Médecin', 'Doctor', 'Arts', 'Arzt / Ärztin', 'Médico/a'),
  tr('Sage-femme', 'Midwife', 'Vroedvrouw / verloskundige', 'Hebamme', 'Matrona'),
  tr(
    'Masseur-kinésithérapeute',
    'Physiotherapist',
    'Kinesitherapeut',
    'Physiotherapeut/in',
    'Fisioterapeuta',
  ),
  tr(
    'Ergothérapeute',
    'Occupational therapist',
    'Ergotherapeut',
    'Ergotherapeut/in',
    'Terapeuta ocupacional',
  ),
  tr(
    'Assistant(e) de service social',
    'Social worker',
    'Maatschappelijk werker',
    'Sozialarbeiter/in',
    'Trabajador/a social',
  ),
  tr(
    'Éducateur / éducatrice spécialisé(e)',
    'Specialist educator',
    'Orthopedagoog / opvoeder',
    'Heilpädagoge / Heilpädagogin',
    'Educador/a social',
  ),
  tr(
    'Accompagnant(e) éducatif et social',
    'Care and support worker',
    'Zorgbegeleider',
    'Betreuungskraft',
    'Auxiliar de atención sociosanitaria',
  ),
  tr(
    'Étudiant(e) en santé ou en travail social',
    'Health or social care student',
    'Student zorg of welzijn',
    'Auszubildende(r) oder Studierende(r) im Gesundheits- oder Sozialwesen',
    'Estudiante de ciencias de la salud o trabajo social',
  ),
  tr('Autre', 'Other', 'Andere', 'Sonstiges', 'Otro'),
]);

/** Platform roles; positions 1..10 are fixed (see USER_TYPE_POSITIONS). */
export const USER_TYPES: PositionedEntry[] = positioned([
  tr(
    'Super administrateur',
    'Super administrator',
    'Superbeheerder',
    'Superadministrator',
    'Superadministrador',
  ),
  tr('Super organisateur', 'Super organizer', 'Superorganisator', 'Superorganisator', 'Superorganizador'),
  tr('Organisateur', 'Organizer', 'Organisator', 'Veranstalter', 'Organizador'),
  tr('Visiteur', 'Visitor', 'Bezoeker', 'Besucher', 'Visitante'),
  tr(
    'Administrateur de stand',
    'Stand administrator',
    'Standbeheerder',
    'Standadministrator',
    'Administrador de stand',
  ),
  tr('Contact de stand', 'Stand contact', 'Standcontactpersoon', 'Standkontakt', 'Contacto de stand'),
  tr('Intervenant', 'Speaker', 'Spreker', 'Referent', 'Ponente'),
  tr('Modérateur', 'Moderator', 'Moderator', 'Moderator', 'Moderador'),
  tr('Presse', 'Press', 'Pers', 'Presse', 'Prensa'),
  tr(
    'Administrateur de cluster',
    'Cluster administrator',
    'Clusterbeheerder',
    'Clusteradministrator',
    'Administrador de clúster',
  ),
]);

/** Kind of exhibiting organisation. */
export const FIRM_TYPES: PositionedEntry[] = positioned([
  tr(
    'Hôpital public',
    'Public hospital',
    'Openbaar ziekenhuis',
    'Öffentliches Krankenhaus',
    'Hospital público',
  ),
  tr('Clinique privée', 'Private clinic', 'Privékliniek', 'Privatklinik', 'Clínica privada'),
  tr(
    'Établissement pour personnes âgées (EHPAD, CHSLD, maison de repos)',
    'Care home / nursing home',
    'Woonzorgcentrum',
    'Pflegeheim',
    'Residencia de mayores',
  ),
  tr(
    "Service d'aide et de soins à domicile",
    'Home care service',
    'Thuiszorgdienst',
    'Ambulanter Pflegedienst',
    'Servicio de atención domiciliaria',
  ),
  tr(
    "Structure d'action sociale",
    'Social services agency',
    'Welzijnsorganisatie',
    'Sozialer Dienst',
    'Entidad de servicios sociales',
  ),
  tr(
    'Autorité de santé publique',
    'Public health authority',
    'Overheidsdienst volksgezondheid',
    'Gesundheitsbehörde',
    'Autoridad de salud pública',
  ),
  tr(
    'Agence de recrutement',
    'Recruitment agency',
    'Rekruteringsbureau',
    'Personalvermittlung',
    'Agencia de selección de personal',
  ),
  tr(
    'Établissement de formation',
    'Training institution',
    'Opleidingsinstelling',
    'Bildungseinrichtung',
    'Centro de formación',
  ),
  tr(
    'Association ou ONG',
    'Non-profit organisation',
    'Vzw of ngo',
    'Gemeinnütziger Verein',
    'Asociación u ONG',
  ),
]);

/** Business sectors of health and social care, each with its subsectors. */
export const BUSINESS_SECTORS: BusinessSector[] = [
  sector(
    tr(
      'Soins hospitaliers',
      'Hospital care',
      'Ziekenhuiszorg',
      'Krankenhausversorgung',
      'Atención hospitalaria',
    ),
    [
      tr(
        'Médecine et chirurgie',
        'Medicine and surgery',
        'Geneeskunde en heelkunde',
        'Innere Medizin und Chirurgie',
        'Medicina y cirugía',
      ),
      tr(
        'Urgences et soins critiques',
        'Emergency and critical care',
        'Spoedgevallen en intensieve zorg',
        'Notfall- und Intensivmedizin',
        'Urgencias y cuidados intensivos',
      ),
      tr(
        'Maternité et pédiatrie',
        'Maternity and paediatrics',
        'Materniteit en pediatrie',
        'Geburtshilfe und Pädiatrie',
        'Maternidad y pediatría',
      ),
      tr('Bloc opératoire', 'Operating theatre', 'Operatiekwartier', 'OP-Bereich', 'Quirófano'),
      tr(
        'Soins médicaux et de réadaptation',
        'Rehabilitation care',
        'Revalidatie',
        'Rehabilitation',
        'Rehabilitación',
      ),
    ],
  ),
  sector(
    tr(
      'Accompagnement des personnes âgées',
      'Elderly care',
      'Ouderenzorg',
      'Altenpflege',
      'Atención a personas mayores',
    ),
    [
      tr(
        'Hébergement (EHPAD, CHSLD, maisons de repos)',
        'Residential care homes',
        'Woonzorgcentra',
        'Stationäre Altenpflege',
        'Residencias de mayores',
      ),
      tr(
        'Résidences autonomie',
        'Assisted living',
        'Assistentiewoningen',
        'Betreutes Wohnen',
        'Viviendas tuteladas',
      ),
      tr('Accueil de jour', 'Day care centres', 'Dagverzorgingscentra', 'Tagespflege', 'Centros de día'),
      tr(
        'Soins palliatifs',
        'Palliative care',
        'Palliatieve zorg',
        'Palliativversorgung',
        'Cuidados paliativos',
      ),
    ],
  ),
  sector(
    tr(
      'Handicap',
      'Disability services',
      'Zorg voor personen met een handicap',
      'Eingliederungshilfe',
      'Atención a la discapacidad',
    ),
    [
      tr(
        'Enfants et adolescents en situation de handicap',
        'Children and young people with disabilities',
        'Kinderen en jongeren met een beperking',
        'Kinder und Jugendliche mit Behinderung',
        'Niños y jóvenes con discapacidad',
      ),
      tr(
        "Hébergement d'adultes (foyers, MAS, FAM)",
        'Residential services for adults',
        'Woonvoorzieningen voor volwassenen',
        'Wohnangebote für Erwachsene',
        'Residencias para adultos',
      ),
      tr(
        'Travail protégé (ESAT)',
        'Sheltered employment',
        'Maatwerkbedrijven',
        'Werkstätten für behinderte Menschen',
        'Empleo protegido',
      ),
    ],
  ),
  sector(
    tr(
      'Enfance et famille',
      'Child and family services',
      'Jeugd en gezin',
      'Kinder- und Familienhilfe',
      'Infancia y familia',
    ),
    [
      tr(
        'Petite enfance (crèches)',
        'Early childhood (nurseries)',
        'Kinderopvang',
        'Kindertagesbetreuung',
        'Primera infancia (escuelas infantiles)',
      ),
      tr(
        "Protection de l'enfance",
        'Child protection',
        'Jeugdhulp en jeugdbescherming',
        'Kinder- und Jugendhilfe',
        'Protección de la infancia',
      ),
      tr(
        'Protection maternelle et infantile',
        'Maternal and child health',
        'Moeder- en kindzorg',
        'Mutter-Kind-Gesundheit',
        'Salud maternoinfantil',
      ),
      tr(
        'Soutien à la parentalité',
        'Family support',
        'Gezinsondersteuning',
        'Familienberatung',
        'Apoyo a las familias',
      ),
    ],
  ),
  sector(
    tr(
      'Santé mentale',
      'Mental health',
      'Geestelijke gezondheidszorg',
      'Psychische Gesundheit',
      'Salud mental',
    ),
    [
      tr(
        'Psychiatrie adulte',
        'Adult psychiatry',
        'Volwassenenpsychiatrie',
        'Erwachsenenpsychiatrie',
        'Psiquiatría de adultos',
      ),
      tr(
        "Psychiatrie de l'enfant et de l'adolescent",
        'Child and adolescent psychiatry',
        'Kinder- en jeugdpsychiatrie',
        'Kinder- und Jugendpsychiatrie',
        'Psiquiatría infantojuvenil',
      ),
      tr('Addictologie', 'Addiction services', 'Verslavingszorg', 'Suchthilfe', 'Atención a las adicciones'),
    ],
  ),
  sector(tr('Soins à domicile', 'Home care', 'Thuiszorg', 'Häusliche Pflege', 'Atención domiciliaria'), [
    tr(
      'Soins infirmiers à domicile',
      'Home nursing',
      'Thuisverpleging',
      'Häusliche Krankenpflege',
      'Enfermería a domicilio',
    ),
    tr('Aide à domicile', 'Home help', 'Gezinszorg', 'Haushaltshilfe', 'Ayuda a domicilio'),
    tr(
      'Hospitalisation à domicile',
      'Hospital at home',
      'Thuishospitalisatie',
      'Krankenhausbehandlung zu Hause',
      'Hospitalización a domicilio',
    ),
  ]),
  sector(
    tr('Santé publique', 'Public health', 'Volksgezondheid', 'Öffentliche Gesundheit', 'Salud pública'),
    [
      tr(
        'Prévention et promotion de la santé',
        'Prevention and health promotion',
        'Preventie en gezondheidsbevordering',
        'Prävention und Gesundheitsförderung',
        'Prevención y promoción de la salud',
      ),
      tr('Santé au travail', 'Occupational health', 'Arbeidsgeneeskunde', 'Arbeitsmedizin', 'Salud laboral'),
      tr(
        'Santé scolaire',
        'School health',
        'Schoolgezondheidszorg',
        'Schulgesundheitspflege',
        'Salud escolar',
      ),
      tr(
        'Veille et sécurité sanitaires',
        'Health surveillance',
        'Gezondheidsbewaking',
        'Gesundheitsüberwachung',
        'Vigilancia sanitaria',
      ),
    ],
  ),
  sector(
    tr(
      'Travail social et inclusion',
      'Social work and inclusion',
      'Sociaal werk en inclusie',
      'Soziale Arbeit und Inklusion',
      'Trabajo social e inclusión',
    ),
    [
      tr(
        'Hébergement et insertion',
        'Housing and social inclusion',
        'Opvang en maatschappelijke integratie',
        'Wohnungslosenhilfe',
        'Alojamiento e inserción social',
      ),
      tr(
        'Accueil des personnes migrantes',
        'Migrant and refugee support',
        'Opvang van migranten en vluchtelingen',
        'Migrations- und Flüchtlingshilfe',
        'Atención a personas migrantes y refugiadas',
      ),
      tr(
        'Insertion professionnelle',
        'Employment support',
        'Arbeidsinschakeling',
        'Berufliche Eingliederung',
        'Inserción laboral',
      ),
      tr(
        'Action sociale de proximité',
        'Community social work',
        'Buurtwerk',
        'Gemeinwesenarbeit',
        'Intervención social comunitaria',
      ),
    ],
  ),
  sector(
    tr(
      'Enseignement et formation',
      'Education and training',
      'Onderwijs en opleiding',
      'Bildung und Ausbildung',
      'Educación y formación',
    ),
    [
      tr(
        'Instituts de formation en soins infirmiers',
        'Nursing schools',
        'Verpleegkundeopleidingen',
        'Pflegeschulen',
        'Escuelas de enfermería',
      ),
      tr(
        'Écoles du travail social',
        'Social work schools',
        'Opleidingen sociaal werk',
        'Hochschulen für Soziale Arbeit',
        'Escuelas de trabajo social',
      ),
      tr(
        'Universités et facultés de santé',
        'Universities and health faculties',
        'Universiteiten en faculteiten geneeskunde',
        'Universitäten und medizinische Fakultäten',
        'Universidades y facultades de ciencias de la salud',
      ),
      tr(
        'Formation continue',
        'Continuing education',
        'Permanente vorming',
        'Fort- und Weiterbildung',
        'Formación continua',
      ),
    ],
  ),
].map((entry, index) => ({ position: index + 1, ...entry }));

/** Default data lists (isDefault: true) offered on every fair's forms. */
export const DATA_LISTS: DataList[] = [
  {
    ref: 'diploma_level',
    isDefault: true,
    translations: listName(
      'Niveau de diplôme',
      'Qualification level',
      'Opleidingsniveau',
      'Bildungsabschluss',
      'Nivel de estudios',
    ),
    values: listValues([
      tr('Sans diplôme', 'No qualification', 'Geen diploma', 'Kein Abschluss', 'Sin titulación'),
      tr(
        'Secondaire (CAP, BEP, baccalauréat)',
        'Secondary education',
        'Secundair onderwijs',
        'Sekundarabschluss',
        'Educación secundaria',
      ),
      tr(
        'Bac+2 (BTS, DEUST)',
        'Short-cycle higher education',
        'Graduaat',
        'Kurzstudiengang',
        'Técnico superior',
      ),
      tr("Bac+3 (licence, diplôme d'État)", "Bachelor's degree", 'Bachelor', 'Bachelor', 'Grado'),
      tr('Bac+5 (master)', "Master's degree", 'Master', 'Master', 'Máster'),
      tr('Doctorat', 'Doctorate', 'Doctoraat', 'Promotion', 'Doctorado'),
    ]),
  },
  {
    ref: 'availability',
    isDefault: true,
    translations: listName(
      'Disponibilité',
      'Availability',
      'Beschikbaarheid',
      'Verfügbarkeit',
      'Disponibilidad',
    ),
    values: listValues([
      tr('Immédiate', 'Immediately', 'Onmiddellijk', 'Sofort', 'Inmediata'),
      tr('Sous 1 mois', 'Within 1 month', 'Binnen 1 maand', 'Innerhalb eines Monats', 'En menos de 1 mes'),
      tr(
        'Sous 3 mois',
        'Within 3 months',
        'Binnen 3 maanden',
        'Innerhalb von 3 Monaten',
        'En menos de 3 meses',
      ),
      tr(
        'Plus de 3 mois',
        'More than 3 months',
        'Meer dan 3 maanden',
        'In mehr als 3 Monaten',
        'Más de 3 meses',
      ),
    ]),
  },
  {
    ref: 'work_permit',
    isDefault: true,
    translations: listName(
      'Autorisation de travail',
      'Work permit',
      'Arbeidsvergunning',
      'Arbeitserlaubnis',
      'Permiso de trabajo',
    ),
    values: listValues([
      tr('Oui', 'Yes', 'Ja', 'Ja', 'Sí'),
      tr('Non', 'No', 'Nee', 'Nein', 'No'),
      tr('En cours', 'In progress', 'In behandeling', 'In Bearbeitung', 'En trámite'),
    ]),
  },
  {
    ref: 'language_level',
    isDefault: true,
    translations: listName(
      'Niveau de langue',
      'Language level',
      'Taalniveau',
      'Sprachniveau',
      'Nivel de idioma',
    ),
    values: listValues([
      tr('A1 – Débutant', 'A1 – Beginner', 'A1 – Beginner', 'A1 – Anfänger', 'A1 – Principiante'),
      tr(
        'A2 – Élémentaire',
        'A2 – Elementary',
        'A2 – Elementair',
        'A2 – Grundlegende Kenntnisse',
        'A2 – Elemental',
      ),
      tr(
        'B1 – Intermédiaire',
        'B1 – Intermediate',
        'B1 – Gevorderd',
        'B1 – Fortgeschrittene Sprachverwendung',
        'B1 – Intermedio',
      ),
      tr(
        'B2 – Intermédiaire avancé',
        'B2 – Upper intermediate',
        'B2 – Hoog gevorderd',
        'B2 – Selbstständige Sprachverwendung',
        'B2 – Intermedio alto',
      ),
      tr(
        'C1 – Autonome',
        'C1 – Advanced',
        'C1 – Vaardig',
        'C1 – Fachkundige Sprachkenntnisse',
        'C1 – Avanzado',
      ),
      tr(
        'C2 – Maîtrise',
        'C2 – Proficient',
        'C2 – Zeer vaardig',
        'C2 – Annähernd muttersprachliche Kenntnisse',
        'C2 – Maestría',
      ),
      tr('Langue maternelle', 'Native language', 'Moedertaal', 'Muttersprache', 'Lengua materna'),
    ]),
  },
];
