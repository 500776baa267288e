// An address that gets no more programme mail (design §11): unsubscribed by its link, bounced,
// or suppressed by hand here (reason `manual`). Lifting a suppression deletes its row. An
// address is kept lower-case, so one address is one row.
import { SUPPRESSION_REASONS } from '../store/schema.js';
import { charField } from './fields/fields.js';
import { isEmail } from './people.js';
import type { Named } from './table.js';

export const mailSuppression: Named<'mail_suppressions'> = {
  name: 'mail_suppressions',
  slug: 'mail-suppressions',
  singular: 'Mail suppression',
  plural: 'Mail suppressions',
  columns: ['email', 'reason', 'created_at'],
  searchColumns: ['email'],
  text: [{ column: 'email' }],
  references: {},
  fields: [charField('email', { required: true, maxLength: 254, label: 'Address' })],
  readOnly: [
    { column: 'reason', label: 'Reason' },
    { column: 'created_at', label: 'Since' },
  ],
  texts: {
    email: { help: 'An address that gets no more programme mail.' },
    reason: { help: 'unsubscribed: by the link in a mail; bounced: the mail server refused it; manual: added here.' },
    created_at: { help: 'When the address was suppressed.' },
  },
  kinds: { reason: { kind: 'choice', choices: SUPPRESSION_REASONS }, created_at: { kind: 'instant' } },
  // A suppression is added or lifted, never changed: another address is another row.
  may: { add: true, change: false, delete: true },
  check: (v): Record<string, string> => (typeof v.email === 'string' && !isEmail(v.email) ? { email: 'Enter a valid email address.' } : {}),
  normalize: (v) => (typeof v.email === 'string' ? { ...v, email: v.email.toLowerCase() } : v),
  // By hand in the console; the link and the sender suppress through their own repository.
  onAdd: (_userId, now) => ({ reason: 'manual', created_at: now }),
};
