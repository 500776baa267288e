// GET and POST /mail/unsubscribe/{token}/ (design §11, RFC 8058). The token in the path is
// the secret (only its SHA-256 is kept, on the mail that carried it): the GET shows whose
// address it is (masked) and a button, and changes nothing, as a mail scanner may open it;
// any POST suppresses the address. A mail provider's one-click POST
// (`List-Unsubscribe=One-Click`) comes with no cookie, no CSRF field and no Origin of ours,
// and needs none.
import { html } from '../http/html.js';
import { tokenHash } from '../store/repositories/feedback-invitations.js';
import type { FeedbackContext } from './context.js';
import { publicPage, readPublicForm, tokenOfPath } from './http.js';
import { publicFrame } from './layout.js';
import { publicRoute, type PublicRoute } from './route.js';

export const UNSUBSCRIBE_PREFIX = '/mail/unsubscribe/';

/** "j•••@example.org": enough for its owner to recognise, little for anyone else. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

function unknownUnsubscribePage() {
  return publicPage(
    404,
    publicFrame(
      'This link is not known',
      html`<p>This unsubscribe link does not exist. It may have been shortened or changed when it was copied.</p>
        <p>Use the unsubscribe link of your latest mail, or reply to that mail and ask the programme team to stop writing.</p>`,
    ),
  );
}

export function unsubscribeRoute(ctx: FeedbackContext): PublicRoute {
  const recipientOf = async (url: string | undefined) => {
    const token = tokenOfPath(url, UNSUBSCRIBE_PREFIX);
    return token === undefined ? undefined : ctx.outbox.recipientOfUnsubscribe(tokenHash(token)).then((r) => r && { token, recipient: r });
  };
  return publicRoute(
    {
      path: `${UNSUBSCRIBE_PREFIX}*`,
      async get({ req }) {
        const found = await recipientOf(req.url);
        if (!found) return unknownUnsubscribePage();
        const address = maskedAddress(found.recipient);
        if (await ctx.suppressions.isSuppressed(found.recipient))
          return publicPage(
            200,
            publicFrame('Unsubscribed', html`<p>${address} already gets no more mail from the mentoring programme.</p>`),
          );
        return publicPage(
          200,
          publicFrame(
            'Unsubscribe',
            html`<p>Stop the mentoring programme's mails (feedback requests and reminders) to ${address}?</p>
              <form method="post" action="${UNSUBSCRIBE_PREFIX}${found.token}/">
                <input type="hidden" name="List-Unsubscribe" value="One-Click" />
                <div class="submit-row"><button type="submit">Unsubscribe</button></div>
              </form>`,
          ),
        );
      },
      async post({ req }) {
        await readPublicForm(req);
        const found = await recipientOf(req.url);
        if (!found) return unknownUnsubscribePage();
        await ctx.service.unsubscribe(found.recipient);
        return publicPage(
          200,
          publicFrame(
            'Unsubscribed',
            html`<p>Done: ${maskedAddress(found.recipient)} will get no more mail from the mentoring programme.</p>
              <p>To receive mail again, ask the programme team.</p>`,
          ),
        );
      },
    },
    ctx,
  );
}
