/** RFC 6266 / 8187: `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded`. */
export const attachmentHeader = (name: string): string => {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * A document answered as a download (an invoice's PDF, a CSV export) by a contract route: sent as is
 * with its type, an attachment name and no caching (it is someone's own paperwork).
 */
export class FileAnswer {
  constructor(
    readonly body: Buffer | string,
    readonly type: string,
    readonly name: string,
  ) {}
}
