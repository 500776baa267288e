/**
 * Issue 33 (stated goals, blind reading 18's 21): "lancer ma boutique avant Noël et avoir au moins 50
 * commandes le premier mois", written on 26 November, got launch steps for the first three months (all
 * after Christmas) and "au cours des trois mois qui suivent le lancement … 50 commandes le premier
 * mois, en visant au moins 17 commandes chaque mois" (a first month's count beside a monthly pace).
 * A goal due within three months says its steps in weeks; a count told for the first month after a
 * launch is due a month after it and paced by the week, the words "the first month" said once.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a launch weeks away and a first month after it', () => {
  it.each([
    [
      'Je veux lancer ma boutique en ligne de bijoux faits main avant Noël et avoir au moins 50 commandes le premier mois.',
      /avant Noël, en demandant dès la première semaine .* d’ici la fin de la deuxième semaine.* d’ici la fin de la troisième semaine\.\n2\. D'ici un mois après le lancement, je vais avoir au moins 50 commandes, en visant au moins 12 commandes chaque semaine/su,
    ],
    [
      'Quiero abrir mi tienda online antes de Navidad y conseguir 25 pedidos el primer mes.',
      /antes de Navidad, preguntando en la primera semana .* antes de que acabe la segunda semana .* antes de que acabe la tercera\.\n2\. En un mes tras el lanzamiento voy a conseguir 25 pedidos, fijándome como meta al menos 6 pedidos cada semana/su,
    ],
    [
      'Chcę przed świętami otworzyć sklep internetowy i w pierwszym miesiącu mieć 30 zamówień.',
      /przed świętami – w pierwszym tygodniu zapytam .* do końca drugiego tygodnia .* do końca trzeciego tygodnia .*\n2\. Będę mieć 30 zamówień za miesiąc od startu – co tydzień wyznaczę sobie cel: co najmniej 7 zamówień/su,
    ],
    [
      'Chci do Vánoc spustit e-shop s keramikou a v prvním měsíci mít aspoň 20 objednávek.',
      /2\. Budu mít aspoň 20 objednávek během měsíce od spuštění – každý týden si stanovím cíl: aspoň 5 objednávek/u,
    ],
    [
      'Хочу до Нового года запустить интернет-магазин и в первый месяц получить 40 заказов.',
      /2\. Я получу 40 заказов в течение месяца после запуска — каждую неделю буду ставить себе цель: не меньше 10 заказов/u,
    ],
    [
      'I want to open my Etsy shop before Christmas and get 40 orders in the first month.',
      /2\. I will get 40 orders within a month of the launch, aiming for at least 10 orders every week/u,
    ],
  ])('%s', (input, says) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(says);
    expect(out).not.toMatch(
      /premier mois|primer mes|pierwszym miesiącu mieć|prvním měsíci mít|первый месяц получить|trois mois|chaque mois|cada mes|deuxième mois|segundo mes|drugiego miesiąca/u,
    );
  });

  it('keeps the month steps of a launch months away', () => {
    expect(draftGoals('I want to open my bakery in September next year.', NOV_26)).toMatch(
      /within the first month, .* by the end of the second month .* by the end of the third month/u,
    );
  });
});
