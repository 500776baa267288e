/**
 * Issue 33, concerns of long stories that got no goal or a stock one (blind readings 19–20, cover18):
 * a mortgage's fixed rate ending is offers to compare before it ends, not "a clear plan for the next
 * step"; a couple with no evening to themselves gets one; a child with no friends is helped to make
 * them, not given a homework time; blood pressure told as figures, savings used up and an employer
 * calling people back to the office are concerns of their own; learning to code from YouTube is no
 * screen time, an office day asked for is no criticism, a run one used to do is no race entered.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("a mortgage's fixed rate ending: other banks' offers compared and the best signed before it ends", () => {
  it.each([
    [
      'I work 12-hour shifts on a ward. Our mortgage fix ends in January and the new rate is 5.8%. I have also stopped going to the gym.',
      /better rate on the mortgage/u,
      /two other banks/u,
    ],
    [
      "We pay £1,100 a month on our mortgage and the fixed rate ends in April. The bank's new offer is 5.2%. I also want to cut my screen time, I'm on my phone every evening.",
      /better rate on the mortgage/u,
      /two other banks/u,
    ],
    [
      'Splácíme hypotéku 16 000 Kč měsíčně a v únoru nám končí fixace. Banka zatím nabízí 5,4 %. Taky bych chtěla konečně začít cvičit.',
      /lepší úrok hypotéky/u,
      /dvou dalších bank/u,
    ],
    [
      'Bei unserem Kredit läuft die Zinsbindung im Mai aus, die Bank bietet 4,1 %. Ich weiß nicht, ob wir wechseln sollen. Außerdem schlafe ich schlecht.',
      /Anschlussfinanzierung/u,
      /zwei anderen Banken/u,
    ],
    [
      'El tipo fijo de nuestra hipoteca termina en marzo y el banco nos ofrece un 4,5 %. No sé si cambiar de banco. Además quiero dejar de fumar.',
      /mejor tipo para la hipoteca/u,
      /otros dos bancos/u,
    ],
  ])('%s', async (input, goal, step) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(step);
    expect(out).not.toMatch(/three options|tři možnosti|drei Optionen|tres opciones/u);
  });

  it('a decision to sell or remortgage names no fixed rate ending', async () => {
    const out = await draft(
      "My divorce came through in June. I can't afford the mortgage alone and I have to decide whether to sell or remortgage. The kids are with me on weekdays.",
    );
    expect(out).not.toMatch(/fixed rate/u);
  });
});

describe('no evening for the couple: one evening a week kept for the two of them, the chores agreed', () => {
  it.each([
    [
      'Since we opened the café my husband and I have had no time to ourselves. We argue about the dishes and the laundry. I also sleep badly.',
      /time for just the two of us/u,
      /chores/u,
    ],
    [
      'Od kiedy urodził się syn, nie mamy z mężem czasu dla nas. Kłócimy się o to, kto zmywa. Do tego źle sypiam.',
      /czas tylko dla nas dwojga/u,
      /prace domowe/u,
    ],
    [
      'Io e mia moglie non abbiamo più una serata per noi da mesi, litighiamo per le faccende di casa. In più vorrei perdere 5 kg.',
      /tempo solo per noi due/u,
      /faccende di casa/u,
    ],
    [
      'Eu e o meu namorado já não temos tempo a dois desde que mudei de emprego. Discutimos por causa da louça. Também quero poupar 2000 euros.',
      /só para nós dois/u,
      /tarefas da casa/u,
    ],
  ])('%s', async (input, goal, step) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(step);
  });
});

describe('a child with no friends is helped to make them: no homework time, no grades', () => {
  it.each([
    [
      'Môj syn (10) chodí do novej školy a hovorí, že tam nemá žiadnych kamarátov. Cez prestávky je úplne sám. Ja robím na zmeny v nemocnici.',
      /synovi nájsť si kamarátov/u,
    ],
    [
      "Ma fille de 12 ans est au collège depuis septembre et elle n'a pas d'amis, elle mange seule à la cantine. Mon mari travaille loin.",
      /aider ma fille à se faire des amis/u,
    ],
    [
      'Моя донька (9) каже, що в новій школі в неї немає друзів і вона сидить сама на перервах. Я працюю до вечора.',
      /доньці знайти друзів/u,
    ],
    [
      'Mi hijo de 7 años dice que en el colegio no tiene amigos y que nadie juega con él. Trabajo muchas horas en el hospital.',
      /ayudar a mi hijo a hacer amigos/u,
    ],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/homework|úlohy v školské dni|devoirs|домашніх завдань|deberes|tareas en los días de colegio/u);
  });
});

describe('blood pressure told as figures, savings used up, an employer calling people back to the office', () => {
  it.each([
    ['Mam 50 lat i lekarz zmierzył mi ciśnienie 158/98. Pracuję za biurkiem, a wieczorami gram na konsoli.', /Obniżę ciśnienie/u],
    ['Je mi 46, doktor mi naměřil tlak 162/101. Pracuju jako řidič a jím na benzínkách.', /krevní tlak|tlak na zdravou/u],
    ['Ho 55 anni, il medico mi ha trovato la pressione 160/95. Lavoro in ufficio e non faccio sport.', /pressione/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });

  it.each([
    [
      'We used up our savings when my husband was off sick for three months. He is back now but we have nothing put aside.',
      /emergency fund/u,
    ],
    [
      'Wir haben unser Erspartes für die neue Heizung aufgebraucht. Mein Mann arbeitet Schicht und ich bin oft allein mit den Kindern.',
      /Notgroschen/u,
    ],
    ['Oszczędności wydaliśmy na leczenie taty. Pracuję w sklepie, mąż na budowie.', /poduszkę finansową/u],
    ['Ich arbeite in der Pflege und bin alleinerziehend. Für Notfälle haben wir nichts zurückgelegt.', /Notgroschen/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });

  it.each([
    [
      'Pracujem ako účtovníčka z domu, ale šéfka mi povedala, že od marca chce, aby som chodila tri dni do kancelárie. Dochádzať mám hodinu.',
      /práce z domu|home office|z domu/iu,
      /spätnú väzbu/u,
    ],
    [
      'Mon chef veut que je revienne au bureau trois jours par semaine dès février, et j’habite à 70 km.',
      /télétravail/u,
      /critiqu|retour négatif/u,
    ],
    [
      'Szef powiedział, że od stycznia mam być w biurze trzy dni w tygodniu, a dojeżdżam godzinę w jedną stronę.',
      /zdaln/u,
      /informacj(ę|i) zwrotn/u,
    ],
  ])('%s', async (input, goal, not) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(not);
  });
});

describe('learning to code from videos is no screen time; a run one used to do is no race entered', () => {
  it.each([
    'Dělám prodavače a večer se učím programovat v Pythonu z YouTube. Chtěl bych jednou dělat vývojáře, ale nevím, jestli to zvládnu.',
    'Работаю кассиром, по вечерам учу Python по урокам на YouTube. Хочу когда-нибудь стать программистом.',
    'Faccio il magazziniere e la sera imparo la programmazione con video su YouTube. Vorrei cambiare lavoro entro due anni.',
  ])('%s', async (input) => {
    expect(await draft(input)).not.toMatch(/obrazovk|экран|schermo|screen/u);
  });

  it.each([
    [
      'I used to run 10 km twice a week before the baby. My partner and I never have an evening to ourselves now.',
      /race/u,
      /just the two of us/u,
    ],
    [
      'Früher bin ich jede Woche 10 km gelaufen, jetzt komme ich gar nicht mehr dazu. Meine Frau und ich haben keinen Abend mehr zu zweit.',
      /für meinen Lauf trainieren/u,
      /Zeit nur für uns zwei/u,
    ],
  ])('%s', async (input, not, couple) => {
    const out = await draft(input);
    expect(out).not.toMatch(not);
    expect(out).toMatch(couple);
  });
});

describe('a thesis with no supervisor yet: one asked for first, no chapters sent to one', () => {
  it.each([
    [
      "I'm in my final year and I still don't have a supervisor for my thesis. I also work 20 hours a week in a bar.",
      /asking a lecturer to supervise my thesis within the next two weeks/u,
    ],
    [
      'Ich schreibe meine Bachelorarbeit, habe aber noch keinen Betreuer. Nebenbei arbeite ich im Supermarkt.',
      /bitte in den nächsten zwei Wochen eine Dozentin oder einen Dozenten, meine Arbeit zu betreuen/u,
    ],
    [
      'Píšu diplomku, ale vedoucího ještě nemám. K tomu pracuju na půl úvazku v kavárně.',
      /o kterého do dvou týdnů požádám některého vyučujícího/u,
    ],
    [
      'Piszę pracę magisterską, ale nie mam jeszcze promotora. Do tego pracuję w sklepie.',
      /o którego w ciągu dwóch tygodni poproszę jednego z wykładowców/u,
    ],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/chapter to my supervisor|Kapitel an meine|kapitolu vedoucí|rozdział promotor/u);
  });
});
