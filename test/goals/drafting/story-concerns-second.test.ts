/**
 * Issue 33, cover13b: what the first pass over a story's concerns left. A partner's shifts are not the
 * writer's; snapping at a colleague or one's lead out of tiredness gets a goal; a C1 told as required
 * is the level aimed at; a thesis not yet written stays a goal beside its defence's nerves (and one
 * handed in does not); three or more exams are plural; a single parent whose children live with them
 * gets no co-parenting goal; money that runs out gets a budget that finds the money first.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/goals/drafting/language.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const lines = (out: string): string[] => out.split('\n').filter((l) => !/:$/u.test(l.trim()) && l.trim() !== '');

describe("a partner's shifts do not make the writer's routine a shift worker's", () => {
  it.each([
    [
      'en',
      'My wife works night shifts at the care home, so bedtime with the twins is all on me. I am worn out and I sleep about five hours.',
    ],
    [
      'de',
      'Meine Frau arbeitet in Schichten, deshalb bin ich abends mit den Kindern allein. Ich bin völlig erschöpft und schlafe schlecht.',
    ],
    ['pl', 'Mój mąż pracuje na zmiany w fabryce, więc z dziećmi jestem głównie sama. Jestem wykończona i śpię po pięć godzin.'],
    ['cs', 'Manželka pracuje na směny v nemocnici, večery s dětmi jsou na mně. Jsem úplně vyčerpaný a spím pět hodin.'],
  ])('%s: %s', (language, input) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(/23/u);
    expect(out).not.toMatch(/shift|Schicht|zmian|směn|care for my relative/u);
  });

  it('the writer who works shifts keeps the wording', () => {
    expect(draftGoals('I work night shifts as a nurse and I am exhausted. I sleep five hours at most.', NOW)).toMatch(/after every shift/u);
  });
});

describe('snapping at a colleague or one’s lead gets a goal beside sleep', () => {
  it.each([
    [
      'en',
      'Last week I lost my temper with my manager in a meeting because I had slept three hours. I sleep badly since the move.',
      /slow breath/u,
    ],
    [
      'de',
      'Ich habe gestern meine Kollegin angeschrien, weil ich so übermüdet war. Ich schlafe seit Wochen nur fünf Stunden.',
      /tief durch/u,
    ],
    ['cs', 'Včera jsem se osopila na šéfa, protože jsem byla strašně unavená. Spím jen pět hodin.', /zhluboka nadechnu/u],
    ['ru', 'На этой неделе я нагрубила начальнице, потому что совсем не высыпаюсь. Сплю по пять часов.', /глубокий вдох/u],
    ['es', 'Le grité a un compañero el lunes porque estaba agotado. Duermo cinco horas.', /respirando hondo/u],
  ])('%s: %s', (language, input, measure) => {
    const out = lines(draftGoals(input, NOW));
    expect(detectLanguage(out.join('\n'))).toBe(language);
    expect(out.length).toBeGreaterThanOrEqual(2);
    expect(out.some((l) => measure.test(l))).toBe(true);
    expect(out.some((l) => /23/u.test(l))).toBe(true);
  });

  it('snapping at one’s own children is no work goal', () => {
    expect(draftGoals('I am so tired that I snapped at my kids twice this week. I sleep 5 hours a night.', NOW)).not.toMatch(/work with/u);
  });
});

describe('a C1 told as required is the level aimed at', () => {
  it.each([
    [
      'de',
      'Ich bin Krankenschwester aus Bosnien und arbeite in Österreich als Pflegehelferin. Für die Anerkennung brauche ich Deutsch C1, jetzt habe ich B2.',
    ],
    ['pl', 'Jestem lekarką z Ukrainy, mieszkam w Polsce. Do nostryfikacji dyplomu potrzebny jest C1 z polskiego, teraz mam B1.'],
    ['ru', 'Я медсестра из Молдовы, живу в Италии. Для признания диплома нужен C1 по итальянскому, у меня B1.'],
    ['uk', 'Я вчителька з Харкова, живу в Лейпцигу. Для визнання диплому потрібно C1 з німецької, а в мене B1.'],
  ])('%s: %s', (language, input) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(/C1/u);
    expect(out).not.toMatch(/B1 (?:oder|lub|или|або) B2/u);
  });
});

describe("a thesis not yet written stays a goal beside its defence's nerves", () => {
  it.each([
    [
      'en',
      'My viva is in May and I am terrified of it. The thesis itself is not written yet, I only have the introduction.',
      /five pages/u,
    ],
    ['cs', 'Obhajoba bakalářky mě čeká v červnu a strašně se jí bojím. Bakalářku ale ještě nemám napsanou, jen úvod.', /pět stran/u],
    [
      'de',
      'Meine Verteidigung ist im Juli und ich habe große Angst davor. Die Bachelorarbeit habe ich noch nicht geschrieben, nur die Einleitung.',
      /fünf Seiten/u,
    ],
  ])('%s: %s', (language, input, pages) => {
    const out = lines(draftGoals(input, NOW));
    expect(detectLanguage(out.join('\n'))).toBe(language);
    expect(out.some((l) => pages.test(l))).toBe(true);
    expect(out.some((l) => /questions|otázek|Fragen/u.test(l))).toBe(true);
  });

  it('a thesis handed in is no goal beside the defence', () => {
    const out = draftGoals('Meine Verteidigung ist im März und ich habe Angst davor. Die Masterarbeit habe ich schon abgegeben.', NOW);
    expect(out).toMatch(/Verteidigung/u);
    expect(out).not.toMatch(/Seiten/u);
  });
});

describe('three or more exams are plural in every language', () => {
  it.each([
    ['cs', 'Čekají mě v lednu tři zkoušky a nevím, kde začít. Každý den se učím jen hodinu.', /Složím všechny zkoušky/u, /Složím zkoušku/u],
    ['de', 'Im Februar schreibe ich drei Klausuren und habe noch kaum gelernt.', /Prüfungen/u, /die Prüfung bestehen/u],
    ['es', 'En enero tengo cuatro exámenes y voy muy atrasada.', /todos mis exámenes/u, /el examen/u],
    ['en', 'I have four exams in January and I work 20 hours a week at a cafe.', /exams/u, /pass my exam\b/u],
  ])('%s: %s', (language, input, plural, singular) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(plural);
    expect(out).not.toMatch(singular);
  });
});

describe('a single parent whose children live with them gets no co-parenting goal', () => {
  it.each([
    [
      'en',
      'I am a single mum of two, the kids live with me and their dad moved away. I work part time and we are always short at the end of the month.',
    ],
    ['fr', 'Depuis le divorce, je suis mère célibataire, mes deux enfants vivent avec moi. À la fin du mois il ne reste rien.'],
    ['cs', 'Jsem samoživitel, syn bydlí se mnou od rozvodu. Pracuju na plný úvazek a na konci měsíce mi nic nezbyde.'],
    ['de', 'Seit der Scheidung bin ich alleinerziehend, die Kinder wohnen bei mir. Am Monatsende bleibt nichts übrig.'],
  ])('%s: %s', (language, input) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).not.toMatch(/mediat|Mediation|call every week|Telefonat|zavoláme|appel/u);
    expect(out).not.toMatch(/club|klub|Verein/u);
    expect(out).toMatch(/budget|Budget|rozpočt/u);
  });
});

describe('money that runs out gets a budget that finds the money first, not 10 % put aside', () => {
  it.each([
    ['pl', 'Zarabiam 4200 zł na rękę i pod koniec miesiąca nic mi nie zostaje.', /budżetu/u],
    ['fr', 'Je gagne 1 600 euros et à la fin du mois il ne reste rien.', /budget/u],
    ['sk', 'Zarábam 1 100 eur a na konci mesiaca nemám nič.', /rozpočtu/u],
  ])('%s: %s', (language, input, budget) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(budget);
    expect(out).not.toMatch(/10 ?%/u);
  });

  it('no savings to fall back on keeps a fixed amount put aside', () => {
    expect(draftGoals('I have no savings at all and nothing to fall back on.', NOW)).toMatch(/emergency fund.*fixed amount/u);
  });
});

describe('hunted in stories of four or five concerns', () => {
  it.each([
    ['en', "We're relocating to Leeds in April because my wife was transferred. I need to find a new job there."],
    ['de', 'Wir ziehen im Mai nach Köln, weil mein Mann versetzt wurde. Ich muss dort eine neue Stelle finden.'],
    ['fr', 'Nous déménageons à Nantes en mars car mon mari a été muté. Je dois trouver un nouveau travail là-bas.'],
    ['ru', 'Мы переезжаем в Казань в июле, мужа туда перевели. Мне нужно найти новую работу.'],
  ])('%s: a move for a partner’s transfer is no move abroad', (language, input) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).not.toMatch(/abroad|Ausland|étranger|за границ/u);
  });

  it.each([
    ['en', 'I have type 2 diabetes and I am 15 kg overweight.', /blood sugar/u, /sugar-free|without sweets/u],
    ['de', 'Ich habe Diabetes Typ 2 und wiege 20 kg zu viel.', /Blutzucker/u, /Süßigkeiten/u],
    ['pl', 'Mam cukrzycę typu 2 i 15 kg nadwagi.', /cukru we krwi/u, /bez słodyczy/u],
  ])('%s: diabetes is blood sugar, not sweets', (language, input, blood, sweets) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(blood);
    expect(out).not.toMatch(sweets);
  });

  it.each([
    ['it', 'Ho un prestito per la macchina di 300 euro al mese e non riesco a risparmiare.', /investimento/u],
    ['en', 'I have a car loan of £280 a month and I cannot save anything.', /investment/u],
    ['es', 'Tengo un préstamo para el coche de 200 euros al mes y no consigo ahorrar.', /inversión/u],
  ])('%s: a car loan is no business investment', (language, input, investment) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).not.toMatch(investment);
    expect(out).toMatch(/budget|presupuesto/u);
  });

  it.each([
    ['de', 'Mein Dispo ist seit Monaten mit 1.800 € im Minus.', /Schulden/u],
    ['en', 'I am £1,200 into my overdraft every month.', /debts/u],
    ['fr', 'Je suis à découvert de 900 euros tous les mois.', /dettes/u],
  ])('%s: an overdraft is a debt', (language, input, debts) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(debts);
  });

  it('school runs are no trouble at school', () => {
    const out = draftGoals(
      'My partner works nights, so I do all the school runs and evenings with our three kids. We are £3,000 in credit card debt.',
      NOW,
    );
    expect(out).not.toMatch(/class teacher/u);
    expect(out).toMatch(/pay off my credit card/u);
  });

  it('Polish "na bezrobociu" is out of work', () => {
    expect(draftGoals('Od pół roku jestem na bezrobociu i nie mam z czego żyć.', NOW)).toMatch(/aplikacji/u);
  });
});

describe('after the fresh round: other wordings of the same concerns', () => {
  it.each([
    ['de', 'Ich arbeite 35 Stunden in der Logistik. Am Monatsende ist das Konto immer leer.', /Budget/u],
    ['ru', 'Работаю бухгалтером на полставки. Денег до зарплаты не хватает.', /бюджет/u],
    ['sk', 'Som doma s dvomi deťmi. Na konci mesiaca nám nič nezostane.', /rozpočtu/u],
  ])('%s: money running out before payday gets the budget', (language, input, budget) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(budget);
  });

  it.each([
    ['es', 'Soy fisioterapeuta colombiana y vivo en Alemania. Para la homologación me piden un C1 de alemán y tengo un B2.'],
    ['it', 'Sono infermiera peruviana e vivo in Germania. Per il riconoscimento mi chiedono il C1 di tedesco, ho il B1.'],
    ['de', 'Ich bin Ärztin aus dem Iran. Für die Approbation verlangen sie C1 in Deutsch, ich habe B2.'],
  ])('%s: a C1 they ask for is the level aimed at', (language, input) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(/C1/u);
    expect(out).not.toMatch(/B1 (?:o|oder) B2/u);
  });

  it.each([
    ['en', 'I yelled at my supervisor on Tuesday because I was running on four hours of sleep.', /slow breath/u],
    ['it', 'Ieri ho urlato contro un collega perché ero stanchissima. Dormo cinque ore.', /respiro profondo/u],
    ['cs', 'V únoru mám obhajobu diplomky a hrozně se jí bojím, ale diplomku mám zatím napsanou jen z poloviny.', /pět stran/u],
  ])('%s: %s', (language, input, measure) => {
    const out = draftGoals(input, NOW);
    expect(detectLanguage(out)).toBe(language);
    expect(out).toMatch(measure);
  });
});
