/**
 * Issue 33 (round 67, filler67's probes; blind reading 108's 18 and 19): a forklift licence or a
 * welding course told beside better pay ("so I can go for the jobs that pay £2 more", "damit ich
 * mehr verdiene", "щоб перейти на кращу зарплату") was measured as a raise (market data and a talk
 * with the manager); "a carta de empilhador" as a driving licence (driving lessons and theory
 * questions); "zváračský kurz" and "el carné de carretillero" as study modules. A trade licence is
 * earned by its course: aims.json's certificate entry now answers a pay topic too, and a forklift or
 * welding entry the driving and skill topics, with the course, its practice and the exam booked.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a trade licence is its course, whatever the topic', () => {
  it.each([
    [
      'I want to get my forklift licence by March so I can go for the permanent driver jobs, they pay about £2 an hour more.',
      /I will get my forklift licence by March, signing up within two weeks for the course that leads to it/u,
      /market data|driving lessons/u,
    ],
    [
      'Ich möchte bis Juni meinen Staplerschein machen, damit ich mehr verdiene und nicht nur schleppe.',
      /meinen Staplerschein machen, damit ich mehr verdiene und nicht nur schleppe; dafür melde ich mich in den nächsten zwei Wochen für den Kurs an/u,
      /Marktdaten/u,
    ],
    [
      'Хочу до квітня отримати посвідчення водія навантажувача, щоб перейти на кращу зарплату.',
      /посвідчення водія навантажувача до квітня, щоб перейти на кращу зарплату — за два тижні запишуся на курс/u,
      /ринкові дані/u,
    ],
    [
      'Quero tirar a carta de empilhador até abril para passar para as máquinas.',
      /Vou tirar a carta de empilhador até abril para passar para as máquinas, fazendo nas próximas duas semanas a inscrição no curso/u,
      /aulas de condução|prova teórica/u,
    ],
    [
      'Chcem si do júna 2027 urobiť zváračský kurz MIG/MAG.',
      /zváračský kurz MIG\/MAG do júna 2027 – do dvoch týždňov sa prihlásim na kurz, ktorý k tomu vedie/u,
      /štyri hodiny týždenne a každé dva týždne dokončím jeden modul/u,
    ],
    [
      'Quiero sacarme el carné de carretillero y el curso de PRL de 20 horas antes de marzo.',
      /el carné de carretillero y el curso de PRL de 20 horas antes de marzo, apuntándome en las próximas dos semanas al curso que lleva a ello/u,
      /completando un módulo o proyecto práctico/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it('a forklift driver\'s job to find keeps its applications ("un CDI de cariste")', () => {
    const out = draftGoals("Je veux décrocher un CDI de cariste en horaires de jour d'ici avril.", NOW);
    expect(out).toMatch(/candidatures/u);
    expect(out).not.toMatch(/formation qui y mène/u);
  });
});
