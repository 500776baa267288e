// Chooses the goal generator named by GOAL_GENERATOR at start-up. The provider's module
// (and with it the tokenizer's tables, slow to load and large) is loaded on first use or
// by preload(), which main.ts calls once it listens: start-up does not wait for it. Offline,
// GOAL_THREADS worker threads draft (threaded.ts); with 0 the drafts run on the event loop.
import type { Config } from '../config.js';
import type { GoalGenerator } from './generator.js';

export interface LazyGoalGenerator extends GoalGenerator {
  /** Loads the provider now (the first generation would otherwise wait for it). */
  preload(): Promise<void>;
}

export function createGoalGenerator(
  config: Pick<Config, 'goalGenerator' | 'openaiBaseUrl' | 'openaiApiKey' | 'goalModel' | 'goalTimeoutMs' | 'goalThreads'>,
  now: () => Date = () => new Date(),
): LazyGoalGenerator {
  let loading: Promise<GoalGenerator> | undefined;
  const provider = (): Promise<GoalGenerator> =>
    config.goalGenerator === 'openai'
      ? import('./openai.js').then((m) =>
          m.createOpenAiGenerator({
            baseURL: config.openaiBaseUrl,
            apiKey: config.openaiApiKey,
            model: config.goalModel,
            timeoutMs: config.goalTimeoutMs,
          }),
        )
      : config.goalThreads > 0
        ? import('./threaded.js').then((m) => m.startThreadedOfflineGenerator(now, config.goalThreads, config.goalTimeoutMs))
        : import('./offline.js').then((m) => m.createOfflineGenerator(now));
  // A provider that did not load (a drafting thread that could not start) is tried again by the next generation.
  const load = () =>
    (loading ??= provider().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
  return {
    name: config.goalGenerator,
    generate: async (input, options) => (await load()).generate(input, options),
    preload: async () => {
      await load();
    },
  };
}
