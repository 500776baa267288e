/**
 * Issue 33, blind reading 10: a business idea got the stock "five hours a week and a milestone every
 * two weeks", a career change "one course and one portfolio project" whatever the field, and a sum
 * the mentee must earn was paced as savings or as a debt because a mortgage stood in its sentence.
 * A business idea is measured by the customers asked, its costs and prices and a first sale; a new
 * field by the people in it, a trial day, the course it asks for and a first application; an income
 * keeps its role as pay.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const FILLER_HOURS =
  /five hours a week|fünf Stunden pro Woche|cinco horas|cinque ore|pięć godzin|pět hodin|пять часов|п’ять годин|cinq heures/u;

describe('a business idea is measured by customers asked, costs and a first sale', () => {
  it.each([
    ['en', 'I would love to start a little bakery business with my sister next year.', 'customers'],
    ['pl', 'Chciałabym założyć własną firmę krawiecką w Lublinie.', 'klientów'],
    ['ru', 'Хочу открыть кофейню у дома, в этом районе нет ни одной.', 'клиентов'],
    ['it', 'Voglio aprire un negozio di biciclette usate in centro.', 'clienti'],
    ['de', 'Ich will nächstes Jahr meine eigene Bäckerei eröffnen.', 'Kunden'],
    // Blind reading 16's 24 and two development answers: a studio, a pastry shop, a Brazilian "cafeteria" had the stock hours.
    ['uk', 'Хочу до осені відкрити власний манікюрний кабінет у Львові. Маю постійних клієнток.', 'клієнтів'],
    ['it', 'Vorrei aprire una piccola pasticceria con mia sorella.', 'clienti'],
    ['pt', 'Quero abrir uma cafeteria em Belo Horizonte até 2028.', 'clientes'],
  ])('%s: %s', (_lang, input, customers) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(customers);
    expect(out).toMatch(/20/u);
    expect(out).not.toMatch(FILLER_HOURS);
  });

  it.each(['I want to launch a podcast about local history.', 'Chci si otevřít vlastní podcast o historii.'])(
    'a project that is no business keeps its working hours: %s',
    (input) => {
      expect(draftGoals(input, NOW)).toMatch(FILLER_HOURS);
    },
  );
});

describe('a new field is measured by its people, a trial day, its course and a first application', () => {
  it.each([
    ['en', 'I want to switch careers and move into social work within two years.', 'trial day'],
    ['es', 'Llevo diez años de camarero y quiero estudiar para ser técnico de laboratorio.', 'día de prueba'],
    ['cs', 'Chtěl bych se vyučit truhlářem.', 'zkušební den'],
    ['fr', 'Je veux changer de métier et devenir éducatrice spécialisée.', 'journée d’essai'],
    ['uk', 'Хочу змінити професію і стати бухгалтеркою.', 'пробний день'],
  ])('%s: %s', (_lang, input, trial) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(trial);
    expect(out).not.toMatch(/portfoli|portafolio|портфол/iu);
  });
});

describe('a sum to earn keeps its role: pay, not savings or a debt', () => {
  const SAVED_OR_REPAID =
    /setting aside|put aside|odkład|odložím|odložím|apartando|mettant de côté|versando|schulden|dluh|długi|deudas|dettes|debiti|борг|долг|sparen|spořit|zaoszczęd/iu;
  it.each([
    ['pl', 'Spłacamy kredyt za dom, więc muszę zarabiać co najmniej 7 500 zł. Chcę zmienić branżę.', '7 500'],
    ['it', 'Abbiamo un mutuo, quindi devo guadagnare almeno 1.900 euro al mese. Vorrei cambiare settore.', '1.900'],
    ['de', 'Wir zahlen den Kredit für die Wohnung ab, deshalb muss ich mindestens 2.800 netto verdienen.', '2.800'],
    ['ru', 'У нас кредит за машину, поэтому я должна зарабатывать не меньше 70 000 рублей.', '70 000'],
    ['es', 'Tenemos una hipoteca, así que tengo que ganar al menos 1.600 euros al mes.', '1.600'],
  ])('%s: %s', (_lang, input, figure) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(figure);
    expect(out).not.toMatch(SAVED_OR_REPAID);
  });
});

describe('an existing business with few customers is measured by its customers', () => {
  it.each([
    // Counted as clients (the clients measure) or as customers a month (the growbiz situation, facts10).
    ['sk', 'Mám malé kaderníctvo a chcela by som viac zákazníkov počas týždňa.', /(?:klientov|koľko zákazníkov mám)/u],
    ['cs', 'Máme rodinnou kavárnu a chci získat víc zákazníků přes týden.', /(?:klientů|kolik zákazníků mám)/u],
    ['en', 'I run a small gym and I want more customers in the mornings.', /(?:clients|how many customers)/u],
  ])('%s: %s', (_lang, input, count) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(count);
    expect(out).not.toMatch(/hours a week|hodin týdně|hodín týždenne/u);
  });
});

describe('time for one’s family is evenings kept free, not a work week planned', () => {
  it.each([
    ['en', 'I want to spend more evenings with my children, I keep working late.', 'evenings a week'],
    ['de', 'Ich will endlich mehr Zeit mit meinen Kindern haben.', 'Abende pro Woche'],
    ['pl', 'Chcę mieć więcej czasu dla rodziny.', 'wieczory w tygodniu'],
    ['ru', 'Хочу больше времени проводить с детьми.', 'вечеров в неделю'],
  ])('%s: %s', (_lang, input, evenings) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(evenings);
    expect(out).not.toMatch(/priorities|Prioritäten|priorytet|приоритет/u);
  });
});

describe('an age is a deadline: no second time frame beside it', () => {
  const FRAME = /within the next|over the next|in den nächsten|en los próximos|в течение|entro i prossimi|během/u;
  it.each([
    ['en', 'I want to run a marathon before I turn 50.', 'before I turn 50'],
    ['es', 'Quiero aprender a tocar el piano antes de cumplir los 40.', 'antes de cumplir los 40'],
    ['ru', 'Хочу выучить испанский до 35 лет.', 'до 35 лет'],
    ['it', 'Voglio imparare il tedesco prima di compiere 45 anni.', 'prima di compiere 45 anni'],
    ['cs', 'Chci se naučit plavat do 30 let.', 'do 30 let'],
  ])('%s: %s', (_lang, input, age) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(age);
    expect(out).not.toMatch(FRAME);
  });
});

describe('self-employment is a business too', () => {
  it.each([
    ['de', 'Ich will mich nächstes Jahr als Fotografin selbstständig machen.', 'Kunden'],
    ['cs', 'Chci začít podnikat jako kosmetička.', 'zákazníků'],
    ['es', 'Quiero emprender con una tienda de ropa de segunda mano.', 'clientes'],
  ])('%s: %s', (_lang, input, customers) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(customers);
    expect(out).not.toMatch(FILLER_HOURS);
  });
});
