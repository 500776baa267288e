/**
 * Issue 33, blind reading 18: the same stock step word for word whatever the mentee told ("no more
 * than an hour a day in front of a screen" for someone at 6–7 hours who switches limits off, "bed by
 * 23:00" for someone asleep at 2:00, "join a club, course or volunteering group" for someone who
 * already joined a hiking group). Where the story gives the figure or the group, the step starts
 * from it; without one, the step stays as it was. Also the breaks the same reading counted: a
 * relationship goal that says "our" of nobody named, "there" pointing at nothing, a Russian bare
 * infinitive beside a future, a Slovak calque, two deadlines in one career goal and a mentee's
 * clause pasted after a comma.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const lineWith = (out: string, re: RegExp): string => out.split('\n').find((l) => re.test(l)) ?? '';

describe('screen time starts from the hours the mentee told', () => {
  it.each([
    [
      'My screen time says I average 7 hours a day on my phone, mostly Reddit. I tap ignore on every app timer.',
      /at most 3 hours a day .* instead of the 7 I spend now/u,
    ],
    [
      'Я провожу в телефоне по 6–7 часов в день, экранное время показывает. Лимиты в настройках сам же отключаю.',
      /не больше 3 часов в день вместо нынешних 6–7/u,
    ],
    [
      'Spędzam na telefonie jakieś 7 godzin dziennie, głównie TikTok i YouTube. Blokady zawsze wyłączam.',
      /zamiast obecnych 7 godzin dziennie najwyżej 3/u,
    ],
    [
      'Paso unas 6 horas al día con el móvil, sobre todo en TikTok. Ya probé a borrar las apps.',
      /como máximo 3 horas al día .* en lugar de las 6 de ahora/u,
    ],
    [
      'Na mobilu trávím podle statistik asi 6 hodin denně, hlavně Instagram a hry. Limity vždycky vypnu.',
      /místo současných 6 hodin denně nejvýš 3/u,
    ],
  ])('%s', (input, own) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(/one hour a day|часа в день|godzinę dziennie|una hora al día|hodinu denně/u);
  });

  it.each([
    ["I'm always on my phone and I can't focus at work anymore.", /at most one hour a day/u],
    ['Я каждый день сижу в телефоне. Устаю и ничего не успеваю.', /не больше часа в день/u],
  ])('without hours told the step stays: %s', (input, stock) => {
    expect(draftGoals(input, NOW)).toMatch(stock);
  });
});

describe('screens kept to the weekend, as the mentee said, not an hour a day', () => {
  it.each([
    ['Chcę w tym roku przeczytać 24 książki i ograniczyć Netflixa do weekendów.', /od poniedziałku do piątku nie będę włączać Netflixa/u],
    ['I want to read 20 books next year and limit Netflix to weekends.', /not watching or opening Netflix from Monday to Friday/u],
    ['Quiero leer más y limitar Netflix a los fines de semana.', /sin abrir Netflix de lunes a viernes/u],
    ['Хочу ограничить ютуб выходными и больше читать.', /буду включать ютуб только по выходным, после 22:00/u],
    ['Chci omezit Netflix na víkendy a víc číst.', /od pondělí do pátku nebudu pouštět Netflix/u],
  ])('%s', (input, own) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(/one hour a day|najwyżej godzinę|una hora al día|часа в день|nejvýš hodinu/u);
  });
});

describe('bedtime moves from the hour the mentee goes to bed', () => {
  it.each([
    [
      "I sleep four hours a night because I scroll my phone until 2 am, and then I'm useless at work.",
      /from 2:00 to 0:30 in steps of 15 minutes a week/u,
    ],
    [
      'Переехал в Казань полгода назад. По вечерам сижу в телефоне до часу ночи, а утром не могу встать, постоянно не высыпаюсь.',
      /на 15 минут раньше, переходя с 1:00 на 23:30, и записывать/u,
    ],
    [
      'Ich schlafe seit Monaten schlecht. Meistens gehe ich erst um 1 Uhr ins Bett, weil ich noch Mails beantworte.',
      /von 1:00 Uhr auf 23:30 Uhr/u,
    ],
    [
      'Od rozvodu jsem skoro pořád sám. Večery trávím u televize a moc nespím, chodím spát ve dvě.',
      /z dnešních 2:00 dostanu na 0:30, a budu/u,
    ],
  ])('%s', (input, own) => {
    const sleep = lineWith(draftGoals(input, NOW), /sleep|спать|Schlaf|spát/u);
    expect(sleep).toMatch(own);
    expect(sleep).not.toMatch(/23:00|23 Uhr/u);
  });
});

describe('an evening hour or another count is no bedtime after midnight', () => {
  it.each([
    ['No duermo bien. Me acuesto a las 11 pero me despierto muchas veces y por la mañana estoy agotada.', /antes de las 23:00/u],
    ['Я плохо сплю и не высыпаюсь. Ложусь в 11, а засыпаю только через час.', /не позже 23:00/u],
  ])('%s', (input, stock) => {
    expect(draftGoals(input, NOW)).toMatch(stock);
  });
});

describe('hours of sleep start from the hours the mentee sleeps', () => {
  it.each([
    [
      'Schlafe seit Wochen nur 4 Stunden pro Nacht, weil ich mir Sorgen um meinen Job mache.',
      /mit dem Ziel von 5 Stunden pro Nacht statt heute 4\.$/u,
    ],
    ['Ultimamente dormo solo 5 ore per notte e sono sempre stanca.', /arrivare a 6 ore invece delle 5 di adesso\.$/u],
    ['Сплю по 5 часов, постоянно не высыпаюсь, на работе клюю носом.', /стремясь спать 6 часов вместо нынешних 5\.$/u],
    ['Od miesięcy śpię może 5 godzin na dobę i jestem ciągle zmęczona.', /dążąc do 6 godzin zamiast obecnych 5\.$/u],
  ])('%s', (input, own) => {
    expect(draftGoals(input, NOW)).toMatch(own);
  });
});

describe('a shift worker’s seven hours after each shift get no second target', () => {
  it.each([
    ['I work night shifts and I only sleep 5 hours a day.', /seven hours/u, /aiming for/u],
    ['Trabalho por turnos num hospital e durmo muito mal, umas 5 horas por dia.', /sete horas/u, /com o objetivo de dormir/u],
    ['Ich arbeite im Schichtdienst und schlafe nur 5 Stunden pro Nacht.', /sieben Stunden/u, /mit dem Ziel von/u],
  ])('%s', (input, shift, second) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(shift);
    expect(out).not.toMatch(second);
  });
});

describe('a group the mentee already joined is the one to go back to', () => {
  it.each([
    [
      'Me mudé a Valencia en septiembre y no conozco a casi nadie. Me apunté a un grupo de senderismo en Meetup pero fui solo una vez porque me dio vergüenza.',
      /al grupo de senderismo al que ya me apunté/u,
      /club, un curso o un grupo de voluntariado/u,
    ],
    [
      'Po rozchode som sa presťahovala do Košíc a nikoho tu nepoznám. Prihlásila som sa do turistického klubu, ale bola som tam len raz.',
      /na stretnutia turistického klubu/u,
      /dobrovoľníckej skupine/u,
    ],
    [
      'Dopo il trasloco a Torino mi sento molto solo. Mi sono iscritto a un gruppo di escursionismo ma sono andato solo una volta.',
      /al gruppo di escursionismo a cui ho già dato il mio nome/u,
      /gruppo di volontariato/u,
    ],
    [
      'I moved to Glasgow for my PhD and I barely talk to anyone. I joined the university climbing club in October but I have only been once.',
      /to the university climbing club I joined/u,
      /volunteer group/u,
    ],
    [
      'Ich bin im Oktober für mein Studium nach Leipzig gezogen und kenne hier niemanden. Ich habe mich für den Hochschulsport angemeldet (Bouldern), war aber nur einmal dort.',
      /zum Hochschulsport, wo ich schon angemeldet bin, und/u,
      /Verein, Kurs oder Ehrenamt/u,
    ],
    [
      'Ich bin vor einem Jahr nach Hamburg gezogen und fühle mich einsam. Ich hab mich bei einer Boulder-Gruppe angemeldet, war aber nur einmal da.',
      /zur Boulder-Gruppe, wo ich schon angemeldet bin, und/u,
      /Verein, Kurs oder Ehrenamt/u,
    ],
    [
      'Seit dem Umzug nach Leipzig kenne ich hier fast niemanden. Ich bin letzten Monat einer Laufgruppe beigetreten, war aber nur zweimal da.',
      /zur Laufgruppe, wo ich schon angemeldet bin, und/u,
      /Verein, Kurs oder Ehrenamt/u,
    ],
  ])('%s', (input, own, stock) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(stock);
  });
});

describe('words that point at nothing name what they mean', () => {
  it.each([
    [
      'Meine Frau ist genervt, weil ich am Wochenende ständig Mails lese. Wir streiten fast jeden Abend.',
      /meine Beziehung zu meiner Frau/u,
      /unsere Beziehung/u,
    ],
    [
      'My wife is annoyed because I read work emails all weekend. We argue almost every evening.',
      /my relationship with my wife/u,
      /our relationship/u,
    ],
    ['Mój mąż jest zły, bo w weekendy czytam maile z pracy. Kłócimy się prawie każdego wieczoru.', /relację z mężem/u, /naszą relację/u],
  ])('the partner the story names: %s', (input, named, dangling) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(named);
    expect(out).not.toMatch(dangling);
  });

  it.each([
    [
      'Хочу переехать в Польшу в следующем году и найти там работу программистом.',
      /откликов работодателям на новом месте/u,
      /отправлять туда/u,
    ],
    [
      'Quiero mudarme a Alemania el año que viene y trabajar allí de enfermera.',
      /candidaturas al mes a empresas del nuevo lugar/u,
      /enviando allí/u,
    ],
    ['Ich will nächstes Jahr nach Kanada auswandern.', /Bewerbungen an Arbeitgeber am neuen Ort/u, /dorthin/u],
  ])('a move’s applications go to employers of the new place: %s', (input, named, dangling) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(named);
    expect(out).not.toMatch(dangling);
  });
});

describe('grammar the blind readings counted as breaks', () => {
  it('a negated infinitive after a Russian future gets its auxiliary', () => {
    const out = draftGoals('Хочу закрыть кредитку на 120 тысяч рублей до лета и больше в долги не влезать. Зарплата у меня 75 тысяч.', NOW);
    expect(out).toMatch(/и больше в долги не буду влезать/u);
    expect(out).not.toMatch(/не влезать/u);
  });

  it('"и постараюсь не …" stays as it is', () => {
    expect(draftGoals('Я выплачу кредит до лета и постараюсь не есть сладкое.', NOW)).not.toMatch(/не буду есть/u);
  });

  it('Slovak job applications are fitted to the post, not "na mieru"', () => {
    const out = draftGoals(
      'Chcem sa do leta rekvalifikovať na testera softvéru a nájsť si prácu v IT, momentálne robím na zmeny vo fabrike.',
      NOW,
    );
    expect(out).toMatch(/žiadostí prispôsobených konkrétnej pozícii/u);
    expect(out).not.toMatch(/na mieru/u);
  });

  it.each([
    [
      'Chcem sa do leta rekvalifikovať na testera softvéru a nájsť si prácu v IT.',
      /ešte pred koncom tejto lehoty pošlem prvú žiadosť/u,
      /do šiesteho/u,
    ],
    [
      'Chci se do léta rekvalifikovat na účetní, teď pracuju jako prodavačka.',
      /ještě před koncem této lhůty pošlu první žádost/u,
      /do šestého/u,
    ],
  ])('a career change with its own date has no sixth month beside it: %s', (input, own, clash) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(clash);
  });

  it.each([
    [
      'Mi objetivo es aprobar el B2 de inglés en la convocatoria de noviembre, lo necesito para optar a la plaza de profesora.',
      /convocatoria de noviembre[^,]*, tomando/u,
    ],
    ['Quiero aprobar el C1 de francés en junio, lo necesito para un puesto en Lyon.', /en junio, tomando/u],
  ])('the mentee’s "lo necesito" after a comma is not pasted into the goal: %s', (input, own) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(/lo necesito|plaza de profesora|puesto en Lyon/u);
  });
});

describe('a Hungarian saving told by the month is a sum every month over the span told', () => {
  it('"havonta 50 ezer … két év múlva" keeps both', () => {
    const out = draftGoals('Szeretnék havonta 50 ezer forintot félretenni, hogy két év múlva meglegyen az önrész egy lakáshoz.', NOW);
    expect(out).toMatch(/^A következő két évben minden hónapban félreteszek 50 ezer forintot/u);
    expect(out).not.toMatch(/tizenkét|a havi részt/u);
  });

  it('a sum told once is put aside in monthly instalments the goal names', () => {
    const out = draftGoals('Szeretnék félretenni 300 ezer forintot nyaralásra.', NOW);
    expect(out).toMatch(/300 ezer forintot, havonta egyenlő részletekben: .*a részletet/u);
    expect(out).not.toMatch(/a havi részt/u);
  });
});

describe('the Hungarian fallback fits its stock steps to the figures told too', () => {
  it('screen hours', () => {
    const out = draftGoals('Naponta kb. 6 órát töltök a telefonomon, főleg TikTokon. Éjjel 2-kor fekszem le, reggel hétkor kelek.', NOW);
    expect(out).toMatch(/a mostani napi 6 óra helyett naponta legfeljebb 3 órát/u);
    expect(out).not.toMatch(/30 percet töltök/u);
  });

  it('the hour of going to bed', () => {
    const out = draftGoals('Rosszul alszom, hajnali 1 órakor alszom el, és reggel fáradt vagyok.', NOW);
    expect(out).toMatch(/15 perccel korábban fekszem le, hogy 1:00 helyett 23:30-kor feküdjek/u);
    expect(out).not.toMatch(/legkésőbb 23:00-kor/u);
  });

  it('without figures the steps stay', () => {
    const out = draftGoals('Túl sokat vagyok a telefonomon, és rosszul alszom.', NOW);
    expect(out).toMatch(/naponta legfeljebb 30 percet/u);
    expect(out).toMatch(/legkésőbb 23:00-kor/u);
  });
});
