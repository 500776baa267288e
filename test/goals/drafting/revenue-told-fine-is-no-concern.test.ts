/**
 * Issue 33 (narr32; blind reading 32's 15, 34's 5): an owner who says the revenue is fine ("Der Umsatz
 * ist okay, aber ich zahle mir kaum etwas aus") has no revenue to raise: the stock steps for more
 * customers (a lunch menu, catering, a loyalty card) answer a concern they said is handled. What they
 * ask about, the profit they do not see, is the goal.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('revenue told fine is no concern', () => {
  it.each([
    [
      'Hallo, ich bin 45 und habe vor drei Jahren ein kleines Café in Leipzig eröffnet. Der Umsatz ist okay, aber ich zahle mir seit Monaten kaum etwas aus. Was soll ich tun, damit das Café endlich Gewinn abwirft?',
      /Gewinnzone/u,
    ],
    ["I run a small bakery. Revenue is fine, but I haven't paid myself properly in months.", /profitable/u],
    ['Tengo una cafetería pequeña. La facturación va bien, pero no me he pagado un sueldo en meses.', /rentable/u],
    ['Ho un piccolo bar. Il fatturato va bene, ma da mesi non mi sono pagato.', /redditizia/u],
    ['У меня маленькая кофейня. Выручка нормальная, но я полгода почти не платил себе.', /прибыльным/u],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(
      /Mittagstisch|lunch menu|menú|menù|бизнес-ланч|revenue up|Monatsumsatz|facturación mensual|fatturato mensile|месячную выручку/u,
    );
  });
});
