// Headers every response carries (Django's SecurityMiddleware and XFrameOptionsMiddleware
// defaults on the recorded service). We send all three on every response, redirects and
// 404 pages included (Django omits X-Frame-Options on its APPEND_SLASH redirect; sending
// it there is harmless and safer).
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/**
 * Content-Length and the security headers, in the order the recorded service sends them
 * (X-Frame-Options, Content-Length, X-Content-Type-Options, Referrer-Policy).
 */
export function withSecurityHeaders<R extends { header(name: string, value: string | number): R }>(reply: R, contentLength: number): R {
  return reply
    .header('X-Frame-Options', SECURITY_HEADERS['X-Frame-Options'])
    .header('Content-Length', contentLength)
    .header('X-Content-Type-Options', SECURITY_HEADERS['X-Content-Type-Options'])
    .header('Referrer-Policy', SECURITY_HEADERS['Referrer-Policy']);
}

let lastSecond = NaN;
let lastDate = '';

/**
 * RFC 7231 IMF-fixdate, as Django's http_date writes it. Whole seconds only, so the text of
 * the last second asked for is kept (an Expires header on every cached answer).
 */
export function httpDate(epochMs: number): string {
  const second = Math.floor(epochMs / 1000);
  if (second !== lastSecond) {
    lastDate = new Date(second * 1000).toUTCString();
    lastSecond = second;
  }
  return lastDate;
}
