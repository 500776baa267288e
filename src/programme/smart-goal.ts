// A smart goal: written only by POST /smart-goals/ (design §4); browsed, searched, read, and
// deleted on a privacy request. A million rows: searched by the words of its input.
import type { Named } from './table.js';

export const smartGoal: Named<'smart_goals'> = {
  name: 'smart_goals',
  slug: 'smart-goals',
  singular: 'Smart goal',
  plural: 'Smart goals',
  columns: ['created_at', 'input', 'output', 'input_tokens', 'output_tokens'],
  searchColumns: ['input'],
  text: ['Smart goal ', { column: 'id' }],
  references: {},
  fields: [],
  readOnly: [
    { column: 'created_at', label: 'Created at' },
    { column: 'input', label: 'Input' },
    { column: 'output', label: 'Output' },
    { column: 'input_tokens', label: 'Input tokens' },
    { column: 'output_tokens', label: 'Output tokens' },
  ],
  kinds: { input: { kind: 'multiline' }, output: { kind: 'multiline' } },
  may: { add: false, change: false, delete: true },
};
