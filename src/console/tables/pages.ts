// The pages of each programme table (Django admin's changelist, add, change, delete and
// history views, the CSV export and the bulk actions), one module each in views/: every
// change goes through the programme's service (programme/service.ts), one transaction with
// its audit entry, as the API's writes do.
import type { ConsoleContext } from '../context.js';
import type { ConsoleRoute } from '../route.js';
import { actionsView } from './views/actions.js';
import { addView } from './views/add.js';
import { changeView } from './views/change.js';
import { deleteView } from './views/delete.js';
import { exportView } from './views/export.js';
import { historyView } from './views/history.js';
import { listView } from './views/list.js';
import { choicesView, pickView } from './views/pick.js';

export { MAX_PAGES, PAGE_SIZE } from './views/list.js';
export { OPTIONS_LIMIT, versionOf } from './views/shared.js';

export function tableRoutes(ctx: ConsoleContext): ConsoleRoute[] {
  return [
    listView(ctx),
    exportView(ctx),
    actionsView(ctx),
    addView(ctx),
    changeView(ctx),
    deleteView(ctx),
    historyView(ctx),
    choicesView(ctx),
    pickView(ctx),
  ];
}
