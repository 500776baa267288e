/**
 * Issue 33 (round 64; earlier blind readings): a skill the writer says they lack, named as a tool or a programming
 * language ("me falta JavaScript e React", "brakuje mi Excela", "mir fehlen SQL-Kenntnisse", "I lack any Python"),
 * had no goal of its own: it became a talk about relations at work, the three things to change in one's situation
 * or the generic study filler ("Budu pracovat na svém cíli"). It is a study goal naming that skill (situation
 * `skillgap`), measured by hours a week with a course's lessons and a small project of one's own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a skill named as missing is a study goal of its own', () => {
  it.each([
    [
      'Trabalho há dois anos como suporte técnico. Me falta JavaScript e React para mudar de área.',
      /Vou aprender JavaScript e React nos próximos três meses, estudando pelo menos quatro horas por semana com um curso online/u,
      /^Vou mudar para uma área/u,
    ],
    [
      'Od roku pracuję w biurze rachunkowym, ale szef mówi, że brakuje mi Excela, zwłaszcza tabel przestawnych.',
      /Opanuję Excela w ciągu trzech miesięcy – będę się uczyć co najmniej cztery godziny w tygodniu/u,
      /Poprawię swoje relacje w pracy/u,
    ],
    [
      'Ich bin seit drei Jahren im Controlling, aber mir fehlen SQL-Kenntnisse, und bei jeder Stellenanzeige steht das drin.',
      /werde ich SQL lernen; dafür lerne ich mit einem Online-Kurs mindestens vier Stunden pro Woche/u,
      /drei Dinge aufschreiben/u,
    ],
    [
      "I'm a lab technician and I lack any Python, which every data job asks for.",
      /I will learn Python within the next three months, .*building one small project of my own by the end/u,
      /three things I could change/u,
    ],
    [
      'Il me manque surtout React, tout le monde le demande.',
      /Je vais apprendre React au cours des trois prochains mois/u,
      /trois choses que je peux changer/u,
    ],
    [
      'Мне не хватает знаний SQL, чтобы перейти в аналитику.',
      /Я освою SQL в течение трёх месяцев — буду заниматься не меньше четырёх часов в неделю/u,
      /^Я перейду в более подходящую/u,
    ],
    ['Chybí mi znalost Excelu a bez toho se na lepší místo nedostanu.', /Naučím se Excel během tří měsíců/u, /Budu pracovat na svém cíli/u],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });

  it('modules left of a course of that skill are the course, not a skill to learn', () => {
    const out = draftGoals('Faccio un corso di Excel online e mi mancano ancora 3 moduli.', NOW);
    expect(out).toMatch(/Finirò il resto del mio corso/u);
    expect(out).not.toMatch(/Imparerò Excel/u);
  });
});
