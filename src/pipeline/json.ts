// DRF's JSONRenderer: compact separators, UTF-8 (ensure_ascii=False), and U+2028/U+2029
// escaped because they are line terminators in JavaScript source.

const HAS_LINE_SEPARATOR = /[\u2028\u2029]/;
const LINE_SEPARATORS = /[\u2028\u2029]/g;

export function renderJson(data: unknown, indent: number | null = null): string {
  const text = indent === null ? JSON.stringify(data) : JSON.stringify(data, null, indent);
  return HAS_LINE_SEPARATOR.test(text) ? text.replace(LINE_SEPARATORS, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029')) : text;
}

export const JSON_CONTENT_TYPE = 'application/json';

// Encoded JSON of data objects that handlers hand out again and again (cached lists and
// pages): rendered once per object and indent. Handlers never change such an object once
// returned, and a new version of the data is a new object, so this is never stale.
const rendered = new WeakMap<object, Map<number | null, Buffer>>();

/** renderJson as UTF-8 bytes, reused for an object already rendered with this indent. */
export function jsonBytes(data: unknown, indent: number | null = null): Buffer {
  if (typeof data !== 'object' || data === null) return Buffer.from(renderJson(data, indent));
  let byIndent = rendered.get(data);
  if (!byIndent) rendered.set(data, (byIndent = new Map()));
  let bytes = byIndent.get(indent);
  if (!bytes) byIndent.set(indent, (bytes = Buffer.from(renderJson(data, indent))));
  return bytes;
}
