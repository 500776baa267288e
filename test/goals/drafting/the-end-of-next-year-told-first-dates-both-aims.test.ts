/**
 * Issue 33 (round 53's probes): "Do końca 2027 roku chcę zdać ACCA i przejść do księgowości" gave the second
 * aim "w ciągu dwunastu miesięcy" and "Хочу до кінця 2027 року … пройти курс і знайти першу роботу" "протягом
 * шести місяців": a sibling's deadline was shared only up to a year and a bit (400 days), and the end of next
 * year is 401 days from late November. A frame up to two years away now dates the aim told after it in the
 * same sentence when that aim has no rate of its own; an aim told before the frame ("viac sa hýbať a nájsť
 * prácu … do konca roka 2027") or a habit keeps its own months, as a far date is no habit's deadline.
 * And a sum right after a debt ("закрыть кредит, осталось 85 тысяч рублей, и начать откладывать") is the
 * debt's: the saving aim beside it was "каждую неделю буду откладывать 17 000 рублей", the loan's pace copied.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the end of next year told first dates both aims', () => {
  it.each([
    [
      'Do końca 2027 roku chcę zdać egzamin na certyfikat ACCA i przejść z działu obsługi klienta do księgowości.',
      /\n2\. Przejdę z działu obsługi klienta do księgowości do końca 2027 roku – w pierwszym miesiącu porozmawiam/u,
      /dwunastu miesięcy/u,
    ],
    [
      'Хочу до кінця 2027 року скласти іспит IELTS на 7.0 і вступити до магістратури в Польщі.',
      /\n2\. Я вступлю до магістратури в Польщі до кінця 2027 року — протягом двох тижнів оберу дві програми/u,
      /чотирьох місяців/u,
    ],
    [
      'Voglio entro la fine del 2027 prendere la certificazione PMP e passare a un ruolo di project manager.',
      /\n2\. Entro la fine del 2027 passerò a un ruolo di project manager, assumendo almeno due nuovi compiti/u,
      /sei mesi/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('an aim told before the far date keeps its own months', () => {
    const out = draftGoals('Chcel by som sa viac hýbať a nájsť si novú prácu v IT do konca roka 2027.', NOV_25);
    expect(out).toMatch(/\n1\. Mojím cieľom je viac sa hýbať do troch mesiacov – /u);
    expect(out).toMatch(/\n2\. Nájdem si novú prácu v IT do konca roka 2027 – /u);
  });

  it.each([
    [
      'Хочу до конца 2026 года закрыть кредит, осталось 85 тысяч рублей, и начать откладывать на подушку безопасности.',
      /\n2\. Я начну откладывать на подушку безопасности до конца 2026 года — каждый месяц буду откладывать фиксированную сумму/u,
      /откладывать 17 000/u,
    ],
    [
      'Do końca 2027 roku chcę spłacić kredyt samochodowy, zostało 24 tys. zł, i zacząć odkładać na wkład własny.',
      /\n2\. Zacznę odkładać na wkład własny do końca 2027 roku – w ciągu dwóch tygodni policzę, jaki wkład własny jest potrzebny/u,
      /odkładać 1 850/u,
    ],
  ])('a sum right after a debt is no saving aim’s: %s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
