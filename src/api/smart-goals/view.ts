import { GenerationTimeoutError, GenerationUnavailableError } from '../../goals/errors.js';
import { errors } from '../../pipeline/errors.js';
import { PAGE_SIZE, pageLinks, readPageRequest } from '../../drf/pagination.js';
import { validate } from '../../drf/serializer.js';
import type { RateThrottle } from '../../pipeline/throttling.js';
import { rawQueryString, type RequestContext, type ViewDefinition } from '../../drf/view.js';
import { VersionedCache } from '../../cache/versioned-cache.js';
import { presentSmartGoal } from './presenter.js';
import { smartGoalFields } from './fields.js';
import type { SmartGoalPage, SmartGoalService } from './service.js';

const PATH = '/smart-goals/';

// Random offsets across a million rows rarely repeat: a few hundred answers keep the popular
// pages (page 1, the last pages) without holding megabytes of rows nobody asks for again.
const ANSWERS_KEPT = 256;

// Seconds a client is told to wait after a generation timed out (no provider hint exists).
const RETRY_AFTER_TIMEOUT_SECONDS = 5;

async function generate(service: SmartGoalService, input: string, ctx: RequestContext) {
  try {
    return await service.create(input);
  } catch (e) {
    if (e instanceof GenerationTimeoutError) {
      ctx.log.warn({ timeoutMs: e.timeoutMs }, 'goal generation timed out');
      throw errors.generatorTimeout(RETRY_AFTER_TIMEOUT_SECONDS);
    }
    if (e instanceof GenerationUnavailableError) {
      if (e.misconfiguration) ctx.log.error(e.misconfiguration);
      else ctx.log.warn({ reason: e.message }, 'goal generation failed');
      throw errors.generatorUnavailable(e.retryAfterSeconds);
    }
    throw e;
  }
}

export function smartGoalsView(
  service: SmartGoalService,
  { timeZone, throttle }: { timeZone: string; throttle: RateThrottle },
): ViewDefinition {
  // The one cache of the list: its answers, kept for the table's version (a kept answer's JSON
  // is also encoded only once, pipeline/json.ts).
  const answers = new VersionedCache<object>(ANSWERS_KEPT, { admitOnSecondRequest: true });
  return {
    path: PATH,
    name: 'Smart Goal List',
    postFields: smartGoalFields,
    postThrottle: throttle,
    docs: {
      paginated: true,
      generates: true,
      listDescription: `The smart goals, newest first (by id, descending), ${PAGE_SIZE} a page; \`count\` is all of them.`,
      createDescription:
        'Turns `input` into SMART goals with the goal generator and stores the record (201). When the generator fails nothing is stored (503, or 504 after GOAL_TIMEOUT_MS): the client keeps its text and may retry, safely with an Idempotency-Key.',
      requestExample: { input: 'I want to speak confidently at team meetings and run a half marathon by October.' },
    },
    async get(ctx) {
      const page = readPageRequest(ctx.query);
      // The same request on the same data is the same answer: its links depend on the
      // address the client used and on the whole query string, so both are in the key.
      const key = `${ctx.origin()}|${rawQueryString(ctx.req.url!)}`;
      const answer = ({ count, rows }: Omit<SmartGoalPage, 'version'>) => {
        const links = pageLinks(() => `${ctx.origin()}${PATH}`, ctx.query, page, count);
        return { count, next: links.next, previous: links.previous, results: rows.map((r) => presentSmartGoal(r, timeZone)) };
      };
      // A request nobody made lately (a random offset) is a miss whatever the version, and its
      // answer is not kept; unless the version is at hand, the page is read with it in one statement.
      if (!service.versionAtHand() && !answers.askedBefore(key)) {
        return { status: 200, data: answer(await service.page(page.limit, page.offset)) };
      }
      const table = await service.table();
      const data = await answers.through(key, table.version, async () =>
        answer({ count: table.count, rows: await service.rows(page.limit, page.offset, table) }),
      );
      return { status: 200, data };
    },
    async post(ctx) {
      const checked = validate(smartGoalFields, await ctx.body(), { timeZone });
      if (!checked.ok) throw errors.validation(checked.errors);
      const row = await generate(service, checked.value.input, ctx);
      return { status: 201, data: presentSmartGoal(row, timeZone) };
    },
  };
}
