// What /metrics reports: requests and their latency per route and status, goal
// generations (outcome, tokens, latency), and the process's and Node's own metrics
// (process-metrics.ts). One instance per app: start() and stop() with it.
import type { GoalGenerator } from '../goals/generator.js';
import { ProcessMetrics } from './process-metrics.js';
import { Counter, Gauge, Histogram, Registry } from './registry.js';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const GENERATION_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60];

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests = this.registry.add(
    new Counter('mentoring_http_requests_total', 'HTTP requests answered, by method, route and status.'),
  );
  private readonly latency = this.registry.add(
    new Histogram('mentoring_http_request_duration_seconds', 'Time to answer an HTTP request, by method and route.', LATENCY_BUCKETS),
  );
  private readonly fastLane = this.registry.add(
    new Counter(
      'mentoring_http_fast_lane_answers_total',
      'GET and HEAD answers of cached lists sent before routing (src/server/fast-lane.ts), by method and route.',
    ),
  );
  private readonly generations = this.registry.add(
    new Counter('mentoring_goal_generations_total', 'Goal generations, by provider and outcome (ok, failed).'),
  );
  private readonly tokens = this.registry.add(
    new Counter('mentoring_goal_tokens_total', 'Tokens of successful goal generations, by provider and kind (input, output).'),
  );
  private readonly generationLatency = this.registry.add(
    new Histogram('mentoring_goal_generation_duration_seconds', 'Time of a goal generation, by provider and outcome.', GENERATION_BUCKETS),
  );

  private readonly process = this.registry.add(new ProcessMetrics());

  constructor() {
    // Ours before issue 18, kept for the dashboards that read them (nodejs_heap_size_used_bytes is the standard name).
    this.registry.add(new Gauge('nodejs_heap_used_bytes', 'V8 heap in use, in bytes.', () => process.memoryUsage().heapUsed));
    this.registry.add(new Gauge('process_uptime_seconds', 'Seconds since the process started.', () => Math.round(process.uptime())));
  }

  /** Starts what watches between scrapes (the event-loop delay, garbage collections): with the app. */
  start(): void {
    this.process.start();
  }

  /** Stops it: when the app closes. */
  stop(): void {
    this.process.stop();
  }

  /** The text of a scrape. */
  scrape(): Promise<string> {
    return this.registry.scrape();
  }

  /**
   * `route` is the route's path pattern ('unmatched' for a 404 outside them): bounded label
   * values. `fastLane`: the answer was sent by the fast lane (counted there too).
   */
  recordRequest(method: string, route: string, status: number, seconds: number, fastLane = false): void {
    const key = `${method} ${route} ${status}${fastLane ? ' fast' : ''}`;
    let record = this.recorders.get(key);
    if (!record) {
      const count = this.requests.handle({ method, route, status: String(status) });
      const observe = this.latency.handle({ method, route });
      const inLane = fastLane ? this.fastLane.handle({ method, route }) : () => {};
      record = (s: number) => {
        count();
        observe(s);
        inLane();
      };
      this.recorders.set(key, record);
    }
    record(seconds);
  }

  /** One recorder per method, route, status and lane (a bounded set: route patterns, not URLs). */
  private readonly recorders = new Map<string, (seconds: number) => void>();

  /** The generator, counting each generation it runs. */
  instrument(goals: GoalGenerator): GoalGenerator {
    const provider = goals.name;
    return {
      name: goals.name,
      generate: async (input, options) => {
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        try {
          const result = await goals.generate(input, options);
          this.generations.inc({ provider, outcome: 'ok' });
          this.tokens.inc({ provider, kind: 'input' }, result.inputTokens);
          this.tokens.inc({ provider, kind: 'output' }, result.outputTokens);
          this.generationLatency.observe({ provider, outcome: 'ok' }, seconds());
          return result;
        } catch (e) {
          this.generations.inc({ provider, outcome: 'failed' });
          this.generationLatency.observe({ provider, outcome: 'failed' }, seconds());
          throw e;
        }
      },
    };
  }
}
