// One outbox row as the message that goes out (design §11): its personal links filled in,
// text and HTML alternatives, and the headers mail providers and auto-responders read.
import type { SendMailOptions } from 'nodemailer';
import { html } from '../http/html.js';

export const FEEDBACK_PLACEHOLDER = '%%FEEDBACK_LINK%%';
export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_LINK%%';

/** What the message is made of: the row as queued. */
export interface StoredMail {
  id: number;
  recipient: string;
  replyTo: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string;
}

/** The raw tokens issued for this attempt (never stored: only their SHA-256 is). */
export interface MailTokens {
  feedback?: string;
  unsubscribe?: string;
}

export interface MessageSettings {
  /** MAIL_FROM: `Programme <programme@example.org>` or a bare address. */
  from: string;
  /** PUBLIC_BASE_URL, no trailing slash. */
  publicBaseUrl: string;
}

/** The address cannot be put in a header as one mailbox: the mail is not sent. */
export class UnsendableAddressError extends Error {
  constructor(readonly field: string) {
    super(`the ${field} address cannot be used: it is not a single plain address`);
    this.name = 'UnsendableAddressError';
  }
}

export const feedbackLink = (base: string, token: string) => `${base}/feedback/${token}/`;
export const unsubscribeLink = (base: string, token: string) => `${base}/mail/unsubscribe/${token}/`;

/** `<mail-{id}@{host}>`: the same on every attempt, so a resent mail is the same message. */
export function messageIdOf(id: number, publicBaseUrl: string): string {
  return `<mail-${id}@${new URL(publicBaseUrl).hostname}>`;
}

// One mailbox, nothing a header could be split on (CR, LF), no second address (comma,
// semicolon, angle brackets, quotes, spaces): the rows' addresses come from people's records.
const PLAIN_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

function mailbox(address: string | null, field: string): string {
  if (address === null || !PLAIN_ADDRESS.test(address)) throw new UnsendableAddressError(field);
  return address;
}

/** MAIL_FROM split into its display name and address (config.ts has checked it). */
function sender(from: string): { name: string; address: string } {
  const open = from.lastIndexOf('<');
  if (open < 0 || !from.endsWith('>')) return { name: '', address: mailbox(from, 'MAIL_FROM') };
  const name = from
    .slice(0, open)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  return { name: oneLine(name), address: mailbox(from.slice(open + 1, -1), 'MAIL_FROM') };
}

/** Header text can never start a new header line. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

function fill(body: string, links: { feedback: string; unsubscribe: string }, asHtml: boolean): string {
  const put = (link: string) => (asHtml ? html`${link}`.text : link);
  return body.replaceAll(FEEDBACK_PLACEHOLDER, put(links.feedback)).replaceAll(UNSUBSCRIBE_PLACEHOLDER, put(links.unsubscribe));
}

/**
 * The message of one attempt. The placeholders are replaced by the links of this attempt's
 * tokens (escaped in the HTML); a link the mail has no token for (a test mail's) is left
 * empty. The envelope names the one recipient, whatever the headers say.
 */
export function buildMessage(mail: StoredMail, tokens: MailTokens, settings: MessageSettings): SendMailOptions {
  const base = settings.publicBaseUrl;
  const links = {
    feedback: tokens.feedback === undefined ? '' : feedbackLink(base, tokens.feedback),
    unsubscribe: tokens.unsubscribe === undefined ? '' : unsubscribeLink(base, tokens.unsubscribe),
  };
  const from = sender(settings.from);
  const to = mailbox(mail.recipient, 'recipient');
  const replyTo = mail.replyTo !== null && PLAIN_ADDRESS.test(mail.replyTo) ? mail.replyTo : undefined;
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  if (links.unsubscribe) {
    headers['List-Unsubscribe'] = `<${links.unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from,
    to: { name: '', address: to },
    replyTo: replyTo === undefined ? undefined : { name: '', address: replyTo },
    envelope: { from: from.address, to: [to] },
    subject: oneLine(mail.subject),
    messageId: messageIdOf(mail.id, base),
    text: fill(mail.bodyText, links, false),
    html: fill(mail.bodyHtml, links, true),
    headers,
  };
}
