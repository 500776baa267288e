// /admin/mentoring-relations/<id>/feedback/: a relation's feedback, round by round and for
// each role (design §11): the due date, the mails that asked for it (invitation, reminders,
// the escalation to the manager: their state and when), the personal links issued, used or
// revoked, and the submission (from the form, the console or a file; when, by whom) with its
// answers. The answers are a person's words about their mentoring: shown to those who may
// change the programme (the admin and manager roles), never to a viewer.
import { pgTimestamptzInZone } from '../time/postgres.js';
import { relation as relationTable } from '../programme/relation.js';
import { mailOutbox } from '../programme/mail-outbox.js';
import type { Timeline, TimelineRound, TimelineSubmission } from '../store/repositories/feedback-submissions.js';
import { ROLES } from '../store/schema.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { idParam, pageAnswer } from './http.js';
import { page } from './layout.js';
import { canChange } from './roles.js';
import { consoleRoute, type ConsoleRoute } from './route.js';
import { notFound } from './tables/views/shared.js';

type Role = (typeof ROLES)[number];

const MAIL_KINDS: Record<string, string> = {
  invitation: 'Invitation',
  reminder: 'Reminder',
  escalation: 'Escalation to the manager',
  digest: 'Digest',
  test: 'Test mail',
};

const SOURCES: Record<string, string> = { form: 'on the form', console: 'marked in the console', import: 'imported from a dataset file' };

/** One line of a timeline: when, and what. */
interface Entry {
  at: string;
  what: Html;
}

function submissionEntry(s: TimelineSubmission, when: (t: string) => string): Entry {
  const by = s.submittedBy ?? (s.submittedById === null ? undefined : `user #${s.submittedById}`);
  return { at: s.submittedAt, what: html`Answered ${SOURCES[s.source] ?? s.source}${by ? html` by ${by}` : ''}, ${when(s.submittedAt)}` };
}

/** Everything of one round and role, in time order. */
function entriesOf(t: Timeline, round: TimelineRound, role: Role, when: (t: string) => string): Entry[] {
  const mine = <T extends { roundId: number | null; role: string | null }>(x: T) => x.roundId === round.id && x.role === role;
  const mails = t.mails.filter(mine).map((m): Entry => ({
    at: m.createdAt,
    what: html`<a href="/admin/${mailOutbox.slug}/${m.id}/change/">${MAIL_KINDS[m.kind] ?? m.kind}</a> to ${m.recipient}:
      ${m.status}${m.sentAt ? html` ${when(m.sentAt)}` : html` (queued ${when(m.createdAt)})`}${m.reason ? html` — ${m.reason}` : ''}`,
  }));
  const links = t.links
    .filter(mine)
    .flatMap((l): Entry[] => [
      { at: l.createdAt, what: html`Link issued ${when(l.createdAt)}, valid until ${when(l.expiresAt)}` },
      ...(l.usedAt ? [{ at: l.usedAt, what: html`Link used ${when(l.usedAt)}` }] : []),
      ...(l.revokedAt ? [{ at: l.revokedAt, what: html`Link revoked ${when(l.revokedAt)} (a newer one was issued)` }] : []),
    ]);
  const submitted = t.submissions.filter(mine).map((s) => submissionEntry(s, when));
  // PostgreSQL's UTC text sorts as time does.
  return [...mails, ...links, ...submitted].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function answersOf(s: TimelineSubmission | undefined, shown: boolean): Html | '' {
  if (!s || !s.answers.length) return '';
  if (!shown) return html`<p class="help">${s.answers.length} answers, shown to the admin and manager roles.</p>`;
  return html`<dl class="answers">
    ${s.answers.map(
      (a) =>
        html`<dt>${a.question ?? `Question #${a.questionId} (deleted)`}</dt>
          <dd class="text">${a.value}</dd>`,
    )}
  </dl>`;
}

function roundSection(t: Timeline, round: TimelineRound, shown: boolean, when: (t: string) => string): Html {
  const person: Record<Role, string> = { mentor: t.relation.mentor, mentee: t.relation.mentee };
  return html`<section aria-labelledby="round-${round.id}">
    <h2 id="round-${round.id}">${round.title}: due ${round.due}</h2>
    ${ROLES.map((role) => {
      const entries = entriesOf(t, round, role, when);
      const submission = t.submissions.find((s) => s.roundId === round.id && s.role === role);
      return html`<h3>The ${role}, ${person[role]}</h3>
        ${
          entries.length
            ? html`<ul class="timeline">
                ${entries.map((e) => html`<li>${e.what}</li>`)}
              </ul>`
            : html`<p>Nothing yet.</p>`
        }
        ${answersOf(submission, shown)}`;
    })}
  </section>`;
}

export function feedbackTimelineRoute(ctx: ConsoleContext): ConsoleRoute {
  const when = (t: string) => pgTimestamptzInZone(t, ctx.timeZone).slice(0, 16).replace('T', ' ');
  return consoleRoute(
    {
      path: `/admin/${relationTable.slug}/:id/feedback/`,
      area: 'programme',
      async get(r) {
        const id = idParam(r.exchange.params.id);
        const t = id === undefined ? undefined : await ctx.timeline.of(id);
        if (!t) return notFound(r);
        const name = `${t.relation.mentor} → ${t.relation.mentee}`;
        const shown = canChange(r.session.role, 'programme');
        return pageAnswer(
          200,
          page({
            title: `Feedback: ${name}`,
            user: r.session,
            breadcrumbs: [
              { label: 'Home', href: '/admin/' },
              { label: relationTable.plural, href: `/admin/${relationTable.slug}/` },
              { label: name, href: `/admin/${relationTable.slug}/${t.relation.id}/change/` },
              { label: 'Feedback' },
            ],
            content: html`<p>The relation is ${t.relation.status}, from ${t.relation.startDate}. Times in ${ctx.timeZone}.</p>
              ${t.rounds.map((round) => roundSection(t, round, shown, when))}`,
          }),
        );
      },
    },
    ctx,
  );
}
