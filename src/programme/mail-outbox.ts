// The outbox (design §11), as the console reads it: every mail, its state and its bodies as
// stored (the personal links still placeholders). Nothing here writes a mail; two bulk
// changes move a row's status, each audited: "Cancel" (a pending mail, or one whose sending
// ended unknown) and "Send again" (an unknown, failed or cancelled mail back to pending, with
// its attempts from zero, due now; the sender checks again that it is still owed). The
// outbox is delivery state, not programme data: never in the dataset file.
import { MAIL_KINDS, MAIL_STATUSES } from '../store/schema.js';
import type { BulkChange, Named } from './table.js';

const CANCELLABLE = ['pending', 'unknown'];
const RESENDABLE = ['unknown', 'failed', 'cancelled'];

const cancel: BulkChange = {
  name: 'cancel',
  label: 'Cancel the selected mails',
  done: 'cancelled',
  change: (row) =>
    CANCELLABLE.includes(String(row.status))
      ? { status: 'cancelled', reason: 'cancelled in the console', lease_until: null }
      : { refused: `${String(row.status)}, not pending or unknown` },
};

const sendAgain: BulkChange = {
  name: 'send_again',
  label: 'Send the selected mails again',
  done: 'set to be sent again',
  change: (row, now) => {
    if (now === undefined) throw new Error('send again: the change needs its time');
    if (!RESENDABLE.includes(String(row.status))) return { refused: `${String(row.status)}, not unknown, failed or cancelled` };
    if (row.purged_at !== null) return { refused: 'its body was deleted (90 days after sending)' };
    return { status: 'pending', attempts: 0, next_attempt_at: now, lease_until: null, reason: null };
  },
};

const column = (name: string, label: string) => ({ column: name, label });

export const mailOutbox: Named<'mail_outbox'> = {
  name: 'mail_outbox',
  slug: 'mail-outbox',
  singular: 'Mail',
  plural: 'Mails',
  columns: [
    'created_at',
    'kind',
    'status',
    'recipient',
    'reply_to',
    'subject',
    'due_date',
    'attempts',
    'next_attempt_at',
    'lease_until',
    'sent_at',
    'smtp_reply',
    'message_id',
    'reason',
    'dedupe_key',
    'relation_id',
    'round_id',
    'role',
    'manager_id',
    'purged_at',
    'body_text',
    'body_html',
  ],
  searchColumns: ['recipient', 'subject'],
  text: [{ column: 'kind' }, ' to ', { column: 'recipient' }],
  references: {},
  fields: [],
  readOnly: [
    column('created_at', 'Queued at'),
    column('kind', 'Kind'),
    column('status', 'Status'),
    column('recipient', 'To'),
    column('reply_to', 'Reply-To'),
    column('subject', 'Subject'),
    column('due_date', 'Due date'),
    column('attempts', 'Attempts'),
    column('next_attempt_at', 'Next attempt'),
    column('lease_until', 'Sending until'),
    column('sent_at', 'Sent at'),
    column('smtp_reply', 'SMTP reply'),
    column('message_id', 'Message-ID'),
    column('reason', 'Reason'),
    column('dedupe_key', 'Key'),
    column('relation_id', 'Relation'),
    column('round_id', 'Round'),
    column('role', 'Role'),
    column('manager_id', 'Manager'),
    column('purged_at', 'Bodies deleted at'),
    column('body_text', 'Text body'),
    // Shown as its source text, never rendered: a stored body is not the console's HTML.
    column('body_html', 'HTML body (source)'),
  ],
  texts: {
    created_at: { help: 'When the mail was put in the outbox.' },
    kind: { help: 'invitation, reminder, escalation (to the manager), digest (weekly, to a manager) or test.' },
    status: {
      help: 'pending: waiting to be sent; sending: being sent now; sent; failed: given up after retries or refused; cancelled; unknown: the sending was cut off, perhaps sent (never resent by itself).',
    },
    recipient: { help: 'The address the mail goes to.' },
    reply_to: { help: 'Where replies go: the relation’s manager.' },
    attempts: { help: 'How many times sending was tried.' },
    next_attempt_at: { help: 'When it is tried next, while pending.' },
    lease_until: { help: 'While sending: until when this sending holds the mail.' },
    smtp_reply: { help: 'The mail server’s last answer.' },
    reason: { help: 'Why it failed or was cancelled.' },
    dedupe_key: { help: 'What the mail is for (kind, relation, round, role, step): one mail per key.' },
    purged_at: { help: 'The bodies are deleted 90 days after sending; the rest is kept.' },
  },
  kinds: {
    kind: { kind: 'choice', choices: MAIL_KINDS },
    status: { kind: 'choice', choices: MAIL_STATUSES },
    created_at: { kind: 'instant' },
    next_attempt_at: { kind: 'instant' },
    lease_until: { kind: 'instant' },
    sent_at: { kind: 'instant' },
    purged_at: { kind: 'instant' },
    smtp_reply: { kind: 'multiline' },
    body_text: { kind: 'multiline' },
    body_html: { kind: 'multiline' },
  },
  may: { add: false, change: false, delete: false },
  bulkChanges: [cancel, sendAgain],
  inDataset: false,
};
