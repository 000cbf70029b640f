import type { Fair, HeaderButton, Locale } from '@passerelle/contract';
import { FAIR_MODULES } from '@passerelle/contract';
import type { fairs, headerButtons } from '../../db/schema/index.ts';

type FairRow = typeof fairs.$inferSelect;
type ButtonRow = typeof headerButtons.$inferSelect;

/** Everything about a fair that does not depend on who asks (cacheable). */
export interface FairAggregate {
  row: FairRow;
  buttons: ButtonRow[];
  languages: {
    id: number;
    languageId: number;
    code: string;
    translations: Record<string, { name: string } | undefined>;
  }[];
  admins: number[];
}

const pick = (t: Record<string, { name: string } | undefined>, locale: Locale) =>
  t[locale]?.name ?? t.fr?.name ?? '';

export const toHeaderButtonDto = (b: ButtonRow, locale: Locale): HeaderButton => ({
  id: b.id,
  name: pick(b.translations, locale),
  translations: b.translations,
  link: b.link,
  target: b.target,
  linkType: b.linkType,
  isVisible: b.isVisible,
  position: b.position,
  requiresLogin: b.requiresLogin,
  access: b.access,
});

/** The modules a fair uses, in `FAIR_MODULES` order. */
export const modulesOf = (r: FairAggregate['row']): Fair['modules'] =>
  FAIR_MODULES.filter(
    (m) =>
      (m === 'job' && r.isUsingJobModule) ||
      (m === 'conference' && r.isUsingConferenceModule) ||
      (m === 'directMessage' && r.isUsingDirectMessageModule),
  );

export const toFairDto = (
  a: FairAggregate,
  locale: Locale,
  opts: { privateFields: boolean; abilities: Fair['abilities'] },
): Fair => {
  const r = a.row;
  const modules = modulesOf(r);
  return {
    id: r.id,
    name: r.name,
    homepage: r.homepage,
    homepageJson: r.homepageJson,
    groupHeaderButton: [...a.buttons]
      .sort((x, y) => x.position - y.position || x.id - y.id)
      .map((b) => toHeaderButtonDto(b, locale)),
    status: r.status,
    fairLanguages: a.languages.map((l) => ({
      id: l.id,
      language: { id: l.languageId, code: l.code, name: pick(l.translations, locale) },
    })),
    isMultiFair: false,
    startDate: r.startDate?.toISOString() ?? null,
    endDate: r.endDate?.toISOString() ?? null,
    modules,
    lobby: r.lobby,
    mapType: r.mapType,
    nbResultsPerPage: r.nbResultsPerPage,
    isPublicAccess: r.isPublicAccess,
    isRegistrationUserHomepage: r.isRegistrationUserHomepage,
    isRegistrationFirmHomepage: r.isRegistrationFirmHomepage,
    isHidingEmailUser: r.isHidingEmailUser,
    isHidingEmailFirm: r.isHidingEmailFirm,
    isChatEnabled: r.isChatEnabled,
    isVideoEnabled: r.isVideoEnabled,
    isDirectMessageEnabled: r.isDirectMessageEnabled,
    isDailyVideoCallAlert: r.isDailyVideoCallAlert,
    dailyChatContactLimit: r.dailyChatContactLimit,
    dailyVideoContactLimit: r.dailyVideoContactLimit,
    timezone: r.timezone,
    isUsingJobModule: r.isUsingJobModule,
    isApplyingWhoSafeguards: r.isApplyingWhoSafeguards,
    isUsingConferenceModule: r.isUsingConferenceModule,
    isUsingDirectMessageModule: r.isUsingDirectMessageModule,
    jobModuleConfiguration: r.jobModuleConfiguration,
    isEditingStandTypesBlocked: r.isEditingStandTypesBlocked,
    ...(opts.privateFields && {
      admins: a.admins,
      numberMaxOrganizer: r.numberMaxOrganizer,
      numberMaxUser: r.numberMaxUser,
      isAutoValidatingUsers: r.isAutoValidatingUsers,
    }),
    abilities: opts.abilities,
  };
};
