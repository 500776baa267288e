/**
 * Issue 33 (the lead's probe of 40 vague wishes, round 51): "i want to be more disciplined", "Vorrei essere più
 * costante", "I want to be a better friend" and "Chcę przestać się wszystkim przejmować" were echoed with the
 * weekly-steps filler; "Ich wünsche mir mehr Struktur im Alltag" became "erreiche ich mein Ziel: mehr Struktur im
 * Alltag"; "Vorrei smettere di rimandare tutto" named no topic; "Хочу заботиться о себе" was answered in Ukrainian
 * ("Я отримаю заботиться о себе"). Each is a family of wishes.json (discipline: one daily habit at a fixed time; a
 * better friend: five friends and one contact a week; structure is being organised; worrying and overthinking are
 * calm; self-sabotage is feeling stuck), a topic (putting off is procrastination, looking after oneself is
 * wellbeing), or a word of its language ("себе" is Russian too). A teacher's discipline in class is no wish to be
 * disciplined, and a "besserer Freund" for one's girlfriend is a partner's matter.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const FILLER =
  /every step it takes|nötigen Schritte|passi necessari|pasos necesarios|passos necessários|potrzebne kroki|potřebné kroky|нужные шаги|потрібні кроки/u;

describe('a vague wish of a known family gets its first step', () => {
  it.each([
    ['i want to be more disciplined', /the one daily habit that matters most to me now and a fixed time of day for it/u],
    ['Me gustaría ser más disciplinada.', /el hábito diario que más me importa ahora y una hora fija para hacerlo/u],
    ['Vorrei essere più costante.', /l'abitudine quotidiana che adesso conta di più per me/u],
    ['Chciałbym być bardziej zdyscyplinowany.', /wybiorę jeden codzienny nawyk/u],
    ['Хочу быть более дисциплинированным.', /выберу одну ежедневную привычку/u],
    ['I want to be a better friend.', /the five friends who matter most to me/u],
    ["Vorrei essere un'amica migliore.", /i cinque amici che contano di più per me/u],
    ['Chtěla bych být lepší kamarádkou.', /pět přátel, na kterých mi nejvíc záleží/u],
    ['Ich wünsche mir mehr Struktur im Alltag.', /jeden Sonntagabend die kommende Woche planen/u],
    ['Chcela by som mať v živote viac radosti.', /každý večer zapíšem tri veci/u],
    ['Chcę przestać się wszystkim przejmować.', /dziesięć minut na spacer albo ćwiczenie oddechowe/u],
    ['Хочу перестати себе накручувати.', /десять хвилин прогулянці або дихальній вправі/u],
    ['Quero parar de me sabotar.', /as três áreas da minha vida em que mais sinto que não avanço/u],
    ['Vorrei smettere di rimandare tutto.', /tre attività per il giorno dopo/u],
    ['Хочу перестать откладывать всё на потом.', /три задачи на следующий день/u],
    ['Chci se přestat srovnávat s ostatními.', /kdy a s kým se srovnávám/u],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(step);
    expect(out).not.toMatch(FILLER);
    expect(out).not.toMatch(/erreiche ich mein Ziel/u);
  });

  it('answers a Russian wish to look after oneself in Russian, with rest and sleep', () => {
    const out = draftGoals('Хочу заботиться о себе.', NOW);
    expect(out).toMatch(/ложиться спать не позже 23:00/u);
    expect(out).not.toMatch(/отримаю|протягом/u);
  });

  it("keeps a teacher's discipline in class and a partner's matter out of the families", () => {
    expect(draftGoals('Хочу к концу учебного года выстроить дисциплину в своих классах.', NOW)).not.toMatch(/ежедневную привычку/u);
    expect(draftGoals('Ich möchte ein besserer Freund für meine Freundin sein.', NOW)).not.toMatch(/Freundeskreis/u);
  });
});
