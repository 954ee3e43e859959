import 'server-only';

const FAILED = '/login?error=google_failed';

/**
 * next-auth's redirect callback: same-site paths only, kept relative. Browsers read `\` as `/`,
 * so `/\evil.com` is `//evil.com`, a different host; any backslash, control character or
 * second leading slash is refused, as is every absolute URL that is not under `baseUrl`.
 */
export function safeRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  let path = url;
  if (url.startsWith(`${baseUrl}/`)) path = url.slice(baseUrl.length);
  if (!path.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(path) || path.startsWith('//'))
    return FAILED;
  return new URL(path, 'http://pursuit.invalid').host === 'pursuit.invalid' ? path : FAILED;
}
