/**
 * Issue 33 (round 53's probes): a language told by its level with no CEFR letter was a language goal only for
 * "il mio italiano … livello base" and a few Slavic wordings: "il mio tedesco è a livello zero" beside a move to
 * Munich (blind reader 85 #9) got no goal, so the freelancer's clients stood alone. The zero or basic level of each
 * language the mentees move for, in eleven languages, is a language goal (two lessons a week, a level test); a
 * basic level of something else ("un corso di livello base di Excel") is none.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a language at level zero or basic is a language goal', () => {
  it.each([
    [
      'A marzo 2027 mi trasferisco a Monaco con mio marito. Faccio la grafica freelance e ho paura di perdere i clienti italiani nel trasloco, e il mio tedesco è a livello zero.',
      'Salirò di un livello in tedesco',
    ],
    ['Wir ziehen nächstes Jahr nach London. Mein Englisch ist bei null und ich habe Angst vor der Jobsuche.', 'in Englisch'],
    ['On part à Berlin en mars. Mon allemand est au niveau zéro et je dois trouver du travail là-bas.', 'en allemand'],
    ['Nos mudamos a Múnich en 2027. Mi alemán está en un nivel básico y me da miedo no encontrar trabajo.', 'de alemán'],
    ['Vamos mudar para Londres. O meu inglês está no nível básico e tenho medo de não arranjar emprego.', 'em inglês'],
    ['Od jara se stěhujeme do Vídně. Moje němčina je zatím na základní úrovni a práci tam nemám.', 'v němčině'],
    ['Мы переезжаем в Берлин. Немецкий у меня на нулевом уровне, а работу там надо найти быстро.', 'немецк'],
  ])('%s', (text, language) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(language);
    expect(answer).not.toContain('livello zero,');
  });

  it('a basic course of something else is no language', () => {
    expect(draftGoals('Ho fatto un corso di livello base di Excel e vorrei trovare lavoro in ufficio.', NOV_25)).not.toContain(
      'livello in',
    );
  });
});
