// What each mail of the feedback loop says (design §11): one definition per kind, a small
// structure of paragraphs, lists and links, rendered both to the text part and to the HTML
// part, so the two never say different things. The personal links are the placeholders
// the sender fills at send time (FEEDBACK_LINK, UNSUBSCRIBE_LINK): no token is in a
// queued body. Names only, and only those a reader needs: no answers, no addresses.
import { html, type Html } from '../http/html.js';

export const FEEDBACK_LINK = '%%FEEDBACK_LINK%%';
export const UNSUBSCRIBE_LINK = '%%UNSUBSCRIBE_LINK%%';

/** A run of text, or a link with its label. */
type Inline = string | { href: string; label: string };
type Block = { paragraph: Inline[] } | { list: Inline[][] };

interface MailDocument {
  subject: string;
  blocks: Block[];
  /** Why the reader gets the mail, and the way out of it. */
  footer: Inline[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const p = (...parts: Inline[]): Block => ({ paragraph: parts });
const link = (href: string, label: string): Inline => ({ href, label });

/** A name or title on one line: a header may not carry a line break (nor a subject overrun its column). */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

const unsubscribe = (why: string): Inline[] => [`${why} `, link(UNSUBSCRIBE_LINK, 'No more programme mail to this address')];

function inlineText(parts: readonly Inline[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.href}`)).join('');
}

function inlineHtml(parts: readonly Inline[]): Html {
  return html`${parts.map((part) => (typeof part === 'string' ? part : html`<a href="${part.href}">${part.label}</a>`))}`;
}

function renderText(doc: MailDocument): string {
  const blocks = doc.blocks.map((b) =>
    'paragraph' in b ? inlineText(b.paragraph) : b.list.map((item) => `- ${inlineText(item)}`).join('\n'),
  );
  // "-- " is the signature separator mail readers know, so the footer is set apart from the message.
  return `${blocks.join('\n\n')}\n\n-- \n${inlineText(doc.footer)}\n`;
}

function renderHtml(doc: MailDocument): string {
  const blocks = doc.blocks.map((b) =>
    'paragraph' in b
      ? html`<p>${inlineHtml(b.paragraph)}</p>`
      : html`<ul>
          ${b.list.map((item) => html`<li>${inlineHtml(item)}</li>`)}
        </ul>`,
  );
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${doc.subject}</title>
      </head>
      <body>
        ${blocks}
        <hr />
        <p><small>${inlineHtml(doc.footer)}</small></p>
      </body>
    </html>`.text;
}

function render(doc: MailDocument): RenderedMail {
  const subject = oneLine(doc.subject).slice(0, 300);
  return { subject, text: renderText({ ...doc, subject }), html: renderHtml({ ...doc, subject }) };
}

/** An invitation or a reminder, to the person who owes the feedback. */
export interface PersonMail {
  kind: 'invitation' | 'reminder';
  dueDate: string;
  /** A reminder's FEEDBACK_REMINDER_DAYS entry: days after the due date. */
  daysAfterDue?: number;
  role: 'mentee' | 'mentor';
  firstName: string;
  round: string;
  otherFirstName: string;
  /** The relation's manager, whom a reply reaches (Reply-To). */
  managerFirstName: string;
}

export function personMail(m: PersonMail): RenderedMail {
  const round = oneLine(m.round);
  const other = oneLine(m.otherFirstName);
  const when =
    m.kind === 'invitation'
      ? `is due on ${m.dueDate}`
      : m.daysAfterDue
        ? `was due on ${m.dueDate}, and we have not had it yet`
        : `is due today, ${m.dueDate}`;
  return render({
    subject: `${m.dueDate} — ${m.kind === 'reminder' ? 'Reminder: your' : 'Your'} ${round} feedback on the mentoring with ${other}`,
    blocks: [
      p(`Hello ${oneLine(m.firstName)},`),
      p(`your ${round} feedback on the mentoring with ${other} ${when}. It takes a few minutes, and it helps the programme help you.`),
      p(link(FEEDBACK_LINK, `Give your ${round} feedback`)),
      p(
        `The link is yours alone: please do not forward this mail. Questions? Reply to it, and ${oneLine(m.managerFirstName)}, who looks after your mentoring, will answer.`,
      ),
    ],
    footer: unsubscribe(`You get this mail as a ${m.role} in the mentoring programme.`),
  });
}

/** The escalation, to the relation's manager: who owes which feedback since when. */
export interface EscalationMail {
  dueDate: string;
  daysOverdue: number;
  role: 'mentee' | 'mentor';
  managerFirstName: string;
  personName: string;
  otherName: string;
  round: string;
  /** The relation's page in the console. */
  relationUrl: string;
}

export function escalationMail(m: EscalationMail): RenderedMail {
  const person = oneLine(m.personName);
  const round = oneLine(m.round);
  return render({
    subject: `${m.dueDate} — ${person} has not given the ${round} feedback`,
    blocks: [
      p(`Hello ${oneLine(m.managerFirstName)},`),
      p(
        `${person} (the ${m.role} in the mentoring with ${oneLine(m.otherName)}) has owed the ${round} feedback since ${m.dueDate}, ${m.daysOverdue} ${m.daysOverdue === 1 ? 'day' : 'days'} now. A word from you may help.`,
      ),
      p(link(m.relationUrl, 'The relation in the console')),
    ],
    footer: unsubscribe('You get this mail as the manager of this relation.'),
  });
}

export interface DigestItem {
  personName: string;
  role: 'mentee' | 'mentor';
  otherFirstName: string;
  round: string;
  dueDate: string;
}

/** The Monday digest, to a manager: what the relations they look after owe. */
export interface DigestMail {
  /** The Monday, 'YYYY-MM-DD'. */
  monday: string;
  managerFirstName: string;
  items: readonly DigestItem[];
  /** The console's home page, which lists them with "Mark as submitted". */
  consoleUrl: string;
}

export function digestMail(m: DigestMail): RenderedMail {
  const n = m.items.length;
  const feedbacks = `${n} ${n === 1 ? 'feedback' : 'feedbacks'}`;
  return render({
    subject: `${m.monday} — ${feedbacks} owed in your mentoring relations`,
    blocks: [
      p(`Hello ${oneLine(m.managerFirstName)},`),
      p(`this week ${feedbacks} ${n === 1 ? 'is' : 'are'} owed in the relations you look after, the oldest first:`),
      {
        list: m.items.map((i) => [
          `${oneLine(i.personName)} (${i.role}, with ${oneLine(i.otherFirstName)}): ${oneLine(i.round)}, due ${i.dueDate}`,
        ]),
      },
      p(link(m.consoleUrl, 'Open the console')),
    ],
    footer: unsubscribe('You get this digest every Monday as a manager in the mentoring programme, when something is owed.'),
  });
}

/** `mail test ADDRESS`: a mail that says only that mail gets through. */
export function testMail(m: { date: string }): RenderedMail {
  return render({
    subject: `${m.date} — Test mail from the mentoring programme`,
    blocks: [
      p('Hello,'),
      p('this is a test mail, sent with `mail test`. If you can read it, mail from the mentoring service reaches this address.'),
    ],
    footer: unsubscribe('You get this mail because an operator of the mentoring service sent a test to this address.'),
  });
}
