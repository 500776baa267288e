/**
 * Issue 33 (blind reading 13): 15 of 16 narratives lost a concern the story names, because no cue saw
 * it — money clients owe, a post falling vacant, a loan the owners quarrel over, a gym given up, a
 * colleague who goes over one's head, the old job still done after a promotion, several exams ahead —
 * and some got a goal for a concern never told: a forgotten school language read as a relative's
 * memory, a thesis's research interviews as a job interview, the loan on an unsold house as a home to
 * buy, sitting all day as a bad back, "broken up" as being broke, a baby's birth month as a deadline.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const lines = (out: string): string[] => out.split('\n').filter((l) => /^\d\. /u.test(l) || !out.includes('\n'));

describe('money clients owe gets a goal of its own, with a sum, a date and the steps to chase it', () => {
  it.each([
    [
      'Sou designer freelancer. Dois clientes estão me devendo R$ 5.400 desde agosto e eu fico sem graça de cobrar.',
      /receber o que (os )?meus clientes me devem/u,
      /seis semanas/u,
    ],
    [
      'Je suis graphiste indépendante. Deux clients me doivent 3 800 € depuis septembre et je n’ose pas les relancer.',
      /me faire payer ce que mes clients me doivent/u,
      /six semaines/u,
    ],
    [
      'I’m a freelance developer. Two clients owe me £2,300 since the summer and I hate chasing them.',
      /get paid what my clients owe me/u,
      /six weeks/u,
    ],
    [
      'Я фрилансер. Два клиента должны мне 85 тысяч с сентября, а я стесняюсь напоминать.',
      /получу деньги, которые мне должны клиенты/u,
      /шести недель/u,
    ],
  ])('%s', (input, goal, time) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(goal);
    const line = lines(out).find((l) => goal.test(l))!;
    expect(line).toMatch(/30 %/u);
    expect(line).toMatch(time);
  });

  it('a friend who owes me money is no client to chase', () => {
    expect(draftGoals('My friend owes me 200 euros and I feel awkward asking. I also want to run a 10k by June.', NOV_26)).not.toMatch(
      /clients owe me/u,
    );
  });
});

describe('a business story keeps its three concerns: costs, a post falling vacant, a loan quarrelled over', () => {
  it.each([
    [
      'Od trzech lat prowadzę z mężem piekarnię, zatrudniamy 4 osoby. Mąka i prąd podrożały o 40%. Jedna piekarka odchodzi w styczniu i nie mamy nikogo na jej miejsce. Mąż chce brać kredyt na drugi piec, ja uważam, że to szaleństwo. Kłócimy się o to w domu.',
      [/Ustalę ceny/u, /Obsadzę zwalniające się stanowisko/u, /planowanym kredycie/u],
    ],
    [
      'Tengo una cafetería con mi hermana. Los costes han subido un 30 %. Nuestro cocinero se va en febrero y no tenemos a nadie para sustituirlo. Mi hermana quiere pedir un préstamo para abrir un segundo local; discutimos cada semana.',
      [/fijar precios/u, /cubrir el puesto que queda libre/u, /préstamo y la inversión/u],
    ],
    [
      'I run a small bike repair shop with my brother. Our mechanic is leaving in January and we have no one to replace him. My brother wants to take out a loan for a second van and I think it’s too risky; we argue about it every week.',
      [/fill the post that is falling vacant/u, /planned loan and investment/u],
    ],
    [
      'S manželem máme malé truhlářství, zaměstnáváme tři lidi. Jeden truhlář odchází v únoru a nemáme nikoho, kdo by ho nahradil. Manžel chce vzít úvěr na nový stroj za 600 tisíc. Kvůli tomu se doma pořád hádáme.',
      [/Obsadím uvolňující se místo/u, /plánovaném úvěru/u],
    ],
  ])('%s', (input, goals) => {
    const out = draftGoals(input, NOV_26);
    for (const goal of goals) expect(out).toMatch(goal);
    // Each line has a figure and a time bound; the quarrel is not a relationship goal instead.
    for (const line of lines(out)) expect(line).toMatch(/\d|dwóch|dos|two|dvou|tří|tres|trzech|three/u);
    expect(out).not.toMatch(/relationship|vztah|relación|związek/u);
  });

  it('a loan for a flat is no business investment', () => {
    expect(draftGoals('Chcemy z mężem wziąć kredyt na mieszkanie, ale boimy się rat.', NOV_26)).not.toMatch(/planowanym kredycie/u);
  });
});

describe('a new mother’s gym given up and snacking get a goal beside her sleep', () => {
  it.each([
    [
      'Our son was born in July and I sleep maybe four hours, broken up. I haven’t been to the gym since spring and I eat biscuits all day just to keep going.',
      /sleep better/u,
      /healthier eating and exercise habits/u,
    ],
    [
      'Da quando è nato nostro figlio a maggio dormo quattro ore a notte, a pezzi. Ho smesso di andare in palestra e mangio schifezze tutto il giorno.',
      /Dormirò meglio/u,
      /abitudini più sane/u,
    ],
    [
      'Jsem na rodičovské s dcerou. Spím po kouskách, možná pět hodin za noc. Přestala jsem chodit cvičit a pořád něco ujídám.',
      /Budu spát lépe/u,
      /zdravější návyky/u,
    ],
  ])('%s', (input, sleep, health) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(sleep);
    expect(out).toMatch(health);
    // "broken up" is no money trouble, and the month the baby was born is no deadline.
    expect(out).not.toMatch(/finances|A maggio|In May/u);
  });
});

describe('a new lead’s colleague who goes over his head and the old work still done are both answered', () => {
  it.each([
    [
      'I got promoted to team lead three months ago. One of them, Mark, keeps going around me to my manager and questioning my decisions. I’m still doing about 60% of my old coding work because nobody took it over.',
      /clear the air in a one-to-one talk with the person who undermines my authority/u,
      /hand work over to my team/u,
    ],
    [
      'Od roku jestem kierownikiem zmiany. Marek chodzi z każdą sprawą prosto do dyrektora, ponad moją głową. Unikam rozmowy z nim. Nadal robię połowę swojej starej pracy, bo nikt jej nie przejął.',
      /Wyjaśnię sytuację w rozmowie w cztery oczy/u,
      /delegować/u,
    ],
    [
      'Pred dvoma mesiacmi ma povýšili na vedúcu tímu. Kolegyňa chodí so všetkým rovno za mojím šéfom a spochybňuje moje rozhodnutia. Stále robím aj veľkú časť svojej starej práce.',
      /Vyjasním si v rozhovore medzi štyrmi očami/u,
      /delegovať/u,
    ],
    [
      'Je suis cheffe d’équipe depuis quatre mois. Un collègue plus âgé va voir directement ma responsable et conteste mes décisions en réunion. Je fais encore une grande partie de mon ancien travail.',
      /mettre les choses au clair lors d'un entretien seul à seul/u,
      /déléguer/u,
    ],
  ])('%s', (input, talk, delegate) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(talk);
    expect(out).toMatch(delegate);
    expect(out).not.toMatch(/afraid to have|que je redoute|Przygotuję i przeprowadzę|Pripravím a povediem/u);
  });
});

describe('several exams ahead are a session to plan, a failed one among them included, and a phone that eats the study time stays', () => {
  it.each([
    [
      'Dálkově studuju pátý semestr práv. V lednu mám čtyři zkoušky, z toho dvě jsem už jednou nedala.',
      /Složím všechny zkoušky/u,
      /Složím zkoušku během/u,
    ],
    ['Studiuję prawo zaocznie. W styczniu mam pięć egzaminów, dwa już raz oblałam.', /Zdam wszystkie egzaminy w sesji/u, /Zdam egzamin w/u],
    [
      'Estoy en segundo de Derecho y en enero tengo cuatro exámenes, ya suspendí uno. Me siento a estudiar y a los diez minutos estoy con el móvil.',
      /aprobar todos mis exámenes/u,
      /aprobar el examen en el/u,
    ],
  ])('%s', (input, session, single) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(session);
    expect(out).not.toMatch(single);
    expect(out).toMatch(/enero|styczniu|lednu/u);
  });

  it('the phone is a goal beside the session', () => {
    expect(
      draftGoals(
        'En enero tengo cuatro exámenes. Me siento a estudiar y a los diez minutos estoy con el móvil, Instagram, TikTok.',
        NOV_26,
      ),
    ).toMatch(/pantalla/u);
  });

  it('exams already failed are no session ahead', () => {
    expect(draftGoals('Ich bin dieses Semester durch zwei Klausuren gefallen und muss sie wiederholen.', NOV_26)).not.toMatch(
      /alle meine Prüfungen bestehen/u,
    );
  });
});

describe('no goal for a concern the story never told', () => {
  it.each([
    [
      'Eu tenho o alemão do secundário, muito esquecido, e os meus pais estão a envelhecer em Viseu. Estou dividida e cansada de adiar a decisão.',
      /memória|familiar/u,
      /alemão/u,
    ],
    [
      'J’ai toutes mes données (42 entretiens) pour ma thèse, mais je n’ai écrit que l’introduction.',
      /entretien, en me renseignant|l'entreprise et le poste/u,
      /mémoire|manuscrit|thèse/u,
    ],
    ['Я пишу диссертацию, у меня 30 интервью с респондентами, но написана только первая глава.', /собеседован/u, /диссертац|работ/u],
    [
      'Ich zahle die halbe Rate für das Haus, solange es nicht verkauft ist. Am Monatsende bleibt fast nichts übrig.',
      /Eigenkapital|eigenes Zuhause/u,
      /Finanzen/u,
    ],
    [
      'Ich arbeite im Büro und sitze den ganzen Tag. Sport mache ich seit Jahren keinen.',
      /Rücken entlasten/u,
      /Bewegung in meinen Arbeitstag/u,
    ],
    ['Lavoro in banca e sto seduto tutto il giorno.', /sollievo alla schiena/u, /più movimento/u],
    ['I sit at a desk all day and never move.', /ease my back/u, /movement into my working day/u],
  ])('%s', (input, invented, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(invented);
    expect(out).toMatch(kept);
  });

  it('a named back is still eased', () => {
    expect(draftGoals('I sit all day at a desk and my back hurts every evening.', NOV_26)).toMatch(/ease my back/u);
  });
});

describe('more concerns told in the order a language puts its words', () => {
  it.each([
    // Clients who owe the writer: their money to chase, no debts of the writer's to repay.
    [
      'Mám vlastní kadeřnictví. Několik klientek mi dluží za barvení a na konci měsíce mi skoro nic nezbyde.',
      /Dostanu zaplaceno/u,
      /Splatím své dluhy/u,
    ],
    [
      'Mám malé kaderníctvo a robím sama. Dvaja klienti mi dlhujú 900 € už od leta a neviem, ako si o to povedať.',
      /Dostanem zaplatené/u,
      /Splatím svoje dlhy/u,
    ],
    [
      'Я дизайнер. Клиенты мне должны 60 тысяч с лета, а я боюсь напоминать.',
      /Я получу деньги, которые мне должны клиенты/u,
      /погашу|долги/u,
    ],
    // Working at a care home is no relative to place in one.
    [
      'I work night shifts at a care home three times a week and I failed my pharmacology exam; the resit is in February.',
      /pass my pharmacology exam/u,
      /right care for my relative/u,
    ],
    [
      'Arbeite nachts im Pflegeheim und bin durch meine Klausur gefallen, die Wiederholung ist im Februar.',
      /Prüfung/u,
      /passende Pflege|Angehörigen/u,
    ],
    [
      'Pracuji na noční směny v domově pro seniory a neudělala jsem zkoušku z farmakologie, opravný termín je v únoru.',
      /Složím zkoušku/u,
      /péči pro svého blízkého|vhodnou péči/u,
    ],
  ])('%s', (input, kept, invented) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(invented);
  });

  it.each([
    ['Mám 52 rokov a po 25 rokoch ma prepustili z fabriky. Neviem robiť s počítačom, všade chcú Excel.', /Nájdem si novú prácu/u],
    ['Po 20 latach mnie zwolnili z fabryki i nie umiem obsługiwać komputera.', /Znajdę nową pracę/u],
    ['Po dvaceti letech mě propustili z továrny a neumím pracovat s počítačem.', /Najdu si novou práci/u],
  ])('a dismissal told object first is still out of work: %s', (input, job) => {
    expect(draftGoals(input, NOV_26)).toMatch(job);
  });

  it.each([
    ['Ich bin seit März arbeitslos. Das Arbeitslosengeld reicht kaum für die Miete von 780 €.', /Finanzen/u],
    ['I lost my job in March and the benefit barely covers the rent.', /finances/u],
    ['Perdí el trabajo en marzo y el paro apenas me alcanza para el alquiler.', /finanzas/u],
  ])('a rent barely covered is money trouble beside the job search: %s', (input, money) => {
    expect(draftGoals(input, NOV_26)).toMatch(money);
  });

  it.each([
    ['Llevo dos años en Berlín y mi alemán sigue en A2. Con la familia de mi pareja no me entero de nada.', /subir un nivel de alemán/u],
    ['I have lived in Vienna for three years and my German is still at A2.', /move up one level in German/u],
    ['Od dwóch lat mieszkam w Hiszpanii, a mój hiszpański jest wciąż na poziomie A2.', /hiszpańsk/u],
  ])('a language level that stays low is a language goal: %s', (input, language) => {
    expect(draftGoals(input, NOV_26)).toMatch(language);
  });

  it.each([
    [
      'Mia figlia di 16 anni non vuole più andare a scuola. Io e mio marito litighiamo su come gestirla.',
      /mio marito|linea comune|insieme/u,
    ],
    [
      'Nuestro hijo de 15 años suspende todo en el colegio. Mi marido y yo discutimos sobre cómo tratarlo.',
      /mi marido|pareja|línea común/u,
    ],
    ['Our son (14) is failing at school and my husband and I argue about how to handle it.', /shared approach to parenting/u],
  ])('parents who quarrel over how to handle a child get a shared line: %s', (input, line) => {
    expect(draftGoals(input, NOV_26)).toMatch(line);
  });
});

describe('the new cues need the words around them', () => {
  it.each([
    // The writer who cannot be replaced on holiday has no post to fill.
    ['I can’t take a holiday because there is no one to replace me at work, and I’m exhausted.', /post that is falling vacant/u],
    ['No puedo cogerme vacaciones porque no hay nadie para sustituirme y estoy agotada.', /puesto que queda libre/u],
    ['Nemůžu si vzít dovolenou, protože mě nemá kdo zastoupit, a jsem vyčerpaná.', /uvolňující se místo/u],
    // A business owner's mortgage or car loan is the household's, no investment of the business.
    ['Mam sklep internetowy z ubraniami. Chcę wziąć kredyt na mieszkanie dla siebie, ale boję się rat.', /planowanym kredycie/u],
    [
      'I run a small bakery. We want to take out a loan for a house next year and I’m scared of the payments.',
      /planned loan and investment/u,
    ],
    ['Tengo una peluquería. Quiero pedir un préstamo para un coche nuevo, pero no sé si podré pagarlo.', /préstamo y la inversión/u],
    // Two exams on Monday are no session to plan.
    [
      'Tengo dos exámenes el lunes y estoy tranquila; lo que me preocupa es que mi novio quiere irse a vivir a Chile.',
      /todos mis exámenes/u,
    ],
    ['I have two exams on Monday and I feel fine; what worries me is that my girlfriend wants to move to Chile.', /pass all my exams/u],
    ['Mám dvě zkoušky v pondělí a jsem v klidu, trápí mě, že se přítel chce odstěhovat do Chile.', /všechny zkoušky/u],
  ])('%s', (input, invented) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(invented);
  });
});

describe('a parent’s broken sleep takes in the night feeds shared with the partner', () => {
  it.each([
    [
      'Since the baby was born I sleep maybe five hours a night. My husband does the night feeds only on weekends.',
      // The story names him: the goal calls him so (one-person-one-name).
      /sleep more by sharing the night wake-ups with my husband/u,
    ],
    [
      'Od narození malé spím možná pět hodin za noc. V noci kojím a manžel vstává jen o víkendu.',
      /o noční vstávání se rozdělím s manželem/u,
    ],
    [
      'Desde que nació el bebé duermo cinco horas por noche; las tomas nocturnas son casi siempre mías.',
      /repartiendo los despertares nocturnos con mi pareja/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(goal);
    expect(lines(out)[0]).toMatch(/23|two months|dos meses|dvou měsíců/u);
  });

  it('sleep told without a baby keeps the plain sleep goal', () => {
    expect(draftGoals('I sleep maybe five hours a night and wake up at 3 every morning. My husband snores.', NOV_26)).not.toMatch(
      /night wake-ups/u,
    );
  });
});

describe('concerns told in passing in a carer’s, a student’s or a job-seeker’s story are seen', () => {
  it.each([
    // Nights not slept through and evenings of drinking beside the care.
    [
      'My mum has dementia and moved in with us. I haven’t slept a full night in weeks and I’ve started drinking most evenings.',
      [/sleep/u, /alcohol/u],
    ],
    [
      'Mamá tiene demencia y vive con nosotros. No he dormido una noche entera en semanas y bebo todas las noches.',
      [/dormir/u, /alcohol/u],
    ],
    ['Maminka má demenci a bydlí s námi. Nespím celou noc už několik týdnů a začala jsem pít každý večer.', [/spát/u, /alkohol/u]],
    // No one seen any more and food eaten anyhow beside the exams.
    [
      'Je suis en deuxième année de médecine et j’ai raté le concours une fois. Je ne vois plus personne et je mange n’importe quoi.',
      [/gens|amis/u, /alimentation|manger/u],
    ],
    ['Studiuję medycynę i oblałam egzamin. Z nikim się nie widuję i jem byle co.', [/ludzi|znajomych|przyjaciół/u, /nawyki|jedzeni/u]],
    ['Studuju medicínu a neudělala jsem zkoušku. S nikým se nevídám a jím nezdravě.', [/lidi|přátel/u, /návyky|jídl/u]],
  ])('%s', (input, goals) => {
    const out = draftGoals(input, NOV_26);
    for (const goal of goals) expect(out).toMatch(goal);
  });

  it.each([
    ['Tengo 45 años y me acaban de despedir de una empresa de logística después de 18 años.', /nuevo trabajo|empleo/u],
    ['I’m 45 and I’ve just been made redundant after 18 years in logistics.', /new job/u],
    ['Mam 45 lat i właśnie mnie zwolnili z firmy logistycznej po 18 latach.', /nową pracę/u],
  ])('a dismissal just told is a job search: %s', (input, job) => {
    expect(draftGoals(input, NOV_26)).toMatch(job);
  });
});

describe('among several concerns, a date told in one’s own sentence is its own, never another’s', () => {
  it.each([
    [
      'Piszę pracę magisterską i muszę ją oddać w czerwcu. W styczniu mam pięć egzaminów, jeden już raz oblałam.',
      /Zdam wszystkie egzaminy w sesji/u,
      /styczniu/u,
      /czerwcu/u,
    ],
    [
      'Píšu diplomku a odevzdávám ji v květnu. V lednu mám čtyři zkoušky a bojím se, že to nestihnu.',
      /Složím všechny zkoušky/u,
      /lednu/u,
      /květnu/u,
    ],
    [
      "I'm writing my master's thesis, due in June. I have four exams in January and I work 20 hours a week.",
      /pass all my exams/u,
      /January/u,
      /June/u,
    ],
    ['Ich schreibe meine Masterarbeit, Abgabe ist im Juni. Im Januar stehen vier Klausuren an.', /Prüfungen/u, /Januar/u, /Juni/u],
  ])('%s', (input, session, own, other) => {
    const out = draftGoals(input, NOV_26);
    const line = lines(out).find((l) => session.test(l))!;
    expect(line).toMatch(own);
    expect(line).not.toMatch(other);
    expect(lines(out).find((l) => other.test(l))).toBeDefined();
  });

  it('a post falling vacant at the end of January gives no date to the prices', () => {
    const out = draftGoals(
      'Ich führe eine kleine Schreinerei. Wir haben unsere Preise seit zwei Jahren nicht erhöht. Unser Geselle geht Ende Januar in Rente und wir haben niemanden, der ihn ersetzt.',
      NOV_26,
    );
    expect(lines(out).find((l) => /Preise/u.test(l))).not.toMatch(/Januar/u);
  });
});

describe('money owed to "us", a gym no longer visited, and a CV that is no writing goal', () => {
  it.each([
    ['Wir haben eine Schreinerei. Ein Kunde schuldet uns seit Oktober 7.800 € für eine Küche.', /das Geld eintreiben/u],
    [
      'Sou fotógrafa freelancer. Três clientes devem-me ao todo 2.900 € desde o verão e tenho vergonha de cobrar.',
      /receber o que os meus clientes me devem/u,
    ],
    ['Mamy z mężem warsztat. Dwóch klientów jest nam winien razem 6 000 zł od lata.', /Odzyskam pieniądze/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });

  it.each([
    ['Sono responsabile di un team da quattro mesi e finisco alle nove di sera. Non vado più in palestra da mesi.', /abitudini più sane/u],
    ['Ya no voy al gimnasio desde el verano y trabajo hasta las diez.', /hábitos más sanos/u],
    ['Від літа більше не ходжу в зал і працюю до дев’ятої вечора.', /здоров/u],
  ])('a gym no longer visited: %s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });

  it.each([
    ['Dwa miesiące temu zwolnili mnie z drukarni. Nie umiem pisać CV i nie byłem na rozmowie od 2004 roku.', /pisanie/u],
    ['I was laid off in September. I can’t write a CV and my writing skills for cover letters are rusty.', /improve my writing/u],
    ['Přišel jsem o práci. Neumím psát životopis a nebyl jsem na pohovoru dvacet let.', /psaní/u],
  ])('a CV to write is the job search, no writing goal: %s', (input, invented) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(invented);
  });
});

describe('the language a story names is the one its goal names', () => {
  it.each([
    [
      'Hace siete meses me mudé a Barcelona. El catalán me cuesta más de lo que pensaba y en las reuniones me pierdo.',
      /subir un nivel de catalán/u,
    ],
    ['My Swedish is still at A2 and my partner’s family speaks nothing else at dinner.', /move up one level in Swedish/u],
    ['Od roku mieszkam w Oslo, a mój norweski jest wciąż na poziomie A2.', /języka norweskiego/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });
});

describe('fresh round: a shop’s costs, money owed by a school or a customer, a van, a phone for hours, a death', () => {
  it.each([
    [
      'I run a small print shop with my sister. Paper and ink went up about 20 % and we haven’t touched our prices. A school still owes us £3,100 from September.',
      [/set prices that cover my rising costs/u, /get paid what my clients owe me/u],
      /start my own business/u,
    ],
    [
      'Prowadzimy z żoną kwiaciarnię. Ceny kwiatów w hurtowni wzrosły o 30 %. Żona chce wziąć kredyt na samochód dostawczy, a ja się boję. Ciągle się o to kłócimy.',
      [/Ustalę ceny/u, /planowanym kredycie/u],
      /Założę własną firmę|Poprawię naszą relację/u,
    ],
    [
      'Mein Mann und ich haben einen kleinen Friseursalon. Zwei Kundinnen schulden uns noch Geld, zusammen 640 €.',
      [/das Geld eintreiben/u],
      /eigene Firma gründen|Unternehmen gründen/u,
    ],
  ])('%s', (input, goals, invented) => {
    const out = draftGoals(input, NOV_26);
    for (const goal of goals) expect(out).toMatch(goal);
    expect(out).not.toMatch(invented);
  });

  it.each([
    ['Studio giurisprudenza e a gennaio ho quattro esami. Quando studio finisco sul telefono per ore.', /schermo/u],
    ['I have four exams in January and when I sit down to study I end up on my phone for hours.', /screen time/u],
    ['En enero tengo cuatro exámenes y cuando estudio acabo en el móvil durante horas.', /pantalla/u],
  ])('the phone that eats the study hours beside the session: %s', (input, screens) => {
    expect(draftGoals(input, NOV_26)).toMatch(screens);
  });

  it.each([
    ['Sono in pensione da un anno e mi sento inutile. Mia moglie è mancata due anni fa.', /lutto/u],
    ['Seit einem Jahr bin ich in Rente. Meine Frau ist letztes Jahr gestorben und die Tage sind lang.', /Trauer/u],
    ['Od roku jestem na emeryturze. Żona zmarła dwa lata temu i dni są bardzo długie.', /żałob/u],
  ])('a death told plainly is grief to get through: %s', (input, grief) => {
    expect(draftGoals(input, NOV_26)).toMatch(grief);
  });

  it.each([
    ['Som na materskej s dcérou. V marci sa vraciam do práce. S manželom sa neustále hádame o domácnosť.', /domácnosti/u, /marci/u],
    ['Jsem na mateřské se synem. V březnu se vracím do práce. S manželem se pořád hádáme kvůli domácnosti.', /domácnosti/u, /březnu/u],
    [
      'I’m on maternity leave with our son. I go back to work in March. My husband and I keep arguing about the housework.',
      /housework/u,
      /March/u,
    ],
  ])('a return date told in its own sentence is no date for the housework: %s', (input, chores, month) => {
    const line = lines(draftGoals(input, NOV_26)).find((l) => chores.test(l))!;
    expect(line).toBeDefined();
    expect(line).not.toMatch(month);
  });
});

describe('fresh round 3: an agency that owes, kilos put on, a workshop’s rent gone up', () => {
  it.each([
    [
      'Faccio la grafica freelance da tre anni. Un’agenzia mi deve 3.100 euro da agosto. Ho messo su 8 chili.',
      [/Mi farò pagare/u, /sei chili su 8/u],
    ],
    [
      'Tengo un taller de bicicletas con mi socio. Los alquileres del local han subido un 15 % y no hemos tocado los precios.',
      [/fijar precios que cubran la subida de mis costes/u],
    ],
    ['Sono grafica freelance. Un cliente ci deve ancora 900 euro da giugno e non risponde alle mail.', [/Mi farò pagare/u]],
  ])('%s', (input, goals) => {
    const out = draftGoals(input, NOV_26);
    for (const goal of goals) expect(out).toMatch(goal);
  });
});

describe('fresh round 4: the same concerns in other inflections and word orders', () => {
  it.each([
    [
      'Я фрилансерка, роблю переклади. Агентство винне мені 18 тисяч гривень з вересня і не відповідає.',
      /отримаю гроші, які мені винні клієнти/u,
    ],
    ['Я веду небольшую кофейню с женой. Бариста уходит в январе, и нам некем её заменить.', /найду человека на освобождающееся место/u],
    ['Я веду небольшую кофейню с женой. Аренда выросла на 20 %, а цены мы не поднимали.', /установлю цены/u],
    [
      'Je tiens une petite boulangerie. Le prix de la farine et de l’électricité a augmenté de 30 % et nous n’avons pas touché à nos prix.',
      /fixer des prix qui couvrent/u,
    ],
    [
      'Since our son was born in August I sleep in two-hour chunks and I do most of the night feeds.',
      /sleep more by sharing the night wake-ups/u,
    ],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });

  it.each([
    [
      'Ich bin seit drei Monaten Teamleiter in der Buchhaltung. Ein älterer Kollege geht mit allem direkt zu meinem Chef.',
      /Grundlagen der Buchhaltung/u,
    ],
    [
      'I have been a team lead in accounting for three months and an older colleague goes over my head to my boss.',
      /basics of accounting/u,
    ],
    [
      'Od trzech miesięcy jestem kierownikiem w księgowości i starszy kolega chodzi ze wszystkim do szefa.',
      /podstaw księgowości|księgowość/u,
    ],
  ])('a department one leads is no subject to learn: %s', (input, invented) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(invented);
  });
});

describe('fresh round 5: smoking told with "also", a pastry shop’s costs, a phone sat on while studying', () => {
  it.each([
    ['My blood sugar is 6.5 and I sit all shift. I also smoke about 20 a day.', /quit smoking/u],
    [
      'Tenho uma pastelaria com o meu marido. A farinha e a luz aumentaram 30 % e nós não mexemos nos preços.',
      /definir preços que cubram/u,
    ],
    ['W lutym mam cztery egzaminy. Przy nauce ciągle siedzę na telefonie.', /czas przed ekranem|ekran/u],
    ['V lednu mám čtyři zkoušky. Při učení pořád sedím na mobilu.', /obrazovk/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });
});
