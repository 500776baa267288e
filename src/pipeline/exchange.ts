// One request on its way through the pipeline (pipeline.ts): the Node request and response,
// the route that answers it, and what the log and the metrics say of it. Made the same way
// whether Fastify routed the request or the fast lane found its route (server/fast-lane.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from './answer.js';
import type { ApiError } from './errors.js';
import type { RequestIds } from './request-id.js';

/** The logger the pipeline writes to: pino's (Fastify's) methods that it uses. */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object, msg?: string): void;
  child(bindings: Record<string, unknown>): Log;
  isLevelEnabled?(level: string): boolean;
}

/** A path the service answers: a DRF view, an operations path, a file, or the 404 of anything else. */
export interface Route {
  /** Its path pattern: the label of its requests in /metrics ('unmatched' for the 404). */
  readonly label: string;
  /**
   * What the access log writes in place of the URL, for a path that holds a secret (a
   * personal link's token, design §11): the logs are read by more people than the link's owner.
   */
  readonly loggedPath?: string;
  /** Operations paths are asked by address, not by name (an orchestrator's probe): admitted whatever the Host. */
  readonly anyHost?: boolean;
  /** The answer to an admitted request; errors thrown are answered by answerError. */
  answer(exchange: Exchange): Answer | Promise<Answer>;
  /** The answer to a refusal or an error at this route (a DRF view adds its own headers). */
  answerError(exchange: Exchange, error: ApiError): Answer;
}

/** How the request reached its route: Fastify's router, or the fast lane's table of exact paths. */
export type Entry = 'router' | 'lane';

export class Exchange {
  readonly started = performance.now();
  /** Its request id (request-id.ts): sent back in X-Request-Id, named in its log lines. */
  readonly id: string;
  private logger: Log | undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly route: Route,
    readonly entry: Entry,
    /** Path parameters Fastify's router found (the name under /assets/*). */
    readonly params: Readonly<Record<string, string>>,
    private readonly baseLog: Log,
    ids: RequestIds,
  ) {
    this.id = ids.of(req.rawHeaders);
  }

  /** The request's logger (its lines carry reqId), made on first use. */
  get log(): Log {
    return (this.logger ??= this.baseLog.child({ reqId: this.id }));
  }
}
