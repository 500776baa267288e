// GET /metrics: Prometheus' text format with requests and latency per route and status,
// and the goal generations with their outcome, tokens and latency.
import { describe, expect, it } from 'vitest';
import { GenerationUnavailableError } from '../../src/goals/errors.js';
import type { GoalGenerator } from '../../src/goals/generator.js';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

/** The offline generator, failing when the input says so. */
function sometimesFailing(): GoalGenerator {
  const offline = createOfflineGenerator();
  return {
    name: 'offline',
    generate: async (input, options) => {
      if (input.includes('FAIL')) throw new GenerationUnavailableError('provider down', 5);
      return offline.generate(input, options);
    },
  };
}

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds())('/metrics on %s', (kind) => {
  const t = useTestApp(kind, { goals: sometimesFailing });

  it('counts requests per method, route and status, with latency histograms', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const base = sample(before, 'mentoring_http_requests_total{method="GET",route="/courses/",status="200"}') ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/courses/' });
    await t.app.inject({ method: 'PUT', url: '/courses/' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/1' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/2' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE mentoring_http_requests_total counter');
    expect(sample(text, 'mentoring_http_requests_total{method="GET",route="/courses/",status="200"}')).toBe(base + 3);
    expect(sample(text, 'mentoring_http_requests_total{method="PUT",route="/courses/",status="405"}')).toBe(1);
    // Unknown paths share one label value: no series per URL.
    expect(sample(text, 'mentoring_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(2);
    expect(text).not.toContain('/no/such/path');
    const count = sample(text, 'mentoring_http_request_duration_seconds_count{method="GET",route="/courses/"}')!;
    expect(count).toBeGreaterThanOrEqual(base + 3);
    expect(sample(text, 'mentoring_http_request_duration_seconds_bucket{method="GET",route="/courses/",le="+Inf"}')).toBe(count);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1e6);
  });

  it('counts generations by outcome, their tokens and their latency', async () => {
    const post = (input: string) =>
      t.app.inject({
        method: 'POST',
        url: '/smart-goals/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ input }),
      });
    const ok1 = await post('I want to learn Spanish.');
    const ok2 = await post('I want to run a marathon.');
    expect((await post('FAIL please')).statusCode).toBe(503);
    const tokens = [ok1, ok2].map((r) => r.json() as { input_tokens: number; output_tokens: number });
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'mentoring_goal_generations_total{provider="offline",outcome="ok"}')).toBe(2);
    expect(sample(text, 'mentoring_goal_generations_total{provider="offline",outcome="failed"}')).toBe(1);
    expect(sample(text, 'mentoring_goal_tokens_total{provider="offline",kind="input"}')).toBe(
      tokens[0].input_tokens + tokens[1].input_tokens,
    );
    expect(sample(text, 'mentoring_goal_tokens_total{provider="offline",kind="output"}')).toBe(
      tokens[0].output_tokens + tokens[1].output_tokens,
    );
    expect(sample(text, 'mentoring_goal_generation_duration_seconds_count{provider="offline",outcome="ok"}')).toBe(2);
    expect(sample(text, 'mentoring_http_requests_total{method="POST",route="/smart-goals/",status="201"}')).toBe(2);
    expect(sample(text, 'mentoring_http_requests_total{method="POST",route="/smart-goals/",status="503"}')).toBe(1);
    // Nobody's text ends up in the metrics.
    expect(text).not.toContain('Spanish');
  });
});
