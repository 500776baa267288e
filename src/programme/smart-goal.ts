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
  texts: {
    created_at: { help: 'When the goal was drafted (POST /smart-goals/).' },
    input: { help: 'What the person wrote: their wish or situation, in their words.' },
    output: { help: 'The SMART goals drafted from it.' },
    input_tokens: { help: 'The input’s size in tokens, the fixed prompt included.' },
    output_tokens: { help: 'The output’s size in tokens (256 at most: a longer output is cut).' },
  },
  kinds: { input: { kind: 'multiline' }, output: { kind: 'multiline' } },
  may: { add: false, change: false, delete: true },
};
