// Every route of the console, for server/app.ts to list beside the others.
import type { ConsoleContext } from './context.js';
import { homeRoutes } from './home.js';
import { loginRoutes } from './login.js';
import { logRoute } from './log.js';
import type { ConsoleRoute } from './route.js';
import { tableRoutes } from './tables/pages.js';
import { accountRoutes } from './accounts.js';

export type { ConsoleContext, ConsoleRoute };

export function consoleRoutes(ctx: ConsoleContext): ConsoleRoute[] {
  return [...loginRoutes(ctx), ...homeRoutes(ctx), logRoute(ctx), ...accountRoutes(ctx), ...tableRoutes(ctx)];
}
