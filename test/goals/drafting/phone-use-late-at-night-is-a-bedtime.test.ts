/**
 * Issue 33 (round 38): "Ich will aufhören, bis 2 Uhr am Handy zu sein" got only a stock screen-time goal: the night
 * on the phone until two was lost, which English ("until 2 am") already read as a late bedtime. The same told of
 * oneself in the other languages ("bin … bis 2 Uhr", "siedzę … do 2 w nocy", "сижу … до двух ночи") is a sleep
 * situation too (situations.json), whose bedtime moves from that hour; told of a child, it stays the child's rules.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('phone use until late at night is a bedtime to move', () => {
  it.each([
    [
      'Ich will aufhören, bis 2 Uhr am Handy zu sein.',
      'meine Schlafenszeit in Schritten von 15 Minuten pro Woche von 2:00 Uhr auf 0:30 Uhr',
    ],
    ['Ich bin jeden Abend bis 2 Uhr am Handy.', 'von 2:00 Uhr auf 0:30 Uhr'],
    ["Je veux arrêter d'être sur mon téléphone jusqu'à 2h du matin.", 'pour passer de 2 h 00 à 0 h 30'],
    ['Quiero dejar de estar con el móvil hasta las 2 de la madrugada.', 'para pasar de 2:00 a 0:30'],
    ['Voglio smettere di stare al telefono fino alle 2 di notte.', 'per passare da 2:00 a 0:30'],
    ['Chcę przestać siedzieć na telefonie do 2 w nocy.', 'przechodząc z 2:00 na 0:30'],
    ['Хочу перестать сидеть в телефоне до 2 ночи.', 'переходя с 2:00 на 0:30'],
    ['Chci přestat být na mobilu do 2 do rána.', 'půjdu spát nejpozději ve 23:00'],
  ])('%s', (input, bedtime) => {
    expect(draftGoals(input, NOV_25)).toContain(bedtime);
  });

  it.each([
    ['Meine Tochter ist bis 2 Uhr nachts am Handy.', /Schlafenszeit/u],
    ['Дочке 15, она сидит в телефоне до двух ночи.', /Я буду спать/u],
    ['Ich arbeite bis 2 Uhr und will mehr Sport machen.', /schlafen/u],
  ])('not of another or of work: %s', (input, mine) => {
    expect(draftGoals(input, NOV_25)).not.toMatch(mine);
  });
});
