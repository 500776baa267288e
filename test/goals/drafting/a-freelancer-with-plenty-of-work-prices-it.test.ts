/**
 * Issue 33 (round 63's probes; blind readings 100's 8, 14, 16 and 98's 6): a freelancer with plenty of work whose
 * trouble is the price ("Zakázek mám hodně, ale jsou špatně placené … logo za 3000 Kč", "tengo clientas fijas y la
 * agenda llena … no sé calcular mis precios") was told to find clients; drinking said plainly ("trinke abends zu
 * viel", "je bois trop le soir") was left out; an online shop's monthly revenue to reach ("Online-Shop … auf 1.500 €
 * Umsatz im Monat") had an agency's steps, chasing every unpaid invoice. Work or clients one has, told anywhere in the
 * story, rule out the clients goal; pricing trouble (badly paid orders, prices one cannot work out, money lost on
 * every piece) is the rates' steps; drinking too much is its own concern (coffee and cola stay caffeine); an online
 * shop's revenue grows by its own channels and orders counted, and "grow" fits a shop with no slump.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a freelancer with plenty of work prices it, an online shop counts orders', () => {
  it.each([
    [
      'Jsem ilustrátorka na volné noze, bydlím v Brně. Zakázek mám hodně, ale jsou špatně placené, často dělám logo za 3000 Kč. Neumím si říct o víc peněz a bojím se, že klienty ztratím.',
      ['Zvýším své sazby', 'jaká sazba pokryje mé náklady'],
      /přísun klientů|oslovím alespoň pět/u,
    ],
    [
      'Soy peluquera autónoma, tengo clientas fijas y la agenda llena. Pero no sé calcular mis precios y creo que pierdo dinero en cada tinte.',
      ['Voy a subir mis precios', 'cuánto me cuesta cada uno de mis principales productos o servicios'],
      /flujo estable de clientes/u,
    ],
    [
      'Sono un fotografo freelance a Bologna. Di lavoro ne ho tanto, ma è pagato male: un servizio per un matrimonio a 600 euro. Non so come calcolare i miei prezzi.',
      ['Alzerò le mie tariffe', 'quale tariffa copre i miei costi'],
      /clientela stabile|cinque potenziali clienti/u,
    ],
    [
      'Я фрилансер-дизайнер, заказов много, но платят мало, логотип делаю за 5000 рублей. Не умею считать свои цены и боюсь потерять клиентов.',
      ['Я повышу свои ставки', 'какая ставка покрывает мои расходы'],
      /поток клиентов/u,
    ],
    [
      'Ich (34) bin freiberuflicher Sounddesigner für Games. Seitdem lebe ich vom Ersparten. Außerdem schlafe ich kaum noch und trinke abends zu viel.',
      ['werde ich weniger Alkohol trinken', 'mindestens vier alkoholfreie Tage'],
      /Kaffee/u,
    ],
    [
      "Je suis photographe indépendante. Je voudrais lancer mon podcast d'ici mars. Et je bois trop le soir, ça m'inquiète.",
      ["Je vais réduire l'alcool", 'au moins quatre jours sans alcool'],
      /café/u,
    ],
    [
      'Ich möchte bis Juni 2027 mein Nebenprojekt (Online-Shop für handgemachte Keramik) auf 1.500 € Umsatz im Monat bringen, ohne meine Vollzeitstelle zu kündigen.',
      ['Ich werde bis Juni 2027 mein Nebenprojekt auf 1.500 € Umsatz im Monat bringen', 'zähle jeden Sonntag die Bestellungen'],
      /Rechnung/u,
    ],
    [
      'Chcę, żeby mój sklep internetowy z ceramiką robił 5 000 zł przychodu miesięcznie do czerwca 2027.',
      ['Podniosę sprzedaż w sieci dzięki własnym kanałom', 'w każdą niedzielę będę liczyć zamówienia'],
      /fakturę/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    for (const words of expected) expect(goals).toContain(words);
    expect(goals).not.toMatch(broken);
  });

  // Coffee drunk too much is caffeine, not alcohol.
  it('keeps coffee drunk too much apart from alcohol', () => {
    const goals = draftGoals('I drink too much coffee at work and sleep badly.', NOV_25);
    expect(goals).toContain('cut down on coffee');
    expect(goals).not.toMatch(/alcohol/u);
  });
});
