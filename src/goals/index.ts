// Chooses the goal generator named by GOAL_GENERATOR at start-up. The provider's module
// (and with it the tokenizer's tables, slow to load and large) is loaded on first use or
// by preload(), which main.ts calls once it listens: start-up does not wait for it.
import type { Config } from '../config.js';
import type { GoalGenerator } from './generator.js';

export interface LazyGoalGenerator extends GoalGenerator {
  /** Loads the provider now (the first generation would otherwise wait for it). */
  preload(): Promise<void>;
}

export function createGoalGenerator(
  config: Pick<Config, 'goalGenerator' | 'openaiBaseUrl' | 'openaiApiKey' | 'goalModel' | 'goalTimeoutMs'>,
  now: () => Date = () => new Date(),
): LazyGoalGenerator {
  let loading: Promise<GoalGenerator> | undefined;
  const load = () =>
    (loading ??=
      config.goalGenerator === 'offline'
        ? import('./offline.js').then((m) => m.createOfflineGenerator(now))
        : import('./openai.js').then((m) =>
            m.createOpenAiGenerator({
              baseURL: config.openaiBaseUrl,
              apiKey: config.openaiApiKey,
              model: config.goalModel,
              timeoutMs: config.goalTimeoutMs,
            }),
          ));
  return {
    name: config.goalGenerator,
    generate: async (input, options) => (await load()).generate(input, options),
    preload: async () => {
      await load();
    },
  };
}
