// Every route of the console, for server/app.ts to list beside the others: one view module each.
import type { ConsoleContext } from './context.js';
import { markSelectedRoute, marksOfTheDayRoute, markSubmittedRoute, undoSubmissionRoute } from './feedback-marks.js';
import { feedbackTimelineRoute } from './feedback-timeline.js';
import { homeRoute } from './home.js';
import { dashboardRoute } from './dashboard.js';
import { loginRoutes } from './login.js';
import { logRoute } from './log.js';
import { mailPreviewRoute } from './mail-preview.js';
import type { ConsoleRoute } from './route.js';
import { tableRoutes } from './tables/pages.js';
import { revokeTokenRoute, tokensRoute } from './tokens.js';
import { addUserRoute } from './user-add.js';
import { changeUserRoute } from './user-change.js';
import { ownPasswordRoute } from './own-password.js';
import { userPasswordRoute } from './user-password.js';
import { disableUserRoute, unlockUserRoute, usersRoute } from './users.js';

export type { ConsoleContext, ConsoleRoute };

export function consoleRoutes(ctx: ConsoleContext): ConsoleRoute[] {
  return [
    ...loginRoutes(ctx),
    homeRoute(ctx),
    dashboardRoute(ctx),
    markSubmittedRoute(ctx),
    undoSubmissionRoute(ctx),
    markSelectedRoute(ctx),
    marksOfTheDayRoute(ctx),
    ownPasswordRoute(ctx),
    logRoute(ctx),
    usersRoute(ctx),
    addUserRoute(ctx),
    changeUserRoute(ctx),
    userPasswordRoute(ctx),
    disableUserRoute(ctx),
    unlockUserRoute(ctx),
    tokensRoute(ctx),
    revokeTokenRoute(ctx),
    feedbackTimelineRoute(ctx),
    ...tableRoutes(ctx),
    mailPreviewRoute(ctx),
  ];
}
