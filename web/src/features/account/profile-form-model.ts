import {
  SOCIAL_NETWORKS,
  UrlSchema,
  UserProfileUpdateSchema,
  VIDEOCONFERENCE_TOOLS,
  type User,
  type UserProfileUpdate,
} from '@passerelle/contract';
import {
  idOrNull,
  idValue,
  changedBody,
  personDetailsBody,
  personDetailsValues,
  textOrNull,
  type PersonDetailsValues,
} from '../../lib/person-details.ts';

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type VideoconferenceTool = (typeof VIDEOCONFERENCE_TOOLS)[number];

/** The profile form as typed: every input is a string (ids too), empty meaning "none". */
export interface ProfileValues extends PersonDetailsValues {
  birthday: string;
  languages: string[];
  socialLinks: Record<SocialNetwork, string>;
  videoconferenceLinks: Record<VideoconferenceTool, string>;
  firmType: string | null;
  firmValue: string;
  isAcceptingDiffusion: boolean;
}

export const LINK_GROUPS = {
  socialLinks: SOCIAL_NETWORKS,
  videoconferenceLinks: VIDEOCONFERENCE_TOOLS,
} as const;
type LinkGroup = keyof typeof LINK_GROUPS;

/** A field of the form: a key of ProfileValues, or `socialLinks.linkedin`-style for one link. */
export type ProfileField =
  keyof ProfileValues | `socialLinks.${SocialNetwork}` | `videoconferenceLinks.${VideoconferenceTool}`;
/** The first error code of each field (fields show only their first error, §5). */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const linksOf = <K extends string>(keys: readonly K[], source: Record<string, string>): Record<K, string> =>
  Object.fromEntries(keys.map((k) => [k, source[k] ?? ''])) as Record<K, string>;

/** The form's starting point: the user as the server holds it. */
export const toProfileValues = (user: User): ProfileValues => ({
  ...personDetailsValues(user),
  birthday: user.birthday?.slice(0, 10) ?? '',
  languages: user.languages.map(String),
  socialLinks: linksOf(SOCIAL_NETWORKS, user.socialLinks),
  videoconferenceLinks: linksOf(VIDEOCONFERENCE_TOOLS, user.videoconferenceLinks),
  firmType: idOrNull(user.firmType),
  firmValue: user.firmValue ?? '',
  isAcceptingDiffusion: user.isAcceptingDiffusion,
});

const linksValue = (links: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(links)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );

/** What the api would receive for every field of the form (before the schema's own transforms). */
export const toProfileBody = (values: ProfileValues): Required<UserProfileUpdate> => ({
  ...personDetailsBody(values),
  birthday: textOrNull(values.birthday),
  locale: values.locale as Required<UserProfileUpdate>['locale'],
  languages: values.languages.map(Number),
  socialLinks: linksValue(values.socialLinks),
  videoconferenceLinks: linksValue(values.videoconferenceLinks),
  firmType: idValue(values.firmType),
  firmValue: textOrNull(values.firmValue),
  isAcceptingDiffusion: values.isAcceptingDiffusion,
});

type BodyKey = keyof Required<UserProfileUpdate>;
const BODY_KEYS = Object.keys(UserProfileUpdateSchema.shape) as BodyKey[];

/** §2 profile: only the fields that differ from the user as held by the server are sent. */
export const changedFields = (user: User, values: ProfileValues): UserProfileUpdate =>
  changedBody(
    UserProfileUpdateSchema.shape,
    BODY_KEYS,
    toProfileBody(toProfileValues(user)),
    toProfileBody(values),
  );

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/**
 * The contract's rules (UserProfileUpdateSchema) for the fields about to be sent: names required,
 * lengths, e-mail, urls, date, no language twice. Each link is checked on its own.
 */
export const validateProfile = (changes: UserProfileUpdate): ProfileErrors => {
  const errors: ProfileErrors = {};
  for (const [key, value] of Object.entries(changes) as [BodyKey, unknown][]) {
    if (key === 'socialLinks' || key === 'videoconferenceLinks') {
      for (const [link, url] of Object.entries(value as Record<string, string>)) {
        const code = firstIssue(UrlSchema.safeParse(url));
        if (code) errors[`${key}.${link}` as ProfileField] = code;
      }
      continue;
    }
    const code = firstIssue(UserProfileUpdateSchema.shape[key].safeParse(value));
    if (code) errors[key] = code;
  }
  return errors;
};

/** The form field a server violation belongs to (`socialLinks[zoom]` reads as `socialLinks.zoom`). */
export const fieldOfViolation = (propertyPath: string): ProfileField | null => {
  const path = propertyPath.replace(/\[(\w+)\]/g, '.$1');
  const [root, sub] = path.split('.');
  if (root === undefined) return null;
  if (root in LINK_GROUPS) {
    const keys = LINK_GROUPS[root as LinkGroup] as readonly string[];
    return sub && keys.includes(sub) ? (`${root}.${sub}` as ProfileField) : null;
  }
  if ((BODY_KEYS as string[]).includes(root)) return root as ProfileField;
  return null;
};
