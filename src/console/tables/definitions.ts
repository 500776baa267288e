// The console's tables: each one's fields (the serializer fields of drf/serializer.ts, so a
// form is validated with DRF's rules and messages, as the API validates its bodies), its
// list columns, search and text. Lengths and required-ness are the schema's (store/schema.ts).
import { charField, type Field } from '../../drf/serializer.js';
import type { Row, RowTable } from '../../store/repositories/console-rows.js';
import type { Area } from '../roles.js';

export interface TableDefinition extends RowTable {
  /** The URL segment: /admin/<slug>/. */
  slug: string;
  /** "Manager" (Django's verbose_name) and its plural. */
  singular: string;
  plural: string;
  area: Area;
  fields: readonly Field[];
  /** Extra checks after the fields' own: field → message. */
  check?(values: Record<string, unknown>): Record<string, string>;
  /** Tables whose rows point here: what a delete would break. */
  referencedBy: readonly { table: string; column: string; label: string }[];
}

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

const fullName = (row: Row) => `${String(row.first_name)} ${String(row.last_name)}`;

function people(
  name: string,
  slug: string,
  singular: string,
  plural: string,
  referencedBy: TableDefinition['referencedBy'],
): TableDefinition {
  return {
    name,
    slug,
    singular,
    plural,
    area: 'programme',
    columns: ['first_name', 'last_name', 'email'],
    searchColumns: ['first_name', 'last_name', 'email'],
    repr: fullName,
    fields: [
      charField('first_name', { required: true, maxLength: 150 }),
      charField('last_name', { required: true, maxLength: 150 }),
      charField('email', { required: false, maxLength: 254, allowBlank: true, default: '' }),
    ],
    check: (v): Record<string, string> =>
      typeof v.email === 'string' && v.email !== '' && !isEmail(v.email) ? { email: 'Enter a valid email address.' } : {},
    referencedBy,
  };
}

export const TABLES: readonly TableDefinition[] = [
  people('managers', 'managers', 'Manager', 'Managers', [
    { table: 'mentoring_relations', column: 'manager_id', label: 'mentoring relations' },
  ]),
  people('mentors', 'mentors', 'Mentor', 'Mentors', [{ table: 'mentoring_relations', column: 'mentor_id', label: 'mentoring relations' }]),
  people('mentees', 'mentees', 'Mentee', 'Mentees', [{ table: 'mentoring_relations', column: 'mentee_id', label: 'mentoring relations' }]),
];
