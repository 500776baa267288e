/**
 * Issue 33, measures11: common aims still got the stock weekly steps ("write down all the steps, do
 * one a week") or another topic's measure: a hike measured as steps to list, salsa as study modules,
 * knitting as a piece of music, a garden as music practice, a car repair shop as five hours a week,
 * and a profession that takes a degree as a job application within six months. Each now has its own:
 * walks by weekly hikes and their distance, dance by classes and steps, a craft by pieces finished, a
 * garden by what is sown, a shop by customers asked, a profession by its course, entry requirements
 * and the application deadline.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const STOCK_STEPS =
  /all the steps|alle nötigen Schritte|todos los pasos|tous les étapes|toutes les étapes|tutti i passi|todos os passos|potrzebne kroki|nutné kroky|potrebné kroky|всі потрібні кроки|все нужные шаги|five hours a week|fünf Stunden|cinco horas|пять часов|п’ять годин/u;
const MUSIC_PIECE = /piece or technique|Stück oder|morceau|brano|utwór|skladbu|твір|произведение|pieza o técnica|peça ou técnica/u;
const TIME_BOUND =
  /\d|month|Monat|mois|mes|mese|mês|miesi|měsíc|mesiac|місяц|месяц|week|Woche|semaine|semana|settiman|tydzie|týd|тиж|недел/u;

describe('walks and hikes are measured by weekly hikes and their distance', () => {
  it.each([
    ['en', 'I want to go hiking more often, I have not been in the hills since spring.', /hike of two hours/u],
    ['de', 'Ich würde gern öfter wandern, am liebsten im Harz.', /zwei Stunden oder länger wandern/u],
    ['es', 'Quiero hacer senderismo con mis amigos los sábados.', /caminata o ruta de dos horas/u],
    ['cs', 'Chci chodit na túry aspoň jednou za měsíc.', /túru dlouhou dvě hodiny/u],
  ])('%s: %s', (_lang, input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(STOCK_STEPS);
  });
});

describe('a dance is learnt by classes and steps, a craft by pieces finished', () => {
  it.each([
    ['en', 'I want to learn tango, my partner already dances.', /new step or figure/u],
    ['it', 'Vorrei imparare a ballare la bachata, ho fatto un corso di prova.', /nuovo passo/u],
    ['pl', 'Chcę nauczyć się tańczyć salsę na wesele siostry.', /nowego kroku/u],
    ['ru', 'Хочу научиться танцевать танго, уже хожу на пробное занятие.', /новый шаг/u],
  ])('%s: %s', (_lang, input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(MUSIC_PIECE);
    expect(out).not.toMatch(/study modules|module|Modul/u);
  });

  it.each([
    ['de', 'Ich möchte stricken lernen, meine Oma hat mir Wolle geschenkt.', /kleines Stück fertig/u],
    ['uk', 'Хочу навчитися в’язати гачком, бачила гарні светри.', /невелику роботу/u],
    ['es', 'Me gustaría aprender a tejer, ahora no sé ni empezar.', /pequeña pieza/u],
    ['fr', 'Je veux apprendre la poterie, il y a un atelier près de chez moi.', /petit ouvrage/u],
  ])('%s: %s', (_lang, input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(MUSIC_PIECE);
    expect(out).not.toMatch(STOCK_STEPS);
  });
});

describe('a garden is measured by what is planned, sown and harvested', () => {
  it.each([
    ['en', 'I want to start a vegetable garden behind the house.', /sowed, planted or harvested/u],
    ['pt', 'Quero ter uma horta no quintal no próximo ano.', /semeei, plantei ou colhi/u],
    ['pl', 'Chcę założyć ogródek warzywny na działce.', /posiane, posadzone lub zebrane/u],
  ])('%s: %s', (_lang, input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(MUSIC_PIECE);
    expect(out).not.toMatch(STOCK_STEPS);
  });
});

describe('a shop or workshop to open gets the business measure in every wording', () => {
  it.each([
    ['ru', 'Мечтаю открыть свою автомастерскую, опыт есть.', 'клиентов'],
    ['pt', 'Quero abrir uma loja de bicicletas na minha cidade.', 'clientes'],
    ['uk', 'Хочу відкрити майстерню з ремонту взуття.', 'клієнтів'],
    ['fr', 'Je veux ouvrir une boutique de vêtements de seconde main.', 'clients'],
  ])('%s: %s', (_lang, input, customers) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(customers);
    expect(out).toMatch(/20/u);
    expect(out).not.toMatch(STOCK_STEPS);
  });
});

describe('a profession that takes a degree starts with its course, entry requirements and deadline', () => {
  it.each([
    ['en', 'I would like to become a nurse, I am 29 and work in a warehouse.', /entry requirements/u],
    ['es', 'Trabajo como cajera y quiero ser enfermera.', /requisitos de acceso/u],
    ['fr', 'Mon rêve est de devenir infirmière, je travaille dans la vente.', /conditions d’admission/u],
    ['ru', 'Хочу стать психологом, сейчас работаю бухгалтером.', /условия поступления/u],
    ['pl', 'Pracuję jako kasjerka, a chcę zostać nauczycielką.', /warunki przyjęcia/u],
  ])('%s: %s', (_lang, input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(
      /first application by the sixth month|primer currículum|первый отклик|pierwsze zgłoszenie|première candidature/u,
    );
    expect(out).not.toMatch(STOCK_STEPS);
    for (const line of out.split('\n').filter((l) => l.trim())) expect(line).toMatch(TIME_BOUND);
  });
});

describe('volunteering is a place found, a start and hours a week', () => {
  it.each([
    ['de', 'Ich würde gern ehrenamtlich bei der Tafel mitarbeiten.', /zwei Stunden pro Woche/u],
    ['it', 'Mi piacerebbe fare la volontaria in un canile.', /due ore a settimana/u],
    ['pl', 'Chcę zostać wolontariuszem w schronisku.', /dwie godziny w tygodniu/u],
    ['en', 'I want to volunteer at an animal shelter in my town.', /two hours a week/u],
  ])('%s: %s', (_lang, input, hours) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(hours);
    expect(out).not.toMatch(STOCK_STEPS);
  });
});

describe('skiing, climbing, cycling and sewing are not left to the weekly-steps filler', () => {
  it.each([
    ['es', 'Me gustaría aprender a esquiar con mis hijos.'],
    ['fr', 'Je voudrais commencer l’escalade en salle.'],
    ['pl', 'Chcę jeździć na rowerze do pracy od wiosny.'],
    ['ru', 'Хочу больше кататься на велосипеде по выходным.'],
    ['sk', 'Chcem sa naučiť šiť, mám šijací stroj po babke.'],
    ['it', 'Voglio imparare a cucire i vestiti per i miei figli.'],
  ])('%s: %s', (_lang, input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(STOCK_STEPS);
    expect(out).toMatch(/30/u);
  });
});

describe('a hair salon, a mountain walk and a physiotherapist read in other wordings', () => {
  it.each([
    ['es', 'Mi sueño es abrir mi propia barbería en el centro.', 'clientes'],
    ['de', 'Ich möchte einen eigenen Friseursalon eröffnen.', 'Kunden'],
    ['ru', 'Хочу открыть свою парикмахерскую через пару лет.', 'клиентов'],
  ])('%s: %s is a business', (_lang, input, customers) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(customers);
    expect(out).not.toMatch(STOCK_STEPS);
  });

  it.each([
    ['pl', 'Chcę częściej chodzić po górach z córką.', /wędrówkę/u],
    ['cs', 'Chtěl bych víc chodit po horách.', /túru/u],
    ['de', 'Ich will öfter in den Bergen unterwegs sein und wandern.', /wandern und notiere/u],
  ])('%s: %s is a walk', (_lang, input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(STOCK_STEPS);
  });

  it.each([
    ['it', 'Vorrei diventare fisioterapista, ora lavoro in un negozio.', /requisiti di accesso/u],
    ['en', 'I want to become a physiotherapist, I am 33.', /entry requirements/u],
    ['de', 'Ich arbeite als Verkäuferin und will Tierärztin werden.', /Zugangsvoraussetzungen/u],
  ])('%s: %s starts with the course', (_lang, input, measure) => {
    expect(draftGoals(input, NOW)).toMatch(measure);
  });
});

describe('time with one’s husband or wife is evenings kept free in every wording', () => {
  it.each([
    ['de', 'Ich möchte mehr Zeit mit meiner Frau verbringen, wir arbeiten beide Schicht.', /drei Abende pro Woche/u],
    ['de', 'Ich möchte mit meinem Mann wieder mehr Zeit verbringen.', /drei Abende pro Woche/u],
    ['es', 'Quiero pasar más tiempo con mi mujer los fines de semana.', /tres tardes por semana/u],
    ['pt', 'Quero passar mais tempo com a minha mulher.', /três noites por semana/u],
  ])('%s: %s', (_lang, input, evenings) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(evenings);
    expect(out).not.toMatch(/Prioritäten|prioridades|priorities/u);
  });
});
