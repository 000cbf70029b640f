import { z } from 'zod';

/** §5 url: optional scheme, optional www, domain, TLD of 2–5 letters, optional port and path. */
export const URL_RE =
  /^(https?:\/\/)?(www\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,5}(:\d{1,5})?(\/[^\s]*)?$/i;

/** Links without a scheme are normalised to https://{host}… */
export const normaliseUrl = (value: string): string => {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

export const UrlSchema = z
  .string()
  .trim()
  .max(2048, { error: 'too_long' })
  .regex(URL_RE, { error: 'invalid_url' })
  .transform(normaliseUrl);

export const EmailSchema = z
  .string({ error: 'required' })
  .trim()
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'invalid_email' }))
  .transform((v) => v.toLowerCase());
