/**
 * Issue 33, blind reading 8: a story with two concerns gets a goal for each, and a cue is read in the
 * domain of the words around it. Debts beside a couple's quarrel about money keep both; a shop or café
 * where nothing is left after rent and wages is its costs and revenue, not a freelancer's invoices; a
 * choice between home care and a care home is that decision (and relief for the carer), not a talk
 * about "our relationship"; a labour office's retraining offer and weak computer skills are a
 * worker's next steps, not a portfolio; a university exam failed is its retake, not a certification
 * to book; a job wanted without a portfolio gets the portfolio too; parents who disagree about their
 * child agree on one line; a business weighed (quit or invest) is decided on its figures, not started.
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a story with two concerns keeps both', () => {
  it.each([
    'Mamy z mężem 25 tysięcy długu na kartach i pożyczkach. Zarabiamy razem 7000 zł, ale pieniądze rozchodzą się nie wiadomo na co. Kłócimy się o to prawie codziennie.',
    'Debo 12.000 euros entre un préstamo y la tarjeta. Cobro 1.500 al mes. Mi novio y yo discutimos cada semana por el dinero.',
    'Ho 8 mila euro di debiti con la carta di credito. Con mio marito litighiamo sempre per i soldi, lui dice che spendo troppo.',
  ])('debts and a quarrel about money: %s', (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['debts', 'jointbudget']));
  });

  it.each([
    [
      'es',
      'Mi hija de 14 años ha suspendido cuatro asignaturas este trimestre. Yo quiero quitarle el móvil pero mi marido dice que exagero.',
    ],
    ['it', 'Mio figlio di 15 anni ha quattro insufficienze a scuola. Mio marito dice che è solo una fase e non vuole intervenire.'],
    ['en', "Our son is failing maths and spends all night gaming. My wife thinks I'm too strict and we argue in front of him."],
  ])('a child and parents who disagree (%s)', (_lang, input) => {
    expect(situationsIn(input)).toContain('parentline');
  });

  it('parents who disagree only beside a child', () => {
    expect(situationsIn('My husband says I work too much and I should slow down.')).not.toContain('parentline');
  });

  it.each([
    [
      'uk',
      'Я два роки працюю в кол-центрі і вечорами вчу JavaScript. Портфоліо в мене немає. Хочу знайти роботу junior-розробницею до літа.',
      'портфоліо',
    ],
    [
      'en',
      "I've done two online UX courses but I don't have a portfolio yet. I want to get a junior UX role by next September.",
      'portfolio',
    ],
    [
      'de',
      'Ich lerne abends Webdesign, habe aber noch kein Portfolio. Ich möchte bis zum Sommer eine Stelle als Junior-Designerin finden.',
      'Portfolio',
    ],
  ])('a job wanted without a portfolio gets the portfolio too (%s)', (_lang, input, word) => {
    const output = draftGoals(input, NOW);
    expect(output.split('\n').filter((l) => /^\d\. /u.test(l))).toHaveLength(2);
    expect(output).toContain(word);
  });
  it.each([
    'Pracuję zdalnie od roku i prawie nie wychodzę z domu. Tracę kontakt ze znajomymi, a do tego przytyłam 7 kilo.',
    "Since I started working from home I've put on 6 kilos and I'm losing touch with my friends.",
    'Lavoro da casa da due anni, ho preso 5 chili, sto perdendo i contatti con gli amici e non esco quasi mai.',
  ])('weight and a life without friends keep both: %s', (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['weight', 'loneliness']));
  });

  it.each([
    "Je suis arrivée en Belgique il y a un an. Mon diplôme d'infirmière n'est pas encore reconnu, alors je fais des ménages. Je me sens seule le soir.",
    'Ich bin Krankenschwester aus Bosnien, mein Abschluss ist hier noch nicht anerkannt. Ich arbeite als Pflegehelferin und kenne hier niemanden.',
    'Soy enfermera venezolana y mi título no está homologado en España todavía. No conozco a nadie aquí.',
  ])('a diploma not recognised and loneliness keep both: %s', (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['recognition', 'loneliness']));
  });

  it.each([
    'Tengo 8.000 euros de deuda en la tarjeta. Mi marido y yo discutimos mucho por el dinero.',
    "J'ai 15 000 € de crédit à la consommation. Avec mon copain on se dispute sans arrêt à cause de l'argent.",
  ])('debts and a quarrel told with words between: %s', (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['debts', 'jointbudget']));
  });

  it('worry about money beside a partner is no quarrel', () => {
    expect(situationsIn("I'm really worried about money this month because my rent went up. My husband works abroad.")).not.toContain(
      'jointbudget',
    );
  });

  it.each([
    [
      'it',
      'Mia figlia di 15 anni sta sempre al telefono e a scuola ha due insufficienze. Vorrei che mi parlasse di più. Mio marito dice che è normale alla sua età.',
      'mio marito',
    ],
    [
      'en',
      "I want to get on better with my teenage son. He's on his phone all night and his grades are dropping. My wife thinks I'm overreacting.",
      'my wife',
    ],
  ])('a goal of its own keeps a second situation of the same topic (%s)', (_lang, input, spouse) => {
    const output = draftGoals(input, NOW);
    expect(output.split('\n').filter((l) => /^\d\. /u.test(l))).toHaveLength(3);
    expect(output).toContain(spouse);
  });
  it.each([
    'Három éve dolgozom raktárosként. Esténként webfejlesztést tanulok, de még nincs portfólióm. Jövő nyárig szeretnék junior fejlesztőként elhelyezkedni.',
    'Grafikus szeretnék lenni, elvégeztem egy Figma tanfolyamot, de portfólióm még nincs.',
  ])('Hungarian: a missing portfolio gets its own goal: %s', (input) => {
    expect(draftGoals(input, NOW)).toContain('portfóliómat');
  });
  it.each([
    'Presťahovala som sa s priateľom do Viedne. Som zdravotná sestra, ale môj diplom tu ešte neuznali. Po nemecky hovorím len trochu.',
    "Sono un'infermiera rumena, vivo a Bologna da un anno. Il mio titolo non è ancora riconosciuto e parlo solo un po' di italiano.",
    'Ich bin Zahnärztin aus Syrien, meine Approbation ist hier nicht anerkannt. Deutsch spreche ich nur ein bisschen.',
  ])('a diploma not recognised and a language spoken only a little keep both: %s', (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['recognition', 'language']));
  });
  it.each([
    'Depuis mon divorce, je vois mes enfants un week-end sur deux. Le reste du temps je reste seul chez moi.',
    'Od rozwodu widzę dzieci co drugi weekend. Resztę czasu siedzę sama w domu.',
  ])('children every other weekend and the evenings alone keep both: %s', (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['coparent', 'loneliness']));
  });
});

describe('a cue is read in the domain of the words around it', () => {
  it.each([
    'Gestisco una pizzeria con mio fratello. Incassiamo 25 mila euro al mese ma tra affitto, stipendi e fornitori non ci resta quasi niente.',
    'Vedeme s manželem malou kavárnu v Brně. Tržby jsou slušné, ale po zaplacení nájmu a mezd nám skoro nic nezbývá.',
    'We run a bakery with two staff. Customers love it, but after rent and wages there is hardly anything left for us.',
  ])('a business with nothing left is its costs and revenue, not invoices: %s', (input) => {
    expect(situationsIn(input)[0]).toBe('margin');
    expect(draftGoals(input, NOW)).not.toMatch(/invoice|fattur|faktur/iu);
  });

  it.each([
    "We own a small florist in Bath. Turnover is fine but after rent and my assistant's wages we're left with almost nothing.",
    'Prowadzimy z bratem mały warsztat samochodowy. Klientów mamy sporo, ale po opłaceniu czynszu i pensji ledwo wychodzimy na zero.',
  ])('a business that barely breaks even is not one to start: %s', (input) => {
    expect(situationsIn(input)).toEqual(['margin']);
  });

  it.each([
    'Som grafička na voľnej nohe. Klienti mi často neplatia načas a niektorí neplatia vôbec.',
    'Я фрилансер, делаю переводы. Клиенты постоянно задерживают оплату, и я не могу ничего отложить.',
  ])("a freelancer's clients who pay late are the revenue's: %s", (input) => {
    expect(situationsIn(input)).toContain('revenue');
  });

  it.each([
    'Chciałbym zostać programistą, skończyłem bootcamp, ale portfolio jeszcze nie mam.',
    'Je mi 31 a chtěl bych dělat grafika. Udělal jsem si kurz Figmy, jenže portfolio nemám.',
  ])('a portfolio told after its verb is missing too: %s', (input) => {
    expect(situationsIn(input)).toContain('portfolio');
  });

  it.each([
    'Mein Bäckerei-Laden läuft schlecht, die Einnahmen decken nicht mal die Miete.',
    "Our café's takings don't even cover the rent.",
  ])('takings that do not even cover the rent are the business margin: %s', (input) => {
    expect(situationsIn(input)).toEqual(['margin']);
  });

  it('nothing left of a salary is no business', () => {
    expect(situationsIn('After rent and bills there is nothing left of my salary.')).not.toContain('margin');
  });

  it.each([
    "Mon père a 85 ans et vit seul. Il est tombé deux fois. Je fais 3 heures de route chaque week-end. Je ne sais pas s'il faut une aide à domicile ou une maison de retraite.",
    'Моїй мамі 79, вона живе сама. Я їжджу до неї щосуботи, але вже не витримую. Думаю про доглядальницю або пансіонат.',
    'Meine Mutter ist 84. Seit dem Sturz fahre ich jedes Wochenende hin. Ich weiß nicht, ob ein Pflegeheim oder ein ambulanter Pflegedienst besser wäre.',
  ])('a choice of care for a parent is that decision: %s', (input) => {
    expect(situationsIn(input)[0]).toBe('careoptions');
    expect(draftGoals(input, NOW)).not.toMatch(/Beziehung|relation|стосунк/iu);
  });

  it.each([
    "My dad is 83 and has early dementia. He lives alone. My sister thinks he should go into a home, I'd rather get him daily carers.",
    'Mama ma 86 lat i mieszka sama. Brat chce ją oddać do domu opieki, ja wolałabym opiekunkę na miejscu.',
  ])('a home or carers weighed between siblings is the care decision: %s', (input) => {
    expect(situationsIn(input)).toContain('careoptions');
  });

  it('working in a nursing home is no care to choose', () => {
    expect(situationsIn("I work in a nursing home as a nurse and I'm exhausted after every shift.")).not.toContain('careoptions');
  });

  it.each([
    'Je mi 52 let, 25 let jsem jezdil s vozíkem ve skladu a sklad zavírají. S počítačem skoro neumím. Úřad práce mi nabízí rekvalifikační kurz.',
    'Мне 48, меня сократили с завода. С компьютером не дружу. В центре занятости предлагают курсы, но я не знаю какие выбрать.',
    'Ich war 20 Jahre Lagerist, jetzt bin ich arbeitslos. Mit dem Computer kann ich nicht umgehen. Das Jobcenter bietet mir eine Umschulung an.',
  ])("a labour office's retraining and a computer gap, not a portfolio: %s", (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['retrain', 'pcskills']));
    expect(draftGoals(input, NOW)).not.toMatch(/portfoli/iu);
  });

  it.each([
    "Ero operaio in una fabbrica che ha chiuso. Il centro per l'impiego mi propone un corso per magazziniere. Col computer sono negato.",
    "J'ai été licencié de l'usine. France Travail me propose une formation de cariste. Je suis nul avec un ordinateur.",
  ])('a computer gap said as a judgement of oneself: %s', (input) => {
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['retrain', 'pcskills']));
  });

  it('"não percebo nada de computadores" is a computer gap beside the retraining', () => {
    const input = 'Fui despedido aos 49 anos. O centro de emprego ofereceu-me uma formação em soldadura. Não percebo nada de computadores.';
    expect(situationsIn(input)).toEqual(expect.arrayContaining(['retrain', 'pcskills']));
  });

  it('Portuguese "como" (as) is no question of how to make a video call', () => {
    expect(situationsIn('Trabalho num lar como auxiliar. Sinto-me sozinha, só falo com a minha mãe por videochamada.')).not.toContain(
      'digital',
    );
  });

  it("someone else's time at the computer is no gap of one's own", () => {
    expect(situationsIn('Manžel pořád sedí u počítače a se mnou skoro nemluví.')).not.toContain('pcskills');
  });

  it.each([
    'Estou no segundo ano de Direito e reprovei a Direito Civil. A época de recurso é em fevereiro.',
    'Som na vysokej škole, druhý ročník. Neurobil som skúšku zo štatistiky a opravný termín je v januári.',
    "Je suis en deuxième année de droit à la fac et j'ai raté l'examen de droit civil avec 6/20.",
  ])('a university exam failed is its retake, not a booking: %s', (input) => {
    expect(situationsIn(input)).toContain('retake');
    expect(draftGoals(input, NOW)).not.toMatch(/marcando a data|zarezerv|réservant/iu);
  });

  it('a certification failed is no university retake', () => {
    expect(situationsIn('I failed the AWS Solutions Architect exam last week.')).not.toContain('retake');
  });

  it.each([
    'Vor drei Jahren habe ich einen kleinen Onlineshop eröffnet. Der Umsatz liegt bei 900 Euro. Ich frage mich, ob ich aufhören oder mehr investieren soll.',
    "I run a small online shop selling candles, about 600 dollars a month. I can't decide whether to quit the shop or invest more in it.",
    'Od roku prowadzę mały sklep internetowy. Przychody to jakieś 2000 zł. Zastanawiam się, czy go zamknąć czy zainwestować więcej.',
    'Wir haben ein kleines Eiscafé übernommen. Im Winter decken die Einnahmen nicht mal die Pacht. Ich überlege, ob wir im Winter schließen oder Waffeln anbieten sollen.',
    "We run a surf shop in Cornwall. In winter the takings don't even cover the rent. I can't decide whether to close it from November to March or start selling online.",
    "Gestisco una gelateria a Rimini. D'inverno le entrate non coprono nemmeno l'affitto. Non so se chiuderla d'inverno o provare con le torte su ordinazione.",
    'Tengo una peluquería con una empleada. Facturamos 4.000 euros pero entre el alquiler y su sueldo casi no nos queda nada. No sé si cerrar o mudarme a un local más barato.',
  ])('a business weighed is decided on its figures, not started: %s', (input) => {
    expect(situationsIn(input)).toEqual(['bizdecision']);
  });
});
