import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Must match api/src/platform/spa/spa.ts. */
const BOOT_DATA_ID = 'passerelle-boot';

interface BootData {
  locale: string;
  fairs: unknown;
}

/**
 * The public fair list the server put in the page (a JSON block, not a script) goes into the query
 * cache, so that the layouts render the fair at once instead of waiting for `GET /fairs` (issue 10 §2).
 * Used only when it was made for the language the app starts in.
 */
export const seedBootData = (queryClient: QueryClient, locale: string, fairListKey: QueryKey): void => {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as BootData;
    if (data.locale !== locale || !Array.isArray(data.fairs)) return;
    queryClient.setQueryData(fairListKey, data.fairs);
  } catch {
    // A malformed block only costs the round trip it was meant to save.
  }
};
