/**
 * Issue 33 (blind reading 17's 14, 18's 01): a sport the mentee played before a move or a change is
 * offered again by its name, with clubs to try within a month and a weekly game, rather than "join a
 * club, course or volunteering group"; the goal of healthier eating and exercise has an eating step,
 * not only sessions of exercise; a boss's video meetings are no video calls to learn.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a sport played before is offered again by its name', () => {
  it.each([
    [
      'I moved to Manchester in August for a new job. Back home in Cork I played five-a-side twice a week but I spend my weekends alone.',
      /play five-a-side again/u,
    ],
    ['Od září bydlím v Brně. Doma v Olomouci jsem hrál dvakrát týdně florbal, tady trávím večery sám.', /Začnu znovu hrát florbal/u],
    ['Vivo a Milano da settembre. A Napoli giocavo a basket due sere a settimana, qui la sera sto da solo.', /Tornerò a giocare a basket/u],
    ['Antes jogava futsal às quartas com os colegas, agora não jogo nada e passo os fins de semana sozinho.', /voltar a jogar futsal/u],
    ['Früher habe ich zweimal die Woche Handball gespielt, seit dem Umzug nach Leipzig bin ich abends allein.', /wieder Handball spielen/u],
  ])('%s', async (input, sport) => {
    const out = await draft(input);
    expect(out).toMatch(sport);
    expect(out).not.toMatch(/volunteering|dobrovoln|volontariato|voluntariado|Ehrenamt/u);
    expect(out).toMatch(/month|měsíce|mese|mês|Monats/u);
  });
  it('a game played without a sport named is no sport to take up', async () => {
    expect(
      await draft('I used to play the piano every evening but I stopped when I moved, and now I spend my evenings alone.'),
    ).not.toMatch(/play the piano again|sport/u);
  });
});

describe('healthier eating and exercise: an eating step beside the sessions', () => {
  it.each([
    ['I used to go to the gym 3x a week and now I do nothing, I feel heavy. I eat junk food at my desk.', /vegetables/u],
    ['Od miesięcy nie ćwiczę i ciągle jem niezdrowo, fast foody w pracy.', /warzywa/u],
    ['Mache keinen Sport mehr und esse ungesund, meistens Fertiggerichte.', /Gemüse/u],
    ['No hago ejercicio y como fatal, mucha comida basura.', /verdura/u],
  ])('%s', async (input, eating) => {
    expect(await draft(input)).toMatch(eating);
  });
});

describe('video meetings with a boss are no video calls to learn', () => {
  it.each([
    ['O meu chefe grita comigo nas reuniões por videochamada e não sei o que fazer.', /videochamadas no telemóvel/u],
    ['Mi jefe me grita en las reuniones por videollamada y no sé qué hacer.', /videollamadas/u],
    ['My boss yells at me in our video call meetings and I don’t know how to handle it.', /video calls on my phone/u],
  ])('%s', async (input, calls) => {
    expect(await draft(input)).not.toMatch(calls);
  });
});

describe('a sport given up is offered again too, and a woman boss who shouts is a boss', () => {
  it.each([
    ['Seit ich nach Hamburg gezogen bin, spiele ich kein Volleyball mehr. Abends bin ich allein.', /wieder Volleyball spielen/u],
    ['I stopped playing netball when my mum got ill and now I hardly see anyone.', /play netball again/u],
    ['Dejé de jugar al pádel cuando me mudé a Sevilla y ahora no veo a nadie.', /volver a jugar al pádel/u],
  ])('%s', async (input, sport) => {
    expect(await draft(input)).toMatch(sport);
  });
  it.each([
    ['Robím v call centre a vedúca na nás kričí pred celým tímom. Od leta som pribrala osem kíl.', /kriku/u],
    ['Pracuji v obchodě a šéfka na mě křičí před zákazníky.', /křiku/u],
    ['Pracuję w sklepie, a kierowniczka krzyczy na nas przy klientach.', /krzykom/u],
  ])('%s', async (input, shouting) => {
    expect(await draft(input)).toMatch(shouting);
  });
});
