/**
 * Issue 33 (blind reading 67's 10 and 16): a person who told how many customers or orders they have ("about
 * 8 orders a month", "asi 40 zákazníkov denne") was still asked to write down this week how many they have, and
 * one who told the application deadline ("Uzávierka prihlášok je 15. januára") to find it out. A told fact is
 * used, not asked again (gate.json ownFigures): the count is kept from the figure they gave, the deadline is
 * not looked up. A figure they need or want ("preciso de 350 encomendas") is their target, not their count.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a told count or deadline is not asked again', () => {
  it.each([
    [
      'So I opened my online shop in January but sales are low, about 8 orders a month. I want more customers.',
      'counting my orders every month from the 8 I have now',
      /how many customers or guests I have a month now/u,
    ],
    [
      'Mám kaviareň, chodí ku mne asi 40 zákazníkov denne, chcem ich mať 60.',
      'budem si denne zapisovať počet zákazníkov, teraz ich mám 40',
      /koľko zákazníkov mám teraz mesačne/u,
    ],
    [
      'Tengo un bar con unos 30 clientes al día y quiero más clientes.',
      'anotando cada día mis clientes, que ahora son 30',
      /cuántos clientes tengo/u,
    ],
    [
      'Ich habe einen Friseursalon, ca. 25 Kunden pro Woche, ich will mehr Kunden gewinnen.',
      'zähle ich laufend meine Kunden pro Woche, derzeit sind es 25',
      /wie viele Kunden oder Gäste/u,
    ],
    [
      'У меня кофейня, около 50 клиентов в день, хочу больше клиентов.',
      'буду записывать число клиентов в день, начиная с нынешних 50',
      /сколько клиентов у меня сейчас/u,
    ],
    [
      "I'd love a master's in public health, the application deadline is 15 January.",
      'checking their entry requirements within two weeks',
      /application deadline within/u,
    ],
    [
      'Je voudrais un master en gestion, la date limite de candidature est le 31 mars.',
      'réunir mon dossier un mois avant la date limite',
      /la date limite de candidature/u,
    ],
    [
      'Я работаю инженером и хочу поступить в магистратуру заочно, приём документов до июля.',
      'выясню условия поступления, подготовлю',
      /и срок подачи документов/u,
    ],
  ])('%s', (text, kept, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(kept);
    expect(out).not.toMatch(broken);
  });

  it('takes a figure needed as the target, not as the count', () => {
    const out = draftGoals('Tenho uma pequena pastelaria há dois anos e preciso de 350 encomendas por mês.', NOV_25);
    expect(out).not.toContain('que hoje é 350');
  });
});
