/**
 * Issue 33 (steps65's probes; blind readings 104–106): a request to one's employer other than pay (fixed shifts, fewer
 * hours, a four-day week, a transfer) took the steps of whatever else its words touched: a conflict's talk with "the
 * person I have most trouble with" (a boss named), leadership tasks, job applications sent, study hours, a calendar
 * rhythm, the weekly-steps filler, or a story's return-to-work onboarding ("meet my manager in the first two weeks to
 * agree three priorities"). A request is prepared, asked for and held: aims.json's request entry writes the case down,
 * asks for the meeting within two weeks and brings a written proposal to it; topics.json reads the request as the job's,
 * and the coworkers situation is not cued by a boss the request is made to.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a request to the employer is prepared, asked for and held', () => {
  it.each([
    [
      'Chci požádat šéfa o pevné směny, protože střídám ranní a noční a nestíhám školku. Rád bych to vyřešil do konce ledna.',
      'Mým cílem je požádat šéfa o pevné směny do konce ledna – tento týden si sepíšu svou žádost, tři důvody pro ni',
      /s člověkem, se kterým mám největší potíže/u,
    ],
    [
      'Quiero reducir mi jornada a 30 horas semanales para cuidar a mi hija pequeña. Tengo que hablarlo con mi jefa antes de febrero.',
      'reducir mi jornada a 30 horas semanales para cuidar a mi hija pequeña, anotando esta semana mi petición, tres motivos',
      /todos los pasos necesarios/u,
    ],
    [
      "Vorrei chiedere il trasferimento nella sede di Bologna entro l'estate, per stare vicino ai miei genitori anziani.",
      'chiedendo un colloquio al mio responsabile entro due settimane e portando una proposta scritta',
      /studiando almeno quattro ore/u,
    ],
    [
      'Хочу попросити в керівника фіксований графік, бо зараз працюю позмінно і не можу водити дитину до садка.',
      'цього тижня випишу своє прохання, три причини і хто мене підмінятиме, протягом двох тижнів попрошу керівника про зустріч',
      /лідерське завдання/u,
    ],
    [
      'Chcę poprosić szefową o stałe godziny pracy od stycznia, bo grafik zmienia się co tydzień i nie mogę zaplanować opieki nad mamą.',
      'w tym tygodniu spiszę swoją prośbę, trzy powody i propozycję zastępstwa, w ciągu dwóch tygodni poproszę przełożoną o rozmowę',
      /aplikacji/u,
    ],
    [
      'Je voudrais demander à mon employeur de passer à 4 jours par semaine avant la rentrée de septembre.',
      "en notant cette semaine ma demande, trois raisons et qui pourrait me remplacer, en demandant un entretien à mon responsable d'ici deux semaines",
      /calendrier/u,
    ],
    [
      'Wracam do pracy po urlopie macierzyńskim w lutym. Chcę poprosić o stałe zmiany, bo nie mam z kim zostawić dziecka.',
      'poprosić o stałe zmiany do lutego – w tym tygodniu spiszę swoją prośbę',
      /ustalimy trzy priorytety/u,
    ],
    [
      'Chci si požádat o převedení na jiné oddělení do léta, se současnou vedoucí to nejde.',
      'do dvou týdnů požádám nadřízeného o schůzku a přinesu na ni písemný návrh',
      /vedoucí úkol/u,
    ],
  ])('%s', (input, steps, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(steps);
    expect(out).not.toMatch(old);
  });

  it("a fixed schedule of one's own week asks no employer", () => {
    expect(draftGoals('un horario fijo en mi semana', NOW)).not.toContain('pidiendo una reunión a mi responsable');
  });
});
