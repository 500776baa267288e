// Whatever went wrong, as an error of the one table (errors.ts): our own as they are, a
// database that is gone as 503 (clients retry), anything else as 500 with the internals
// logged and never sent.
import { isDatabaseUnavailable } from '../store/errors.js';
import { AnswerHead, type Answer } from './answer.js';
import { loggableError } from './error-log.js';
import { ApiError, errors } from './errors.js';
import type { Log } from './exchange.js';
import { JSON_CONTENT_TYPE, jsonBytes } from './json.js';

export function asApiError(error: unknown, log: Log): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) {
    log.warn(loggableError(error), 'database unavailable');
    return errors.databaseUnavailable();
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return new ApiError(status, { detail: (error as Error).message });
  log.error(loggableError(error), 'unhandled error');
  return errors.internal();
}

/** An error as plain JSON, on routes that are not DRF views (operations, files, the 404). */
export function plainErrorAnswer(error: ApiError): Answer {
  return {
    status: error.status,
    head: new AnswerHead().header('Content-Type', JSON_CONTENT_TYPE).headers(error.headers).fields,
    body: jsonBytes(error.body),
  };
}
