/**
 * Issue 33 (blind reading 107's 14: "Am meisten Sorgen macht mir aber, dass ich mit 52 keine feste Stelle mehr finde"): a person
 * over fifty on agency shifts or contracts who stresses that nobody will give them a permanent job got no goal for it (a
 * revenue goal, a money plan, "overcome my fear", the weekly-steps filler): "a permanent job" was no situation's word. It is
 * now its own situation (`permanent`, 11 languages): the job centre asked which employers hire on permanent contracts, five
 * applications a month for permanent posts and every agency job asked whether it can become permanent; first, as stressed.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a permanent job feared at fifty is its own goal', () => {
  it.each([
    [
      'Ich bin 55, gelernter Schlosser, und arbeite seit zwei Jahren nur noch über eine Zeitarbeitsfirma, mal hier, mal da, für 13,50 € die Stunde. Meine Frau arbeitet halbtags. Wir zahlen noch 600 € im Monat fürs Haus ab. Am meisten Sorgen macht mir, dass ich in meinem Alter keine feste Stelle mehr bekomme.',
      /^In den nächsten sechs Monaten werde ich eine feste Stelle finden; dafür frage ich/u,
      /drei Dinge aufschreiben/u,
    ],
    [
      'Tengo 53 años y llevo cinco años encadenando contratos temporales en almacenes de Zaragoza. Ahora estoy en el paro, cobro 780 euros y se me acaba en abril. Mi hija estudia en Valencia y le ayudo con el piso. Lo que más me preocupa es no encontrar un trabajo fijo a mi edad.',
      /voy a encontrar un trabajo fijo, preguntando/u,
      /poner en orden mis finanzas/u,
    ],
    [
      "Ho 54 anni, facevo il magazziniere e la ditta ha chiuso l'anno scorso. Adesso faccio qualche turno con le agenzie interinali, ma non è mai sicuro. Mia moglie ha un part-time in mensa. Quello che mi spaventa di più è non trovare più un lavoro fisso alla mia età.",
      /^Troverò un lavoro fisso entro/u,
      /Supererò la mia paura/u,
    ],
    [
      'Mam 52 lata, całe życie pracowałem na budowie na umowach zleceniach. Teraz kręgosłup już nie daje rady. Żona pracuje w sklepie. Najbardziej boję się, że w tym wieku nie znajdę już stałej pracy na etacie.',
      /^Moje cele SMART:\n1\. Znajdę stałą pracę/u,
      /^Odzyskam energię/u,
    ],
    [
      'Mám 54 rokov a tri roky robím cez agentúru v sklade, zmluvy mi predlžujú vždy len na tri mesiace. Hypotéku splácame ešte 12 rokov. Najviac ma trápi, že v mojom veku už nenájdem stálu prácu.',
      /^Nájdem si stálu prácu/u,
      /financie pod kontrolu/u,
    ],
    [
      'Мне 53 года, я двадцать лет работал водителем автобуса, но по здоровью пришлось уйти. Сейчас подрабатываю грузчиком через приложение, то густо, то пусто. Жена работает в школе. Больше всего меня беспокоит, что в моём возрасте я уже не найду постоянную работу.',
      /^Я найду постоянную работу/u,
      /здоровые привычки/u,
    ],
    [
      "I'm 52 and since the warehouse closed I've been doing agency shifts, sometimes three days a week, sometimes none. We've still got £40,000 left on the mortgage. My wife works at the school. What keeps me up at night is that nobody will give me a permanent job at my age.",
      /^I will find a permanent job within the next six months, asking the job centre/u,
      /finances under control/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
