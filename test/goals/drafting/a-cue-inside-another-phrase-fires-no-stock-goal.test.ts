/**
 * Issue 33 (blind readings 54's 4 and 10, 55's 9 and 14): a stock goal fired by one word that, in the person's sentence,
 * belongs to another phrase and says the opposite of the goal's premise: "computer science" and "basically" gave a computer
 * student a beginners' computer course, "hija única" (the writer is the daughter) a daughter to help at school, "reformada"
 * (retired, in Portugal) building works, "odstěhovat" beside a job offer (moving away for work) a flat of one's own, studies
 * "popri práci" (beside work) a side business to weigh. The phrase blocks the cue (situations.json, unless), and the
 * person's real concern is answered.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a cue inside another phrase fires no stock goal', () => {
  it.each([
    [
      "so basically i'm in my last year of uni (computer science) and my thesis is due 15 may but i've written like 6 pages out of 40. also my part time job at the cafe wants me to do more shifts.",
      'I will finish my thesis',
      /use a computer at a basic level/u,
    ],
    [
      "I'm a software developer and I basically live at my computer. My back hurts every evening and I've put on 6 kilos this year.",
      'ease my back',
      /use a computer at a basic level/u,
    ],
    [
      'Mi madre tiene 74 años y le diagnosticaron alzhéimer hace un año. Yo soy hija única y estoy en tercero de Enfermería; este cuatrimestre he suspendido dos asignaturas porque paso casi todas las tardes con ella.',
      'Voy a repartir el cuidado de mi madre',
      /mi hija/u,
    ],
    [
      'Sou filha única, a minha mãe tem demência e estou no terceiro ano de Enfermagem; reprovei a duas cadeiras este semestre.',
      'Vou partilhar o cuidado da minha mãe',
      /minha filha/u,
    ],
    ['Estou reformada há dois anos e desde que o meu marido morreu quase não saio de casa.', 'Vou cuidar de mim durante o luto', /obras/u],
    [
      'Mám nabídku práce v Brně s platem o 15 000 Kč vyšším, ale musel bych se odstěhovat od přítelkyně, která studuje v Ostravě ještě rok. Současná práce mě nebaví, ale je jistá. Musím dát odpověď do konce měsíce a pořád se nemůžu rozhodnout.',
      'Rozhodnu se o nabídce práce',
      /vlastního bydlení/u,
    ],
    [
      'Pracujem tri roky ako účtovníčka v menšej firme v Žiline, plat je istý, ale práca ma vôbec nebaví. Dostala som sa na externé magisterské štúdium psychológie, ktoré by trvalo dva roky a stálo 1 800 eur ročne. Neviem, či to zvládnem popri práci a či sa mi to vôbec oplatí, prihlášku musím potvrdiť do 15. januára.',
      'Rozhodnem sa do 15. januára',
      /podnikan/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const draft = draftGoals(text, NOV_26);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(broken);
  });
});
