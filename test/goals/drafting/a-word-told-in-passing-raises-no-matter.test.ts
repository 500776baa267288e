/**
 * Issue 33 (round 67, triggers67): a word whose matter the person never raised still gave a goal: a small injury
 * told as "niente di grave" a pain to have checked, COPD breathlessness a weight to lose, a doubt whether a
 * retraining course "má smysl" a side business to weigh, a Minijob already held a side job to find, a nurse's own
 * dose calculations her children's school, a course "que dá equivalência ao 12.º ano" a foreign diploma to recognise,
 * a driving licence "nepotřebuju" lessons to take, a boss's conditional promise criticism to work on, a daughter's car
 * loan a business investment (blind readings 107–109: 108's 4, 6, 9, 10, 109's 4, 8). Each word's situation has the
 * words that say the matter is not the writer's (situations.json unless and after): those situations give no goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a word told in passing raises no matter', () => {
  it.each([
    [
      'Faccio il magazziniere a Verona da sei anni. A marzo ho preso una piccola botta al ginocchio, niente di grave, già passata. Vorrei diventare capo reparto entro un anno, ma non so usare Excel.',
      /controllare il dolore/u,
    ],
    [
      "I work in a warehouse in Derby. I hurt my knee in the spring, nothing serious, it healed in a few weeks. I want to become a team leader within a year but I can't use Excel.",
      /pain checked/u,
    ],
    [
      'Ich arbeite im Lager in Kassel. Im Frühjahr hatte ich eine kleine Verletzung am Knie, nichts Schlimmes, schon verheilt. Ich möchte in einem Jahr Schichtleiter werden, aber ich kann kein Excel.',
      /Schmerzen abklären/u,
    ],
    [
      'Pracuję na magazynie w Łodzi. Wiosną miałem kontuzję kolana, nic poważnego. Chcę w ciągu roku zostać brygadzistą, ale nie umiem obsługiwać Excela.',
      /Dam zbadać ból/u,
    ],
    [
      "J'ai 62 ans, on m'a diagnostiqué une BPCO et je suis essoufflé dès que je monte une côte. Mon pneumologue m'a inscrit à une réhabilitation respiratoire trois fois par semaine à partir de janvier.",
      /poids plus sain/u,
    ],
    [
      'Je mi 55, pracoval jsem 30 let jako zedník a po operaci zad už na stavbu nemůžu. Žena pracuje v obchodě s potravinami. Úřad práce mi nabídl rekvalifikační kurz na strážného, ale nevím, jestli to má smysl.',
      /vedlejším podnikání/u,
    ],
    [
      'Mam 54 lata, żona prowadzi sklep spożywczy. Urząd pracy zaproponował mi kurs operatora wózka widłowego, ale nie wiem, czy to ma sens w moim wieku.',
      /dodatkowy biznes/u,
    ],
    [
      'Ich arbeite seit 2019 als Reinigungskraft in Hamburg, morgens in Bürogebäuden und nachmittags noch ein Minijob. Mein Deutsch ist gut, aber schriftlich mache ich noch viele Fehler.',
      /Nebenjob finden/u,
    ],
    [
      "I'm a healthcare assistant on a surgical ward and I've got three kids. I want to apply for the nursing apprenticeship in March, but the numeracy test scares me: drug calculations, I've always been bad at maths.",
      /children do better at school/u,
    ],
    [
      "Je suis aide-soignante, j'ai deux enfants. Ce qui m'inquiète surtout, c'est l'épreuve écrite et les maths pour les calculs de doses, j'ai toujours été nulle en calcul.",
      /mes enfants à reprendre pied/u,
    ],
    [
      'Trabalho há cinco anos na limpeza de um hospital em Lisboa. Tenho 45 anos e o 9.º ano. Uma enfermeira disse-me que há um curso de técnico auxiliar de saúde no IEFP que dá equivalência ao 12.º ano. O problema é que é de dia e eu não posso perder o ordenado.',
      /diploma estrangeiro/u,
    ],
    [
      'Soy limpiadora en un hospital de Sevilla. Una enfermera me dijo que hay un curso que da la equivalencia a la ESO y luego puedo hacer auxiliar. Cobro 1.050 euros.',
      /título extranjero/u,
    ],
    [
      'Pracuju ve skladu v Jihlavě. Chci do konce března udělat průkaz na vysokozdvižný vozík, abych mohl přejít na řidiče VZV. Autem nejezdím a řidičák nepotřebuju.',
      /řidičský průkaz/u,
    ],
    [
      'Trabalho num armazém em Alverca. O meu chefe disse que se eu tirar a carta de empilhador até maio passo a operador e ganho mais 150 euros. O curso custa 250 euros.',
      /feedback da minha chefia/u,
    ],
    [
      'Ich bin 47 und fahre als angestellter Fahrer für einen Paketdienst in Leipzig. Die Firma zahlt pünktlich, aber ich habe einen Kredit von 6.000 € für das Auto meiner Tochter. Am meisten Sorgen macht mir mein Rücken, ich sitze zehn Stunden am Tag.',
      /Investition/u,
    ],
  ])('%s', (input, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toBe('No response.');
    expect(out).not.toMatch(wrong);
  });

  it.each([
    ["My son is 12 and his maths grades have dropped a lot this year. I don't know how to help him.", /help my son do better at school/u],
    [
      'Sou enfermeira formada no Brasil e vivo em Lisboa há um ano. Preciso do reconhecimento do meu diploma para voltar a trabalhar como enfermeira.',
      /reconhecimento do meu diploma estrangeiro/u,
    ],
    ['Mám vedle práce malý e-shop s keramikou, ale vydělá mi sotva dva tisíce měsíčně. Nevím, jestli to má smysl.', /vedlejším podnikání/u],
    ['Мама після інсульту, я доглядаю її щовечора.', /догляд за мамою/u],
  ])("still answers the matter told as the writer's own: %s", (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
