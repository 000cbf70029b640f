/** The mailed token (base64url); anything else is left out and the screen explains what to do. */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

const tokenIn = (params: string): string | undefined => {
  const token = new URLSearchParams(params.replace(/^[#?]/, '')).get('token')?.trim();
  return token && TOKEN.test(token) ? token : undefined;
};

/**
 * The token of a set-password link (reset or invitation). Links carry it in the fragment
 * (`#token=…`), which the browser never sends, so it stays out of server logs and Referer headers;
 * a link mailed before that (`?token=…`, valid up to seven days) still works.
 */
export const resetTokenFrom = (hash: string, legacyQueryToken?: string): string | undefined =>
  tokenIn(hash) ?? (legacyQueryToken ? tokenIn(`token=${encodeURIComponent(legacyQueryToken)}`) : undefined);
