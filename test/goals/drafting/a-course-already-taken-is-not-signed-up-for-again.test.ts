/**
 * Issue 33 (round 64; earlier blind readings): a course already taken, told in the past ("zrobiłam kurs UX", "прошла
 * курс по UX", "absolvovala jsem kurz", "a UX course last year"), was answered by a career change's steps that sign
 * up for "the course the field asks for" again. That step becomes what the course taught turned into a small piece
 * of work to show, by life.json's fact of a course taken; a career change with no course told keeps its sign-up.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a course already taken is not signed up for again', () => {
  it.each([
    [
      'I did a UX course last year but I still work in retail. I want to move into design by summer.',
      /turning what my course taught me into one small piece of work to show by the third month/u,
      /signing up for the course/u,
    ],
    [
      'W zeszłym roku zrobiłam kurs UX, ale nadal pracuję w sklepie. Chcę się przebranżowić na projektantkę do lata.',
      /do trzeciego zrobię z tego, czego nauczył mnie kurs, jedną małą pracę do pokazania/u,
      /zapiszę się na kurs/u,
    ],
    [
      'Letos jsem absolvovala kurz programování, ale pořád dělám v obchodě. Chci přejít do IT do konce roku.',
      /do třetího udělám z toho, co mě kurz naučil, jednu malou ukázkovou práci/u,
      /přihlásím na kurz/u,
    ],
    [
      'В прошлом году я прошла курс по UX, но до сих пор работаю продавцом. Хочу сменить профессию до лета.',
      /к третьему месяцу сделаю из того, чему научил меня курс, одну небольшую работу для показа/u,
      /запишусь на курс/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });

  it('a career change with no course told keeps its sign-up', () => {
    expect(draftGoals('I still work in retail. I want to move into design by summer.', NOW)).toMatch(
      /signing up for the course or qualification the field asks for/u,
    );
  });
});
