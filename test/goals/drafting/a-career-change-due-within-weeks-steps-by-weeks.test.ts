/**
 * Issue 33 (blind reading 66's 22): "przebranżowić się na testera do końca roku", written in late November, was
 * answered with the career measure's steps "do drugiego miesiąca … do trzeciego": a three-month plan under a
 * deadline five weeks away. A goal due within three months steps by weeks (calendar.json soonWeeks), in a topic's
 * own measure as in the own measures that already did.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a career change due within weeks takes its steps by weeks, not months', () => {
  it.each([
    [
      'Chcę przebranżowić się na testera oprogramowania do końca roku.',
      'do końca roku – w pierwszym tygodniu porozmawiam z trzema osobami z nowej branży, do drugiego tygodnia spędzę',
      /miesiąc/u,
    ],
    [
      'I want to switch careers to software testing by the end of the year.',
      'within the first week, spending a trial day alongside one of them by the second week',
      /second month|third month/u,
    ],
    [
      'Chci se do konce roku rekvalifikovat na testera softwaru.',
      'první týden si promluvím se třemi lidmi z nového oboru, do druhého týdne strávím',
      /měsíc/u,
    ],
    [
      "Je veux me reconvertir comme testeur logiciel d'ici la fin de l'année.",
      'avant la deuxième semaine, en m’inscrivant avant la troisième semaine',
      /deuxième mois|troisième mois/u,
    ],
    [
      'Quiero cambiar de carrera y ser tester de software antes de fin de año.',
      'hablando la primera semana con tres personas',
      /segundo mes|tercer mes/u,
    ],
    [
      "Voglio cambiare carriera e diventare tester entro la fine dell'anno.",
      'entro la seconda settimana, iscrivendomi entro la terza settimana',
      /secondo mese|terzo mese/u,
    ],
    [
      'Хочу сменить профессию до конца года.',
      'в первую неделю поговорю с тремя людьми, которые работают в новой сфере, ко второй неделе',
      /месяц/u,
    ],
  ])('%s', (text, kept, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(kept);
    expect(out).not.toMatch(broken);
  });
});
