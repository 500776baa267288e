/**
 * Issue 33 (blind readings 41's 5, 43's 2, 3 and 7): a person torn between two options ("Não sei se devo fechar o
 * ginásio ou tentar mais um ano") got both back as two contradictory goals ("Vou fechar o ginásio", "Vou tentar mais
 * um ano nos próximos três meses"), or one chosen for them. It is one goal: the decision, naming the options in the
 * person's words, dated by their own date for it or six weeks ahead, with steps that fit any choice (options.ts).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an undecided choice is one decision that names the options', () => {
  it.each([
    [
      'Não sei se devo fechar o ginásio ou tentar mais um ano.',
      'Vou decidir nas próximas seis semanas se devo fechar o ginásio ou tentar mais um ano',
      /Vou fechar o ginásio/u,
    ],
    [
      'Et je sais pas du tout si je veux faire un postdoc ou aller dans le privé après.',
      "décider d'ici six semaines si je veux faire un postdoc ou aller dans le privé,",
      /Je vais faire un postdoc|privé après/u,
    ],
    [
      "I don't know whether to take the job in Leeds or stay in Manchester.",
      'I will decide within six weeks whether to take the job in Leeds or stay in Manchester,',
      /I will stay in Manchester/u,
    ],
    [
      "I'm not sure if I should go back to uni or keep working.",
      'decide within six weeks whether I should go back to uni or keep working,',
      /\bif I should\b/u,
    ],
    [
      'Ich weiß nicht, ob ich eine Abfindung nehmen oder mich intern bewerben soll.',
      'Ich werde innerhalb von sechs Wochen entscheiden, ob ich eine Abfindung nehmen oder mich intern bewerben soll;',
      /werde ich mich intern bewerben/u,
    ],
    [
      'No sé si aceptar la oferta de Madrid o quedarme en Sevilla.',
      'Voy a decidir en las próximas seis semanas si aceptar la oferta de Madrid o quedarme en Sevilla,',
      /Voy a quedarme/u,
    ],
    [
      'Non so ancora se fare la magistrale o cercare subito lavoro, e questa indecisione mi blocca.',
      'Deciderò entro sei settimane se fare la magistrale o cercare subito lavoro,',
      /indecisione/u,
    ],
    [
      'Nie wiem, czy zostać na etacie, czy przejść na B2B.',
      'Zdecyduję w ciągu sześciu tygodni, czy zostać na etacie, czy przejść na B2B –',
      /Przejdę na B2B/u,
    ],
    [
      'Nevím, jestli mám zůstat v Praze, nebo se vrátit domů.',
      'Rozhodnu se během šesti týdnů, jestli mám zůstat v Praze, nebo se vrátit domů –',
      /Vrátím se domů/u,
    ],
    [
      'Neviem, či mám ísť na vysokú, alebo začať pracovať.',
      'Rozhodnem sa do šiestich týždňov, či mám ísť na vysokú, alebo začať pracovať –',
      /Začnem pracovať/u,
    ],
    [
      'Не знаю, чи повертатися в Україну, чи залишатися в Польщі.',
      'вирішу протягом шести тижнів, чи повертатися в Україну, чи залишатися в Польщі —',
      /Я повернуся/u,
    ],
    [
      'Не знаю, переезжать в Москву или остаться в Казани.',
      'решу в течение шести недель, переезжать в Москву или остаться в Казани —',
      /Я перееду/u,
    ],
  ])('%s', (input, decision, neither) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toContain(decision);
    expect(out).not.toMatch(neither);
    expect(out).not.toMatch(/^(?:My SMART goals|Mes objectifs|Os meus objetivos|Moje cele)/u);
  });

  it('is dated by the date the person gives the choice, not one inside an option', () => {
    expect(draftGoals('Chcę do wakacji zdecydować, czy zostać w Polsce albo wyjechać do Niemiec.', NOV_26)).toContain(
      'Zdecyduję do wakacji, czy zostać w Polsce albo wyjechać do Niemiec',
    );
    expect(draftGoals('Nevím, jestli mám jít do důchodu už letos, nebo pracovat ještě dva roky.', NOV_26)).toContain(
      'Rozhodnu se během šesti týdnů, jestli mám jít do důchodu už letos, nebo pracovat ještě dva roky',
    );
  });

  it("stands beside the story's other concerns", () => {
    const out = draftGoals(
      "Je dois rendre mon manuscrit de thèse en juin 2027 et j'ai écrit deux chapitres sur cinq. Je sais pas si je veux faire un postdoc ou aller dans le privé.",
      NOV_26,
    );
    expect(out).toMatch(/\d\. Je vais décider d'ici six semaines si je veux faire un postdoc ou aller dans le privé,/u);
    expect(out).toMatch(/\d\. Je vais rendre mon manuscrit/u);
  });

  it('answers the concern told in the sentence of its options, which gets no goal of its own', () => {
    const out = draftGoals(
      'Tengo una tienda de ropa en Murcia. Las ventas bajaron un 20% este año y no sé si subir precios o empezar a vender online. Además duermo fatal.',
      NOV_26,
    );
    expect(out).toContain('Voy a decidir en las próximas seis semanas si subir precios o empezar a vender online,');
    expect(out).not.toMatch(/Voy a empezar a vender online|atraer más clientes/u);
    expect(out).toMatch(/\d\. Voy a dormir mejor/u);
  });

  it("gives way with the story's weak reads, yet stays beside the situations that replace them", () => {
    const out = draftGoals(
      "Vorrei finire entro la sessione di marzo ma sono molto indietro con la tesi. Poi non so se cercare lavoro subito o fare un master all'estero. Sono in ansia, ho paura della discussione.",
      NOV_26,
    );
    expect(out).toMatch(/\d\. Deciderò entro sei settimane se cercare lavoro subito o fare un master all'estero,/u);
    // The sitting, now read as a deadline (an-exam-sitting-is-the-one-deadline), dates the defence goal.
    expect(out).toMatch(/\d\. Entro la sessione di marzo preparerò la mia discussione/u);
    expect(out).not.toMatch(/Finirò entro la sessione di marzo entro/u);
  });

  it("leaves a business's or a relative's care decision to that situation's own steps", () => {
    const out = draftGoals(
      "Ma mère ne peut plus vivre seule. Je ne sais pas s'il faut une aide à domicile ou une maison de retraite.",
      NOV_26,
    );
    expect(out).not.toContain('chaque option changerait');
  });
});
