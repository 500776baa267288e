/**
 * Issue 33 (round 55's probes): a residence permit to renew ("Mon titre de séjour expire en mai 2027 et
 * je dois le renouveler", blind reading 87's 7) was "obtenir le visa et les autorisations dont j'ai
 * besoin", its date dropped: the permit situation had one stock goal, a visa to get. A renewal told near
 * the permit ("renouveler", "renew", "verlängern", "rinnovare", "przedłużyć", "продлить", eleven
 * languages) names the permit the person has and its renewal before the date it expires, when told with
 * a month and year ("avant mai 2027", "prima della scadenza di marzo 2027") or as digits in the
 * languages whose month names decline; the renewal is filed two months before that date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a permit to renew is named with the date it expires', () => {
  it.each([
    [
      "Bonjour, je suis arrivée en France il y a deux ans depuis le Cameroun avec un master en comptabilité, mais mon diplôme n'est pas reconnu et je fais du ménage dans des bureaux le soir. Mon titre de séjour expire en mai 2027 et je dois le renouveler. J'ai deux enfants de 6 et 9 ans.",
      /Je vais renouveler mon titre de séjour avant mai 2027, en vérifiant d'ici deux semaines les pièces que demande le renouvellement/u,
    ],
    [
      'Mi permesso di soggiorno scade a marzo 2027 e devo rinnovarlo, ma il mio contratto finisce a gennaio.',
      /Rinnoverò il mio permesso di soggiorno prima della scadenza di marzo 2027, verificando entro due settimane i documenti richiesti per il rinnovo/u,
    ],
    [
      'My residence permit expires in June 2027 and I need to renew it; I also want to switch from waitressing to a job as a pharmacy assistant.',
      /I will renew my residence permit before June 2027, .*submitting the renewal at least two months before the expiry date/u,
    ],
    [
      'Mein Aufenthaltstitel läuft im Mai 2027 ab und ich muss ihn verlängern.',
      /Ich werde meinen Aufenthaltstitel vor seinem Ablauf im Mai 2027 verlängern; dafür kläre ich innerhalb von zwei Wochen/u,
    ],
    [
      'Moja karta pobytu wygasa 15.03.2027 i muszę ją przedłużyć, a pracodawca zwleka z dokumentami.',
      /Przedłużę kartę pobytu przed 15\.03\.2027 – w ciągu dwóch tygodni sprawdzę, jakich dokumentów wymaga przedłużenie/u,
    ],
    [
      'Mi visado caduca en marzo de 2027 y tengo que renovarlo.',
      /Voy a renovar mi visado antes de marzo de 2027, averiguando en dos semanas qué documentos pide la renovación/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(
      /visa and permits|le visa et les autorisations|il visto e i permessi|Visum und die Genehmigungen|wizę i pozwolenia|el visado y los permisos/u,
    );
  });
});
