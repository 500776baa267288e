/**
 * Issue 33, second hunt for breaks (lang15b): our wordings agree with the people the story names. A
 * teacher the story names as a woman ("wychowawczyni", "учительница", "su tutora") is one in the goal,
 * and "our relationship" in a story of a child and no partner names the child, never a "we" of nobody.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a teacher the story names as a woman', () => {
  it.each([
    ['Mój syn Bartek (12) ma złe oceny w szkole, a wychowawczyni chce się ze mną spotkać.', /z wychowawczynią/u, /z wychowawcą/u],
    ['Moja dcera (9) nestíhá čtení a paní učitelka říká, že zaostává za třídou.', /s třídní učitelkou/u, /s třídním učitelem/u],
    [
      'Dcéra (11) sa zhoršila v škole, má samé trojky a pani učiteľka mi píše každý týždeň.',
      /s triednou učiteľkou/u,
      /s triednym učiteľom/u,
    ],
    [
      'O meu filho (8) anda com notas fracas e a professora diz que ele não faz os trabalhos de casa.',
      /com a professora/u,
      /com o professor/u,
    ],
    [
      'Ma fille (10) a de mauvaises notes en français et sa maîtresse dit qu’elle ne suit plus.',
      /sa professeure principale/u,
      /son professeur principal/u,
    ],
  ])('%s', (input, feminine, masculine) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(feminine);
    expect(output).not.toMatch(masculine);
  });

  it('a teacher the story does not name as a woman keeps our wording', () => {
    expect(draftGoals('Mój syn Bartek (12) ma same dwóje z matematyki i nie chce się uczyć.', NOW)).not.toMatch(/wychowawczynią/u);
  });
});

describe('our relationship in a story of a child', () => {
  it.each([
    ['Мой сын (13) съехал на тройки, классная руководительница постоянно жалуется.', /отношения с сыном/u, /наши отношения/u],
    ['Můj syn (12) má samé čtyřky a paní učitelka mi pořád píše poznámky do žákovské.', /vztah se synem/u, /náš vztah/u],
    ['Мій син (10) погано читає, вчителька каже, що він відстає від класу.', /стосунки із сином/u, /наші стосунки/u],
    ['Mi hijo (11) va mal en el instituto y su tutora me ha llamado dos veces este mes.', /relación con mi hijo/u, /nuestra relación/u],
  ])('%s', (input, named, nobody) => {
    const output = draftGoals(input, NOW);
    // Read as a school story (another module's concern), the goal names no relationship at all; read as one, it names the child.
    expect(output).not.toMatch(nobody);
    if (/отношения|vztah|стосунки|relación/u.test(output)) expect(output).toMatch(named);
  });

  it('with a partner named, our relationship is the couple’s', () => {
    const output = draftGoals('Mio figlio Luca (13) è stato bocciato in matematica e io e mio marito litighiamo su come aiutarlo.', NOW);
    expect(output).not.toMatch(/il rapporto con mio figlio/u);
  });
});
