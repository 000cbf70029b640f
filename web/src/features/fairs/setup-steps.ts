/** The steps of a fair's staged installation (`/fair/edit/{id}?step=`), in the order they are shown. */
export const SETUP_STEPS = [
  'identity',
  'languages',
  'modules',
  'access',
  'display',
  'homepage',
  'buttons',
  'mails',
  'organizers',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
