/**
 * Issue 33 (voice64; readers 101–103's leftover "зуби треба лікувати" with a language course's steps):
 * teeth to have treated ("get my teeth fixed", "meine Zähne machen lassen", "wyleczyć zęby", "лечить
 * зубы") were measured by the weekly-steps filler or by procrastination's focus blocks. Treatment is
 * booked, not studied: aims.json's teeth entry books the dentist within a week, asks for a treatment
 * plan with its cost and books every visit; "давно откладываю" about one's teeth is no procrastination.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('teeth to treat are a dentist booked', () => {
  it.each([
    ["I have to get my teeth fixed, I've been putting it off for two years.", /booking a dentist appointment within the next week/u],
    [
      'Ich muss endlich meine Zähne machen lassen, seit einem Jahr schiebe ich das auf.',
      /vereinbare ich innerhalb einer Woche einen Termin beim Zahnarzt/u,
    ],
    ['Muszę w końcu wyleczyć zęby, ostatni raz byłam u dentysty 4 lata temu.', /w ciągu tygodnia umówię się do dentysty/u],
    ['Potřebuji si dát spravit zuby, mám tři díry a bojím se zubaře.', /do týdne se objednám k zubaři/u],
    ['Tengo que arreglarme los dientes, llevo un año posponiéndolo porque me da miedo el dentista.', /pidiendo cita con el dentista/u],
    ['Надо лечить зубы, давно откладываю, потому что дорого.', /в течение недели запишусь к стоматологу/u],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(
      /every step it takes|alle nötigen Schritte|wszystkie potrzebne kroki|všechny potřebné kroky|todos los pasos|25-минутном блоке/u,
    );
  });
});
