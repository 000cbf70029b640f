import type { RegistrationFormBlock, RegistrationFormType } from '@passerelle/contract';

const t = (fr: string, en: string, nl: string, de: string, es: string) => ({
  fr: { label: fr },
  en: { label: en },
  nl: { label: nl },
  de: { label: de },
  es: { label: es },
});
const block = (
  name: ReturnType<typeof t>,
  fields: RegistrationFormBlock['fields'],
): RegistrationFormBlock => ({
  translations: Object.fromEntries(Object.entries(name).map(([l, v]) => [l, { name: v.label }])) as never,
  fields,
});
const field = (
  identifier: string,
  kind: RegistrationFormBlock['fields'][number]['kind'],
  translations: ReturnType<typeof t>,
  extra: Partial<RegistrationFormBlock['fields'][number]> = {},
): RegistrationFormBlock['fields'][number] => ({
  identifier,
  kind,
  ref: null,
  required: false,
  dependsOn: null,
  translations,
  ...extra,
});

/**
 * The forms a fresh installation offers until a super admin edits them: what a recruiter needs
 * to know about a nurse abroad, including one yes/no question with a dependent field.
 */
export const DEFAULT_FORMS: Record<RegistrationFormType, RegistrationFormBlock[]> = {
  visitor: [
    block(t('Votre profil', 'Your profile', 'Uw profiel', 'Ihr Profil', 'Su perfil'), [
      field('civilStatus', 'builtin', t('Civilité', 'Title', 'Aanspreking', 'Anrede', 'Tratamiento')),
      field('jobTitle', 'builtin', t('Métier', 'Occupation', 'Beroep', 'Beruf', 'Profesión'), {
        required: true,
      }),
      field(
        'country',
        'builtin',
        t(
          'Pays de résidence',
          'Country of residence',
          'Land van verblijf',
          'Wohnsitzland',
          'País de residencia',
        ),
        {
          required: true,
        },
      ),
      field(
        'languages',
        'builtin',
        t(
          'Langues parlées',
          'Languages spoken',
          'Gesproken talen',
          'Gesprochene Sprachen',
          'Idiomas hablados',
        ),
      ),
      field('phone', 'builtin', t('Téléphone', 'Phone', 'Telefoon', 'Telefon', 'Teléfono')),
    ]),
    block(t('Votre projet', 'Your plans', 'Uw plannen', 'Ihr Vorhaben', 'Su proyecto'), [
      field(
        'customDiplomaLevel',
        'table',
        t(
          'Niveau de diplôme',
          'Qualification level',
          'Opleidingsniveau',
          'Bildungsabschluss',
          'Nivel de estudios',
        ),
        {
          ref: 'diploma_level',
          required: true,
        },
      ),
      field(
        'customAvailability',
        'table',
        t('Disponibilité', 'Availability', 'Beschikbaarheid', 'Verfügbarkeit', 'Disponibilidad'),
        {
          ref: 'availability',
        },
      ),
      field(
        'customHasWorkPermit',
        'checkbox',
        t(
          'Avez-vous déjà une autorisation de travail dans le pays du salon ?',
          'Do you already hold a work permit for the fair’s country?',
          'Hebt u al een arbeidsvergunning voor het land van de beurs?',
          'Haben Sie bereits eine Arbeitserlaubnis für das Land der Messe?',
          '¿Tiene ya un permiso de trabajo para el país de la feria?',
        ),
        { required: true },
      ),
      field(
        'customWorkPermitUntil',
        'text',
        t('Valable jusqu’au', 'Valid until', 'Geldig tot', 'Gültig bis', 'Válido hasta'),
        { dependsOn: { identifier: 'customHasWorkPermit', value: 'true' } },
      ),
    ]),
  ],
  exhibitor: [
    block(t('Votre fonction', 'Your position', 'Uw functie', 'Ihre Funktion', 'Su cargo'), [
      field('civilStatus', 'builtin', t('Civilité', 'Title', 'Aanspreking', 'Anrede', 'Tratamiento')),
      field('jobTitle', 'builtin', t('Fonction', 'Job title', 'Functie', 'Funktion', 'Cargo'), {
        required: true,
      }),
      field('phone', 'builtin', t('Téléphone', 'Phone', 'Telefoon', 'Telefon', 'Teléfono'), {
        required: true,
      }),
    ]),
  ],
};
