/**
 * Issue 33, blind reading 14's stated goals: both halves kept, one deadline in its place.
 * - A deadline closes the aim before a purpose told after a comma ("naspořit 50 000 Kč do konce roku,
 *   abych nemusel …"), never after the purpose, where it dates the purpose instead.
 * - An ideal after a comma (", ideálne ako …", ", idealerweise …", ", idealmente …") is a hedge: cut,
 *   so it neither pastes the mentee's hesitation nor takes the deadline onto its noun.
 * - No sentence ends inside an aside: "(palę ok. 15 dziennie)" kept the second aim ("i zacząć pływać")
 *   from being read.
 * - "les trois premiers mois", "los tres primeros meses", "al prossimo appello", "no próximo exame"
 *   are the mentee's own time frame: no second one of ours in the same sentence.
 * - A figure is due after a launch only when the launch is told before it ("start cycling" after a
 *   figure in an aside launches nothing).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const lines = (out: string): string[] => out.split('\n').filter((l) => /^(?:\d\. )?\p{Lu}/u.test(l) && !/:$/u.test(l));

describe('a deadline closes the aim, before its purpose', () => {
  it.each([
    [
      'Chci do konce roku naspořit 50 000 Kč na ojeté auto, abych nemusel dojíždět do práce dvěma autobusy.',
      /auto do konce roku, abych/u,
      /autobusy do konce/u,
    ],
    ['Chci do léta zhubnout 8 kg, abych se vešel do obleku na svatbu.', /8 kg do léta, abych/u, /svatbu do léta/u],
    ['Chcę do końca roku odłożyć 12 000 zł, żeby mieć poduszkę finansową.', /zł do końca roku, żeby/u, /finansową do końca/u],
    ['Хочу до лета накопить 200 000 рублей, чтобы поехать в отпуск с семьёй.', /рублей до лета, чтобы/u, /семьёй до лета/u],
    [
      'Quiero ahorrar 4.000 euros, para que mi hija pueda ir al campamento.',
      /euros en los próximos \p{L}+ meses, para que/u,
      /campamento en los/u,
    ],
  ])('%s', (input, placed, after) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(placed);
    expect(out).not.toMatch(after);
    expect(out).toMatch(/\d/u);
  });

  it('a purpose a degree asks for stays with its aim, the deadline after both', () => {
    const out = draftGoals('Chcem si do leta zlepšiť angličtinu tak, aby som zvládol pracovný pohovor v angličtine.', NOW);
    expect(out).not.toMatch(/tak do leta/u);
  });
});

describe('an ideal after a comma is a hedge, not the goal', () => {
  it.each([
    ['Chcem do roka prejsť z účtovníctva do IT, ideálne ako dátový analytik. Mám základy Excelu a trochu SQL.', /ideálne/u, /do roka/u],
    ['Chcem do konca roka nájsť novú prácu, ideálne v Bratislave.', /ideálne/u, /do konca roka/u],
    ['Ich möchte bis Sommer den Job wechseln, idealerweise in eine Stiftung.', /idealerweise/u, /bis Sommer/u],
    ['Voglio trovare un nuovo lavoro entro giugno, idealmente nel settore pubblico.', /idealmente/u, /entro giugno/u],
    ['Quiero cambiar de trabajo antes de junio, idealmente a una ONG.', /idealmente/u, /antes de junio/u],
  ])('%s', (input, hedge, deadline) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(hedge);
    expect(out).toMatch(deadline);
  });
});

describe('an aside keeps the sentence whole: both aims are goals', () => {
  it.each([
    ['Chcę rzucić palenie (palę ok. 15 dziennie od 12 lat) i zacząć regularnie pływać, żeby nie przytyć.', /palenie/u, /pływać/u],
    ['Chcę schudnąć (ważę ok. 92 kg) i zacząć biegać dwa razy w tygodniu.', /Schudnę/u, /biegać/u],
    ['I want to quit vaping (approx. 20 puffs an hour, ugh) and start cycling to work.', /quit vaping/u, /cycling/u],
    ['I want to quit vaping (about 20 puffs an hour) and start cycling to work.', /quit vaping/u, /cycling/u],
    ['Chci přestat kouřit (kouřím cca. 10 denně) a začít chodit plavat.', /kouřit/u, /plav/u],
  ])('%s', (input, first, second) => {
    const out = draftGoals(input, NOW);
    const ls = lines(out);
    expect(ls).toHaveLength(2);
    expect(ls[0]).toMatch(first);
    expect(ls[1]).toMatch(second);
    expect(out).not.toMatch(/of the launch|po uruchomieniu/u);
  });
});

describe("the mentee's own span or sitting is the goal's only time frame", () => {
  it.each([
    [
      "Mon objectif : ouvrir ma boutique Etsy de bijoux en céramique d'ici la rentrée et faire au moins 20 ventes les trois premiers mois.",
      /les trois premiers mois/u,
      /Au cours des|dans les \p{L}+ mois/u,
    ],
    [
      'Quiero abrir mi tienda online en marzo y conseguir 30 pedidos los tres primeros meses.',
      /los tres primeros meses/u,
      /en los próximos|durante los/u,
    ],
    [
      'Meu objetivo é passar na prova da OAB no próximo exame. Já reprovei uma vez na segunda fase, em Direito Penal.',
      /no próximo exame/u,
      /nos próximos/u,
    ],
    ['Voglio superare l’esame di Stato al prossimo appello.', /al prossimo appello/u, /entro i prossimi|nei prossimi/u],
    [
      'Quiero aprobar el examen de conducir en la próxima convocatoria.',
      /en la próxima convocatoria/u,
      /en los próximos|dentro de los próximos \p{L}+ meses/u,
    ],
  ])('%s', (input, own, second) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    for (const line of lines(out).filter((l) => own.test(l))) expect(line).not.toMatch(second);
  });
});
