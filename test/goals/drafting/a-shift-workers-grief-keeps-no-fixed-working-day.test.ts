/**
 * Issue 33 (blind reading 55's 16): a hospital shift worker grieving her father was asked to keep "una hora fija de inicio
 * y fin de la jornada", which shifts do not have. Shift work, named in the story, turns the grief goal's routine into
 * fixed times for sleep and meals around the shifts (life.json), as it already turns bedtimes into sleep after a shift; shifts
 * told in a hyphenated compound ("12-Stunden-Schichten", blind reading 54's 2) are shift work too, with no office day to 18:00.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe("a shift worker's grief keeps no fixed working day", () => {
  it.each([
    [
      'Mi hermano pequeño tiene 17 años y desde que murió nuestro padre en enero casi no sale de su cuarto. Yo tengo 26, trabajo a turnos en un hospital y ahora soy quien se encarga de él y de las facturas de la casa.',
      'manteniendo horas fijas de sueño y de comida en torno a mis turnos',
      /inicio y fin de la jornada/u,
    ],
    [
      'Ich arbeite im Schichtdienst in der Pflege und seit dem Tod meiner Mutter schlafe ich kaum noch.',
      'halte rund um meine Schichten feste Zeiten für Schlaf und Mahlzeiten ein',
      /Arbeitstages/u,
    ],
    [
      'Pracuję na zmiany w szpitalu i odkąd zmarła moja mama, śpię bardzo źle.',
      'trzymać się stałych pór snu i posiłków między zmianami',
      /rozpoczęcia i zakończenia pracy/u,
    ],
    [
      'Я работаю посменно в больнице, и с тех пор как умерла мама, плохо сплю.',
      'соблюдать постоянное время сна и еды между сменами',
      /рабочего дня/u,
    ],
    [
      'I work shifts as a nurse, often nights, and since my father died in August I sleep badly and cry on the way home.',
      'keeping fixed times for sleep and meals around my shifts',
      /working day/u,
    ],
    [
      'Ich arbeite seit sechs Jahren als Pflegekraft auf einer Intensivstation, meistens 12-Stunden-Schichten, oft auch am Wochenende. Seit dem Sommer schlafe ich kaum noch mehr als 5 Stunden. Meine Hausärztin hat das Wort Burnout benutzt.',
      'gehe ich nach jeder Schicht pünktlich nach Hause, übernehme keine Zusatzschichten',
      /bis 18:00 Uhr/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const draft = draftGoals(text, NOV_26);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(broken);
  });
});
