// Content negotiation as DRF's DefaultContentNegotiation: `?format=` first (unknown → 404),
// then the Accept header grouped by specificity, renderers tried in their own order
// within a group. q-values are ignored, as DRF ignores them.
import { errors } from '../pipeline/errors.js';
import { mediaTypeMatches, parseMediaType, precedence, type MediaType } from './media-types.js';
import { parsePyInt } from '../django/python.js';

export type RendererName = 'json' | 'html';

export interface Negotiated {
  renderer: RendererName;
  /** JSON indent asked for with `Accept: application/json; indent=N` (0–8), else null. */
  indent: number | null;
}

interface RendererInfo {
  name: RendererName;
  format: string;
  mediaType: MediaType;
}

const RENDERERS: RendererInfo[] = [
  { name: 'json', format: 'json', mediaType: parseMediaType('application/json') },
  { name: 'html', format: 'api', mediaType: parseMediaType('text/html') },
];

export const RENDERED_MEDIA_TYPES = ['application/json', 'text/html'];

function indentOf(accepted: MediaType): number | null {
  const raw = accepted.params.get('indent');
  if (raw === undefined) return null;
  const n = parsePyInt(raw);
  if (n === null) return null;
  const clamped = Number(n < 0n ? 0n : n > 8n ? 8n : n);
  return clamped === 0 ? null : clamped;
}

// Clients send the same few Accept headers again and again: the answers for the first
// ones seen without ?format= are kept (a fixed number, whatever else clients send).
const KEPT_ACCEPTS = 64;
const kept = new Map<string | undefined, Negotiated>();

export function negotiate(accept: string | undefined, format: string | undefined): Negotiated {
  if (format) return negotiateAfresh(accept, format);
  let negotiated = kept.get(accept);
  if (negotiated === undefined) {
    negotiated = Object.freeze(negotiateAfresh(accept, undefined));
    if (kept.size < KEPT_ACCEPTS) kept.set(accept, negotiated);
  }
  return negotiated;
}

function negotiateAfresh(accept: string | undefined, format: string | undefined): Negotiated {
  let renderers = RENDERERS;
  if (format) {
    renderers = RENDERERS.filter((r) => r.format === format);
    if (renderers.length === 0) throw errors.notFound();
  }
  const wanted = (accept ?? '*/*').split(',').map((t) => parseMediaType(t.trim()));
  const groups: MediaType[][] = [[], [], [], []];
  for (const m of wanted) groups[3 - precedence(m)].push(m);
  for (const group of groups) {
    for (const r of renderers) {
      for (const m of group) {
        if (mediaTypeMatches(r.mediaType, m)) return { renderer: r.name, indent: indentOf(m) };
      }
    }
  }
  throw errors.notAcceptable();
}
