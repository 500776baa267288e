/**
 * Issue 33 (blind readings 58's 3, 59's 2 and 14): an intensive-care nurse and a baker who works every weekend were told
 * to "finish work by 18:00" and go to bed by 23:00, an office routine that their hours rule out. A nurse's work is
 * shifts (life.json), and the early-morning or late-evening trades (bakers, cooks, waiters) end their day at a time
 * they set and sleep at a fixed time, whatever the clock says; the Hungarian fallback likewise.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('odd-hours trades have no working day to six', () => {
  it.each([
    [
      "Je suis infirmière en réanimation depuis 9 ans et depuis l'automne je n'arrive plus à dormir plus de 4 heures par nuit. Mon médecin m'a parlé d'épuisement professionnel.",
      "en dormant au moins sept heures d'affilée après chaque poste",
    ],
    [
      "So I started a small bakery business from home hace un año, vendo pan dulce y conchas on Instagram. I make like 600 dollars al mes but I work every weekend and I'm exhausted. Quiero tener un local propio algún día pero no sé ni por dónde empezar, and my credit is bad.",
      'terminando mi jornada a una hora fijada de antemano al menos cuatro días por semana',
    ],
    [
      'Ich bin Bäcker und stehe jeden Tag um 2 Uhr auf. Ich bin total erschöpft und habe keine Zeit mehr für meine Freundin.',
      'beende ich an mindestens vier Tagen pro Woche meine Arbeit zu einer vorher festgelegten Zeit',
    ],
    [
      "I'm a chef in a busy restaurant, I work every weekend and most evenings until midnight. I'm burned out and I haven't seen my friends in months.",
      'ending my working day at a time I set in advance on at least four days a week',
    ],
    [
      'Pracuję jako kucharz w restauracji, w każdy weekend i do późna w nocy. Jestem wypalony i nie mam siły na nic.',
      'co najmniej cztery dni w tygodniu będę kończyć pracę o ustalonej z góry godzinie',
    ],
    [
      "J'ai ouvert ma boulangerie il y a un an. Je travaille 70 heures par semaine et je dors mal.",
      'en me couchant à heure fixe au moins cinq jours par semaine',
    ],
    [
      'Pékként dolgozom, hajnali háromkor kezdek. Nagyon fáradt vagyok, és a családomra sem jut időm.',
      'a hét legalább négy napján előre rögzített időpontban befejezem a munkát',
    ],
    [
      'Ápoló vagyok egy kórházban, három műszakban dolgozom. Teljesen kimerültem, rosszul alszom.',
      'minden műszakot időben befejezek, nem vállalok plusz műszakot',
    ],
  ])('%s', (text, fitting) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(fitting);
    expect(out).not.toMatch(/18[:.]00|18 h\b|23[:.]00|23 h\b/u);
  });
});
