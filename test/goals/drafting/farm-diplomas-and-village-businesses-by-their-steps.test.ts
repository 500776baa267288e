/**
 * Issue 33 (round 60's probes): "Je veux obtenir mon BPREA … pour pouvoir m'installer en maraîchage bio"
 * got emigration's job applications abroad ("m'installer en" names a move; blind reading 97's 9), and a
 * farm diploma with no move ("Landwirtschaftsmeister", "kwalifikacje rolnicze") the weekly-steps filler: an
 * agricultural diploma is a certificate earned by a course (the course, its sessions, the exam booked),
 * whatever move its purpose names. A village business opened ("abrir una pequeña panadería en mi pueblo
 * (800 habitantes)") was paced as "21 habitantes cada semana" (97's 12): a population is no unit of work.
 * A farm shop, a cheese dairy, agritourism or holiday lets (Hofladen, сыроварня, agroturystyka, gîtes) are
 * a business opened: buyers asked, costs on one page, a first test sale.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a farm diploma is a course and a village business has the business steps', () => {
  it.each([
    [
      "Je veux obtenir mon BPREA d'ici septembre 2027 pour pouvoir m'installer en maraîchage bio sur les 2 hectares de mon grand-père.",
      /^Je vais obtenir mon BPREA d'ici septembre 2027 .*, en m'inscrivant d'ici deux semaines à la formation qui y mène/u,
      /candidatures/u,
    ],
    [
      'Ich möchte bis 2028 meinen Landwirtschaftsmeister machen.',
      /^Ich werde bis 2028 meinen Landwirtschaftsmeister machen; dafür melde ich mich in den nächsten zwei Wochen für den Kurs an/u,
      /nötigen Schritte/u,
    ],
    [
      'Quiero abrir una pequeña panadería en mi pueblo (800 habitantes) antes de septiembre de 2027 y tener al menos 40 clientes fijos al día.',
      /1\. Voy a abrir una pequeña panadería en mi pueblo antes de septiembre de 2027, preguntando en el primer mes a al menos 20 posibles clientes/u,
      /habitantes cada semana/u,
    ],
    [
      'Ich möchte im Dorf (600 Einwohner) bis Herbst 2027 einen kleinen Hofladen eröffnen.',
      /^Ich werde im Dorf bis Herbst 2027 einen kleinen Hofladen eröffnen; dafür frage ich im ersten Monat mindestens 20 mögliche/u,
      /nötigen Schritte/u,
    ],
    [
      'Chciałbym do 2028 otworzyć agroturystykę w naszym gospodarstwie.',
      /^Otworzę agroturystykę w naszym gospodarstwie do 2028 – w pierwszym miesiącu zapytam co najmniej 20 potencjalnych klientów/u,
      /potrzebne kroki/u,
    ],
    [
      'Хочу до осени 2027 открыть маленькую сыроварню на ферме.',
      /^Я открою маленькую сыроварню на ферме до осени 2027 — в первый месяц спрошу не меньше 20 возможных клиентов/u,
      /нужные шаги/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
