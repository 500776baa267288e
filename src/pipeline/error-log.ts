// What an error may put in the logs above debug level: its type, code and message, for it
// and its causes, and its stack frames, never the values it carried. Drizzle's messages
// end with the query's parameters (a mentee's text, a token's hash) and PostgreSQL's
// `detail` quotes row values ("Failing row contains …"): both stay out.
const PARAMS = /\nparams:[\s\S]*$/;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
}

export function loggableError(error: unknown): Record<string, unknown> {
  const chain: Record<string, unknown>[] = [];
  for (let e = error as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    chain.push({
      type: typeof e.name === 'string' ? e.name : 'Error',
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
      message: typeof e.message === 'string' ? e.message.replace(PARAMS, '') : '',
    });
    e = e.cause as ErrorLike | undefined;
  }
  const stack = (error as ErrorLike | undefined)?.stack;
  // The frames only: the first line of a stack repeats the message, parameters and all.
  const frames =
    typeof stack === 'string'
      ? stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 12)
          .join('\n')
      : undefined;
  return { error: chain, ...(frames ? { frames } : {}) };
}
