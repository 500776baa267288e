/**
 * Issue 33 (stated24, blind reading 24's 20, 21 and 30): a stated aim of private lessons for extra
 * money, of arriving on time, or a wish to be better with oneself has a measure of its own, never the
 * weekly-steps filler ("note all the steps needed for this goal"): first students, hours a week and
 * the month's earnings; leaving earlier and the days on time counted; a first step of its own. Round 53: feeling
 * better with oneself is a wish of the happier family (three things that went well each evening, the mood rated
 * each Sunday), no longer the general first step of three areas to improve.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const FILLER =
  /todos los pasos necesarios|toutes les étapes nécessaires|všechny potřebné kroky|alle nötigen Schritte|all the steps needed|wszystkie potrzebne kroki|tutti i passi necessari|todos os passos necessários|все необходимые шаги|всі необхідні кроки/u;

describe('private lessons for extra money are students, hours and earnings', () => {
  it.each([
    [
      'Quiero empezar a dar clases particulares de mates para sacarme un dinero extra.',
      /dos primeros alumnos.*cuatro horas.*cuánto he ganado/u,
    ],
    ['Chtěla bych od ledna doučovat angličtinu, abych si přivydělala.', /první dva žáky.*čtyři hodiny týdně.*kolik mi to vyneslo/u],
    [
      'Ich möchte ab Januar nebenbei Nachhilfe in Mathe geben, weil mein Gehalt kaum reicht.',
      /ersten zwei Schüler.*vier Stunden pro Woche.*verdient/u,
    ],
    ['Хочу заняться репетиторством по физике, чтобы был дополнительный доход.', /первых двух учеников.*четырёх часов.*принесло/u],
    ['Quiero ganar un dinero extra dando clases particulares de guitarra los fines de semana.', /dos primeros alumnos/u],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(FILLER);
  });
});

describe('arriving on time is leaving earlier and the days on time counted', () => {
  it.each([
    [
      "Je veux arrêter de crier sur mes enfants le matin et arriver à l'heure à l'école au moins quatre jours sur cinq.",
      /15 minutes plus tôt.*combien de jours/su,
    ],
    ['I want to arrive on time for my lectures at least four days a week.', /15 minutes earlier.*how many days of the week/u],
    ['Quiero dejar de llegar tarde a la oficina.', /15 minutos antes.*cuántos días de la semana/u],
    ['Chci přestat chodit pozdě do školy.', /o 15 minut dřív.*kolik dní v týdnu/u],
    ['Ich möchte pünktlicher sein.', /15 Minuten früher.*an wie vielen Tagen/u],
    ['Хочу нарешті перестати спізнюватися на роботу.', /на 15 хвилин раніше.*скільки днів на тиждень/u],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(FILLER);
    expect(out).not.toMatch(/preaviso|candidatures|renuncia/u);
  });
});

describe("a wish to be better with oneself is the happier family's first step", () => {
  it.each([
    ['Quiero estar mejor conmigo mismo.', /tres cosas que salieron bien/u],
    ['Vorrei stare meglio con me stessa.', /tre cose andate bene/u],
    ['Je voudrais être bien dans ma peau.', /trois choses qui se sont bien passées/u],
    ['Chci se cítit líp sama se sebou.', /tři věci, které se ten den povedly/u],
    ['Chcę czuć się lepiej ze sobą.', /trzy rzeczy, które tego dnia poszły dobrze/u],
  ])('%s', async (input, step) => {
    const out = await draft(input);
    expect(out).toMatch(step);
    expect(out).not.toMatch(FILLER);
  });
});

describe('less time on the phone stated as an aim is a daily limit lowered, not a planned week', () => {
  it.each([
    [
      "Vorrei leggere 20 libri quest'anno e passare meno tempo sul telefono, adesso sto sulle 5 ore al giorno.",
      /al massimo 2 ore al giorno .*invece delle 5 di adesso, .*limite giornaliero/u,
    ],
    [
      'Chcę spędzać mniej czasu na telefonie, teraz to około 6 godzin dziennie.',
      /zamiast obecnych 6 godzin dziennie najwyżej 3, .*dzienny limit/u,
    ],
    ['Хочу проводить меньше времени за телефоном.', /не больше часа в день, .*дневной лимит/u],
    ['Quiero reducir las horas que paso con el celular.', /como máximo una hora al día .*límite diario/u],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/priorit|prioridad|prioritet|приоритет/u);
  });
});

describe("moving out of the parents' home is a flat search in the same town", () => {
  it.each([
    [
      'Хочу до конца года переехать в отдельную квартиру от родителей и найти вторую подработку, чтобы хватало на аренду.',
      /трети моего чистого дохода.*двух квартир в неделю/u,
    ],
    ["I want to move out of my parents' place by next summer.", /a third of my net income.*two flats a week/u],
    ['Quiero independizarme de mis padres el año que viene.', /un tercio de mis ingresos.*dos pisos por semana/u],
    ['Chcę wyprowadzić się od rodziców w przyszłym roku.', /jedną trzecią moich dochodów.*dwa mieszkania w tygodniu/u],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/на новом месте|in the new place|en el nuevo lugar|w nowym miejscu/u);
  });
});
