// The one error handler: whatever a handler threw, or Fastify refused (body too large, bad
// Content-Length…), leaves in the contract's shape; internals are logged, never sent.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../store/errors.js';
import { sendPlain } from './assets.js';
import { loggableError } from '../pipeline/error-log.js';
import { ApiError, errors } from '../pipeline/errors.js';
import { jsonBytes } from '../pipeline/json.js';
import type { ViewResult } from '../drf/response.js';
import { sendResult, type ViewDefinition } from '../drf/view.js';

/** The answer to an error: its own when it is one of ours, 503 for a database that is gone, 500 (logged) otherwise. */
export function errorResult(error: Error & { statusCode?: number }, log: FastifyBaseLogger): ViewResult {
  let apiError: ApiError;
  if (error instanceof ApiError) apiError = error;
  else if (isDatabaseUnavailable(error)) {
    log.warn(loggableError(error), 'database unavailable');
    apiError = errors.databaseUnavailable();
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    apiError = new ApiError(error.statusCode, { detail: error.message });
  } else {
    log.error(loggableError(error), 'unhandled error');
    apiError = errors.internal();
  }
  return { status: apiError.status, data: apiError.body, headers: apiError.headers };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const result = errorResult(error, request.log);
    const view = (request.routeOptions.config as { view?: ViewDefinition }).view;
    // Errors that reach here from a view (not its own ApiErrors, which it renders as
    // negotiated) go out as JSON, unindented: what was negotiated is not known here.
    if (view) return sendResult(reply, { def: view, negotiated: { renderer: 'json', indent: null }, request, result, canPost: false });
    return sendPlain(reply, result.status, 'application/json', jsonBytes(result.data), result.headers);
  });
}
