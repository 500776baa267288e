// Request bodies as DRF's parsers read them: JSON (Python's json module, its error
// texts), urlencoded and multipart forms (Django's QueryDict: last value wins, files
// apart). Anything else is a 415. Bodies are only read by handlers that need them, so
// a 405 never parses (DRF parses lazily on `request.data`).
import type { IncomingMessage } from 'node:http';
import { readBody as readRequestBody } from '../http/body.js';
import { errors } from '../pipeline/errors.js';
import { mediaTypeMatches, parseMediaType } from './media-types.js';
import { MultiPartParserError, parseMultipart } from '../django/multipart.js';
import { parsePyJson, PyJsonError } from '../django/pyjson.js';
import { parseQueryString, toMultiMap } from '../django/query.js';
import type { SerializerInput } from './serializer.js';

/** The most a request body may hold; more is a 413 (Django's DATA_UPLOAD_MAX_MEMORY_SIZE is 2.5 MB). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The raw body of a request, at most BODY_LIMIT_BYTES, past it a 413 (http/body.ts). Only handlers
 * that use the body call this (DRF reads request.data lazily): a 405, 404 or 406 never reads
 * it, and Node discards what nobody read.
 */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return readRequestBody(req, BODY_LIMIT_BYTES, errors);
}

export const PARSED_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
const [JSON_TYPE, FORM_TYPE, MULTIPART_TYPE] = PARSED_MEDIA_TYPES.map(parseMediaType);

function isFormMediaType(contentType: string): boolean {
  const base = parseMediaType(contentType);
  return (
    (base.mainType === 'application' && base.subType === 'x-www-form-urlencoded') ||
    (base.mainType === 'multipart' && base.subType === 'form-data')
  );
}

export async function parseBody(contentType: string | undefined, raw: Buffer | undefined): Promise<SerializerInput> {
  if (!raw || raw.length === 0) {
    // DRF: no stream → an empty QueryDict for form types, else an empty dict.
    return contentType && isFormMediaType(contentType) ? { kind: 'form', data: new Map() } : { kind: 'json', data: Object.create(null) };
  }
  const type = contentType ?? '';
  const wanted = parseMediaType(type);
  if (mediaTypeMatches(JSON_TYPE, wanted)) {
    try {
      return { kind: 'json', data: parsePyJson(raw) };
    } catch (e) {
      if (e instanceof PyJsonError) throw errors.jsonParse(e.message);
      throw e;
    }
  }
  if (mediaTypeMatches(FORM_TYPE, wanted)) {
    return { kind: 'form', data: toMultiMap(parseQueryString(decodeFormBody(raw))) };
  }
  if (mediaTypeMatches(MULTIPART_TYPE, wanted)) {
    try {
      return { kind: 'form', data: parseMultipart(type, raw) };
    } catch (e) {
      // MultiPartParser.parse: `except MultiPartParserError as exc: raise ParseError(...)`.
      if (e instanceof MultiPartParserError) throw errors.multipartParse(e.message);
      throw e;
    }
  }
  throw errors.unsupportedMediaType(type);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** QueryDict(bytes): UTF-8, or ISO-8859-1 when the bytes are not UTF-8. */
function decodeFormBody(raw: Buffer): string {
  try {
    return strictUtf8.decode(raw);
  } catch {
    return raw.toString('latin1');
  }
}
