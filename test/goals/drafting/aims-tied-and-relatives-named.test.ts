/**
 * Issue 33, blind reading 16: words of the mentee's that tie one aim to the other ("lose about 6 kg
 * along the way", "e, già che ci sono, imparare lo spagnolo") or a condition naming none ("y, si
 * puedo, …") were pasted into a goal, once with a stranded "e,"; "il nostro rapporto" was written
 * about a brother; "Voy a empezar en serio" became a goal from "Llevo desde enero diciendo que voy a
 * empezar en serio"; "buscando duas entrevistas" was Brazilian in a European answer; "con quella cifra"
 * compared revenue with a figure of clients. Each aim now stands alone, the relative is named, what one
 * keeps telling oneself is no aim, and the client measure points at the goal it serves.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const goalLines = (output: string): string[] => output.split('\n').filter((l) => /^\d\. /u.test(l));

describe('an aim tied to another by "along the way", "if I can" stands alone', () => {
  it.each([
    ['I want to run a half marathon by 5 October and lose about 6 kg along the way.', /along the way/u, /lose about 6 kg by 5 October/u],
    [
      'Voglio risparmiare 5.000 euro entro dicembre e, già che ci sono, finalmente imparare lo spagnolo.',
      /già che ci sono| e,/u,
      /spagnolo/u,
    ],
    [
      'Quiero terminar el curso de inglés B2 antes del verano y, si puedo, empezar a buscar trabajo en Irlanda.',
      /si puedo| y,/u,
      /Irlanda/u,
    ],
    ['Chcę do czerwca schudnąć 6 kg i przy okazji, jeśli się uda, nauczyć się pływać.', /przy okazji|jeśli się uda/u, /pływać/u],
    ['Хочу к лету накопить 100 тысяч рублей и заодно, если получится, выучить испанский до A2.', /заодно|если получится/u, /испанский/u],
    ['Chcem do septembra urobiť štátnice a popri tom si nájsť brigádu na leto.', /popri tom|si nájsť/u, /Nájdem si brigádu/u],
    ['Quero juntar 3 mil euros até ao verão e, se der, aprender a nadar pelo caminho.', /se der|pelo caminho/u, /nadar/u],
  ])('%s', (input, pasted, second) => {
    const output = draftGoals(input, NOW);
    const lines = goalLines(output);
    expect(lines).toHaveLength(2);
    expect(output).not.toMatch(pasted);
    expect(lines[1]).toMatch(second);
    // Each line keeps a figure.
    for (const line of lines) expect(line.slice(3)).toMatch(/\d|dwa|dva|двух|trzy|три|tri|tres|tre|due|três|three|five|cinco/u);
  });
});

describe('"our relationship" names the relative a story of no child tells', () => {
  it.each([
    [
      'Ho una trattoria a Bologna con mio fratello. Con mio fratello litighiamo spesso su come gestire il personale.',
      /il rapporto con mio fratello/u,
    ],
    ['Con mia madre litighiamo spesso per come gestire la casa. Non so più come parlarle.', /il rapporto con mia madre/u],
    ['Con mi hermano discutimos a menudo sobre cómo llevar la tienda. Ya no sé cómo hablar con él.', /mi relación con mi hermano/u],
    ['Con mi padre discutimos a menudo por la empresa familiar. No sé cómo hablar con él.', /mi relación con mi padre/u],
    ['Avec mon frère on se dispute souvent sur la gestion du magasin. Je ne sais plus comment lui parler.', /ma relation avec mon frère/u],
    ['Com o meu irmão discutimos muitas vezes sobre como gerir a loja. Já não sei como falar com ele.', /a minha relação com o meu irmão/u],
  ])('%s', (input, named) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(named);
    expect(output).not.toMatch(/nostro rapporto|nuestra relación|notre relation|nossa relação/u);
  });

  it('a sister already named before the goal is not named twice', () => {
    const output = draftGoals(
      'Ma sœur et moi avons ouvert une boulangerie à Nantes il y a deux ans. On se dispute sur tout : les horaires, les prix, les embauches. La banque attend un point en février.',
      NOW,
    );
    expect(output.match(/ma sœur/giu) ?? []).toHaveLength(1);
  });
});

describe('what one keeps telling oneself is no aim of its own', () => {
  it.each([
    'Estoy haciendo el máster y tengo que entregar el TFM el 15 de septiembre. Llevo desde enero diciendo que voy a empezar en serio, pero solo tengo la introducción.',
    'Sto facendo la magistrale e devo consegnare la tesi il 15 settembre. Da gennaio mi dico che comincerò sul serio, ma ho solo l’introduzione.',
    'Dělám magistra a diplomku musím odevzdat 15. září. Od ledna si říkám, že začnu pořádně, ale mám jen úvod.',
  ])('%s', (input) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(/en serio|sul serio|pořádně/u);
    expect(output).toMatch(/TFM|tesi|práci/u);
  });
});

describe('the job search asks for interviews in the mentee’s Portuguese', () => {
  it('European', () => {
    const output = draftGoals('Quero encontrar um novo emprego. Estou a perder a motivação no trabalho atual.', NOW);
    expect(output).toMatch(/procurando conseguir duas entrevistas/u);
    expect(output).not.toMatch(/buscando/u);
  });
  it('Brazilian', () => {
    expect(draftGoals('Quero encontrar um novo emprego, estou sempre perdendo a motivação com meu chefe.', NOW)).toMatch(
      /buscando duas entrevistas/u,
    );
  });
});

describe('a client goal with its own figure checks the goal, not revenue against "that figure"', () => {
  it.each([
    ['Voglio trovare i primi tre clienti fissi entro marzo.', /quanto manca all'obiettivo/u, /quella cifra/u],
    ['Quiero conseguir mis tres primeros clientes fijos antes de marzo.', /cuánto me falta para el objetivo/u, /esa cifra/u],
    ['I want to find my first three regular clients by March.', /how close I am to the goal/u, /that figure/u],
    ['Chcę zdobyć trzech pierwszych stałych klientów do marca.', /ile brakuje mi do celu/u, /z tym celem/u],
  ])('%s', (input, ours, pointer) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(ours);
    expect(output).not.toMatch(pointer);
  });
});

describe('a "you know" after a comma is talk, not part of the aim', () => {
  it.each([
    [
      'Quero fazer networking na minha área, você sabe como é, a gente precisa de contatos.',
      /você sabe/u,
      /^Vou fazer networking na minha área nos próximos/u,
    ],
    ['I want to get fit again, you know, like before the kids.', /you know|like before/u, /^I will get fit again over/u],
    ['Quiero ponerme en forma, ya sabes, como antes de los niños.', /sabes|como antes/u, /^Voy a ponerme en forma en los próximos/u],
    ['Chci se zase dostat do formy, víš, jako před dětmi.', /víš|před dětmi/u, /^Dostanu se zase do formy během/u],
  ])('%s', (input, talk, aim) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(talk);
    expect(output).toMatch(aim);
  });
});

describe('European Portuguese takes part "em" events', () => {
  it('pt-PT', () => {
    const output = draftGoals('Quero fazer networking na minha área. Estou a começar agora e não conheço ninguém no Porto.', NOW);
    expect(output).toMatch(/participando em pelo menos/u);
    expect(output).not.toMatch(/participando de pelo menos/u);
  });
});

describe('an order told against another aim ("prima", "zuerst", "сначала") is left out of the goal', () => {
  it.each([
    [
      'Io e il mio socio abbiamo uno studio a Padova. Lui vuole assumere, io vorrei prima sistemare i conti.',
      /^Sistemerò i conti /u,
      /prima sistemare|obiettivo è/u,
    ],
    ['Ich möchte zuerst meinen Kredit abbezahlen und dann 5.000 Euro sparen.', /werde ich meinen Kredit abbezahlen;/u, /zuerst meinen/u],
    ['Хочу сначала закрыть кредит, а потом накопить 200 тысяч до конца года.', /Я закрою кредит/u, /сначала|Моя цель/u],
    ['Chcę najpierw zdać egzamin na prawo jazdy, a potem kupić samochód do lata.', /Zdam egzamin na prawo jazdy/u, /najpierw/u],
  ])('%s', (input, aim, order) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(aim);
    expect(output).not.toMatch(order);
  });

  it('"prima di Natale" is a date, kept', () => {
    expect(draftGoals('Vorrei finire il corso prima di Natale.', NOW)).toMatch(/^Finirò il corso prima di Natale, /u);
  });
});

describe('a doubt ("maybe", "vielleicht", "možná") is no part of a commitment; its date stays', () => {
  it.each([
    [
      'I want to finish the novel I started in 2022, maybe by next summer.',
      /finish the novel I started in 2022 by next summer, /u,
      /maybe/u,
    ],
    ['Ich möchte vielleicht bis Ostern 5 kg abnehmen.', /^Ich werde bis Ostern 5 kg abnehmen; /u, /vielleicht/u],
    ['Chtěl bych možná do léta zhubnout 5 kilo.', /^Zhubnu 5 kilo do léta – /u, /možná/u],
    ["Je voudrais peut-être changer de travail d'ici l'été.", /^Je vais changer de travail d'ici l'été, /u, /peut-être/u],
    ['Quiero terminar mi novela, quizás antes del verano.', /terminar mi novela antes del verano/u, /quizás/u],
  ])('%s', (input, goal, doubt) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(goal);
    expect(output).not.toMatch(doubt);
  });
});
