// multipart/form-data as DRF's MultiPartParser reads it: Django 3.2's MultiPartParser
// (django/http/multipartparser.py) over the whole body, which we hold in memory (≤ 1 MiB).
//
// Django's reading, kept here because clients see it:
// - the body is cut at every `--boundary`, wherever it stands; the CRLF before it (or a lone
//   LF, or CR) belongs to no part. The text before the first one and after the last one are
//   parts too (usually without headers, and so ignored);
// - a part's headers must end (CRLF CRLF) within its first 1,024 bytes, else it has none;
//   header lines that do not parse are skipped, not refused, and no byte is refused in them:
//   a name holding a control character is a name (a field the serializer does not know);
// - the name is `bytes.strip()`ped (ASCII whitespace, \v and \f included) and decoded with
//   the request's charset, replacing bad bytes; so are the values;
// - a part is a file when its Content-Disposition has a non-empty filename; a file whose name
//   is empty, '.' or '..' once its path is dropped is skipped; a file counts only once the
//   next part has begun (a file in the last part is dropped).
//
// Our departures: a body where no `--boundary` is followed by `--` (the closing delimiter) is
// refused with 400 "Unexpected end of form", as before (Django reads whatever came); base64
// Content-Transfer-Encoding is not decoded; charsets other than UTF-8, Latin-1 and ASCII (and
// their Python aliases) are read as UTF-8 (request charset) or refused (RFC 2231 parameter).
//
// Linear in the body: boundaries are found with Buffer.indexOf, headers are read from at most
// 1,024 bytes a part, and every loop below moves forward only.
import { pyStrip, type PyValue } from './python.js';

/**
 * django.http.multipartparser.MultiPartParserError: what Django raises for a body it cannot
 * parse; DRF's MultiPartParser turns it into a ParseError (drf/parsers.ts).
 */
export class MultiPartParserError extends Error {}

// DRF merges request.FILES into request.data after the fields (QueryDict.update appends),
// so a file part makes its name's last value a file. None of our fields takes a file:
// it stands in as a value no field accepts (a dict: not a string, number, boolean or date).
const UPLOADED_FILE: PyValue = Object.freeze(Object.create(null));

/** Django's parse_boundary_stream reads this much of a part to find the end of its headers. */
const MAX_HEADER_BYTES = 1024;
const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');

/** A parameter value: bytes (a latin-1 string, one character a byte), or text from RFC 2231. */
type Param = { bytes: string } | { text: string };

interface Codec {
  decode(bytes: Buffer): string;
}

const utf8Codec: Codec = { decode: (b) => b.toString('utf8') };
const latin1Codec: Codec = { decode: (b) => b.toString('latin1') };
// errors='replace': each byte over 0x7f is one U+FFFD.
const asciiCodec: Codec = { decode: (b) => b.toString('latin1').replace(/[\x80-\xff]/g, '\ufffd') };

// Python's codec names for the three codecs we read (encodings.aliases), normalised as
// encodings.normalize_encoding does.
const CODECS = new Map<string, Codec>([
  ...['utf_8', 'utf8', 'u8', 'utf', 'utf8_ucs2', 'utf8_ucs4', 'cp65001'].map((n) => [n, utf8Codec] as const),
  ...[
    'latin_1',
    'latin1',
    'latin',
    'l1',
    'iso8859_1',
    'iso_8859_1',
    'iso8859',
    '8859',
    'cp819',
    'ibm819',
    'csisolatin1',
    'iso_ir_100',
    'iso_8859_1_1987',
  ].map((n) => [n, latin1Codec] as const),
  ...[
    'ascii',
    'us_ascii',
    'us',
    '646',
    'cp367',
    'ibm367',
    'csascii',
    'iso646_us',
    'iso_ir_6',
    'ansi_x3.4_1968',
    'ansi_x3_4_1968',
    'ansi_x3.4_1986',
    'iso_646.irv_1991',
  ].map((n) => [n, asciiCodec] as const),
]);

/** codecs.lookup(name) for the codecs above; undefined for any other name. */
function lookupCodec(name: string): Codec | undefined {
  // normalize_encoding: runs of characters other than letters, digits and '.' become one '_'.
  const normalised = name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return CODECS.get(normalised);
}

/** ASCII whitespace as bytes.strip() sees it: space, \t \n \v \f \r. */
const isAsciiSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/** Python's bytes.strip() of a latin-1 string. */
function bytesStrip(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isAsciiSpace(s.charCodeAt(start))) start++;
  while (end > start && isAsciiSpace(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

const isAscii = (s: string): boolean => !/[^\x00-\x7f]/.test(s);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Thrown for a header line Django skips (its ValueError). */
class SkippedLine extends Error {}

/** bytes.decode() (UTF-8, strict) of a latin-1 string; a failure skips the line. */
function decodeUtf8Strict(s: string): string {
  try {
    return strictUtf8.decode(Buffer.from(s, 'latin1'));
  } catch {
    throw new SkippedLine();
  }
}

/**
 * urllib.parse.unquote(text, encoding): percent escapes in the ASCII runs become bytes
 * decoded with `encoding` (errors='replace'). Django 3.2 does not catch the LookupError
 * of an unknown encoding (a 500); we answer 400.
 */
function unquote(text: string, encoding: string): string {
  if (!text.includes('%')) return text;
  const codec = lookupCodec(encoding);
  if (codec === undefined) throw new MultiPartParserError(`unknown encoding: ${encoding}`);
  return text.replace(/[\x00-\x7f]+/g, (run) => {
    const bytes: number[] = [];
    for (let i = 0; i < run.length; i++) {
      const c = run.charCodeAt(i);
      if (c === 0x25 && i + 2 < run.length && /^[0-9a-fA-F]{2}$/.test(run.slice(i + 1, i + 3))) {
        bytes.push(parseInt(run.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(c);
      }
    }
    return codec.decode(Buffer.from(bytes));
  });
}

/**
 * _parse_header_params(b';' + line): the pieces between semicolons outside double quotes,
 * each stripped. Python counts the quotes from the piece's start for every candidate
 * semicolon (quadratic); one pass keeps the same parity.
 */
function headerPieces(line: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let quotes = 0;
  for (let i = 0; i <= line.length; i++) {
    const c = i < line.length ? line.charCodeAt(i) : 0x3b;
    if (c === 0x22) quotes++;
    else if (c === 0x3b && quotes % 2 === 0) {
      pieces.push(bytesStrip(line.slice(start, i)));
      start = i + 1;
      quotes = 0;
    }
  }
  return pieces;
}

/** Django 3.2's parse_header(line): the lower-cased main value and the parameters. */
function parseHeader(line: string): { key: string; params: Map<string, Param> } {
  const pieces = headerPieces(line);
  const first = pieces[0];
  if (!isAscii(first)) throw new SkippedLine(); // .decode('ascii')
  const params = new Map<string, Param>();
  for (let k = 1; k < pieces.length; k++) {
    const p = pieces[k];
    const i = p.indexOf('=');
    if (i < 0) continue;
    let name = bytesStrip(p.slice(0, i));
    if (!isAscii(name)) throw new SkippedLine();
    name = name.toLowerCase();
    let hasEncoding = false;
    if (name.endsWith('*')) {
      // RFC 2231 (filename*=UTF-8''file.ext): Django counts the quotes of the whole piece.
      name = name.slice(0, -1);
      hasEncoding = p.split("'").length === 3;
    }
    let value = bytesStrip(p.slice(i + 1));
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
      if (value.includes('\\')) value = value.replaceAll('\\\\', '\\').replaceAll('\\"', '"');
    }
    if (hasEncoding) {
      const parts = value.split("'");
      if (parts.length !== 3) throw new SkippedLine(); // unpacking raises ValueError
      params.set(name, { text: unquote(decodeUtf8Strict(parts[2]), decodeUtf8Strict(parts[0])) });
    } else {
      params.set(name, { bytes: value });
    }
  }
  return { key: first.toLowerCase(), params };
}

interface PartHeaders {
  /** FIELD or FILE: the part had a Content-Disposition header (the last one counts). */
  disposition: Map<string, Param> | undefined;
  isFile: boolean;
  body: Buffer;
}

/** parse_boundary_stream(part, 1024). */
function readPart(part: Buffer): PartHeaders {
  const end = part.subarray(0, MAX_HEADER_BYTES).indexOf(HEADER_END);
  if (end < 0) return { disposition: undefined, isFile: false, body: part };
  let disposition: Map<string, Param> | undefined;
  let isFile = false;
  for (const line of part.toString('latin1', 0, end).split('\r\n')) {
    let header: { key: string; params: Map<string, Param> };
    try {
      header = parseHeader(line);
    } catch (e) {
      if (e instanceof SkippedLine) continue;
      throw e;
    }
    const colon = header.key.indexOf(':');
    if (colon < 0) continue; // "Invalid header"
    if (header.key.slice(0, colon) === 'content-disposition') {
      disposition = header.params;
      isFile = isTruthy(header.params.get('filename'));
    }
  }
  return { disposition, isFile, body: part.subarray(end + 4) };
}

const isTruthy = (p: Param | undefined): boolean => p !== undefined && ('bytes' in p ? p.bytes : p.text) !== '';

/** force_str(value.strip(), encoding, errors='replace') of a parameter. */
function paramText(p: Param, codec: Codec, strip: boolean): string {
  if ('text' in p) return strip ? pyStrip(p.text) : p.text;
  return codec.decode(Buffer.from(strip ? bytesStrip(p.bytes) : p.bytes, 'latin1'));
}

/**
 * html.unescape for what sanitize_file_name decides: numeric references (Python's rules) and
 * the named ones that make '.', '/' or '\'. Other named references stay as they are: they
 * neither empty a name nor add a separator, so the decision is Python's.
 */
function unescapeForFileName(name: string): string {
  return name.replace(/&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|period;|sol;|bsol;)/g, (ref, body: string) => {
    if (body === 'period;') return '.';
    if (body === 'sol;') return '/';
    if (body === 'bsol;') return '\\';
    const digits = body.replace(/;$/, '');
    const n = digits[1] === 'x' || digits[1] === 'X' ? parseInt(digits.slice(2), 16) : parseInt(digits.slice(1), 10);
    if (n === 0 || (n >= 0xd800 && n <= 0xdfff) || n > 0x10ffff || !Number.isFinite(n)) return '\ufffd';
    if (n === 0x0d) return '\r';
    if (n >= 0x80 && n <= 0x9f) return '\ufffd'; // a windows-1252 character in Python: neither empty nor a separator
    if (
      (n >= 0x01 && n <= 0x08) ||
      n === 0x0b ||
      (n >= 0x0e && n <= 0x1f) ||
      (n >= 0x7f && n <= 0x9f) ||
      (n >= 0xfdd0 && n <= 0xfdef) ||
      (n & 0xfffe) === 0xfffe
    )
      return ''; // html._invalid_codepoints
    return String.fromCodePoint(n);
  });
}

/** MultiPartParser.sanitize_file_name (3.2.1+): the last path segment; null for '', '.', '..'. */
function sanitizeFileName(name: string): string | null {
  const unescaped = unescapeForFileName(name);
  const last = unescaped.slice(Math.max(unescaped.lastIndexOf('/'), unescaped.lastIndexOf('\\')) + 1);
  return last === '' || last === '.' || last === '..' ? null : last;
}

/**
 * Django's parse_header(content_type.encode('ascii')) and its checks in MultiPartParser's
 * constructor: the separator's bytes, or the MultiPartParserError DRF turns into a 400.
 */
function separatorOf(contentType: string): Buffer {
  if (!contentType.startsWith('multipart/')) throw new MultiPartParserError(`Invalid Content-Type: ${contentType}`);
  if (!isAscii(contentType)) throw new MultiPartParserError(`Invalid non-ASCII Content-Type in multipart: ${contentType}`);
  let boundary: Param | undefined;
  try {
    boundary = parseHeader(contentType).params.get('boundary');
  } catch (e) {
    if (!(e instanceof SkippedLine)) throw e;
    throw new MultiPartParserError('Invalid boundary in multipart: None'); // not reached: the type is ASCII
  }
  const text = boundary === undefined ? undefined : 'bytes' in boundary ? boundary.bytes : boundary.text;
  // cgi.valid_boundary: 1 to 201 printable ASCII characters, the last not a space.
  if (!text || !/^[ -~]{0,200}[!-~]$/.test(text)) throw new MultiPartParserError(`Invalid boundary in multipart: ${text ?? 'None'}`);
  return Buffer.from(`--${text}`, 'latin1');
}

/**
 * The request's encoding: the Content-Type's charset when Python knows the codec (Django's
 * _set_content_type_params), else DEFAULT_CHARSET (UTF-8).
 */
function requestCodec(contentType: string): Codec {
  let charset: Param | undefined;
  try {
    charset = parseHeader(contentType).params.get('charset');
  } catch {
    return utf8Codec;
  }
  const name = charset === undefined ? undefined : 'bytes' in charset ? charset.bytes : charset.text;
  return (name && lookupCodec(name)) || utf8Codec;
}

/** The parts of `body` between separators, as Django's BoundaryIter yields them; and whether a closing delimiter came. */
function splitParts(body: Buffer, separator: Buffer): { parts: Buffer[]; closed: boolean } {
  const parts: Buffer[] = [];
  let closed = false;
  let start = 0;
  for (;;) {
    const at = body.indexOf(separator, start);
    if (at < 0) {
      // The text after the last separator, as it is (Django ends a part without a boundary there).
      if (start < body.length) parts.push(body.subarray(start));
      return { parts, closed };
    }
    let end = at;
    if (end > start && body[end - 1] === 0x0a) end--;
    if (end > start && body[end - 1] === 0x0d) end--;
    parts.push(body.subarray(start, end));
    start = at + separator.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) closed = true;
  }
}

/** request.data of a multipart body: the fields (QueryDict), then the files' names. */
export function parseMultipart(contentType: string, body: Buffer): Map<string, PyValue[]> {
  const separator = separatorOf(contentType);
  const codec = requestCodec(contentType);
  const { parts, closed } = splitParts(body, separator);
  if (!closed) throw new MultiPartParserError('Unexpected end of form');
  const fields = new Map<string, PyValue[]>();
  const add = (name: string, value: PyValue) => {
    const list = fields.get(name);
    if (list) list.push(value);
    else fields.set(name, [value]);
  };
  const files: string[] = [];
  let pendingFile = '';
  for (const part of parts) {
    // A file is complete when the next part begins (`if old_field_name:`, so not under '').
    if (pendingFile) files.push(pendingFile);
    pendingFile = '';
    const { disposition, isFile, body: content } = readPart(part);
    const name = disposition?.get('name');
    if (disposition === undefined || name === undefined) continue;
    const fieldName = paramText(name, codec, true);
    if (!isFile) {
      add(fieldName, codec.decode(content));
    } else if (sanitizeFileName(paramText(disposition.get('filename')!, codec, false)) !== null) {
      pendingFile = fieldName;
    }
  }
  for (const name of files) add(name, UPLOADED_FILE);
  return fields;
}
