/**
 * Issue 33 (round 50's probes): a short text about being tired or sad ("Jestem ciągle zmęczona.",
 * "Я постоянно устаю.") was answered `No response.` or echoed with the weekly-steps filler, and a tired or
 * stressed person who names no work of their own ("I'm so tired all the time", "Estoy muy estresado") was
 * told to end a working day by 18:00. Tiredness told alone is now a situation of its own (situations.json
 * "tiredness": sleep and rest, measured as sleep is; it yields to a situation told beside it and to work named
 * in its sentence, which is burnout's); sadness told of oneself is lifted with a daily rhythm ("sadness",
 * lowmood's goal without its job search). The working day is read by the person's own work, trade and
 * workplace words in every language (life.json, the "absent" fact "no work named"): where none is named,
 * the wellbeing measure is sleep and rest; a teacher, a crêperie owner, a nurse or "burnt out" keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const WORKING_DAY =
  /18:00|18 h|working day|Arbeit bis|jornada antes|finendo di lavorare|dia de trabalho|kończyć pracę|s prací do|с работой|заканчивать работу|завершуватиму роботу/u;

describe('a short text about being tired or sad gets a goal, not No response', () => {
  it.each([
    ['Jestem ciągle zmęczona.', /^Odzyskam energię dzięki wystarczającej ilości snu i odpoczynku/u, /pójdę spać najpóźniej o 23:00/u],
    ['Я постоянно устаю.', /^Я восстановлю силы благодаря достаточному сну и отдыху/u, /ложиться спать не позже 23:00/u],
    ['Ciągle jestem zmęczony.', /^Odzyskam energię/u, /najpóźniej o 23:00/u],
    ['Я постійно втомлена, навіть після вихідних.', /^Я відновлю сили завдяки достатньому сну й відпочинку/u, /не пізніше 23:00/u],
    ['Sono sempre triste e non ho voglia di niente.', /^Ritroverò il morale con un ritmo quotidiano stabile/u, /passeggiata di 30 minuti/u],
    ['Ich bin so traurig in letzter Zeit.', /^Ich werde mit einem festen Tagesrhythmus wieder Mut fassen/u, /Spaziergang von 30 Minuten/u],
  ])('%s', (input, start, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toBe('No response.');
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(WORKING_DAY);
    expect(out).not.toMatch(/drei Prioritäten|tre cose/u);
  });
});

describe('tiredness or stress with no work named is rested, not a working day ended by 18:00', () => {
  it.each([
    [
      "I'm so tired all the time and I don't know why.",
      /^I will recover my energy and get enough sleep and rest/u,
      /going to bed by 23:00/u,
    ],
    [
      'Estoy muy estresado últimamente.',
      /^Voy a recuperar mi energía y darme el sueño y el descanso que necesito/u,
      /acostándome antes de las 23:00/u,
    ],
    [
      'Estou sempre cansada, mesmo ao fim de semana.',
      /^Vou recuperar a minha energia e dar-me o sono e o descanso/u,
      /indo para a cama até às 23:00/u,
    ],
    [
      'Jsem pořád unavená a nic mě nebaví.',
      /^Obnovím svou energii a dopřeji si dost spánku a odpočinku/u,
      /půjdu spát nejpozději ve 23:00/u,
    ],
    ['Som stále unavená a smutná.', /^Obnovím svoju energiu a doprajem si dosť spánku a oddychu/u, /pôjdem spať najneskôr o 23:00/u],
    [
      'Je suis toujours fatiguée.',
      /^Je vais retrouver mon énergie et m'accorder assez de sommeil et de repos/u,
      /en me couchant avant 23 h/u,
    ],
  ])('%s', (input, start, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(WORKING_DAY);
    expect(out).not.toMatch(/workload|carga de trabajo|carga de trabalho|pracovní zátěž|pracovnú záťaž|charge de travail/u);
  });
});

describe("a working day named by the person's trade or workplace stays", () => {
  it.each([
    ["I'm completely burnt out.", /ending my working day by 18:00/u],
    ['Je tiens une crêperie avec mon mari. Je suis épuisée, on travaille sept jours sur sept.', /ma journée de travail/u],
    ['Ich bin Lehrerin und ständig müde. Ich möchte meine Abende freihalten.', /meine Arbeit bis 18:00 Uhr/u],
    ['Мне 29 лет, я программист. Последние полгода чувствую что выгораю.', /заканчивать работу до 18:00/u],
    ['Dělám 60 hodin týdně ve skladu a jsem úplně vyčerpaný.', /skončím s prací do 18:00/u],
  ])('%s', (input, kept) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/enough sleep and rest|assez de sommeil|genug Schlaf|достаточно сна|dost spánku/u);
  });
});

describe('a goal the person wrote keeps their own words', () => {
  it('снижу рабочую нагрузку до посильного уровня', () => {
    const out = draftGoals('снижу рабочую нагрузку до посильного уровня', NOW);
    expect(out).toMatch(/^Снижу рабочую нагрузку до посильного уровня/u);
    expect(out).not.toMatch(/сна и отдыха/u);
  });
});
