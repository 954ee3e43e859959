import 'server-only';

// RFC 8187 attr-char leaves these to be percent-encoded, which encodeURIComponent does not do.
const encode = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` for a cleaned file name (RFC 6266): a plain ASCII `filename`
 * for old clients (accents dropped, anything else, quotes, backslashes and % as `_`) and the exact
 * name as UTF-8 in `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encode(filename)}`;
}
