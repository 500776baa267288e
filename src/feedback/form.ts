// GET and POST /feedback/{token}/ (design §11). The GET changes nothing (mail scanners
// follow links): it reads the link, the names, the questions. The POST, from the form the
// GET served (its CSRF field, csrf.ts), is judged on the server (answers.ts); refused, the
// form comes back with the messages (400); accepted, ProgrammeService records it and uses
// the link in one transaction, so a replay records nothing and says it was received.
import type { IncomingMessage } from 'node:http';
import { tokenHash, type InvitationRecord } from '../store/repositories/feedback-invitations.js';
import type { FormRefusal, FormSubject } from '../store/repositories/feedback-submissions.js';
import type { Answer } from '../pipeline/answer.js';
import { parsePgTimestamptz, pgTimestamptzInZone } from '../time/postgres.js';
import { judgeAnswers } from './answers.js';
import type { FeedbackContext } from './context.js';
import { CSRF_FIELD, csrfMatches, csrfOf } from './csrf.js';
import { formPage, thanksPage } from './form-page.js';
import { readPublicForm, sameOrigin, tokenOfPath } from './http.js';
import { alreadyReceivedPage, expiredLinkPage, refusedFormPage, revokedLinkPage, unknownLinkPage } from './link-pages.js';
import { publicRoute, type PublicRoute } from './route.js';

export const FORM_PREFIX = '/feedback/';

type LinkState = FormRefusal | 'live';

interface OpenLink {
  token: string;
  link: InvitationRecord;
  subject: FormSubject;
}

/** The link of the request's path with what its page shows, or undefined when there is none. */
async function openLink(ctx: FeedbackContext, req: IncomingMessage): Promise<OpenLink | undefined> {
  const token = tokenOfPath(req.url, FORM_PREFIX);
  if (token === undefined) return undefined;
  const link = await ctx.invitations.find(token);
  if (!link) return undefined;
  const subject = await ctx.submissions.formSubject(link);
  return subject && { token, link, subject };
}

function stateOf(ctx: FeedbackContext, { link, subject }: OpenLink): LinkState {
  if (link.usedAt !== null) return 'used';
  if (subject.submittedAt !== null) return 'answered';
  if (link.revokedAt !== null) return 'revoked';
  if (parsePgTimestamptz(link.expiresAt) <= ctx.clock.nowMicros()) return 'expired';
  return 'live';
}

/** The page of a link that opens no form: which state, and whom to ask. */
function stateAnswer(ctx: FeedbackContext, open: OpenLink, state: Exclude<LinkState, 'live'>): Answer {
  const { link, subject } = open;
  const day = (text: string) => pgTimestamptzInZone(text, ctx.timeZone).slice(0, 10);
  if (state === 'used' || state === 'answered')
    return alreadyReceivedPage(subject, day(link.usedAt ?? subject.submittedAt ?? link.createdAt));
  if (state === 'revoked') return revokedLinkPage(subject);
  if (state === 'expired') return expiredLinkPage(subject, day(link.expiresAt));
  return unknownLinkPage();
}

const binding = (open: OpenLink) => ({ id: open.link.id, tokenHash: tokenHash(open.token), createdAt: open.link.createdAt });

export function feedbackFormRoute(ctx: FeedbackContext): PublicRoute {
  const action = (open: OpenLink) => `${FORM_PREFIX}${open.token}/`;
  return publicRoute(
    {
      path: `${FORM_PREFIX}*`,
      async get({ req }) {
        const open = await openLink(ctx, req);
        if (!open) return unknownLinkPage();
        const state = stateOf(ctx, open);
        if (state !== 'live') return stateAnswer(ctx, open, state);
        const questions = await ctx.questions.forRole(open.link.roundId, open.link.role);
        return formPage(200, { action: action(open), csrf: csrfOf(binding(open)), subject: open.subject, questions });
      },
      async post({ req }) {
        // The body first, whatever the answer: a bounded read that leaves the connection usable.
        const form = await readPublicForm(req);
        const open = await openLink(ctx, req);
        if (!open) return unknownLinkPage();
        const state = stateOf(ctx, open);
        if (state !== 'live') return stateAnswer(ctx, open, state);
        if (!sameOrigin(req, ctx.proxies) || !csrfMatches(binding(open), form.get(CSRF_FIELD)?.at(-1))) return refusedFormPage();
        const questions = await ctx.questions.forRole(open.link.roundId, open.link.role);
        const judged = judgeAnswers(questions, form);
        const csrf = csrfOf(binding(open));
        if (judged.errors.size) return formPage(400, { action: action(open), csrf, subject: open.subject, questions, state: judged });
        const result = await ctx.service.submitFromForm(open.token, judged.answers);
        if ('recorded' in result) return thanksPage(open.subject);
        // Someone was quicker (a replay, the console): the link's page as it now is.
        const after = await openLink(ctx, req);
        const state2 = after && stateOf(ctx, after);
        return after && state2 !== 'live' ? stateAnswer(ctx, after, state2!) : unknownLinkPage();
      },
    },
    ctx,
  );
}
