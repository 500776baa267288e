// What every HTML page the service sends carries, the browsable API's, /docs and the
// console's alike: its media type, and a Content-Security-Policy under which only the
// service's own files script or style it (no inline script or style anywhere).

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** On every HTML page we serve: only our own files run or style it. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; " +
  "base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
