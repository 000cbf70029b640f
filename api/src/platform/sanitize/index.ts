export { sanitizeRichText, RICH_TEXT_TAGS } from './rich-text.ts';
