/**
 * Issue 33 (stated goals after blind reading 16): a stated aim of no topic got the weekly-steps filler
 * ("writing down in the first week every step it takes") where its kind has a measure of its own.
 * Stopping spending is a weekly limit lowered to zero and every purchase written down; selling so many
 * a month is buyers reached and sales counted (not the count paced as if it were a total); a
 * certificate earned by a course is the course, hours of practice and the final exam; leaving a job
 * or a workplace is the notice period, the income after it and the notice handed in (aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const FILLER =
  /every step it takes|všechny potřebné kroky|wszystkie potrzebne kroki|todos los pasos necesarios|toutes les étapes nécessaires|tutti i passi necessari|todos os passos necessários|alle nötigen Schritte|все нужные шаги|усі потрібні кроки|všetky potrebné kroky/u;

describe('stated aims get the measure of their kind, not the weekly-steps filler', () => {
  it.each([
    [
      'I want to stop spending money on energy drinks by February.',
      /by February, setting this week a weekly limit that I lower every week until it reaches zero/u,
    ],
    [
      'Chci přestat nakupovat na Temu do konce ledna.',
      /Přestanu nakupovat na Temu do konce ledna – tento týden si stanovím týdenní limit/u,
    ],
    [
      'Quiero dejar de comprar comida a domicilio antes de marzo.',
      /antes de marzo, fijando esta semana un límite semanal que bajaré cada semana hasta llegar a cero/u,
    ],
    ["Je veux arrêter d'acheter des vêtements sur Shein d'ici avril.", /d'ici avril, en fixant cette semaine une limite hebdomadaire/u],
    ['Хочу перестать заказывать еду каждый вечер до весны.', /до весны — на этой неделе установлю недельный лимит/u],
    ['Хочу перестати витрачати гроші на таксі.', /перестану витрачати гроші на таксі[^\n]*визначу тижневий ліміт/u],
  ])('spending stopped: %s', (input, limit) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(limit);
    expect(out).not.toMatch(FILLER);
    expect(out).not.toMatch(/10 %|10%/u);
  });

  it('buying something is no spending stopped', () => {
    expect(draftGoals('I want to buy a car by June.', NOW)).not.toMatch(/weekly limit/u);
  });

  it.each([
    [
      'I want to sell 12 cakes a week from my kitchen by spring.',
      /by spring, offering my products where buyers look for them[^\n]*counting my sales every Sunday/u,
    ],
    [
      'Chcę sprzedawać 30 swetrów miesięcznie w moim sklepie internetowym do lata.',
      /do lata – do końca pierwszego miesiąca wystawię swoje produkty/u,
    ],
    ["Voglio vendere 50 barattoli di miele all'anno.", /miele all'anno[^\n]*contando le vendite ogni domenica/u],
    [
      'Хочу к лету начать продавать свои вязаные шапки.',
      /начну продавать свои вязаные шапки к лету — до конца первого месяца предложу свои изделия/u,
    ],
  ])('a sales rate or a start: %s', (input, sales) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(sales);
    expect(out).not.toMatch(FILLER);
    // "12 cakes a week" is a rate to reach, never paced as a total ("at least 3 cakes every month").
    expect(out).not.toMatch(/every month and checking on the 1st|ogni mese e controllando il primo|co miesiąc będę/u);
  });

  it('selling one thing is no sales rate', () => {
    expect(draftGoals('I want to sell my car by March.', NOW)).not.toMatch(/potential customers/u);
  });

  it.each([
    ['Chci do dubna získat trenérskou licenci.', /do dubna – do dvou týdnů se přihlásím na kurz, který k tomu vede/u],
    ['Vorrei prendere il patentino da arbitro entro aprile.', /entro aprile, iscrivendomi entro due settimane al corso/u],
    ['Quiero sacarme el título de socorrista para mayo.', /para mayo, apuntándome en las próximas dos semanas al curso/u],
    ['Ich möchte bis März meinen Trainerschein B machen.', /dafür melde ich mich in den nächsten zwei Wochen für den Kurs an/u],
  ])('a certificate earned by a course: %s', (input, course) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(course);
    expect(out).not.toMatch(FILLER);
  });

  it.each([
    ['I want to leave the agency by September.', /leave the agency by September, finding out my notice period this month/u],
    ['Chcę odejść z korporacji do końca czerwca.', /^Odejdę z korporacji do końca czerwca – w tym miesiącu sprawdzę okres wypowiedzenia/mu],
    ['Quiero dejar mi trabajo en el almacén antes del verano.', /antes del verano, averiguando este mes mi plazo de preaviso/u],
    ['Хочу до літа піти з офісу.', /^Я піду з офісу до літа — цього місяця з’ясую строк попередження/mu],
    ["Voglio lasciare l'agenzia di viaggi entro giugno.", /agenzia di viaggi entro giugno, verificando questo mese il mio preavviso/u],
    ["Je veux quitter la banque d'ici l'été.", /d'ici l'été, en vérifiant ce mois-ci mon préavis/u],
    ['Ich will im Herbst meinen Job in der Kantine aufgeben.', /aufgeben; dafür kläre ich diesen Monat meine Kündigungsfrist/u],
  ])('a job left: %s', (input, notice) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(notice);
    expect(out).not.toMatch(FILLER);
    expect(out).not.toMatch(/Zdobędę odejść|Моя мета — піти/u);
  });

  it('leaving home earlier is no job left', () => {
    expect(draftGoals('I want to leave home earlier every morning.', NOW)).not.toMatch(/notice period/u);
  });

  it.each([
    [
      'Хочу до літа почати виступати на митапах хоча б раз на квартал.',
      /раз на квартал[^\n]*щоразу позначатиму це в календарі/u,
      /раз на тиждень/u,
    ],
    ['I want to speak at a meetup once a month.', /once a month[^\n]*marking each time in a calendar/u, /at least once a week/u],
    ['Chci jednou měsíčně vystoupit na konferenci.', /jednou měsíčně[^\n]*pokaždé si to zapíšu do kalendáře/u, /alespoň jednou týdně/u],
  ])('a talk by the month or quarter keeps its rate: %s', (input, kept, never) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(never);
  });
});

describe('a monthly sum into a pension or a fund is a standing order, and a purpose is no topic', () => {
  it.each([
    [
      "I'd like to pay £50 a month into a pension from January and clear my £900 credit card by April.",
      /into a pension[^\n]*standing order for payday/u,
    ],
    ['Chci začít investovat 2 000 Kč měsíčně do ETF a splatit kreditku 20 000 Kč do léta.', /do ETF[^\n]*trvalý příkaz na den výplaty/u],
    [
      'Quiero aportar 100 euros al mes a un plan de pensiones y pagar la tarjeta de crédito antes de mayo.',
      /plan de pensiones en los próximos doce meses, programando antes del primer pago/u,
    ],
    [
      'Ich will ab Januar monatlich 150 € in einen ETF-Sparplan stecken und meinen Dispo bis Juni ausgleichen.',
      /ETF-Sparplan stecken; dafür richte ich vor der ersten Zahlung/u,
    ],
  ])('%s', (input, order) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(order);
    // The contribution is no debt repaid because a card is named beside it, nor a salary raise.
    expect(out.split('\n').find((l) => order.test(l))).not.toMatch(/repaying|splatím|falls as planned|manager|Gehaltsgespräch/u);
  });

  it.each([
    ["Voglio prendere il C2 di inglese entro settembre per candidarmi a un dottorato all'estero.", /inglese entro settembre/u, /alloggio/u],
    [
      "Je veux atteindre le niveau C1 en anglais d'ici juin pour pouvoir postuler à un emploi à l'étranger.",
      /anglais d'ici juin/u,
      /logement/u,
    ],
    ['Chci se do června naučit anglicky na C1, abych mohla pracovat v zahraničí.', /anglicky na C1 do června/u, /bydlení/u],
  ])('the aim before a purpose is the goal: %s', (input, kept, move) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(move);
  });
});

describe('a rate told a few words after the count is a rate, not a total to pace', () => {
  it.each([
    ['I want to sell 25 bars of my own lavender soap a month at the market by April.', /counting my sales every Sunday/u],
    ['Quero começar a vender as minhas bolachas, pelo menos 40 por semana, até março.', /contando as vendas/u],
    ['Chci prodávat 20 kusů svých svíček za týden na trzích do jara.', /každou neděli si spočítám prodeje/u],
  ])('%s', (input, sales) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(sales);
    expect(out).not.toMatch(/at least \d+ bars every month|pelo menos \d+ por todos os meses|alespoň \d+ kusů/u);
  });
});

describe('a certificate of a sport is its course, a restaurant left its notice', () => {
  it.each([
    ['Vorrei prendere il brevetto da istruttore di sci entro marzo.', /iscrivendomi entro due settimane al corso/u],
    ['Chci do léta získat licenci instruktora fitness.', /do léta – do dvou týdnů se přihlásím na kurz/u],
    ['Хочу до літа піти з ресторану.', /з’ясую строк попередження/u],
    ['Chci do jara odejít z restaurace.', /zjistím výpovědní lhůtu/u],
  ])('%s', (input, own) => {
    expect(draftGoals(input, NOW)).toMatch(own);
  });
});

describe('a certificate for a job is its course, money spent on cigarettes a limit', () => {
  it.each([
    [
      'Chci do dubna získat osvědčení pro práci v sociálních službách.',
      /do dubna – do dvou týdnů se přihlásím na kurz/u,
      /přihlášek na míru/u,
    ],
    ['Chcę do marca zdobyć uprawnienia do pracy na wysokości.', /do marca – w ciągu dwóch tygodni zapiszę się na kurs/u, /aplikacji/u],
    ['Хочу до весни отримати посвідчення для роботи з дітьми.', /до весни — за два тижні запишуся на курс/u, /відгук/u],
    [
      'Voglio smettere di spendere soldi in sigarette entro aprile.',
      /fissando questa settimana un tetto settimanale/u,
      /sigarette in meno/u,
    ],
    ['Chcę przestać wydawać pieniądze na papierosy do wiosny.', /ustalę tygodniowy limit/u, /papierosy dziennie mniej/u],
    [
      'I want to stop spending money on cigarettes and vapes by March.',
      /setting this week a weekly limit/u,
      /cigarettes a day every week/u,
    ],
  ])('%s', (input, own, never) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(never);
  });

  it('quitting smoking itself keeps its taper', () => {
    expect(draftGoals('Chci přestat kouřit do jara.', NOW)).toMatch(/o dvě cigarety denně méně/u);
  });
});

describe("a contract cancelled is its notice and the last payment, not a job's notice", () => {
  it.each([
    ['Ich möchte bis Ostern meinen Handyvertrag kündigen.', /Handyvertrag kündigen; dafür kläre ich diese Woche die Kündigungsfrist/u],
    ['I want to cancel my gym membership by January.', /by January, finding out this week its notice period/u],
    [
      'Chci do konce roku zrušit předplatné, které nepoužívám.',
      /^Zruším předplatné[^\n]*do konce roku – tento týden si zjistím výpovědní lhůtu/mu,
    ],
    ['Quiero cancelar el contrato del gimnasio antes de febrero.', /antes de febrero, averiguando esta semana el plazo de preaviso/u],
  ])('%s', (input, own) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(/Arbeitsvertrag|job offer|tres veces por semana|three times a week/u);
  });
});
