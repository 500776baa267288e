/**
 * Issue 33 (blind reading 113's 1 and 11): a man who works nights in a warehouse and a restaurant cook
 * ("Trabalho em cozinha de restaurante") were told to end their working day by 18:00. Working nights
 * ("I work nights", "ich arbeite nachts") is life.json's shift fact; a kitchen helper or porter ("em
 * cozinha", "Küchenhelferin", "kitchen porter", "pomoc kuchenna") is one of its late trades.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('night and kitchen work end no day by six', () => {
  it.each([
    ["I work nights at a hotel reception and I'm always tired, I have no energy left.", /leaving on time after every shift/u],
    ['Ich arbeite nachts im Lager und bin ständig müde, ich habe keine Energie mehr.', /nach jeder Schicht pünktlich nach Hause/u],
    ["I work as a kitchen porter, 50 hours a week, and I'm exhausted.", /ending my working day at a time I set in advance/u],
    [
      'Ich arbeite als Küchenhelferin, 45 Stunden die Woche, und bin nur noch müde. Ich habe keine Energie mehr.',
      /meine Arbeit zu einer vorher festgelegten Zeit/u,
    ],
    ['Pracuję jako pomoc kuchenna, 50 godzin tygodniowo, i jestem ciągle zmęczona.', /kończyć pracę o ustalonej z góry godzinie/u],
    ['Trabalho em cozinha de restaurante, umas 50 horas por semana, e estou sempre cansado, sem energia nenhuma.', /Vou /u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/18:00/u);
  });
});
