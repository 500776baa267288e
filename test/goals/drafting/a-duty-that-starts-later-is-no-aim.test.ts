/**
 * Issue 33 (round 64, blind readings 101–103): a duty that starts later, told as a fact of the story
 * ("Od stycznia będę płacić pełny ZUS", "Ab Januar muss ich selbst Krankenkasse zahlen", "Od ledna budu
 * platit plné zálohy", "Від січня я буду платити повний ЄСВ"), was read as an aim: "Moim celem jest płacić
 * pełny ZUS od stycznia" with the weekly-steps filler, exercise or a registration's steps, and the
 * contributions put in order beside it. It is context: the person's own aims (rates, clients, turnover,
 * a reserve) are the goals. Asked how to manage it ("no sé cómo voy a organizarme para pagar la cuota"),
 * the contributions are a goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a duty that starts later is no aim', () => {
  it.each([
    [
      'Prowadzę jednoosobową działalność jako grafik. Od stycznia będę płacić pełny ZUS, więc muszę podnieść stawki. Chcę mieć 3 nowych stałych klientów do marca.',
      /Będę mieć 3 nowych stałych klientów do marca/u,
      /płacić pełny ZUS|Uporządkuję swoje składki/u,
    ],
    [
      'Ich bin seit zwei Jahren selbstständige Übersetzerin. Ab Januar muss ich selbst Krankenkasse zahlen, weil ich aus der Familienversicherung rausfalle. Ich möchte bis Juni meinen Umsatz auf 3.500 € im Monat bringen.',
      /^Ich werde bis Juni meinen Umsatz auf 3\.500 € im Monat bringen/u,
      /Krankenkasse zahlen/u,
    ],
    [
      'Od ledna budu platit plné zálohy na sociální a zdravotní, protože končí sleva pro začínající OSVČ. Chci si do konce února udělat pořádek v účetnictví a mít rezervu 30 000 Kč.',
      /Budu mít rezervu 30 000 Kč do konce února/u,
      /platit plné zálohy|cvičit/u,
    ],
    [
      'Від січня я буду платити повний ЄСВ як ФОП, тому хочу до березня знайти ще двох клієнтів і підняти ціни на 20 %.',
      /Я знайду ще двох клієнтів до березня/u,
      /платити повний ЄСВ/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it('a duty the person asks how to manage is a goal', () => {
    const out = draftGoals(
      'Soy autónoma desde hace un año. A partir de enero tendré que pagar la cuota completa de autónomos y no sé cómo voy a organizarme para pagar la cuota cada mes.',
      NOW,
    );
    expect(out).toMatch(/Voy a poner en orden mi cuota de autónomos/u);
  });
});
