/**
 * Issue 33, blind reading 16's stated goals: registering as self-employed (partita IVA, auto-entreprise,
 * MEI, živnost, ФОП, Gewerbe) is a tax scheme chosen and a registration, not client prospecting or
 * stock steps; a wish made smaller after a comma (", aspoň nějakou malou částku měsíčně", ", nem que
 * seja um post curto") is not pasted into the goal; "every week" said by the mentee is their rate,
 * not three sessions of ours.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const generate = async (input: string): Promise<string> => (await createOfflineGenerator(() => NOV_26).generate(input)).output;

describe('registering as self-employed: a tax scheme compared and a registration sent', () => {
  it.each([
    ['Voglio aprire la partita IVA come fotografa entro marzo.', /commercialista i regimi fiscali/u, /potenziali clienti/u],
    ["Je veux créer mon auto-entreprise de traduction d'ici février.", /avec un comptable les régimes/u, /toutes les étapes/u],
    ['Quero abrir meu MEI como confeiteira até março.', /regimes fiscais e o que custa cada um/u, /todos os passos/u],
    ['Chci do února založit živnost.', /porovnám daňové režimy/u, /potřebné kroky/u],
    ['Хочу до весни відкрити ФОП.', /системи оподаткування/u, /потрібні кроки/u],
    ['Ich will bis April ein Gewerbe anmelden.', /Steuermodelle und ihre Kosten/u, /nötigen Schritte/u],
  ])('%s', async (input, registered, not) => {
    const out = await generate(input);
    expect(out).toMatch(registered);
    expect(out).not.toMatch(not);
  });
});

describe('a wish made smaller after a comma is not pasted into the goal', () => {
  it.each([
    ['Chci začít investovat, aspoň nějakou malou částku měsíčně.', /aspoň nějakou/u],
    ['Quero voltar a escrever no meu blog, nem que seja um post curto.', /nem que seja/u],
    ['Voglio tornare a dipingere, anche solo un quadro piccolo.', /anche solo/u],
    ['Quiero volver a correr, aunque sea un poco los domingos.', /aunque sea/u],
  ])('%s', async (input, hedge) => {
    const out = await generate(input);
    expect(out).not.toMatch(hedge);
    expect(out).toMatch(/\d|dvě|due|dos|duas|três|tres/u);
  });
});

describe('"every week" of the mentee is their rate, ticked off, not sessions of ours', () => {
  it.each([
    ['Quero voltar a escrever no meu blog toda semana.', /marcando cada vez no calendário/u, /três sessões/u],
    ['Voglio scrivere un articolo sul mio blog ogni settimana.', /segnandolo ogni volta sul calendario/u, /tre sessioni|cinque ore/u],
    ['Chci každý týden napsat článek na svůj blog.', /každou neděli/u, /třikrát týdně|sepíšu všechny/u],
    ['I want to write a post for my blog every week.', /marking each time in a calendar/u, /three sessions|every step it takes/u],
  ])('%s', async (input, rate, not) => {
    const out = await generate(input);
    expect(out).toMatch(rate);
    expect(out).not.toMatch(not);
  });
});
