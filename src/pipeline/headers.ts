// What every answer carries whoever made it (Django's SecurityMiddleware and
// XFrameOptionsMiddleware defaults on the recorded service), and HTTP dates.
import type { HeaderFields } from './answer.js';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/**
 * Content-Length (unless the body is streamed) and the security headers in the order the recorded service sends them:
 * X-Frame-Options, Content-Length, X-Content-Type-Options, Referrer-Policy; on the APPEND_SLASH
 * redirect Content-Length comes first (Django omits X-Frame-Options there; we send it on
 * every answer, which is harmless and safer).
 */
export function appendSecurityHeaders(
  fields: HeaderFields,
  contentLength: number | undefined,
  layout: 'drf' | 'redirect' = 'drf',
  referrerPolicy = 'same-origin',
): void {
  // A streamed body has no length (chunked).
  const length = contentLength === undefined ? [] : ['content-length', contentLength];
  if (layout === 'redirect') fields.push(...length, 'x-frame-options', 'DENY');
  else fields.push('x-frame-options', 'DENY', ...length);
  fields.push('x-content-type-options', 'nosniff', 'referrer-policy', referrerPolicy);
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
