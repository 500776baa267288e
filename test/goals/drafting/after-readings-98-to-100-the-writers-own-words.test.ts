/**
 * Issue 33 (the lead's mends after blind readings 98–100): a leader wishing to be a better boss was given a talk
 * with the person they have most trouble with; a Kita place one wants to have had the weekly-steps filler and the
 * hours of work after it pasted as its plan; a return "to my profession" took the language lessons of the story;
 * a tattoo artist's "sesji" (sessions with clients) was an exam session; "recursos humanos" was an exam resit
 * ("recurso"); a student's own falling grades ("mes notes baissent") were her daughter's schoolwork. Each is read
 * by its own words now (topics.json, aims.json, situations.json unless).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25, 10)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("the writer's own words after readings 98–100", () => {
  it.each([
    ['Chcem byť lepší šéf.', /vedúcu úlohu/u, /s ktorým mám najväčšie ťažkosti/u],
    ['Ich will eine bessere Chefin sein.', /Führungsaufgaben/u, /die meisten Schwierigkeiten/u],
    [
      'Ich will bis zum 31. März 2027 einen Kita-Platz für meine Tochter haben und danach wieder mindestens 20 Stunden die Woche arbeiten.',
      /bei mindestens drei Kitas oder Tagesmüttern/u,
      /eigenen Plan|alle nötigen Schritte/u,
    ],
    [
      'Я графічна дизайнерка з Харкова, з 2022 року живу в Польщі. Працюю на складі: польська в мене на рівні А2, а портфоліо старе. Хочу повернутися в професію, але після 10-годинної зміни сил немає ні на що.',
      /Я повернуся в професію протягом шести місяців — щомісяця надсилатиму п’ять заявок/u,
      /повернуся в професію протягом шести місяців — матиму два заняття/u,
    ],
    [
      'Jestem tatuażystką, pracuję w studiu w Krakowie i oddaję 40% z każdej sesji. Chcę otworzyć własne studio do końca 2027.',
      /Otworzę własne studio/u,
      /egzaminy w sesji/u,
    ],
    [
      'Sou gerente de uma loja de roupas. Queria fazer uma pós-graduação em gestão de recursos humanos, mas as aulas são ao sábado. Também ando a fumar mais por causa do stress.',
      /parar de fumar/u,
      /época de recurso/u,
    ],
    [
      "Je suis fille d'immigrés marocains, je fais un master en design graphique à Lyon. Je suis épuisée, mes notes baissent (11 de moyenne ce semestre).",
      /retrouver mon énergie/u,
      /aider ma fille/u,
    ],
  ])('%s', async (input, kept, gone) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it("still reads a child's falling grades as the child's schoolwork", async () => {
    expect(await draft('Meine Tochter ist in der 7. Klasse und ihre Noten werden immer schlechter.')).toMatch(/Tochter/u);
  });
});
