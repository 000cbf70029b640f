import { z } from 'zod';

/**
 * Stable message codes. The api sends them as `message_code` and `violations[].code`;
 * both sides translate them from `contract/locales/<lang>/errors.json`.
 */
export const MESSAGE_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'token_expired',
  'token_invalid',
  'invalid_credentials',
  'refresh_invalid',
  'forbidden',
  'not_found',
  'route_not_found',
  'conflict',
  'email_exists',
  'user_exists',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
  'captcha_missing',
  'captcha_invalid',
  'captcha_unavailable',
  'captcha_no_key',
  'captcha_no_version',
  'captcha_script_failed',
  'captcha_execute_failed',
  'cross_origin',
  // field-level codes (violations)
  'required',
  'invalid_type',
  'invalid_email',
  'invalid_url',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_value',
  'unknown_field',
  'password_too_short',
  'password_too_long',
  'password_composition',
  'password_common',
  'password_mismatch',
  'duplicate_language',
  'missing_language',
  'slug_taken',
  'invalid_slug',
  'not_deletable',
  'reset_token_invalid',
  'reset_mail_sent',
  'password_changed',
  'fair_user_limit_reached',
  'fair_organizer_limit_reached',
  'firm_required',
  'must_accept',
  'custom_field_prefix',
  'custom_field_duplicate',
  'registration_closed',
  'unknown_placeholder',
  'email_template_exists',
  // user import (file and row codes)
  'import_file_required',
  'import_empty',
  'import_too_many_rows',
  'import_missing_column',
  'import_duplicate_column',
  'import_unreadable',
  'duplicate_in_file',
  'firm_not_found',
  // firms
  'firm_exists',
  'link_exists',
  'join_request_decided',
  'join_request_obsolete',
  // media
  'file_required',
  'file_too_large',
  'image_too_large',
  'media_unreadable',
  'logo_not_square',
  // halls
  'hall_letter_taken',
  'invalid_hall_letter',
  'invalid_color',
  'media_not_found',
  'slot_outside_map',
  'slot_duplicate_position',
  // stands
  'stand_slot_taken',
  'stand_slot_out_of_range',
  'hall_not_in_fair',
  'firm_not_in_fair',
  'language_not_in_fair',
  'invalid_video_link',
  'not_firm_member',
  'already_listed',
  'wrong_character_type',
  'wrong_media_kind',
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

export const ViolationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string(),
});
export type Violation = z.infer<typeof ViolationSchema>;

/** application/problem+json body (architecture §5). */
export const ProblemSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  message: z.string(),
  message_code: z.string(),
  violations: z.array(ViolationSchema),
});
export type Problem = z.infer<typeof ProblemSchema>;
