/**
 * Issue 33, after blind readings 17 and 18: a long story's concerns that got no goal, or a
 * neighbour's. Debts told as loans and a credit card, with a partner who knows only half, are debts
 * and the talk about them, not a confidence goal; details missed at work are mistakes to cut; a lead
 * who re-checks everything is delegating; a race entered is trained for; a house gone empty and days
 * without shape get a shape, not only sleep; a PhD is a "thèse", a "Doktorarbeit"; a flat to leave by
 * a date is a flat to find by that date, not the story's half-sentence pasted under homework steps; a
 * freelancer who pays no contributions gets them in order; the children's "same school" is no school
 * problem.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
/** The goal lines of an answer: its numbered items, or the answer itself when it is one goal. */
const lines = (out: string): string[] => (/^\d\. /mu.test(out) ? out.split('\n').filter((l) => /^\d\. /u.test(l)) : [out]);

describe('debts told as loans and a credit card are repaid, and the partner is told', () => {
  it.each([
    [
      'Mám dvě půjčky a kreditku, splácím měsíčně přes 8 000 Kč. Bere mi to skoro třetinu výplaty. Přítel o tom ví jen napůl a stydím se mu říct celou částku.',
      /Splatím své dluhy/u,
      /řeknu o dluzích příteli/u,
      /sebevědomí/u,
    ],
    [
      'Mam trzy chwilówki i kartę kredytową, co miesiąc spłacam ponad 1500 zł. Żona nic nie wie, a ja się wstydzę jej powiedzieć.',
      /Spłacę swoje długi/u,
      /powiem o długach żonie/u,
      /pewność siebie/u,
    ],
    [
      'У меня два кредита и кредитка, каждый месяц плачу по ним 25 тысяч. Муж об этом не знает, мне стыдно ему сказать.',
      /выплачу свои долги/u,
      /расскажу о долгах мужу/u,
      /уверенност/u,
    ],
  ])('%s', async (input, repay, tell, confidence) => {
    const out = await draft(input);
    expect(out).toMatch(repay);
    expect(out).toMatch(tell);
    expect(out).not.toMatch(confidence);
  });
});

describe('details missed at work are mistakes to cut', () => {
  it.each([
    [
      'I started as an accounts assistant in September. I keep missing details in invoices and my supervisor has had to correct me three times.',
      /cut the small mistakes in my work over the next two months/u,
    ],
    [
      'Seit zwei Monaten arbeite ich im Einkauf. Ich übersehe ständig Details in Bestellungen und meine Chefin hat es schon zweimal angesprochen.',
      /weniger Fehler in meiner Arbeit machen/u,
    ],
    [
      'Trabajo de administrativa desde junio. Se me escapan siempre los detalles en los informes y mi jefe ya me lo ha dicho dos veces.',
      /reducir los errores en mi trabajo/u,
    ],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});

describe('a lead who re-checks everything delegates, rather than talking about the relationship', () => {
  it.each([
    [
      "I manage a team of five developers. I check everything myself before it goes out, so I'm at my desk until 8 most days. My wife is fed up.",
      /hand work over to my team/u,
      /our relationship/u,
    ],
    [
      'Ich leite seit Mai ein Team von vier Leuten. Ich prüfe alles selbst noch mal, weil ich meinen Leuten nichts zutraue. Meine Frau ist genervt.',
      /Aufgaben an mein Team abgeben/u,
      /unsere Beziehung/u,
    ],
    [
      'Я руковожу отделом из шести человек. Всё перепроверяю сам, поэтому ухожу с работы в девять вечера. Жена недовольна.',
      /делегировать/u,
      /наши отношения/u,
    ],
  ])('%s', async (input, goal, neighbour) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(neighbour);
  });
});

describe('a race entered is trained for, beside the story’s other concerns', () => {
  it.each([
    [
      'I work nights at a warehouse and my sleep is a mess. I entered a half marathon in May and I can only run 5 km right now.',
      /train for the race I have entered, running three times a week/u,
      /night shift/u,
    ],
    [
      'Ich habe mich für einen Halbmarathon im April angemeldet, laufe aber seit Wochen kaum. Außerdem schlafe ich schlecht.',
      /für meinen Lauf trainieren; dafür laufe ich ab dieser Woche dreimal pro Woche/u,
      /schlafen/u,
    ],
    [
      'Přihlásil jsem se na půlmaraton v dubnu, ale zatím běhám sotva dvakrát za měsíc. Navíc špatně spím.',
      /Připravím se na svůj běžecký závod/u,
      /sp(?:át|ánek|ím)/u,
    ],
  ])('%s', async (input, race, other) => {
    const out = await draft(input);
    expect(out).toMatch(race);
    expect(out).toMatch(other);
    // Every line has a figure and a time bound: the race's is two weeks before it.
    for (const line of lines(out)) expect(line).toMatch(/\d|dva|two|zwei/u);
    expect(out).toMatch(/two weeks before the race|zwei Wochen vor dem Lauf|dva týdny před závodem/u);
  });
});

describe('a house gone empty and days without shape get a shape, not only sleep or the stock club', () => {
  it.each([
    [
      'Reformei-me em junho e os dias não têm forma nenhuma. A casa está vazia desde que a minha filha se mudou. Passo a tarde inteira no sofá.',
      /voltar a dar forma aos meus dias com algo meu fora de casa nos próximos dois meses/u,
    ],
    [
      'Since the kids left for university the house feels empty. I stopped volunteering at the library when my knee got bad, and now my days have no shape.',
      /give my days a steady shape again .* over the next two months, choosing within two weeks/u,
    ],
    [
      'Da quando i figli sono andati via la casa è vuota. Ho smesso il volontariato in parrocchia e passo il pomeriggio sul divano.',
      /Ridarò una forma stabile alle mie giornate .* entro i prossimi due mesi/u,
    ],
  ])('%s', async (input, shape) => {
    const out = await draft(input);
    expect(out).toMatch(shape);
    // The month the writer retired is no deadline, and the empty house is no club to join this month.
    expect(out).not.toMatch(/Até junho|club|un club/u);
  });
});

describe('a PhD is named as one', () => {
  it.each([
    [
      'Je suis doctorante en histoire, en quatrième année de thèse. Il me reste trois chapitres à écrire.',
      /terminer ma thèse/u,
      /mémoire/u,
    ],
    [
      'Ich bin Doktorand in Chemie und meine Doktorarbeit muss bis Oktober fertig sein. Zwei Kapitel fehlen noch.',
      /Bis Oktober werde ich meine Doktorarbeit fertig schreiben/u,
      /Masterarbeit|Abschlussarbeit/u,
    ],
    [
      'Jsem ve čtvrtém ročníku doktorského studia a disertační práci mám napsanou jen z poloviny.',
      /Dokončím disertační práci/u,
      /diplomov|bakalář/u,
    ],
  ])('%s', async (input, named, other) => {
    const out = await draft(input);
    expect(out).toMatch(named);
    expect(out).not.toMatch(other);
  });
});

describe('a flat to leave by a date is a flat to find by then, not the story pasted under homework steps', () => {
  it.each([
    [
      'Meine Frau und ich trennen uns. Ich muss bis Ende März aus der Wohnung raus und suche etwas in der Nähe, damit die Kinder auf dieselbe Schule gehen können.',
      /Bis Ende März werde ich eine bezahlbare Wohnung finden/u,
      /Ich erreiche mein Ziel|Klassenleitung|Hausaufgaben/u,
    ],
    [
      'El casero vende el piso y tengo que dejar el piso antes de abril. Los alquileres en Madrid están imposibles.',
      /encontrar un piso que pueda pagar antes de tener que irme/u,
      /mi objetivo/u,
    ],
    [
      'Mój właściciel sprzedaje mieszkanie i muszę się wyprowadzić do końca lutego. Czynsze w Krakowie są kosmiczne.',
      /do końca lutego – w ciągu tygodnia ustalę górną granicę czynszu/u,
      /kaucję/u,
    ],
    [
      'My landlord is selling, so I have to move out by the end of February. Rents here in Bristol are crazy and I work full time.',
      /by the end of February, setting my rent limit/u,
      /deposit|twelve months/u,
    ],
  ])('%s', async (input, flat, pasted) => {
    const out = await draft(input);
    expect(out).toMatch(flat);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(/pięć ogłoszeń|cinco anuncios|fünf Anzeigen|five listings/u);
  });
});

describe('a separation told by its verb keeps the children’s goal', () => {
  it.each([
    [
      'Meine Frau und ich trennen uns nach zehn Jahren. Wir wollen das Wechselmodell, aber ich arbeite im Schichtdienst.',
      /meinen Kindern/u,
    ],
    ["We're separating after nine years and I want to stay close to the children, but I work shifts.", /my children/u],
    ['Nos estamos separando después de ocho años y tenemos dos hijos pequeños.', /mis hijos/u],
  ])('%s', async (input, children) => {
    expect(await draft(input)).toMatch(children);
  });
});

describe('a freelancer who pays no contributions gets them in order, told sentences after the freelancing', () => {
  it.each([
    [
      'Sou fotógrafa freelancer há três anos. Trabalho sobretudo com casamentos. No inverno quase não há trabalho. Não pago INSS há dois anos.',
      /regularizar minhas contribuições/u,
    ],
    [
      "Je suis graphiste auto-entrepreneur depuis un an. J'ai trois clients réguliers. L'été a été très calme. Je ne paie pas mes cotisations à temps.",
      /mettre en ordre mes cotisations/u,
    ],
    [
      'Soy diseñadora autónoma desde 2024. Tengo dos clientes fijos. En agosto no facturé casi nada. No pago la seguridad social desde hace tres meses.',
      /cotizaciones|cuota/u,
    ],
  ])('%s', async (input, contributions) => {
    expect(await draft(input)).toMatch(contributions);
  });
});
