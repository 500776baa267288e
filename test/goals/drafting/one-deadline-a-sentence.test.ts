/**
 * Issue 33 (blind reading 21's 20, 23 and 26, stated19): an event or a holiday the mentee names as the
 * deadline ("przed wakacjami", "к свадьбе", "esse ano", "bis zur Hochzeit") was read as no deadline, so
 * a second one was added beside it: "przed wakacjami w ciągu sześciu miesięcy", "esse ano nos próximos
 * doze meses", "к свадьбе в конце августа … в течение трёх месяцев". The event is the goal's frame
 * now, and a date told right after it ("в конце августа") paces the kilos. A wished result after "and"
 * ("и чтобы платье село нормально") is the aim's purpose, told after a comma, not a pasted half-clause.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an event named as the deadline is the only deadline', () => {
  it.each([
    ['Chcę zdać egzamin na prawo jazdy przed wakacjami.', /przed wakacjami/u, /w ciągu (?:sześciu|trzech|dwunastu)|drugi miesiąc/u],
    ['Quero ler 20 livros esse ano.', /esse ano/u, /próximos doze meses/u],
    ['Хочу похудеть на 6 кг к свадьбе в конце июня.', /к свадьбе в конце июня/u, /в течение|полкилограмма/u],
    ['Ich möchte bis zur Hochzeit den Führerschein machen.', /bis zur Hochzeit/u, /in den nächsten|zweiten Monat/iu],
    ['Quiero aprender a bailar salsa para mi boda.', /para mi boda/u, /en los próximos/u],
    ['Chci si před prázdninami udělat řidičák.', /před prázdninami/u, /během (?:tří|šesti|dvanácti)|druhý měsíc/u],
    ['Chcem si pred prázdninami urobiť vodičák.', /pred prázdninami/u, /počas (?:troch|šiestich)|druhý mesiac/u],
    ['Хочу схуднути на 5 кг перед відпусткою в липні.', /в липні/u, /протягом|пів кілограма/u],
  ])('%s', (input, kept, doubled) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(doubled);
  });

  it('paces the kilos to the date told after the event', () => {
    expect(draftGoals('Хочу похудеть на 8 кг к свадьбе в конце августа.', NOV_26)).toMatch(/0,25 кг в неделю/u);
  });

  // The summer holidays begin about 21 June (calendar.json summer): 5 or 6 kilos are 0.2–0.25 kg a week, not half a kilo.
  it.each([
    ['Chci před prázdninami zhubnout 6 kilo.', /0,25 kg týdně/u],
    ['Chcę schudnąć 5 kg przed wakacjami.', /0,2 kg tygodniowo/u],
    ['Хочу похудеть на 5 кг перед летом.', /0,2 кг в неделю/u],
  ])('paces the kilos to the summer holidays: %s', (input, pace) => {
    expect(draftGoals(input, NOV_26)).toMatch(pace);
  });

  it.each([
    ['Хочу похудеть на 8 кг к свадьбе в конце августа и чтобы платье село нормально.', /, чтобы платье село/u, /и чтобы/u],
    ['Chcę schudnąć 5 kg do wakacji i żeby sukienka dobrze leżała.', /, żeby sukienka/u, /i żeby/u],
    ['Хочу схуднути на 5 кг до весілля і щоб сукня добре сиділа.', /схудну на 5 кг/u, /[іi] щоб/u],
    ['Chci zhubnout 6 kg do svatby v červnu a aby mi šaty dobře padly.', /Zhubnu 6 kg/u, / a aby/u],
  ])('a wished result after "and" is no pasted half-clause: %s', (input, kept, pasted) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(pasted);
  });
});
