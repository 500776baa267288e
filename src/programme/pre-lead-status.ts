// A pre-lead status: the nine values are the contract's (spec §3), renamed, recoloured,
// reordered, disabled; never added or deleted.
import { INT32_MAX, INT32_MIN } from '../store/schema.js';
import { booleanField, charField, integerField } from './fields/fields.js';
import type { Named } from './table.js';

/** A colour #RRGGBB (the schema's CHECK on the background). */
export const COLOUR = /^#[0-9A-Fa-f]{6}$/;

export const preLeadStatus: Named<'pre_lead_statuses'> = {
  name: 'pre_lead_statuses',
  slug: 'pre-lead-statuses',
  singular: 'Pre-lead status',
  plural: 'Pre-lead statuses',
  columns: ['name', 'value', 'order', 'background', 'disabled'],
  searchColumns: ['name', 'value'],
  text: [{ column: 'name' }],
  references: {},
  fields: [
    charField('name', { required: true, maxLength: 100 }),
    integerField('order', { required: true, minValue: INT32_MIN, maxValue: INT32_MAX }),
    charField('background', { required: true, maxLength: 7 }),
    booleanField('disabled', { required: false, default: false }),
  ],
  readOnly: [{ column: 'value', label: 'Value' }],
  texts: {
    name: { help: 'The status as people read it.' },
    order: { help: 'Its place in lists, from 1.' },
    background: { help: 'Its colour, # and six hexadecimal digits (such as #CCE5FF).' },
    disabled: { help: 'A disabled status is no longer offered for new leads.' },
    value: { help: 'The machine name the API gives (fixed).' },
  },
  kinds: { background: { kind: 'colour' } },
  may: { add: false, change: true, delete: false },
  check: (v): Record<string, string> =>
    typeof v.background === 'string' && !COLOUR.test(v.background)
      ? { background: 'Enter a colour as # and six hexadecimal digits, such as #CCE5FF.' }
      : {},
};
