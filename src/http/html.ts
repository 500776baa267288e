// HTML written with a tagged template that escapes every value put in it: a page cannot
// carry markup from the database or the request unless it was built as Html here. The
// one place that escapes HTML (test/structure/html-discipline.test.ts): the console's
// pages and the browsable API's are both written with it.

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | bigint | boolean | null | undefined | readonly Value[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text as HTML, safe in an element and in a quoted attribute (Django's escape(): the same five
 * characters, `'` as &#x27;). For text that is post-processed as HTML before it is put in a
 * template (the browsable page's JSON, where URLs become links); anything else goes through `html`.
 */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function render(value: Value): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value as string | number | bigint | true));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}
