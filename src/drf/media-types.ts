// Media-type parsing and matching as DRF's rest_framework/utils/mediatypes.py does it:
// precedence by specificity, and *no* use of q-values (DRF ignores them).

export interface MediaType {
  mainType: string;
  subType: string;
  params: Map<string, string>;
}

/** django.http.multipartparser.parse_header: type lowercased, params name=value (quotes stripped). */
export function parseMediaType(text: string): MediaType {
  const parts = text.split(';');
  const type = parts[0].trim().toLowerCase();
  const params = new Map<string, string>();
  for (const p of parts.slice(1)) {
    const i = p.indexOf('=');
    if (i < 0) continue;
    const name = p.slice(0, i).trim().toLowerCase();
    let value = p.slice(i + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    params.set(name, value);
  }
  const slash = type.indexOf('/');
  return slash < 0 ? { mainType: type, subType: '', params } : { mainType: type.slice(0, slash), subType: type.slice(slash + 1), params };
}

/** 3: type/subtype with parameters, 2: type/subtype, 1: type/*, 0: *\/*. */
export function precedence(m: MediaType): number {
  if (m.mainType === '*') return 0;
  if (m.subType === '*') return 1;
  if (m.params.size === 0 || (m.params.size === 1 && m.params.has('q'))) return 2;
  return 3;
}

/** True when `offered` (a renderer's or parser's type) satisfies `wanted`. */
export function mediaTypeMatches(offered: MediaType, wanted: MediaType): boolean {
  for (const [key, value] of offered.params) {
    if (key !== 'q' && wanted.params.get(key) !== value) return false;
  }
  if (offered.subType !== '*' && wanted.subType !== '*' && wanted.subType !== offered.subType) return false;
  if (offered.mainType !== '*' && wanted.mainType !== '*' && wanted.mainType !== offered.mainType) return false;
  return true;
}
