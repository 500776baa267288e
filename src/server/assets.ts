// The files the HTML pages load, served by the service itself (no CDN: the pages work
// offline and under a strict Content-Security-Policy): the browsable API's CSS, script and
// icon from ./assets/, and Swagger UI's bundle and styles from the swagger-ui-dist package.
// Only the files listed here are served; anything else under /assets/ is Django's 404 page.
// (Not /static/: the recorded service answers 404 there, transcript 115.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFoundAnswer } from './not-found.js';
import { cacheable, cacheableAnswer, checkReadOnly, plainRoute, type Cacheable, type PlainRoute } from './plain.js';

const OWN_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const CSS = 'text/css; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const SOURCE_MAP = 'application/json';

/** URL path under /assets/ → [file, Content-Type]. */
export const ASSETS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['api.css', [join(OWN_DIR, 'api.css'), CSS]],
  ['api.js', [join(OWN_DIR, 'api.js'), JS]],
  ['console.css', [join(OWN_DIR, 'console.css'), CSS]],
  ['console-picker.css', [join(OWN_DIR, 'console-picker.css'), CSS]],
  ['console-picker.js', [join(OWN_DIR, 'console-picker.js'), JS]],
  ['docs.js', [join(OWN_DIR, 'docs.js'), JS]],
  ['feedback.css', [join(OWN_DIR, 'feedback.css'), CSS]],
  ['favicon.svg', [join(OWN_DIR, 'favicon.svg'), 'image/svg+xml']],
  ['swagger-ui/swagger-ui.css', [join(SWAGGER_UI_DIR, 'swagger-ui.css'), CSS]],
  ['swagger-ui/swagger-ui.css.map', [join(SWAGGER_UI_DIR, 'swagger-ui.css.map'), SOURCE_MAP]],
  ['swagger-ui/swagger-ui-bundle.js', [join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), JS]],
  ['swagger-ui/swagger-ui-bundle.js.map', [join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js.map'), SOURCE_MAP]],
] as const);

export function assetsRoute(): PlainRoute {
  const loaded = new Map<string, Cacheable>();
  const load = (name: string): Cacheable => {
    let asset = loaded.get(name);
    if (asset === undefined) {
      const [file, type] = ASSETS.get(name)!;
      loaded.set(name, (asset = cacheable(readFileSync(file), type)));
    }
    return asset;
  };
  return plainRoute(
    '/assets/*',
    (exchange) => {
      // The router's wildcard: only the listed names exist, whatever the method.
      const name = exchange.params['*'];
      if (name === undefined || !ASSETS.has(name)) return notFoundAnswer();
      checkReadOnly(exchange.req);
      return cacheableAnswer(exchange.req, load(name));
    },
    { readOnly: false },
  );
}
