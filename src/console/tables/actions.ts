// The bulk actions' limit, where the home page's "mark as submitted" reads it; the actions
// view itself is views/actions.ts.
export { MAX_SELECTED } from './views/actions.js';
