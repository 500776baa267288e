/**
 * Issue 33 (blind reading 22's 20): a career change whose story names the certificate it takes
 * ('zdać ISTQB Foundation', 'the PMP', 'CCNA', 'ITIL 4', 'AWS Cloud Practitioner') signs up for that
 * course or exam, named, not for 'the course the field asks for' (gate.json ownFigures); a story that
 * names none keeps our words.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a certificate the story names is the course a career change signs up for', () => {
  it.each([
    [
      'pl',
      'Chcę w ciągu pół roku przebranżowić się na testera oprogramowania. Myślę o zdaniu ISTQB Foundation.',
      /zapiszę się na kurs lub egzamin ISTQB Foundation, a/u,
      /którego wymaga branża/u,
    ],
    [
      'en',
      "I want to switch careers into project management within a year. I'm a nurse now and I think I need the PMP.",
      /signing up for the PMP course or exam by the third month/u,
      /the field asks for/u,
    ],
    [
      'cs',
      'Chci během roku změnit obor a stát se síťovým technikem. Slyšel jsem, že potřebuju CCNA.',
      /na kurz nebo zkoušku CCNA/u,
      /obor vyžaduje/u,
    ],
    [
      'ru',
      'Хочу за год сменить профессию и уйти в тестирование. Думаю сдать ISTQB Foundation.',
      /на курс или экзамен ISTQB Foundation/u,
      /требует эта сфера/u,
    ],
    [
      'uk',
      'Хочу протягом року змінити професію і піти в тестування, планую скласти ISTQB Foundation.',
      /на курс або іспит ISTQB Foundation/u,
      /вимагає/u,
    ],
    [
      'de',
      'Ich will innerhalb eines Jahres in die IT wechseln, als Quereinsteiger. Ich denke an das ITIL 4 Zertifikat.',
      /für den Kurs oder die Prüfung ITIL 4 an und schicke/u,
      /der Bereich verlangt/u,
    ],
    [
      'fr',
      "Je veux me reconvertir dans la gestion de projet d'ici un an, on m'a conseillé la certification PRINCE2 Foundation.",
      /à la formation ou à l'examen PRINCE2 Foundation/u,
      /le domaine demande/u,
    ],
    [
      'pt',
      'Quero mudar de carreira em um ano e ir para TI. Estou pensando em tirar a certificação AWS Cloud Practitioner.',
      /no curso ou no exame AWS Cloud Practitioner/u,
      /a área exige/u,
    ],
  ])('%s: %s', (_lang, input, named, generic) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(named);
    expect(output).not.toMatch(generic);
  });

  it('keeps our words where the story names no certificate, and reads no certificate into a company', () => {
    expect(draftGoals('Chcę się przebranżowić w ciągu roku na programistę. Nie wiem od czego zacząć.', NOW)).toMatch(
      /którego wymaga branża/u,
    );
    expect(draftGoals('I work at Google in support and want to switch careers into UX design within a year.', NOW)).not.toMatch(
      /Google course/u,
    );
  });
});
