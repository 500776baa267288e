/**
 * Issue 33, concerns of long stories that no cue read (cover17b): a boss who shouts is no quarrel to
 * talk through with "whoever it concerns", crying at night is no sleep schedule, funding that ends
 * after a PhD is an income to secure, and a course's price is money to find beside the course.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a boss who shouts: the incidents noted, raised in a one-to-one, taken further', () => {
  it.each([
    [
      'I work in a call centre. My manager shouts at people in front of everyone. I also want to save 2,000 pounds by June.',
      /shouted at/u,
      /HR/u,
    ],
    ['Pracuji v supermarketu. Vedoucí na nás křičí, když se něco nestihne. Chci si najít lepší práci.', /křiku/u, /personální oddělení/u],
    ['Pracuję jako kasjerka. Mój szef krzyczy na mnie przy klientach i codziennie boję się iść do pracy.', /krzykom/u, /działu kadr/u],
    ['Lavoro come cameriera. Il mio capo urla davanti ai clienti e torno a casa distrutta.', /urla/u, /risorse umane/u],
  ])('%s', async (input, goal, step) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(step);
    expect(out).not.toMatch(/koho se týká|której dotyczy|whoever it concerns/u);
  });
});

describe('crying at night: support sought within two weeks, the mood noted', () => {
  it.each([
    ['Ich arbeite Vollzeit im Einzelhandel. Nachts weine ich und schlafe schlecht.', /Unterstützung/u, /innerhalb von zwei Wochen/u],
    ['Estoy embarazada de cinco meses. Por las noches lloro sin saber por qué.', /apoyo/u, /próximas dos semanas/u],
    ['Я працюю медсестрою по 12 годин. Ночами плачу.', /підтримку/u, /протягом двох тижнів/u],
    ['Pracuju v bance. Večer brečím a nemůžu usnout.', /podporu/u, /do dvou týdnů/u],
  ])('%s', async (input, goal, when) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(when);
  });
  it.each([
    ['Я плачу за квартиру 30 тысяч в месяц и не могу ничего отложить.', /поддержку/u],
    ['Mój synek płacze w nocy co dwie godziny i jestem wykończona. Wracam do pracy w styczniu.', /wsparcie/u],
    ['Oblałem egzamin praktyczny na prawo jazdy, na placu manewrowym. Chcę zdać do lutego.', /wsparcie/u],
  ])('paying, a baby’s crying or a square is no crying of one’s own: %s', async (input, support) => {
    expect(await draft(input)).not.toMatch(support);
  });
});

describe('funding that ends: an income secured beside the thesis', () => {
  it.each([
    [
      'Je suis en deuxième année de doctorat en chimie et mon financement s’arrête en août. Il me reste trois articles à écrire.',
      /thèse/u,
      /financement/u,
      /candidatures par mois/u,
    ],
    [
      'Sto finendo il dottorato in fisica, la borsa di studio finisce a settembre. Ho due capitoli della tesi da scrivere.',
      /tesi/u,
      /reddito/u,
      /candidature al mese/u,
    ],
    [
      'Jestem na trzecim roku doktoratu, stypendium kończy się we wrześniu. Zostały mi dwa rozdziały.',
      /rozprawę/u,
      /dochód/u,
      /zgłoszenia miesięcznie/u,
    ],
    [
      'Mi doctorado en historia termina en junio y después no tengo financiación. Me quedan tres capítulos de la tesis.',
      /tesis/u,
      /ingresos/u,
      /solicitudes al mes/u,
    ],
  ])('%s', async (input, thesis, income, pace) => {
    const out = await draft(input);
    expect(out).toMatch(thesis);
    expect(out).toMatch(income);
    expect(out).toMatch(pace);
  });
});

describe('a course’s price: the money found beside the course', () => {
  it.each([
    ['Chcę zrobić kurs programowania, ale kosztuje 6000 zł, a ja zarabiam 4200 na rękę.', /kurs programowania/u, /pieniądze na kurs/u],
    [
      'Ich würde gern die Weiterbildung zur Fachkraft machen, aber der Kurs kostet 2.400 Euro.',
      /Weiterbildung/u,
      /Geld für die Weiterbildung/u,
    ],
    [
      'Je voudrais faire une formation de puéricultrice mais elle coûte 4 000 euros.',
      /formation de puéricultrice/u,
      /l'argent de la formation/u,
    ],
    ['Хочу после декрета пройти курсы дизайна, но они стоят 80 тысяч рублей.', /курсы дизайна/u, /деньги на обучение/u],
  ])('%s', async (input, course, money) => {
    const out = await draft(input);
    expect(out).toMatch(course);
    expect(out).toMatch(money);
  });
  it('a year of study is no course to pay for', async () => {
    expect(await draft('Я на третьем курсе, общежитие стоит 5000 в месяц, и мне не хватает денег.')).not.toMatch(/деньги на обучение/u);
  });
});

describe('crying told among four concerns is kept among the three goals', () => {
  it.each([
    [
      'Jestem na czwartym roku doktoratu, stypendium kończy się w czerwcu. Zostały mi trzy rozdziały. Od pół roku nie ćwiczę i jem słodycze przy biurku. Wieczorami często płaczę.',
      /wsparcie/u,
    ],
    [
      'Ich schreibe an meiner Doktorarbeit, meine Finanzierung läuft im Mai aus. Ich mache keinen Sport mehr und esse ungesund. Nachts weine ich oft.',
      /Unterstützung/u,
    ],
    [
      'Estoy en el último año del doctorado y la beca termina en julio. No hago ejercicio y como fatal. Por las noches lloro sin saber por qué.',
      /apoyo/u,
    ],
  ])('%s', async (input, support) => {
    expect(await draft(input)).toMatch(support);
  });
});
