/**
 * The day of `at` in a fair's time zone (`YYYY-MM-DD`): what the daily contact limits for chat and
 * video count. An unknown zone counts in UTC.
 */
export const fairDay = (timeZone: string, at = new Date()) => {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
};
