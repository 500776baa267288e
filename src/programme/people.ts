// The people of the programme (who manages a relation, who is the mentor, who is mentored): the
// same fields and rules, a table for each role. A person reads as their full name.
import { charField } from './fields/fields.js';
import { ALL, type Named } from './table.js';

/**
 * An e-mail address as Django's EmailValidator accepts it in outline: one @, something
 * before it, a domain with a dot inside, no whitespace. (No regular expression: linear.)
 */
export function isEmail(s: string): boolean {
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@') || /\s/.test(s)) return false;
  const domain = s.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && !domain.startsWith('-') && !domain.includes('..');
}

const COLUMNS = ['first_name', 'last_name', 'email'] as const;

/** What the console says of a person's fields. */
const TEXTS = {
  first_name: { help: 'Given name, as the person writes it (accents included); the mails greet them by it.' },
  last_name: { help: 'Family name, as the person writes it; lists are sorted and searched by it.' },
  email: { help: 'Where the programme’s mails (invitations, reminders, digests) go. Leave empty if there is none yet.' },
} as const;

/** A table of people. */
export function people<const N extends string>(o: { name: N; singular: string; plural: string }): Named<N> {
  return {
    name: o.name,
    slug: o.name,
    singular: o.singular,
    plural: o.plural,
    columns: COLUMNS,
    searchColumns: COLUMNS,
    text: [{ column: 'first_name' }, ' ', { column: 'last_name' }],
    references: {},
    fields: [
      charField('first_name', { required: true, maxLength: 150 }),
      charField('last_name', { required: true, maxLength: 150 }),
      charField('email', { required: false, maxLength: 254, allowBlank: true, default: '' }),
    ],
    readOnly: [],
    kinds: {},
    texts: TEXTS,
    may: ALL,
    check: (v): Record<string, string> =>
      typeof v.email === 'string' && v.email !== '' && !isEmail(v.email) ? { email: 'Enter a valid email address.' } : {},
  };
}
