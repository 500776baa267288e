// The pages of a link that opens no form (design §11): unknown (404), or used, expired,
// revoked, already answered (410), each saying which and whom to ask; and the pages of a
// refused request (too many, too large, a wrong method, a form not from its page). Every one
// through publicPage, with the public pages' headers.
import { html } from '../http/html.js';
import type { Answer } from '../pipeline/answer.js';
import { publicPage } from './http.js';
import { contact, publicFrame } from './layout.js';

export interface WhomToAsk {
  managerFirstName: string;
  managerEmail: string;
}

export function unknownLinkPage(): Answer {
  return publicPage(
    404,
    publicFrame(
      'This link is not known',
      html`<p>This feedback link does not exist. It may have been shortened or changed when it was copied.</p>
        <p>Open the link from your latest mail once more. If it still does not work, reply to that mail or ask the programme team.</p>`,
    ),
  );
}

export function alreadyReceivedPage(who: WhomToAsk, date: string): Answer {
  return publicPage(
    410,
    publicFrame(
      'Feedback already received',
      html`<p>Thank you: this feedback was already received on ${date}. Nothing more is needed, and nothing was changed now.</p>
        <p>To add or correct something, ask ${contact(who.managerFirstName, who.managerEmail)}.</p>`,
    ),
  );
}

export function expiredLinkPage(who: WhomToAsk, date: string): Answer {
  return publicPage(
    410,
    publicFrame(
      'This link has expired',
      html`<p>This feedback link was valid until ${date} and can no longer be used.</p>
        <p>To give your feedback now, ask ${contact(who.managerFirstName, who.managerEmail)} for a new link.</p>`,
    ),
  );
}

export function revokedLinkPage(who: WhomToAsk): Answer {
  return publicPage(
    410,
    publicFrame(
      'A newer link was sent',
      html`<p>
        This feedback link has been replaced by a newer one. Use the link in the latest mail, or ask
        ${contact(who.managerFirstName, who.managerEmail)}.
      </p>`,
    ),
  );
}

/** The relation behind a live link is gone (deleted while the form was open): as unknown. */
export const goneLinkPage = unknownLinkPage;

export function tooManyPage(waitSeconds: number): Answer {
  return publicPage(
    429,
    publicFrame(
      'Too many requests',
      html`<p>
        Too many requests came from your network in a short time. Please try again in ${waitSeconds} second${waitSeconds === 1 ? '' : 's'}.
      </p>`,
    ),
    { 'Retry-After': String(waitSeconds) },
  );
}

export function refusedFormPage(): Answer {
  return publicPage(
    403,
    publicFrame(
      'The form could not be accepted',
      html`<p>The form was sent without its security field, or from another site. Nothing was saved.</p>
        <p>Open the link from your mail again and fill in the form there.</p>`,
    ),
  );
}

export function requestErrorPage(status: number): Answer {
  const text =
    status === 413 ? 'The form sent was larger than any of ours. Nothing was saved.' : 'The request could not be read. Nothing was saved.';
  return publicPage(
    status,
    publicFrame(
      'The request could not be taken',
      html`<p>${text}</p>
        <p>Go back and try again.</p>`,
    ),
    status === 413 ? { Connection: 'close' } : {},
  );
}

export function methodNotAllowedPage(allowed: string): Answer {
  return publicPage(405, publicFrame('Method not allowed', html`<p>This page takes ${allowed}.</p>`), { Allow: allowed });
}
