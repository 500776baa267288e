/**
 * Issue 33 (round 52's probes): an income to reach a month ("vydělávat aspoň 40 000 Kč měsíčně" beside
 * ten massage clients, "иметь к пенсии плюс 30 тысяч рублей в месяц" from a retired teacher's online
 * lessons) was measured by the raise's talk with a boss, whom the self-employed and the retired do not
 * have (blind readings 80 #24, 81 #22). An income figure with no employer in the goal's words is now
 * measured by its sources (templates/measures.json salary "measured"): what comes in now, where the rest
 * can come from, a first step and the income compared with the target each month. A raise, a salary or
 * a boss named in the goal ("Gehaltserhöhung", "прибавки к зарплате"), or a share more ("un 10% más"),
 * keeps the talk with the manager (aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('an income to reach asks no boss', () => {
  it.each([
    [
      'Chci do června 2027 mít 10 stálých klientů na masáže a vydělávat aspoň 40 000 Kč měsíčně.',
      /vydělávat aspoň 40 000 Kč měsíčně do června 2027 – ještě tento týden si sepíšu, jaký mám teď příjem/u,
    ],
    [
      'Хочу к лету 2027 года иметь к пенсии плюс 30 тысяч рублей в месяц — давать уроки химии онлайн, я 35 лет проработала учителем.',
      /иметь к пенсии плюс 30 тысяч рублей в месяц к лету 2027 года — ещё на этой неделе запишу, какой у меня сейчас доход/u,
    ],
    [
      "I'm a freelance graphic designer and I want to earn at least 3,000 € a month by next September.",
      /I will earn at least 3,000 € a month by next September, writing down this week what my income is now/u,
    ],
    [
      'Ich bin selbstständige Fotografin und möchte bis Ende 2027 mindestens 3.000 € im Monat verdienen.',
      /verdienen; dafür schreibe ich noch diese Woche auf, wie hoch mein Einkommen jetzt ist/u,
    ],
    [
      'Soy fisioterapeuta autónoma y quiero ganar al menos 2.500 euros al mes antes de junio de 2027.',
      /antes de junio de 2027, anotando esta semana cuáles son mis ingresos ahora/u,
    ],
    [
      'Jestem fryzjerką, mam własny salon od trzech lat. Chcę zarabiać co najmniej 8 000 zł miesięcznie do końca 2027 roku.',
      /– jeszcze w tym tygodniu zapiszę, jaki mam teraz dochód/u,
    ],
    [
      'Sono un idraulico con la partita IVA e voglio guadagnare almeno 3.000 euro al mese entro giugno 2027.',
      /entro giugno 2027, annotando questa settimana quali sono le mie entrate adesso/u,
    ],
    [
      'Я репетиторка з англійської, хочу заробляти щонайменше 30 000 гривень на місяць до літа 2027 року.',
      /ще цього тижня запишу, який у мене зараз дохід/u,
    ],
  ])('%s', (input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/nadřízen|руководител|керівник|manager|Führungskraft|responsable|przełożon/u);
  });

  it.each([
    ['Ich will bis Juni eine Gehaltserhöhung auf 4.200 € brutto im Monat bekommen.', /Gehaltserhöhung auf 4\.200 €/u, /Führungskraft/u],
    ['Хочу до конца года добиться прибавки к зарплате до 90 тысяч рублей в месяц.', /прибавки к зарплате/u, /с руководителем/u],
    ['Chcę dostać podwyżkę do 7 000 zł miesięcznie do końca marca.', /Dostanę podwyżkę/u, /z przełożonym/u],
    [
      'Gano 1800 al mes y no me suben el sueldo desde 2023. Quiero o conseguir un 10% más antes de marzo o cambiar de trabajo.',
      /conseguir un 10% más antes de marzo/u,
      /reunión con mi responsable/u,
    ],
  ])('a raise keeps its talk: %s', (input, goal, talk) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).toMatch(talk);
    expect(out).not.toMatch(/odkud může přijít|откуда может прийти|woher der Rest|de dónde puede salir/u);
  });
});
