import { namesOf as n, type NameTranslations } from '../../seed/data/locales.ts';
/** A diploma's own name: a proper name, kept as the country writes it in every locale. */
const same = (name: string): NameTranslations => n(name, name, name, name, name);

/** §3 job families and their sub-families (`parent` names a family's key). */
export const JOB_FAMILIES: { key: string; parent?: string; translations: NameTranslations }[] = [
  { key: 'nursing', translations: n('Soins infirmiers', 'Nursing', 'Verpleegkunde', 'Pflege', 'Enfermería') },
  {
    key: 'care',
    translations: n(
      'Aide et soins',
      'Care assistance',
      'Zorgondersteuning',
      'Pflegeassistenz',
      'Asistencia y cuidados',
    ),
  },
  {
    key: 'social',
    translations: n('Travail social', 'Social work', 'Sociaal werk', 'Soziale Arbeit', 'Trabajo social'),
  },
  {
    key: 'rehabilitation',
    translations: n(
      'Rééducation et réadaptation',
      'Rehabilitation',
      'Revalidatie',
      'Rehabilitation',
      'Rehabilitación',
    ),
  },
  { key: 'medical', translations: n('Médical', 'Medical', 'Medisch', 'Medizin', 'Medicina') },
  { key: 'pharmacy', translations: n('Pharmacie', 'Pharmacy', 'Farmacie', 'Pharmazie', 'Farmacia') },
  { key: 'laboratory', translations: n('Laboratoire', 'Laboratory', 'Laboratorium', 'Labor', 'Laboratorio') },
  {
    key: 'management',
    translations: n(
      'Encadrement et gestion',
      'Management',
      'Management',
      'Leitung und Verwaltung',
      'Gestión y dirección',
    ),
  },
  {
    key: 'critical-care',
    parent: 'nursing',
    translations: n(
      'Soins critiques et urgences',
      'Critical and emergency care',
      'Intensieve zorg en spoed',
      'Intensiv- und Notfallpflege',
      'Cuidados críticos y urgencias',
    ),
  },
  {
    key: 'mental-health',
    parent: 'nursing',
    translations: n(
      'Santé mentale',
      'Mental health',
      'Geestelijke gezondheidszorg',
      'Psychiatrische Pflege',
      'Salud mental',
    ),
  },
  {
    key: 'geriatrics',
    parent: 'nursing',
    translations: n('Gériatrie', 'Geriatric care', 'Ouderenzorg', 'Altenpflege', 'Geriatría'),
  },
  {
    key: 'home-care',
    parent: 'care',
    translations: n('Aide à domicile', 'Home care', 'Thuiszorg', 'Häusliche Pflege', 'Atención domiciliaria'),
  },
  {
    key: 'special-education',
    parent: 'social',
    translations: n(
      'Éducation spécialisée',
      'Special-needs education',
      'Orthopedagogie',
      'Heilpädagogik',
      'Educación especial',
    ),
  },
  {
    key: 'child-protection',
    parent: 'social',
    translations: n(
      'Protection de l’enfance',
      'Child protection',
      'Jeugdbescherming',
      'Kinder- und Jugendhilfe',
      'Protección de la infancia',
    ),
  },
  {
    key: 'midwifery',
    parent: 'medical',
    translations: n('Maïeutique', 'Midwifery', 'Verloskunde', 'Hebammenwesen', 'Partería'),
  },
  {
    key: 'imaging',
    parent: 'medical',
    translations: n(
      'Imagerie médicale',
      'Medical imaging',
      'Medische beeldvorming',
      'Medizinische Bildgebung',
      'Diagnóstico por imagen',
    ),
  },
];

/**
 * §3 functions with their ISCO-08 unit group (ILO, International Standard Classification of
 * Occupations 2008); `null` where no unit group names the occupation.
 */
export const JOB_FUNCTIONS: { family: string; iscoCode: string | null; translations: NameTranslations }[] = [
  {
    family: 'nursing',
    iscoCode: '2221',
    translations: n(
      'Infirmier / infirmière',
      'Registered nurse',
      'Verpleegkundige',
      'Pflegefachkraft',
      'Enfermero / enfermera',
    ),
  },
  {
    family: 'nursing',
    iscoCode: '3221',
    translations: n(
      'Infirmier auxiliaire / infirmière auxiliaire',
      'Licensed practical nurse',
      'Basisverpleegkundige',
      'Pflegehelfer mit Examen',
      'Auxiliar de enfermería',
    ),
  },
  {
    family: 'critical-care',
    iscoCode: '2221',
    translations: n(
      'Infirmier en soins intensifs',
      'Intensive care nurse',
      'Intensive-zorgverpleegkundige',
      'Intensivpflegefachkraft',
      'Enfermero de cuidados intensivos',
    ),
  },
  {
    family: 'mental-health',
    iscoCode: '2221',
    translations: n(
      'Infirmier en santé mentale',
      'Mental health nurse',
      'Psychiatrisch verpleegkundige',
      'Psychiatrische Pflegefachkraft',
      'Enfermero de salud mental',
    ),
  },
  {
    family: 'care',
    iscoCode: '5321',
    translations: n(
      'Aide-soignant / préposé aux bénéficiaires',
      'Nursing assistant',
      'Zorgkundige',
      'Pflegeassistent',
      'Técnico en cuidados auxiliares de enfermería',
    ),
  },
  {
    family: 'home-care',
    iscoCode: '5322',
    translations: n(
      'Auxiliaire de vie / aide à domicile',
      'Home-care aide',
      'Thuishulp',
      'Haushaltshilfe in der häuslichen Pflege',
      'Auxiliar de ayuda a domicilio',
    ),
  },
  {
    family: 'midwifery',
    iscoCode: '2222',
    translations: n('Sage-femme', 'Midwife', 'Vroedvrouw', 'Hebamme', 'Matrona'),
  },
  {
    family: 'rehabilitation',
    iscoCode: '2264',
    translations: n(
      'Kinésithérapeute / physiothérapeute',
      'Physiotherapist',
      'Kinesitherapeut',
      'Physiotherapeut',
      'Fisioterapeuta',
    ),
  },
  {
    family: 'rehabilitation',
    iscoCode: '2269',
    translations: n(
      'Ergothérapeute',
      'Occupational therapist',
      'Ergotherapeut',
      'Ergotherapeut',
      'Terapeuta ocupacional',
    ),
  },
  {
    family: 'rehabilitation',
    iscoCode: '2266',
    translations: n('Orthophoniste', 'Speech-language therapist', 'Logopedist', 'Logopäde', 'Logopeda'),
  },
  {
    family: 'social',
    iscoCode: '2635',
    translations: n(
      'Assistant de service social / travailleur social',
      'Social worker',
      'Maatschappelijk werker',
      'Sozialarbeiter',
      'Trabajador social',
    ),
  },
  {
    family: 'special-education',
    iscoCode: '3412',
    translations: n(
      'Éducateur spécialisé',
      'Special-needs educator',
      'Orthopedagoog',
      'Heilerziehungspfleger',
      'Educador especializado',
    ),
  },
  {
    family: 'social',
    iscoCode: '2634',
    translations: n('Psychologue', 'Psychologist', 'Psycholoog', 'Psychologe', 'Psicólogo'),
  },
  {
    family: 'social',
    iscoCode: null,
    translations: n(
      'Pair-aidant',
      'Peer support worker',
      'Ervaringsdeskundige',
      'Genesungsbegleiter',
      'Agente de apoyo entre pares',
    ),
  },
  {
    family: 'medical',
    iscoCode: '2211',
    translations: n(
      'Médecin généraliste',
      'General practitioner',
      'Huisarts',
      'Allgemeinmediziner',
      'Médico de familia',
    ),
  },
  {
    family: 'pharmacy',
    iscoCode: '2262',
    translations: n('Pharmacien', 'Pharmacist', 'Apotheker', 'Apotheker', 'Farmacéutico'),
  },
  {
    family: 'pharmacy',
    iscoCode: '3213',
    translations: n(
      'Préparateur en pharmacie',
      'Pharmacy technician',
      'Farmaceutisch-technisch assistent',
      'Pharmazeutisch-technischer Assistent',
      'Técnico en farmacia',
    ),
  },
  {
    family: 'laboratory',
    iscoCode: '3212',
    translations: n(
      'Technologiste médical / technicien de laboratoire',
      'Medical laboratory technologist',
      'Medisch laboratoriumtechnoloog',
      'Medizinischer Technologe für Laboratoriumsanalytik',
      'Técnico de laboratorio clínico',
    ),
  },
  {
    family: 'imaging',
    iscoCode: '3211',
    translations: n(
      'Technologue en radiologie / manipulateur en électroradiologie',
      'Radiology technologist',
      'Medisch beeldvormingstechnoloog',
      'Medizinischer Technologe für Radiologie',
      'Técnico en radiología',
    ),
  },
  {
    family: 'management',
    iscoCode: '1342',
    translations: n(
      'Cadre de santé',
      'Health services manager',
      'Zorgmanager',
      'Pflegedienstleitung',
      'Supervisor de enfermería',
    ),
  },
  {
    family: 'management',
    iscoCode: '1343',
    translations: n(
      'Directeur d’établissement pour personnes âgées',
      'Aged care services manager',
      'Directeur woonzorgcentrum',
      'Leitung einer Pflegeeinrichtung',
      'Director de residencia de mayores',
    ),
  },
];

/** A diploma with its ISCED 2011 level (UNESCO: 3 upper secondary, 4 post-secondary non-tertiary,
 * 5 short-cycle tertiary, 6 bachelor or equivalent, 7 master, 8 doctorate): what the match compares
 * across countries. */
export interface EducationLevelData {
  isced: number;
  translations: NameTranslations;
}
const level = (isced: number, translations: NameTranslations): EducationLevelData => ({
  isced,
  translations,
});

/**
 * §3 education levels by country (ISO 3166-1 alpha-2; `CA` holds Québec's), lowest first: a
 * handful of real diplomas of each country the platform recruits in or from.
 */
export const JOB_EDUCATION_LEVELS: Record<string, EducationLevelData[]> = {
  FR: [
    level(3, same('CAP Accompagnant éducatif petite enfance')),
    level(4, same('DEAS – Diplôme d’État d’aide-soignant')),
    level(3, same('Baccalauréat')),
    level(6, same('DEI – Diplôme d’État d’infirmier (Bac+3)')),
    level(7, same('DEIPA – Diplôme d’État d’infirmier en pratique avancée (Bac+5)')),
  ],
  BE: [
    level(3, same('CESS – Certificat d’enseignement secondaire supérieur')),
    level(5, same('Brevet d’infirmier hospitalier')),
    level(6, same('Bachelier infirmier responsable de soins généraux')),
    level(7, same('Master en sciences de la santé publique')),
  ],
  CA: [
    level(3, same('DES – Diplôme d’études secondaires')),
    level(3, same('DEP – Diplôme d’études professionnelles (santé, assistance et soins infirmiers)')),
    level(5, same('AEC – Attestation d’études collégiales')),
    level(5, same('DEC – Diplôme d’études collégiales en soins infirmiers')),
    level(6, same('Baccalauréat en sciences infirmières')),
  ],
  MA: [
    level(3, same('Baccalauréat marocain')),
    level(5, same('Diplôme de technicien de santé (ISPITS)')),
    level(6, same('Licence en soins infirmiers (ISPITS)')),
    level(7, same('Master en sciences infirmières')),
  ],
  TN: [
    level(3, same('Baccalauréat tunisien')),
    level(6, same('Licence appliquée en sciences infirmières')),
    level(7, same('Mastère professionnel en sciences de la santé')),
  ],
  SN: [
    level(3, same('Baccalauréat sénégalais')),
    level(6, same('Diplôme d’État d’infirmier (ENDSS)')),
    level(6, same('Diplôme d’État de sage-femme (ENDSS)')),
    level(6, same('Licence en sciences infirmières')),
  ],
  CM: [
    level(3, same('Baccalauréat / GCE Advanced Level')),
    level(4, same('Diplôme d’aide-soignant')),
    level(6, same('Diplôme d’infirmier diplômé d’État')),
    level(6, same('Licence en sciences infirmières')),
  ],
  CI: [
    level(3, same('Baccalauréat ivoirien')),
    level(6, same('Diplôme d’État d’infirmier (INFAS)')),
    level(6, same('Diplôme d’État de sage-femme (INFAS)')),
    level(6, same('Licence professionnelle en sciences infirmières')),
  ],
  PH: [
    level(3, same('Senior High School Diploma')),
    level(4, same('Certificate in Caregiving (TESDA NC II)')),
    level(6, same('Bachelor of Science in Nursing (BSN)')),
    level(7, same('Master of Arts in Nursing (MAN)')),
  ],
  IN: [
    level(3, same('Higher Secondary Certificate (Class XII)')),
    level(4, same('Auxiliary Nurse Midwife (ANM)')),
    level(5, same('General Nursing and Midwifery (GNM)')),
    level(6, same('B.Sc. Nursing')),
    level(7, same('M.Sc. Nursing')),
  ],
  LB: [
    level(3, same('Baccalauréat libanais')),
    level(5, same('Technicien supérieur (TS) en soins infirmiers')),
    level(6, same('Licence en sciences infirmières')),
    level(7, same('Master en sciences infirmières')),
  ],
  BR: [
    level(3, same('Ensino médio')),
    level(4, same('Técnico em enfermagem')),
    level(6, same('Bacharelado em enfermagem')),
    level(7, same('Especialização em enfermagem')),
  ],
  CO: [
    level(3, same('Bachiller')),
    level(4, same('Técnico laboral auxiliar de enfermería')),
    level(6, same('Enfermería profesional (pregrado)')),
    level(7, same('Especialización en enfermería')),
  ],
};

/** §3 CEFR language levels, A1 to C2 (Council of Europe). */
export const JOB_LANGUAGE_LEVELS: NameTranslations[] = [
  n('A1 – Découverte', 'A1 – Breakthrough', 'A1 – Doorbraak', 'A1 – Anfänger', 'A1 – Acceso'),
  n('A2 – Survie', 'A2 – Waystage', 'A2 – Basis', 'A2 – Grundlegende Kenntnisse', 'A2 – Plataforma'),
  n('B1 – Seuil', 'B1 – Threshold', 'B1 – Drempel', 'B1 – Fortgeschrittene Sprachverwendung', 'B1 – Umbral'),
  n(
    'B2 – Avancé',
    'B2 – Vantage',
    'B2 – Onafhankelijk',
    'B2 – Selbständige Sprachverwendung',
    'B2 – Avanzado',
  ),
  n(
    'C1 – Autonome',
    'C1 – Effective operational proficiency',
    'C1 – Vaardig',
    'C1 – Fachkundige Sprachkenntnisse',
    'C1 – Dominio operativo eficaz',
  ),
  n(
    'C2 – Maîtrise',
    'C2 – Mastery',
    'C2 – Beheersing',
    'C2 – Annähernd muttersprachliche Kenntnisse',
    'C2 – Maestría',
  ),
];

export const JOB_CONTRACT_TYPES: NameTranslations[] = [
  n(
    'CDI – Contrat à durée indéterminée',
    'Permanent contract',
    'Contract van onbepaalde duur',
    'Unbefristeter Vertrag',
    'Contrato indefinido',
  ),
  n(
    'CDD – Contrat à durée déterminée',
    'Fixed-term contract',
    'Contract van bepaalde duur',
    'Befristeter Vertrag',
    'Contrato temporal',
  ),
  n('Intérim', 'Temporary agency work', 'Uitzendwerk', 'Zeitarbeit', 'Trabajo temporal (ETT)'),
  n('Remplacement', 'Replacement', 'Vervanging', 'Vertretung', 'Sustitución'),
  n('Stage', 'Internship', 'Stage', 'Praktikum', 'Prácticas'),
  n('Alternance / apprentissage', 'Apprenticeship', 'Duaal leren', 'Ausbildung', 'Formación dual'),
  n('Libéral / indépendant', 'Self-employed', 'Zelfstandige', 'Freiberuflich', 'Autónomo'),
];

export const JOB_EXPERIENCES: NameTranslations[] = [
  n(
    'Débutant accepté',
    'New graduates welcome',
    'Starters welkom',
    'Berufseinsteiger willkommen',
    'Sin experiencia',
  ),
  n('Moins de 2 ans', 'Less than 2 years', 'Minder dan 2 jaar', 'Weniger als 2 Jahre', 'Menos de 2 años'),
  n('2 à 5 ans', '2 to 5 years', '2 tot 5 jaar', '2 bis 5 Jahre', 'De 2 a 5 años'),
  n('5 à 10 ans', '5 to 10 years', '5 tot 10 jaar', '5 bis 10 Jahre', 'De 5 a 10 años'),
  n('Plus de 10 ans', 'More than 10 years', 'Meer dan 10 jaar', 'Mehr als 10 Jahre', 'Más de 10 años'),
];

export const JOB_DISPONIBILITIES: NameTranslations[] = [
  n('Immédiatement', 'Immediately', 'Onmiddellijk', 'Sofort', 'Inmediatamente'),
  n('D’ici 1 mois', 'Within 1 month', 'Binnen 1 maand', 'Innerhalb von 1 Monat', 'En 1 mes'),
  n('D’ici 3 mois', 'Within 3 months', 'Binnen 3 maanden', 'Innerhalb von 3 Monaten', 'En 3 meses'),
  n('D’ici 6 mois', 'Within 6 months', 'Binnen 6 maanden', 'Innerhalb von 6 Monaten', 'En 6 meses'),
  n('Plus de 6 mois', 'More than 6 months', 'Meer dan 6 maanden', 'Mehr als 6 Monate', 'Más de 6 meses'),
];

export const JOB_FUNCTION_LEVELS: NameTranslations[] = [
  n('Assistant / aide', 'Assistant', 'Assistent', 'Assistenz', 'Auxiliar'),
  n('Technicien', 'Technician', 'Technicus', 'Techniker', 'Técnico'),
  n('Professionnel', 'Professional', 'Professional', 'Fachkraft', 'Profesional'),
  n(
    'Spécialiste / pratique avancée',
    'Specialist / advanced practice',
    'Specialist / verpleegkundig specialist',
    'Spezialist / erweiterte Praxis',
    'Especialista / práctica avanzada',
  ),
  n('Chef d’équipe', 'Team leader', 'Teamleider', 'Teamleitung', 'Jefe de equipo'),
  n('Direction', 'Executive', 'Directie', 'Leitung', 'Dirección'),
];

export const JOB_AREAS: NameTranslations[] = [
  n('Hôpital', 'Hospital', 'Ziekenhuis', 'Krankenhaus', 'Hospital'),
  n('Clinique privée', 'Private clinic', 'Privékliniek', 'Privatklinik', 'Clínica privada'),
  n('EHPAD / CHSLD', 'Nursing home', 'Woonzorgcentrum', 'Pflegeheim', 'Residencia de mayores'),
  n('Soins à domicile', 'Home care', 'Thuiszorg', 'Ambulante Pflege', 'Atención domiciliaria'),
  n(
    'Santé mentale et psychiatrie',
    'Mental health and psychiatry',
    'Geestelijke gezondheidszorg en psychiatrie',
    'Psychiatrie',
    'Salud mental y psiquiatría',
  ),
  n('Handicap', 'Disability services', 'Gehandicaptenzorg', 'Eingliederungshilfe', 'Discapacidad'),
  n(
    'Protection de l’enfance',
    'Child protection',
    'Jeugdhulp',
    'Kinder- und Jugendhilfe',
    'Protección de la infancia',
  ),
  n(
    'Centre de réadaptation',
    'Rehabilitation centre',
    'Revalidatiecentrum',
    'Rehabilitationszentrum',
    'Centro de rehabilitación',
  ),
];

export const JOB_PERSONAL_QUALITIES: NameTranslations[] = [
  n('Empathie', 'Empathy', 'Empathie', 'Empathie', 'Empatía'),
  n('Patience', 'Patience', 'Geduld', 'Geduld', 'Paciencia'),
  n('Rigueur', 'Thoroughness', 'Nauwkeurigheid', 'Sorgfalt', 'Rigor'),
  n('Sens de l’écoute', 'Listening skills', 'Luistervaardigheid', 'Zuhören können', 'Capacidad de escucha'),
  n('Esprit d’équipe', 'Team spirit', 'Teamgeest', 'Teamgeist', 'Espíritu de equipo'),
  n('Adaptabilité', 'Adaptability', 'Aanpassingsvermogen', 'Anpassungsfähigkeit', 'Adaptabilidad'),
  n(
    'Résistance au stress',
    'Stress resilience',
    'Stressbestendigheid',
    'Belastbarkeit',
    'Resistencia al estrés',
  ),
  n('Discrétion', 'Discretion', 'Discretie', 'Diskretion', 'Discreción'),
];

export const JOB_PERSONAL_SKILLS: NameTranslations[] = [
  n(
    'Soins d’hygiène et de confort',
    'Personal care and hygiene',
    'Hygiënische en comfortzorg',
    'Grundpflege',
    'Cuidados de higiene y confort',
  ),
  n(
    'Administration des médicaments',
    'Medication administration',
    'Toedienen van medicatie',
    'Medikamentengabe',
    'Administración de medicamentos',
  ),
  n(
    'Gestes d’urgence (AFGSU / BLS)',
    'Basic life support (BLS)',
    'Reanimatie (BLS)',
    'Basic Life Support (BLS)',
    'Soporte vital básico (SVB)',
  ),
  n(
    'Prévention des infections',
    'Infection prevention and control',
    'Infectiepreventie',
    'Infektionsprävention',
    'Prevención de infecciones',
  ),
  n(
    'Dossier de soins informatisé',
    'Electronic health records',
    'Elektronisch patiëntendossier',
    'Elektronische Patientenakte',
    'Historia clínica electrónica',
  ),
  n(
    'Accompagnement en fin de vie',
    'End-of-life care',
    'Palliatieve zorg',
    'Palliativversorgung',
    'Cuidados paliativos',
  ),
  n(
    'Manutention des patients',
    'Patient handling',
    'Tillen en verplaatsen van patiënten',
    'Patiententransfer',
    'Movilización de pacientes',
  ),
  n(
    'Gestion des troubles du comportement',
    'Managing challenging behaviour',
    'Omgaan met probleemgedrag',
    'Umgang mit herausforderndem Verhalten',
    'Manejo de trastornos de conducta',
  ),
];

/**
 * §2/§3 the legacy job lists (`/job/{slug}`), sorted by name on screen. Categories: the kind of
 * care setting a post belongs to.
 */
export const JOB_CATEGORIES: NameTranslations[] = [
  n(
    'Soins hospitaliers',
    'Hospital care',
    'Ziekenhuiszorg',
    'Krankenhausversorgung',
    'Atención hospitalaria',
  ),
  n(
    'Soins de longue durée / EHPAD',
    'Long-term care / nursing homes',
    'Langdurige zorg / woonzorgcentra',
    'Langzeitpflege / Pflegeheime',
    'Cuidados de larga duración / residencias',
  ),
  n('Soins à domicile', 'Home care', 'Thuiszorg', 'Häusliche Pflege', 'Atención domiciliaria'),
  n(
    'Accompagnement du handicap',
    'Disability services',
    'Gehandicaptenzorg',
    'Eingliederungshilfe',
    'Atención a la discapacidad',
  ),
  n(
    'Protection de l’enfance',
    'Child protection',
    'Jeugdbescherming',
    'Kinder- und Jugendhilfe',
    'Protección de la infancia',
  ),
  n('Santé mentale', 'Mental health', 'Geestelijke gezondheidszorg', 'Psychische Gesundheit', 'Salud mental'),
  n('Soins de suite et réadaptation', 'Rehabilitation', 'Revalidatie', 'Rehabilitation', 'Rehabilitación'),
  n('Soins palliatifs', 'Palliative care', 'Palliatieve zorg', 'Palliativversorgung', 'Cuidados paliativos'),
  n(
    'Action sociale et insertion',
    'Social welfare and inclusion',
    'Welzijnswerk en inclusie',
    'Sozialhilfe und Inklusion',
    'Acción social e inserción',
  ),
];

/** What a post offers or asks beyond its function (the candidate filters on them). */
export const JOB_CHARACTERISTICS: NameTranslations[] = [
  n('Travail de nuit', 'Night work', 'Nachtwerk', 'Nachtarbeit', 'Trabajo nocturno'),
  n('Travail en équipes (2×8, 3×8)', 'Shift work', 'Ploegendienst', 'Schichtarbeit', 'Trabajo por turnos'),
  n('Travail le week-end', 'Weekend work', 'Weekendwerk', 'Wochenendarbeit', 'Trabajo en fin de semana'),
  n(
    'Temps partiel possible',
    'Part-time possible',
    'Deeltijds mogelijk',
    'Teilzeit möglich',
    'Posibilidad de jornada parcial',
  ),
  n(
    'Logement fourni',
    'Accommodation provided',
    'Huisvesting voorzien',
    'Unterkunft gestellt',
    'Alojamiento incluido',
  ),
  n('Prime d’installation', 'Relocation bonus', 'Verhuispremie', 'Umzugsprämie', 'Prima de traslado'),
  n(
    'Encadrement d’équipe',
    'Team leadership',
    'Leidinggeven aan een team',
    'Teamleitung',
    'Dirección de equipo',
  ),
  n(
    'Cours de langue financés',
    'Language courses paid',
    'Taalcursussen betaald',
    'Sprachkurse bezahlt',
    'Cursos de idiomas pagados',
  ),
  n(
    'Aide à la reconnaissance du diplôme',
    'Help with diploma recognition',
    'Hulp bij diplomaerkenning',
    'Unterstützung bei der Anerkennung des Abschlusses',
    'Ayuda con la homologación del título',
  ),
  n('Astreintes', 'On-call duty', 'Wachtdienst', 'Rufbereitschaft', 'Guardias localizadas'),
];

/**
 * The legacy `/contract_types` list (the offers themselves use `JOB_CONTRACT_TYPES` above, in
 * their order).
 */
export const JOB_LEGACY_CONTRACT_TYPES: NameTranslations[] = [
  n(
    'Contrat à durée indéterminée',
    'Permanent contract',
    'Vaste aanstelling',
    'Unbefristeter Vertrag',
    'Contrato indefinido',
  ),
  n(
    'Contrat à durée déterminée',
    'Fixed-term contract',
    'Tijdelijk contract',
    'Befristeter Vertrag',
    'Contrato de duración determinada',
  ),
  n(
    'Intérim / agence',
    'Temporary / agency work',
    'Uitzendwerk',
    'Zeitarbeit / Personalvermittlung',
    'Trabajo temporal / agencia',
  ),
  n('Stage', 'Internship', 'Stage', 'Praktikum', 'Prácticas'),
  n('Apprentissage', 'Apprenticeship', 'Leercontract', 'Ausbildung', 'Contrato de aprendizaje'),
  n('Vacation / remplacement', 'Locum / cover', 'Vervanging', 'Vertretung', 'Sustitución'),
  n('Indépendant / libéral', 'Freelance', 'Zelfstandige', 'Freiberuflich', 'Autónomo'),
];

/** How the employer handles a CV it receives (what the candidate may expect). */
export const JOB_CV_TREATMENTS: NameTranslations[] = [
  n(
    'Réponse sous 48 heures',
    'Answered within 48 hours',
    'Antwoord binnen 48 uur',
    'Antwort innerhalb von 48 Stunden',
    'Respuesta en 48 horas',
  ),
  n(
    'Réponse sous une semaine',
    'Answered within a week',
    'Antwoord binnen een week',
    'Antwort innerhalb einer Woche',
    'Respuesta en una semana',
  ),
  n(
    'Réponse sous un mois',
    'Answered within a month',
    'Antwoord binnen een maand',
    'Antwort innerhalb eines Monats',
    'Respuesta en un mes',
  ),
  n(
    'Conservé 2 ans pour d’autres postes',
    'Kept on file for 2 years for other posts',
    '2 jaar bewaard voor andere vacatures',
    '2 Jahre für andere Stellen aufbewahrt',
    'Conservado 2 años para otros puestos',
  ),
  n(
    'Transmis aux employeurs partenaires avec accord',
    'Forwarded to partner employers with consent',
    'Met toestemming doorgestuurd naar partnerwerkgevers',
    'Mit Einwilligung an Partnerarbeitgeber weitergeleitet',
    'Enviado a empleadores asociados con consentimiento',
  ),
  n(
    'Supprimé à la fin du recrutement',
    'Deleted when the recruitment ends',
    'Verwijderd na afloop van de werving',
    'Nach Abschluss der Stellenbesetzung gelöscht',
    'Eliminado al finalizar la selección',
  ),
];

/** How a candidate gets to work, or what the post asks for it. */
export const JOB_WORK_TRANSPORTS: NameTranslations[] = [
  n(
    'Accessible en transports en commun',
    'Reachable by public transport',
    'Bereikbaar met het openbaar vervoer',
    'Mit öffentlichen Verkehrsmitteln erreichbar',
    'Accesible en transporte público',
  ),
  n(
    'Véhicule indispensable',
    'Car required',
    'Auto noodzakelijk',
    'Auto erforderlich',
    'Vehículo imprescindible',
  ),
  n(
    'Permis de conduire exigé',
    'Driving licence required',
    'Rijbewijs vereist',
    'Führerschein erforderlich',
    'Carné de conducir obligatorio',
  ),
  n(
    'Véhicule de service fourni',
    'Company vehicle provided',
    'Dienstwagen ter beschikking',
    'Dienstwagen gestellt',
    'Vehículo de empresa',
  ),
  n('À vélo', 'By bicycle', 'Met de fiets', 'Mit dem Fahrrad', 'En bicicleta'),
  n(
    'Navette de l’employeur',
    'Employer shuttle',
    'Pendelbus van de werkgever',
    'Werkshuttle des Arbeitgebers',
    'Autobús lanzadera de la empresa',
  ),
  n(
    'Frais de transport remboursés',
    'Travel costs reimbursed',
    'Vervoerskosten vergoed',
    'Fahrtkosten erstattet',
    'Gastos de transporte reembolsados',
  ),
];

/**
 * The WHO Health Workforce Support and Safeguards List 2023 (World Health Organization, Geneva,
 * 2023; see https://www.who.int/news-room/questions-and-answers/item/who-health-workforce-support-and-safeguards-list): 55 countries with a density of
 * doctors, nurses and midwives below 49 per 10 000 and a UHC service coverage index below 55 —
 * 37 in the African region, 8 Western Pacific, 6 Eastern Mediterranean, 3 South-East Asia, 1 in
 * the Americas. ISO 3166-1 alpha-2 codes; the super admin updates the list when WHO publishes anew.
 */
export const WHO_SAFEGUARDS_EDITION = '2023';
export const WHO_SAFEGUARDS_LIST: Readonly<Record<string, readonly string[]>> = {
  africa: [
    'AO',
    'BJ',
    'BF',
    'BI',
    'CM',
    'CF',
    'TD',
    'KM',
    'CG',
    'CI',
    'CD',
    'ER',
    'ET',
    'GA',
    'GM',
    'GH',
    'GN',
    'GW',
    'KE',
    'LS',
    'LR',
    'MG',
    'MW',
    'ML',
    'MR',
    'MZ',
    'NE',
    'NG',
    'RW',
    'SN',
    'SL',
    'SS',
    'TG',
    'UG',
    'TZ',
    'ZM',
    'ZW',
  ],
  westernPacific: ['KI', 'LA', 'FM', 'PG', 'WS', 'SB', 'TV', 'VU'],
  easternMediterranean: ['AF', 'DJ', 'PK', 'SO', 'SD', 'YE'],
  southEastAsia: ['BD', 'NP', 'TL'],
  americas: ['HT'],
};
