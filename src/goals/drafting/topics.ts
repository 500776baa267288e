/**
 * What a goal is about. The topic chooses the measure and the time frame the templates add, so that
 * "learn Spanish" gets lessons a week and a level test while "find a new job" gets applications a
 * month. Keywords of all eleven languages live in one table: a Czech stem never occurs in a German
 * goal, and one table keeps the topics in step across languages.
 *
 * The first topic with a matching keyword wins, so the order matters: "read books about leadership"
 * is reading, "work-life balance" is time (before "job" sees "práci"/"Arbeit"), "prepare for the
 * AWS certification" is an exam rather than a skill.
 */
import { list, lowerWords } from './text.js';

export type TopicId =
  | 'driving'
  | 'exam'
  | 'thesis'
  | 'gapyear'
  | 'relocation'
  | 'career'
  | 'writing'
  | 'reading'
  | 'running'
  | 'language'
  | 'sidejob'
  | 'clients'
  | 'conflict'
  | 'salary'
  | 'promotion'
  | 'job'
  | 'speaking'
  | 'delegation'
  | 'feedback'
  | 'networking'
  | 'skills'
  | 'hobby'
  | 'sleep'
  | 'fitness'
  | 'procrastination'
  | 'time'
  | 'money'
  | 'leadership'
  | 'confidence'
  | 'building'
  | 'wellbeing'
  | 'social'
  | 'smoking'
  | 'internship'
  | 'direction'
  | 'general';

export const TOPIC_IDS: readonly TopicId[] = [
  'driving',
  'exam',
  'thesis',
  'gapyear',
  'relocation',
  'career',
  'writing',
  'reading',
  'running',
  'language',
  'sidejob',
  'clients',
  'conflict',
  'salary',
  'promotion',
  'job',
  'speaking',
  'delegation',
  'feedback',
  'networking',
  'skills',
  'hobby',
  'sleep',
  'fitness',
  'procrastination',
  'time',
  'money',
  'leadership',
  'confidence',
  'building',
  'wellbeing',
  'social',
  'smoking',
  'internship',
  'direction',
  'general',
];

/** Months of the time frame a template adds for each topic (when the user gave none). */
export const TOPIC_MONTHS: Record<TopicId, 2 | 3 | 4 | 6 | 12> = {
  driving: 6,
  exam: 4,
  thesis: 4,
  gapyear: 3,
  relocation: 12,
  career: 12,
  writing: 4,
  reading: 12,
  running: 6,
  language: 6,
  sidejob: 3,
  clients: 6,
  conflict: 3,
  salary: 3,
  promotion: 12,
  job: 6,
  speaking: 3,
  delegation: 3,
  feedback: 3,
  networking: 3,
  skills: 3,
  hobby: 3,
  sleep: 2,
  fitness: 3,
  procrastination: 2,
  time: 2,
  money: 12,
  leadership: 6,
  confidence: 3,
  building: 4,
  wellbeing: 2,
  social: 3,
  smoking: 3,
  internship: 3,
  direction: 2,
  general: 3,
};

interface TopicRule {
  id: TopicId;
  /** Lower-case whole words. */
  words?: string;
  /** Lower-case word beginnings. */
  stems?: string;
  /** Lower-case phrases looked for anywhere in the text. */
  phrases?: string[];
}

// Stems are chosen so that they do not start common words of another meaning: Czech "běh" would
// catch "během" (during), so running in Czech is listed as whole words; Polish "prac" would catch
// "pracować" (to work), so the job nouns are whole words.
const RULES: TopicRule[] = [
  {
    // Before "exam": "egzamin na prawo jazdy" is measured in driving lessons and the theory test.
    id: 'driving',
    words: 'řidičák řidičáku vodičák vodičáku führerschein fahrschule patente habilitação',
    stems: 'řidičsk autoškol vodičsk fahrstund fahrprüf водійськ водительск автошкол',
    phrases: [
      'driving licen',
      'driving test',
      "driver's licen",
      'learn to drive',
      'driving lessons',
      'prawo jazdy',
      'prawa jazdy',
      'prawie jazdy',
      'carnet de conducir',
      'licencia de conducir',
      'permis de conduire',
      'mon permis',
      'le permis',
      'carta de condução',
      'carteira de motorista',
      'права на водіння',
      'на права',
      'получить права',
      'получу права',
      'водительские права',
      'отримати права',
      'отримаю права',
      'водійські права',
      'esame di guida',
      'esame della patente',
      'examen de conducir',
      'examen práctico de conducir',
      'exame de condução',
      'exame de direção',
      // Learning to drive said with the verb ("навчитися водити машину", "aprender a conducir").
      'водити машину',
      'водити авто',
      'водить машину',
      'водить автомобиль',
      'řídit auto',
      'šoférovať',
      'riadiť auto',
      'prowadzić samochód',
      'auto fahren',
      'aprender a conducir',
      'apprendre à conduire',
      'imparare a guidare',
      'aprender a conduzir',
      'aprender a dirigir',
    ],
  },
  {
    id: 'exam',
    // A French "concours", an Italian "concorso", Spanish "oposiciones": competitive entrance exams.
    words:
      'exam exams ielts toefl gmat gre examen exámenes examens exame exames concours concorso concorsi oposiciones maturę maturu maturita maturitu matura matury maturze abitur егэ зно нмт selectividad baccalauréat bac maturità',
    stems:
      'certif zkouš zkousk skúšk prüfung zertifi egzamin certyfik іспит сертиф екзамен экзамен esame přijímač prijímač вступн вступительн',
    phrases: ['zertifizierung', 'zertifikat', 'certifica', 'certyfikat'],
  },
  {
    // A thesis, before "writing" and "job": "dopsat diplomovou práci" is pages and chapters, not
    // applications ("práci"). "Mémoire" may also be memory; a goal about memory is rare.
    id: 'thesis',
    words: `thesis dissertation diplomka diplomku diplomky bakalářka bakalářku bakalárku diplomovku tesis tfg tfm mémoire
      thèse tesi tesina tese tcc dissertação monografia masterarbeit bachelorarbeit doktorarbeit abschlussarbeit dissertation`,
    stems:
      'diplomov bakalářsk bakalársk závěrečn záverečn disertač dizertač magistersk licencjack dyplomow дипломн дисертац дисертац магістерськ магистерск',
  },
  {
    // A year out (before "time" and "job"): a plan, a budget and a date to return, not weekly steps.
    id: 'gapyear',
    words: 'gap-year auszeit',
    stems: 'sabbat sabát',
    phrases: ['gap year', 'year out', 'rok pauzy', 'rok volna', 'rok przerwy', 'академічну відпустку', 'академический отпуск'],
  },
  {
    // Moving abroad, before "job" ("find work in Austria" is part of the move) and "language".
    id: 'relocation',
    words: 'abroad emigrate zahraničí zahraničia auswandern',
    stems: 'relocat emigr expatri auswander',
    phrases: [
      'move to another country',
      'ísť pracovať do',
      'jít pracovat do',
      'work abroad',
      'přestěhovat do',
      'přestěhuji do',
      'odstěhovat',
      'presťahovať',
      'przeprowadzić się do',
      'przeprowadzka za granicę',
      'wyjechać za granicę',
      'za granicę',
      'за кордон',
      'переїхати',
      'переехать',
      'за границу',
      'ins ausland',
      'im ausland',
      'mudarme a',
      'mudarme al',
      'irme a vivir',
      'al extranjero',
      "à l'étranger",
      "m'installer en",
      "m'installer au",
      "all'estero",
      'trasferirmi',
      'mudar para o exterior',
      'morar fora',
      'no exterior',
    ],
  },
  {
    // A new field, before "job" (one more position in the same field) and "skills" ("design").
    id: 'career',
    words: 'career-change',
    stems: 'rekvalifik přeškol preškol przebranżow umschul quereinst reconver перекваліф переквалиф',
    phrases: [
      'move into',
      'moving into',
      'switch careers',
      'switch career',
      'switching careers',
      'change careers',
      'change career',
      'changing careers',
      'career change',
      'career switch',
      'transition into',
      'transition to a career',
      'pivot into',
      'pivot to',
      'new career',
      'změnit obor',
      'změna oboru',
      'změnit kariéru',
      'přejít do oboru',
      'přejít do it',
      'přejít do jiného oboru',
      'prejsť do it',
      'zmeniť odbor',
      'zmeniť kariéru',
      'zmienić branżę',
      'zmienić zawód',
      'zmienić karierę',
      'beruflich neu orientieren',
      'neue karriere',
      'cambiar de carrera',
      'cambiar de sector',
      'cambiar de profesión',
      'changer de carrière',
      'changer de métier',
      'змінити професію',
      'змінити сферу',
      'сменить профессию',
      'сменить сферу',
      'cambiare carriera',
      'cambiare settore',
      'mudar de carreira',
      'mudar de área',
      'nova carreira',
      // A move into another field, said with a verb of motion ("přejít do HR", "уйти в IT").
      'přejít do',
      'přejdu do',
      'prejsť do',
      'prejdem do',
      'przejść do',
      'przejdę do',
      'перейти в',
      'перейду в',
      'уйти в',
      'уйду в',
      'перейти до',
      'перейду до',
      'dedicarme a',
      'dedicarme al',
      'dedicar-me a',
      'dedicarmi a',
      'dedicarmi al',
      'umsteigen',
      'umzusteigen',
      'mudar para a área',
      'passar para a área',
      'cambiar al sector',
    ],
  },
  {
    id: 'writing',
    words: `write writing blog article articles essay novel novela romanzo powieść powieść newsletter napsat psát psaní napísať písať písanie
      schreiben artikel escribir artículos écrire article napisać pisać pisanie писати написати scrivere
      escrever писать написать`,
    // Futures and other forms of "write" ('Napíšu knihu', 'napiszę', 'напишу', 'escribiré'): a book written is no book read.
    stems: 'publish artykuł статт napíš napiš napisz напиш schreib escrib écri ecriv scriv escrev',
  },
  {
    id: 'reading',
    words: `read reading book books pages audiobooks číst čtení přečíst čítať čítanie prečítať lesen buch bücher
      leer libro libros lectura lire livre livres lecture czytać czytanie przeczytać читати прочитати читання
      leggere libro libri lettura ler livro livros leitura читать прочитать чтение`,
    stems: 'knih kníh knížk książ книг книж',
  },
  {
    id: 'running',
    words: `run running runner marathon half-marathon 5k 10k 21k jog jogging triathlon běh běhu běhat běhání
      běžet uběhnout zaběhnout běžec beh behu behať behanie bežať zabehnúť laufen lauf läufe joggen
      halbmarathon correr maratón courir biegać bieg biegu przebiec бігати біг бігу пробігти correre corsa
      maratona бегать бег пробежать забег`,
    stems: 'maraton půlmaraton polmaratón марафон',
  },
  {
    id: 'language',
    words: `english spanish german french italian czech chinese mandarin japanese russian ukrainian polish
      portuguese dutch arabic korean swedish language languages fluent fluency vocabulary duolingo
      a1 a2 b1 b2 c1 c2 deutsch idioma idiomas inglés ingles alemán francés español italiano chino portugués
      anglais allemand espagnol langue langues italien chinois мова мову мови мовою česky rusky polsky
      slovensky ukrajinsky nemecky inglese tedesco francese spagnolo lingua lingue inglês espanhol alemão
      francês língua línguas язык языка языки`,
    stems: `angličt anglick němčin německ španěl francouz češtin jazyk ruštin polštin italsk nemčin nemeck
      španiel francúz slovenčin taliansk englisch spanisch französisch sprache italienisch tschechisch
      polnisch ukrainisch russisch angielsk niemieck hiszpańsk francusk włosk język англій німецьк іспанськ
      французьк італійськ польськ чеськ іноземн английск немецк испанск французск итальянск`,
  },
  {
    // A job beside the main one, before "salary" ("un secondo lavoro o un aumento") and "job".
    id: 'sidejob',
    words: 'brigáda brigádu brigádě brigády brigádou přivýdělek přivýdělku prívyrobok nebenjob minijob zweitjob bico',
    stems: 'brigád nebenverdien dorywcz підробіт подработ lavorett',
    phrases: [
      'side job',
      'side hustle',
      'second job',
      'part-time job',
      'extra income',
      'dodatkowa praca',
      'dodatkową pracę',
      'dodatkowej pracy',
      'trabajo extra',
      'segundo trabajo',
      'petit boulot',
      "job d'appoint",
      'deuxième emploi',
      'complément de revenu',
      'secondo lavoro',
      'segundo emprego',
      'trabalho extra',
      'renda extra',
      'друга робота',
      'другу роботу',
      'вторая работа',
      'вторую работу',
    ],
  },
  {
    // Freelance work, before "salary", "job" and "money": more clients and revenue, not applications
    // or savings ("4000 euros de chiffre d'affaires par mois").
    id: 'clients',
    words: `freelance freelancer freelancing clients customers klienti klientů klientov klientów zákazníci zákazníků
      kunden kundschaft clientes clients clientèle clienti revenue umsatz facturación fatturato faturamento faturação
      tržby tržieb przychód przychody`,
    stems: 'freelanc фриланс фріланс клієнт клиент auftragg',
    phrases: ["chiffre d'affaires", 'na volné noze', 'na voľnej nohe', 'partita iva', 'libero professionista', 'libera professionista'],
  },
  {
    // A conflict at work, before "leadership" and "job": "konflikty v týmu" is a conversation to have.
    id: 'conflict',
    words: 'conflict conflicts konflikt konflikty konfliktu konflikte konflikten konflikty conflicto conflictos conflit conflits',
    stems: 'konflikt конфлікт конфликт conflitt conflito hádk hádáme hádame kłócim kłótni streit сварк ссор',
    phrases: ["don't get along", 'do not get along', 'nevycházím s', 'nevychádzam s', 'nie dogaduję się', 'не ладимо', 'не ладим'],
  },
  {
    // Savings put aside ("an emergency fund of three months' salary"), before "salary".
    id: 'money',
    phrases: [
      'emergency fund',
      'rainy day fund',
      // Before "salary" sees "pay": a debt paid off is money, not a raise.
      'pay off',
      'paying off',
      'pay back',
      'credit card',
      'student loan',
      'prêt étudiant',
      'préstamo estudiantil',
      'studienkredit',
      'fondo de emergencia',
      "fonds d'urgence",
      'fondo di emergenza',
      'finanční rezerv',
      'poduszk',
    ],
  },
  {
    id: 'salary',
    words: `salary raise pay payrise pay-rise compensation plat platu platem gehalt salario sueldo salaire
      pensja pensji stipendio salário зарплату зарплата`,
    stems: 'odměn gehaltserhöh aumento augmentation wynagrodz podwyżk зарплат',
    phrases: [
      'earn more',
      'vydělávat víc',
      'zarábať viac',
      'zarabiać więcej',
      'заробляти більше',
      'зарабатывать больше',
      'mehr verdienen',
      'ganar más',
      'gagner plus',
      'guadagnare di più',
      'ganhar mais',
    ],
  },
  {
    id: 'promotion',
    // Moving up a career ("posunout se v kariéře", "advance my career") is a promotion's way.
    words: 'senior ascenso ascender promu',
    stems: 'promot promoç promozi povýš beförder awans підвищенн повышен',
    phrases: [
      'posunout se v kariéře',
      'posunout v kariéře',
      'posunúť sa v kariére',
      'advance my career',
      'progress in my career',
      'grow in my career',
      'beruflich weiterkommen',
      'avanzar en mi carrera',
      'évoluer dans ma carrière',
      'fare carriera',
      'crescer na carreira',
      'rozwinąć się zawodowo',
      'просунутися в кар',
      'продвинуться по карьер',
      'team lead',
      'teamlead',
      'head of',
      'vedoucí týmu',
      'vedúci tímu',
      'teamleiter',
      "chef d'équipe",
      'jefe de equipo',
      'líder de equipo',
      'kierownika zespołu',
      'kierownik zespołu',
      'lidera zespołu',
      'тимлід',
      'керівника команди',
      'керівником команди',
    ],
  },
  {
    // Work-life balance before "job": "rovnováha mezi prací a soukromím" is about time, not a job.
    id: 'time',
    words: 'work-life',
    stems: 'rovnováh rovnováh vyváž ausgleich equilibri équilibr równowag баланс',
    phrases: ['work life balance', 'work-life', 'work/life'],
  },
  {
    // Before "job": an internship is measured by applications and a start date. French "stage" is an
    // internship in "un stage", "stage en entreprise"; the English "stage" (speaking) has no article
    // of that kind, and speaking is looked for later.
    id: 'internship',
    words: `internship internships intern interns stáž stáže stáži stážou praktikum praktika pasantía pasantías
      prácticas stagiaire alternance staż stażu stażem tirocinio tirocini estágio estágios стажування
      стажировка стажировку`,
    stems: 'praktikums praktikant стажир tirocin estági',
    phrases: ['un stage', 'mon stage', 'de stage', 'le stage', 'du stage', 'stage en ', 'stage chez', "stage d'", 'stage de '],
  },
  {
    id: 'job',
    words: `job jobs careers position positions apply applying interview interviews hired cv resume employer
      switch freelance freelancing práce práci prácu práca pohovor životopis stelle stellen
      beruf arbeitsplatz bewerbung bewerbungen vorstellungsgespräch trabajo empleo puesto entrevista
      emploi travail poste entretien candidature cdi cdd praca pracę pracy posadę stanowisko роботу робота роботи
      резюме співбесіда співбесіду lavoro impiego colloquio emprego trabalho entrevista работу работа
      собеседование вакансию démissionner démission kündigen renunciar dimettermi звільнитися уволиться`,
    stems: "zaměstn zamestn pozic pozíci ваканс кар'єр карьер kariér karriere carrièr карьер",
  },
  {
    id: 'speaking',
    words: `speak speaking speaker speech speeches presentation presentations present presenting talk talks
      pitch pitching stage rede reden discurso oratoria discours`,
    stems: `prezent präsent vortrag презент виступ publik публіч vystoup vystupov vystúp verejn veřejn
      presentac présent wystąpi przemawia выступ pubblic públic`,
    // Speaking up in meetings is speaking, not leading a team.
    phrases: [
      'hablar en público',
      'parler en public',
      'prise de parole',
      'mluvit před',
      'speak up',
      'speaking up',
      'say what i think',
      'saying what i think',
    ],
  },
  {
    id: 'delegation',
    stems: 'delegat delegov delegier delegar délégu delegow делег micromanag',
  },
  {
    id: 'feedback',
    words: 'feedback feedbacks',
    stems: 'zpětn spätn rückmeld retroaliment зворотн',
    phrases: ['informacj zwrotn', 'informację zwrotną'],
  },
  {
    id: 'networking',
    words: `network networking contacts connections linkedin meetup meetups events conference conferences
      síť sieť netzwerk réseau sieć`,
    stems: 'kontakt networ мереж контакт нетворк konferenc konferenz conferenc conféren конференц contacto',
  },
  {
    id: 'skills',
    words: `python programming code coding sql excel data analysis analytics skill skills study
      studying degree ux ui design aws cloud javascript typescript java ai tableau powerbi statistics
      accounting bookkeeping marketing cours formation curso cursos kubernetes docker devops buchhaltung
      contabilidad comptabilité contabilità contabilidade gestão`,
    stems: `course kurz kurs курс analýz analyz datov programov programow програм financ finanz фінанс dovednost zručnost
      fähigkeit kompetenz habilid compétenc umiejętn навич studov studier estudi étudi studiow
      weiterbild fortbild školen szkoleni тренінг corso curso курсы excel účetnictv účtovníctv księgow бухгалтерськ
      бухгалтерск programmier développeu desarrollador`,
  },
  {
    id: 'hobby',
    words: `hobby hobbies хобі хобби koníček koníčky záľubu passatempo pasatiempo loisir guitar piano violin drums ukulele instrument music singing sing draw drawing paint painting photography
      saxofon saxophon schlagzeug geige trompete klarinette housle husle skrzypce скрипка скрипку violino violon violín bicí perkusja барабани барабаны pizza
      hornear укулеле tocar suonare saxophone saxofón saxofone sassofono flute flauta flauto flöte cello violoncello teclado trumpet tromba trompeta accordion akordeon bateria batería
      cook cooking bake baking chess knitting kytara kytaru kytaře klavír hudba hudbu zpívat zpěv kreslit malovat
      fotografovat vařit vaření péct šachy gitara gitaru gitare spievať kresliť maľovať variť piecť gitarę gitarze
      pianino śpiewać rysować malować gotować gitarre klavier singen zeichnen malen kochen backen guitarra cantar
      dibujar pintar cocinar guitare chanter dessiner peindre cuisiner chitarra pianoforte cantare disegnare
      dipingere cucinare violão cozinhar desenhar гітара гітарі гітару піаніно співати малювати готувати
      гитара гитаре гитару пианино петь рисовать готовить`,
    // Playing an instrument by its verb ("играть на укулеле", "hrát na bicí"), any instrument.
    phrases: ['играть на ', 'грати на ', 'hrát na ', 'hrať na ', 'grać na ', 'play the '],
  },
  {
    // Looking after oneself: an end to the working day and a free day, not the weekly-steps filler.
    id: 'wellbeing',
    // Stress and burnout are energy and workload to recover ("bring my stress down"), before "time".
    words: 'self-care selfcare wellbeing well-being selbstfürsorge autocuidado stress burnout',
    phrases: [
      'self care',
      'péče o sebe',
      'péči o sebe',
      'starostlivosť o seba',
      'dbać o siebie',
      'турбот про себе',
      'турботу про себе',
      'забота о себе',
      'заботу о себе',
      'prendre soin de moi',
      'prendermi cura di me',
      'cuidar de mim',
      'cuidarme',
    ],
  },
  {
    id: 'sleep',
    words: `sleep sleeping slept bedtime insomnia spát spánek spánku vyspat spať spánok spánku schlafen schlaf
      dormir sueño sommeil spać спати сон сну спать dormire sonno`,
    stems: 'nespav nespav schlafl insomn bezsen безсон бессон',
  },
  {
    // Before "fitness": quitting smoking is measured in cigarettes and smoke-free days, not workouts.
    id: 'smoking',
    words: `smoking smoke smoker smokers cigarettes cigarette vape vaping kouřit kouření nekouřit fajčiť fajčenie
      nefajčiť palenie palić курити куріння палити курить курение rauchen nichtraucher fumar fumer
      fumare fumo tabac tabaco`,
    stems: 'cigaret sigaret zigarett papieros cigarr сигарет nikotin никотин нікотин kouř fajč rauche',
  },
  {
    id: 'fitness',
    phrases: [
      'in forma',
      'en forma',
      'em forma',
      'en forme',
      'get fit',
      'in shape',
      'v kondici',
      'do formy',
      // Drinking less is counted in alcohol-free days, not in the weekends it happens on.
      'stop drinking',
      'drink less',
      'přestat pít',
      'prestať piť',
      'przestać pić',
      'кинути пити',
      'кину пити',
      'бросить пить',
      'брошу пить',
      'přestanu pít',
      'prestanem piť',
      'przestanę pić',
      'smetterò di bere',
      'пить меньше',
      'aufhören zu trinken',
      'weniger trinken',
      'dejar de beber',
      'beber menos',
      'arrêter de boire',
      'boire moins',
      'smettere di bere',
      'bere meno',
      'parar de beber',
    ],
    words: `exercise gym fit fitness swim plavat plávať pływać плавати плавать schwimmen nager weight kg kilos kilo chili chilo quilos quilo kila kilogramów кг кило кіло pounds sport sports swim swimming nuotare nuoto nadar natação cycle cycling bike yoga
      healthy health healthier sleep diet eat eating walk walking steps alcohol workout workouts
      stretch stronger ejercicio gimnasio salud deporte peso forme santé poids спорт вага`,
    stems: `cvič zdrav zhubn schudn sport спорт posilov kondic gesund abnehm adelgaz maigri ćwicz zdrow siłown
      здоров схудн тренуван fitnes medit медит palestr allenam dimagr emagrec academia exercíci похуд спортзал`,
  },
  {
    id: 'procrastination',
    words: 'procrastination procrastinate procrastinating procrastinator',
    stems: 'prokrast procrastin prokrastyn прокраст',
    phrases: ['put things off', 'putting things off', 'odkládám', 'odkladanie', 'odkládání', 'aufschieb', 'odkładani'],
  },
  {
    id: 'time',
    words: `family rodina rodině rodinu rodinou rodinu familie familia famille rodzina rodziny rodzinie rodziną
      сім'ї сім'я родина родини семья семьи семьей famiglia família time balance weekend weekends overtime hours evenings burnout stress deadlines focus priorities
      priority calendar boundaries organised organized organise organize prioritise prioritize productive
      productivity čas času časem zeit tiempo temps czas czasu час часу часом tempo время`,
    stems: `víkend přesčas organiz časov nadčas wochenend weekend überstund zeitmanag week-end
      nadgodzin вихідн выходн straordinar`,
    phrases: [
      'say no',
      'fines de semana',
      'fins de semana',
      'fine settimana',
      'heures sup',
      'zarządzać czasem',
      'zarządzanie czasem',
      'zarządzania czasem',
    ],
  },
  {
    id: 'money',
    words: `zł złotych kč korun eur euro euros dluh dlh dług długu reais dólares гривень рублей рублів dollars save saving savings money notgroschen rücklage budget debt debts invest investing investment spending income sparen
      geld dinero presupuesto argent гроші грошей бюджет soldi risparmiare dinheiro poupar деньги денег
      накопить сэкономить loan loans mortgage kredit kredyt кредит кредити кредиты hypotéka hypotéku úvěr úver préstamo
      prestito mutuo empréstimo dluhy dlhy długi борги долги schulden deudas dettes debiti dívidas`,
    stems:
      'ušetř peněz peníz úspor ušetri peňaz peniaz ahorr économis épargn oszczęd pieniądz pieniędz budżet заощад půjčk pôžičk pożycz spłac splat splác abbezahl виплат выплат погас rembours',
  },
  {
    id: 'leadership',
    words: `lead leading leader leaders leadership manage managing management manager team department
      mentoring coaching tým týmu týmem tímu tímom liderazgo líder equipo équipe`,
    stems: 'veden vedouc vedúc führung leiten manaž przywódz lider zespoł kierow лідер керів команд очол encadr',
  },
  {
    id: 'confidence',
    words: `confidence confident impostor imposter fear anxiety anxious listener listen listening patience
      patient assertive assertiveness shy self-esteem mindset calm perfectionism emotions strach tréma
      confianza confiance peur miedo страх fiducia autostima confiança autoestima уверенность
      самооценка`,
    stems: 'sebevědom sebejist sebadôver sebavedom sebaist selbstbewusst selbstvertrau pewnoś впевнен уверен',
  },
  {
    id: 'building',
    words: `build create launch business startup start-up website app portfolio project projects podcast
      youtube channel company product proyecto empresa negocio projet entreprise site бізнес сайт onlineshop
      negócio бизнес`,
    stems: 'založ projekt webov gründ unternehm aplikac aplicac проєкт проект створ запуст portfoli selbstständig podnik',
  },
];

interface CompiledRule {
  id: TopicId;
  words: Set<string>;
  stems: string[];
  phrases: string[];
}

// Czech, Slovak and Polish are often typed without diacritics ("anglictinu"): Latin keywords of five
// letters or more match either way. Shorter ones would collide once bare ("síť" → English "sit",
// "tým" → Polish "tym"), and Cyrillic keeps its marks ("й", "ї" are letters of their own).
const stripMarks = (text: string): string => (/\p{Script=Cyrillic}/u.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, ''));
const withBare = (items: string[]): string[] => [...new Set([...items, ...items.map(stripMarks).filter((bare) => bare.length >= 5)])];

const COMPILED: CompiledRule[] = RULES.map((r) => ({
  id: r.id,
  words: new Set(withBare(list(r.words ?? ''))),
  stems: withBare(list(r.stems ?? '')),
  phrases: withBare(r.phrases ?? []),
}));

/** The topic of a goal's words, `general` when nothing matches. */
export function topicOf(text: string): TopicId {
  const words = lowerWords(text.length > 4000 ? text.slice(0, 4000) : text);
  // French and Italian elide articles into the next word: "l'espagnol" is also "espagnol".
  for (const w of [...words]) {
    const at = w.lastIndexOf("'");
    if (at > 0 && at < w.length - 1) words.push(w.slice(at + 1));
  }
  const lower = text.toLowerCase();
  for (const rule of COMPILED) {
    if (words.some((w) => rule.words.has(w))) return rule.id;
    if (rule.stems.length > 0 && words.some((w) => rule.stems.some((s) => w.startsWith(s)))) return rule.id;
    if (rule.phrases.some((p) => lower.includes(p))) return rule.id;
  }
  return 'general';
}
