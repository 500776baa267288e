/**
 * Issue 33 (round 67, triggers67): a partner's self-employment told in the story ("mi marido es autónomo … sus
 * clientes pagan tarde", "Mon compagnon est auto-entrepreneur … ses clients paient en retard", "Mio marito lavora in
 * proprio … i clienti non pagano") gave the writer, a cashier, a nurse or a factory worker, the freelancer's goal of
 * more clients or a monthly revenue covering the costs; so did an employed fleet driver whose wage depends on the
 * turnover ("angestellt … Der Lohn hängt vom Umsatz ab"; blind reading 107's 14, 105's 5). The partner's business is
 * another person's matter (others.json): its sentence cues no situation of the writer's clients or revenue, nor the
 * topic's own situation; an employee's wage is no revenue of theirs.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe("a partner's business is not the writer's", () => {
  it.each([
    [
      "Je suis infirmière de nuit au CHU de Nantes. Mon compagnon est auto-entrepreneur, il fait de la plomberie et ses clients paient souvent en retard. Moi j'ai un salaire fixe de 2 100 €. Ce qui m'inquiète le plus, c'est d'obtenir des horaires de jour fixes d'ici avril, je dors mal depuis deux ans.",
      /clientèle|chiffre d'affaires/u,
    ],
    [
      "Lavoro come operaia in un'azienda di imballaggi a Vicenza, turni a rotazione. Mio marito lavora in proprio come elettricista e i clienti non pagano mai in tempo. Vorrei chiedere al mio capo turni fissi di mattina entro gennaio, perché mio figlio ha 6 anni e da solo non può stare.",
      /fatturato|clienti/u,
    ],
    [
      'Trabajo de cajera en un supermercado de Zaragoza y mi marido es autónomo, tiene un taller de motos y sus clientes a veces pagan tarde. Yo cobro 1.200 euros fijos. Lo que más me preocupa es el horario: quiero pedir turnos fijos de mañana antes de marzo, porque mi hija empieza la guardería.',
      /facturación|clientes/u,
    ],
    [
      'Ich bin 52 und fahre seit der Kündigung bei meiner alten Firma für Uber und Bolt in Wien, angestellt bei so einem Flottenpartner. Der Lohn hängt vom Umsatz ab, zwischen 1.400 und 2.100 € im Monat. Von früher läuft noch ein Kredit, Restschuld 11.000 €, Rate 310 €.',
      /Monatsumsatz|Kunden|Rechnung/u,
    ],
  ])('%s', (input, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toBe('No response.');
    expect(out).not.toMatch(wrong);
  });

  it('keeps the goal of the request told beside the partner', () => {
    const out = draftGoals(
      "Lavoro come operaia in un'azienda di imballaggi a Vicenza, turni a rotazione. Mio marito lavora in proprio come elettricista e i clienti non pagano mai in tempo. Vorrei chiedere al mio capo turni fissi di mattina entro gennaio, perché mio figlio ha 6 anni e da solo non può stare.",
      NOW,
    );
    expect(out).toMatch(/^Chiederò al mio capo turni fissi di mattina entro gennaio/u);
  });

  it("still answers the writer's own late-paying clients", () => {
    const out = draftGoals('Sono elettricista e lavoro in proprio da tre anni. I miei clienti non pagano mai in tempo.', NOW);
    expect(out).toMatch(/^Porterò il mio fatturato mensile a un livello che copra i costi/u);
  });
});
