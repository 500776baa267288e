// The form's CSRF field, bound to its invitation (design §11), and why it is made this way.
//
// The link's token in the path is the secret that opens the form: whoever holds it can GET
// the page and read any field it carries, so no field can keep out someone who has the
// link. What the field adds is that a POST comes from a form we served for this very link:
// a blind POST to a URL seen elsewhere (a log, a proxy, a scanner that posts what it finds)
// is refused, and a form served for an older link of the same feedback does not pass for
// the new one. It is a digest of what only the database knows of the link — its row's id,
// the SHA-256 of its token and the microsecond it was created — so it needs no state and no
// secret of its own: every instance on the database computes the same value, and a form one
// instance served is taken by any other (a per-process secret would not be; a per-database
// one would need a table of its own and give nothing more against someone holding the link).
import { createHash, timingSafeEqual } from 'node:crypto';

export const CSRF_FIELD = 'csrf';

export interface CsrfBinding {
  id: number;
  tokenHash: string;
  createdAt: string;
}

export function csrfOf(link: CsrfBinding): string {
  return createHash('sha256')
    .update(`mentoring-api feedback form v1\0${link.id}\0${link.tokenHash}\0${link.createdAt}`, 'utf8')
    .digest('base64url');
}

/** Whether `given` (the posted field, if any) is this link's value, compared in constant time. */
export function csrfMatches(link: CsrfBinding, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(csrfOf(link));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
