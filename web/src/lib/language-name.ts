/**
 * A language's name in the reader's language, lower-cased as it reads inside a sentence where the
 * language writes it so ("en néerlandais", "in het Nederlands", "in Dutch"); the code when unknown.
 */
export const languageNameIn = (code: string, readerLocale: string): string => {
  try {
    const name = new Intl.DisplayNames([readerLocale], { type: 'language' }).of(code) ?? code;
    // French and Spanish write language names in lower case inside a sentence; the others capitalise.
    return /^(fr|es)\b/.test(readerLocale) ? name.toLocaleLowerCase(readerLocale) : name;
  } catch {
    return code;
  }
};
