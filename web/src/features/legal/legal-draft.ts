import { LEGAL_HTML_MAX } from '@passerelle/contract';

/**
 * What the rules refuse before a request, with the api's codes (422 `required`, `too_long`): a
 * document with no text left (the editor's empty paragraphs), or longer than the stored maximum.
 */
export const draftError = (html: string): 'required' | 'too_long' | null => {
  if (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  )
    return 'required';
  return html.length > LEGAL_HTML_MAX ? 'too_long' : null;
};
