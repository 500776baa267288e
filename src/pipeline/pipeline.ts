// What every request passes, once, whichever way it reached its route (Fastify's router or
// the fast lane, server/): admission (admission.ts), then the route's answer, then the one
// response writer (response-writer.ts). A refusal or an error is answered by the route's
// answerError, so that a DRF view's errors carry its headers wherever they arose.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Admission } from './admission.js';
import type { Answer } from './answer.js';
import { asApiError, plainErrorAnswer } from './error-answer.js';
import { loggableError } from './error-log.js';
import { ApiError } from './errors.js';
import { Exchange, type Entry, type Log, type Route } from './exchange.js';
import type { RequestIds } from './request-id.js';
import type { ResponseWriter } from './response-writer.js';

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

export class Pipeline {
  constructor(
    private readonly admission: Admission,
    private readonly writer: ResponseWriter,
    private readonly log: Log,
    /** The app's request ids (shared with the answers Node's parser forces, server/limits.ts). */
    private readonly ids: RequestIds,
  ) {}

  run(req: IncomingMessage, res: ServerResponse, route: Route, entry: Entry, params = NO_PARAMS): void {
    const exchange = new Exchange(req, res, route, entry, params, this.log, this.ids);
    let answer: Answer | Promise<Answer>;
    try {
      const admitted = this.admission.admit(req, route);
      if (admitted !== undefined) {
        this.answer(exchange, admitted instanceof ApiError ? route.answerError(exchange, admitted) : admitted);
        return;
      }
      answer = route.answer(exchange);
    } catch (e) {
      this.fail(exchange, e);
      return;
    }
    if (answer instanceof Promise) {
      answer.then(
        (a) => this.answer(exchange, a),
        (e: unknown) => this.fail(exchange, e),
      );
    } else {
      this.answer(exchange, answer);
    }
  }

  private answer(exchange: Exchange, answer: Answer): void {
    try {
      this.writer.write(exchange, answer);
    } catch (e) {
      // Not expected (the writer only adds fields): never an unhandled rejection, never a hang.
      exchange.log.error(loggableError(e), 'an answer could not be written');
      exchange.res.destroy();
    }
  }

  private fail(exchange: Exchange, e: unknown): void {
    const error = asApiError(e, exchange.log);
    let answer: Answer;
    try {
      answer = exchange.route.answerError(exchange, error);
    } catch (again) {
      exchange.log.error(loggableError(again), 'an error could not be rendered');
      answer = plainErrorAnswer(error);
    }
    this.answer(exchange, answer);
  }
}
