/**
 * Issue 33 (steps65's probes; blind readings 104–106): a professional licensing exam was planned as another kind of
 * goal: the Polish LEK ("żeby mieć prawo wykonywania zawodu") and the Spanish MIR beside a "homologación" as the
 * recognition's paperwork (office, documents, translations, an application, job applications), the German
 * Kenntnisprüfung as the weekly-steps filler, the French EVC and the Brazilian Revalida as a school resit ("asking the
 * lecturer what went wrong in my paper"). An exam named in the sentence rules the recognition out there
 * (situations.json recognition `unless`), a licensing exam is no university resit (retake `unless`), and
 * "Kenntnisprüfung", "Revalida", "EVC" are exam words (topics.json): the exam's study hours and practice exams.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a licensing exam is studied for, not filed or resat', () => {
  it.each([
    [
      'Chcę zdać egzamin LEK w marcu 2027, żeby mieć prawo wykonywania zawodu lekarza w Polsce. Pracuję jako asystentka.',
      'będę się uczyć co najmniej pięć godzin tygodniowo, co dwa tygodnie robić pełny egzamin próbny',
      /uznawaniem kwalifikacji/u,
    ],
    [
      'Quiero aprobar el examen MIR en enero de 2028, soy médica de Venezuela y estoy homologando mi título.',
      'estudiando al menos cinco horas por semana, haciendo un examen de práctica completo cada dos semanas',
      /homologación de mi título/u,
    ],
    [
      'Mein Ziel ist die Kenntnisprüfung für Ärzte im Frühjahr 2027. Ich bin Ärztin aus Syrien und arbeite als Hospitantin.',
      'dafür lerne ich mindestens fünf Stunden pro Woche, mache alle zwei Wochen eine vollständige Probeprüfung',
      /alle nötigen Schritte/u,
    ],
    [
      "Je veux réussir les EVC de médecine en 2027, j'ai raté la première session.",
      'en étudiant au moins cinq heures par semaine et en passant un examen blanc complet toutes les deux semaines',
      /l'enseignant ce qui n'allait pas/u,
    ],
    [
      'Reprovei no Revalida em setembro e quero passar na próxima edição em março.',
      'estudando pelo menos cinco horas por semana, fazendo um exame de treino completo a cada duas semanas',
      /reconhecimento do meu diploma|professor o que correu mal/u,
    ],
  ])('%s', (input, steps, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(steps);
    expect(out).not.toMatch(old);
  });

  it('a university resit keeps its own steps', () => {
    const out = draftGoals(
      "J'ai raté mon partiel d'anatomie en première année de médecine, je veux le valider au rattrapage en juin.",
      NOW,
    );
    expect(out).toContain("en demandant d'ici deux semaines à l'enseignant ce qui n'allait pas dans ma copie");
  });
});
