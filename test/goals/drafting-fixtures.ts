/**
 * Inputs per language for the drafter's table-driven tests: a numbered list, a bulleted list under a
 * heading, and a long paragraph that mixes narrative with intentions (the narrative must not become
 * goals). `kept` are the user's words each output must contain, `absent` words of the narrative.
 */
import type { Language } from '../../src/goals/drafting/language.js';

export interface LanguageFixture {
  language: Language;
  heading: string;
  /** The heading in another norm of the language: Brazilian "Meus objetivos SMART:" for a Brazilian input (months-and-norm.test.ts checks which). */
  normHeading?: string;
  numbered: { input: string; kept: string[] };
  bulleted: { input: string; kept: string[] };
  paragraph: { input: string; kept: string[]; absent: string[]; goals: number };
  /** Seven list items: at most five goals come back. */
  seven: string;
  /** Our time frames and the deadlines used in the inputs. */
  time: RegExp;
  /** A digit or a number word. */
  number: RegExp;
  /** Inputs that state no goal. */
  nothing: string[];
  /** A text about the writer's life with no goal, situation or topic: answered with the first step. */
  narrative: string;
}

/** A digit anywhere, or one of the number words as a whole word. */
const w = (alternatives: string): RegExp => new RegExp(`\\d|(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

export const FIXTURES: LanguageFixture[] = [
  {
    language: 'en',
    heading: 'My SMART goals:',
    numbered: {
      input: '1. Learn Spanish to B1 level\n2. Run a half marathon\n3. Find a new job in data analysis',
      kept: ['learn Spanish to B1 level', 'run a half marathon', 'find a new job in data analysis'],
    },
    bulleted: {
      input: 'My goals for this year:\n- Improve my public speaking\n- Delegate more tasks to my team\n- Read 12 books',
      kept: ['improve my public speaking', 'delegate more tasks to my team', 'read 12 books'],
    },
    paragraph: {
      input:
        'I have been working as an accountant for eight years and I have two small children. ' +
        'I want to learn English because I would love to travel more. ' +
        'I would also like to run a half marathon by the end of the year. ' +
        'My goal is to get a certificate in financial analysis. My colleagues are very supportive.',
      kept: ['learn English', 'run a half marathon by the end of the year', 'get a certificate in financial analysis'],
      absent: ['accountant', 'children', 'travel', 'colleagues'],
      goals: 3,
    },
    seven: '1. Learn Spanish\n2. Run a marathon\n3. Read 12 books\n4. Find a new job\n5. Get a promotion\n6. Save money\n7. Learn to cook',
    time: /within the next|over the next|by the end of the year|this year/i,
    number: w('one|two|three|four|five|six|twelve|twenty|once|twice'),
    nothing: ['Hello!', 'Thanks a lot', 'My goals:'],
    narrative: 'I have been working in IT for four years. My team is great.',
  },
  {
    language: 'cs',
    heading: 'Moje SMART cíle:',
    numbered: {
      input: '1. Naučit se lépe delegovat úkoly\n2. Zlepšit angličtinu na úroveň C1\n3. Najít si novou práci v IT',
      kept: ['Naučím se lépe delegovat úkoly', 'Zlepším angličtinu na úroveň C1', 'Najdu si novou práci v IT'],
    },
    bulleted: {
      input: 'Moje cíle:\n- Chci uběhnout půlmaraton\n- Chtěla bych přečíst 12 knih\n- Rád bych se naučil vařit',
      kept: ['Uběhnu půlmaraton', 'Přečtu 12 knih', 'Naučím se vařit'],
    },
    paragraph: {
      input:
        'Pracuji jako účetní už osm let a mám dvě malé děti. ' +
        'Chci se naučit anglicky, protože bych ráda víc cestovala. ' +
        'Také bych chtěla uběhnout půlmaraton do konce roku. ' +
        'Mým cílem je získat certifikát z finanční analýzy. Moji kolegové mě hodně podporují.',
      kept: ['Naučím se anglicky', 'Uběhnu půlmaraton do konce roku', 'Získám certifikát z finanční analýzy'],
      absent: ['účetní', 'děti', 'cestovala', 'kolegové'],
      goals: 3,
    },
    seven:
      '1. Naučit se španělsky\n2. Uběhnout maraton\n3. Přečíst 12 knih\n4. Najít novou práci\n5. Získat povýšení\n6. Ušetřit peníze\n7. Naučit se vařit',
    time: /během \p{L}+ měsíců|do konce roku/iu,
    number: w('jeden|jednu|jednou|dva|dvě|dvou|tři|třikrát|třemi|třech|čtyři|pět|šest|dvanáct'),
    nothing: ['Ahoj!', 'Děkuji', 'Moje cíle:'],
    narrative: 'Pracuji jako účetní. Mám dvě děti.',
  },
  {
    language: 'sk',
    heading: 'Moje SMART ciele:',
    numbered: {
      input: '1. Zlepšiť angličtinu na úroveň B2\n2. Nájsť si novú prácu\n3. Naučiť sa programovať v Pythone',
      kept: ['Zlepším angličtinu na úroveň B2', 'Nájdem si novú prácu', 'Naučím sa programovať v Pythone'],
    },
    bulleted: {
      input: 'Moje ciele:\n- Chcem schudnúť 5 kg\n- Rád by som sa naučil po nemecky\n- Mojím cieľom je viac čítať',
      kept: ['Schudnem 5 kg', 'Naučím sa po nemecky', 'Budem viac čítať'],
    },
    paragraph: {
      input:
        'Pracujem ako projektová manažérka v banke už šesť rokov. ' +
        'Chcem sa zlepšiť vo verejnom vystupovaní, pretože ma to veľmi stresuje. ' +
        'Tiež by som chcela mať viac času na rodinu. ' +
        'Mojím cieľom je dokončiť kurz účtovníctva do konca roka. Mám rada svoju prácu.',
      kept: ['Zlepším sa vo verejnom vystupovaní', 'Budem mať viac času na rodinu', 'Dokončím kurz účtovníctva do konca roka'],
      absent: ['manažérka', 'stresuje', 'Mám rada'],
      goals: 3,
    },
    seven:
      '1. Naučiť sa po španielsky\n2. Zabehnúť maratón\n3. Prečítať 12 kníh\n4. Nájsť novú prácu\n5. Získať povýšenie\n6. Ušetriť peniaze\n7. Naučiť sa variť',
    time: /do \p{L}+ mesiacov|do konca roka/iu,
    number: w('jeden|jednu|raz|dva|dve|dvoch|tri|trikrát|tromi|troch|štyri|päť|šesť|dvanásť'),
    nothing: ['Ahoj!', 'Ďakujem', 'Moje ciele:'],
    narrative: 'Pracujem ako účtovníčka. Mám dve deti.',
  },
  {
    language: 'de',
    heading: 'Meine SMART-Ziele:',
    numbered: {
      input: '1. Englisch verbessern\n2. Mehr Sport machen\n3. Eine neue Stelle als Entwicklerin finden',
      kept: ['werde ich Englisch verbessern', 'werde ich mehr Sport machen', 'werde ich eine neue Stelle als Entwicklerin finden'],
    },
    bulleted: {
      input:
        'Meine Ziele:\n- Ich möchte mein Englisch auf C1 verbessern\n- Ich will bis Ende des Jahres 10 kg abnehmen\n- Mein Ziel ist es, mehr Bücher zu lesen',
      kept: ['werde ich mein Englisch auf C1 verbessern', 'Ich werde bis Ende des Jahres 10 kg abnehmen', 'werde ich mehr Bücher lesen'],
    },
    paragraph: {
      input:
        'Ich arbeite seit fünf Jahren als Entwicklerin in einem großen Unternehmen. ' +
        'Ich möchte mein Englisch verbessern, weil ich oft mit internationalen Kunden spreche. ' +
        'Außerdem will ich mehr Sport machen. Dieses Jahr möchte ich eine neue Stelle finden. Mein Team ist super.',
      kept: ['mein Englisch verbessern', 'mehr Sport machen', 'Dieses Jahr werde ich eine neue Stelle finden'],
      absent: ['Unternehmen', 'Kunden', 'Team ist'],
      goals: 3,
    },
    seven:
      '1. Spanisch lernen\n2. Einen Marathon laufen\n3. Zwölf Bücher lesen\n4. Eine neue Stelle finden\n5. Befördert werden\n6. Geld sparen\n7. Kochen lernen',
    time: /in den nächsten|bis Ende des Jahres|Dieses Jahr/i,
    number: w('eins|einmal|zwei|drei|dreimal|vier|fünf|sechs|zwölf'),
    nothing: ['Hallo!', 'Danke', 'Meine Ziele:'],
    narrative: 'Ich arbeite als Entwickler. Mein Team ist super.',
  },
  {
    language: 'es',
    heading: 'Mis objetivos SMART:',
    numbered: {
      input: '1. Aprender inglés\n2. Correr una media maratón\n3. Encontrar un nuevo trabajo',
      kept: ['Voy a aprender inglés', 'Voy a correr una media maratón', 'Voy a encontrar un nuevo trabajo'],
    },
    bulleted: {
      input:
        'Mis objetivos:\n- Quiero mejorar mi inglés hasta el nivel B2\n- Me gustaría leer más libros\n- Mi objetivo es conseguir un ascenso',
      kept: ['Voy a mejorar mi inglés hasta el nivel B2', 'Voy a leer más libros', 'Voy a conseguir un ascenso'],
    },
    paragraph: {
      input:
        'Trabajo como diseñadora desde hace tres años en una agencia pequeña. ' +
        'Quiero aprender a programar en Python porque me interesa el análisis de datos. ' +
        'También me gustaría hablar en público con más confianza. ' +
        'No quiero trabajar los fines de semana. Mi equipo es muy bueno.',
      kept: [
        'Voy a aprender a programar en Python',
        'Voy a hablar en público con más confianza',
        'Voy a dejar de trabajar los fines de semana',
      ],
      absent: ['diseñadora', 'agencia', 'equipo es'],
      goals: 3,
    },
    seven:
      '1. Aprender alemán\n2. Correr un maratón\n3. Leer 12 libros\n4. Encontrar un nuevo trabajo\n5. Conseguir un ascenso\n6. Ahorrar dinero\n7. Aprender a cocinar',
    time: /en los próximos/i,
    number: w('una vez|uno|dos|tres|cuatro|cinco|seis|doce'),
    nothing: ['¡Hola!', 'Gracias', 'Mis objetivos:'],
    narrative: 'Trabajo como diseñadora. Mi equipo es muy bueno.',
  },
  {
    language: 'fr',
    heading: 'Mes objectifs SMART :',
    numbered: {
      input: "1. Apprendre l'espagnol\n2. Courir un semi-marathon\n3. Trouver un nouveau travail",
      kept: ["Je vais apprendre l'espagnol", 'Je vais courir un semi-marathon', 'Je vais trouver un nouveau travail'],
    },
    bulleted: {
      input:
        "Mes objectifs :\n- Je veux améliorer mon anglais\n- J'aimerais lire 20 livres cette année\n- Mon objectif est de devenir chef d'équipe",
      kept: ['Je vais améliorer mon anglais', 'Je vais lire 20 livres cette année', "Je vais devenir chef d'équipe"],
    },
    paragraph: {
      input:
        'Je travaille comme comptable depuis six ans dans une grande entreprise. ' +
        'Je voudrais apprendre à parler en public, parce que je suis très timide. ' +
        "J'aimerais mieux gérer mon temps. En plus, je veux me remettre au sport. Mon équipe est formidable.",
      kept: ['Je vais apprendre à parler en public', 'Je vais mieux gérer mon temps', 'Je vais me remettre au sport'],
      absent: ['comptable', 'timide', 'formidable'],
      goals: 3,
    },
    seven:
      "1. Apprendre l'allemand\n2. Courir un marathon\n3. Lire 12 livres\n4. Trouver un nouveau travail\n5. Obtenir une promotion\n6. Économiser de l'argent\n7. Apprendre à cuisiner",
    time: /au cours des|cette année/i,
    number: w('une fois|deux|trois|quatre|cinq|six|douze|vingt'),
    nothing: ['Bonjour !', 'Merci', 'Mes objectifs :'],
    narrative: 'Je travaille comme comptable. Mon équipe est formidable.',
  },
  {
    language: 'pl',
    heading: 'Moje cele SMART:',
    numbered: {
      input: '1. Nauczyć się hiszpańskiego\n2. Przebiec półmaraton\n3. Znaleźć nową pracę',
      kept: ['Nauczę się hiszpańskiego', 'Przebiegnę półmaraton', 'Znajdę nową pracę'],
    },
    bulleted: {
      input:
        'Moje cele:\n- Chcę poprawić swój angielski do poziomu B2\n- Chciałabym czytać więcej książek\n- Moim celem jest awans na kierownika zespołu',
      kept: ['Poprawię swój angielski do poziomu B2', 'Będę czytała więcej książek', 'Moim celem jest awans na kierownika zespołu'],
    },
    paragraph: {
      input:
        'Pracuję jako księgowa od pięciu lat w dużej firmie. ' +
        'Chciałabym nauczyć się programowania w Pythonie, bo interesuje mnie analiza danych. ' +
        'Chcę też lepiej zarządzać czasem. Nie chcę pracować w weekendy. Mój zespół jest świetny.',
      kept: ['Nauczę się programowania w Pythonie', 'Będę lepiej zarządzała czasem', 'nie pracować w weekendy'],
      absent: ['księgowa', 'interesuje', 'zespół jest'],
      goals: 3,
    },
    seven:
      '1. Nauczyć się niemieckiego\n2. Przebiec maraton\n3. Przeczytać 12 książek\n4. Znaleźć nową pracę\n5. Zdobyć awans\n6. Zaoszczędzić pieniądze\n7. Nauczyć się gotować',
    time: /w ciągu [\p{L}\d]+ (?:miesięcy|tygodni)/iu,
    number: w('jeden|jedną|jednego|raz|dwa|dwie|dwóch|trzy|trzema|cztery|pięć|sześć|dwanaście'),
    nothing: ['Cześć!', 'Dziękuję', 'Moje cele:'],
    narrative: 'Pracuję jako księgowa. Mój zespół jest świetny.',
  },
  {
    language: 'uk',
    heading: 'Мої SMART-цілі:',
    numbered: {
      input: '1. Покращити англійську мову до рівня B2\n2. Навчитися краще керувати своїм часом\n3. Знайти роботу в IT у Празі',
      kept: ['Я покращу англійську мову до рівня B2', 'Я навчуся краще керувати своїм часом', 'Я знайду роботу в IT у Празі'],
    },
    bulleted: {
      input: 'Мої цілі:\n- Я хочу пробігти марафон\n- Хотіла б прочитати 12 книжок цього року\n- Моя мета — отримати підвищення',
      kept: ['Я пробіжу марафон', 'Я прочитаю 12 книжок цього року', 'Я отримаю підвищення'],
    },
    paragraph: {
      input:
        "Я працюю бухгалтеркою вже п'ять років у великій компанії. " +
        'Я хочу вивчити німецьку мову, тому що планую переїзд. ' +
        'Також я хотів би більше займатися спортом. Не хочу працювати у вихідні. Моя команда чудова.',
      kept: ['Я вивчу німецьку мову', 'Я буду більше займатися спортом', 'не працювати у вихідні'],
      absent: ['бухгалтеркою', 'переїзд', 'команда чудова'],
      goals: 3,
    },
    seven:
      '1. Вивчити іспанську\n2. Пробігти марафон\n3. Прочитати 12 книжок\n4. Знайти нову роботу\n5. Отримати підвищення\n6. Заощадити гроші\n7. Навчитися готувати',
    time: /протягом \p{L}+ місяців|цього року/iu,
    number: w("один|одну|одне|раз|два|дві|двох|три|тричі|трьома|чотири|п’ять|п'ять|шість|дванадцять"),
    nothing: ['Привіт!', 'Дякую', 'Мої цілі:'],
    narrative: 'Я працюю бухгалтеркою. Моя команда чудова.',
  },
  {
    language: 'it',
    heading: 'I miei obiettivi SMART:',
    numbered: {
      input: '1. Imparare lo spagnolo\n2. Correre una mezza maratona\n3. Trovare un nuovo lavoro',
      kept: ['Imparerò lo spagnolo', 'Correrò una mezza maratona', 'Troverò un nuovo lavoro'],
    },
    bulleted: {
      input:
        'I miei obiettivi:\n- Voglio migliorare il mio inglese fino al livello B2\n- Vorrei leggere più libri\n- Il mio obiettivo è ottenere una promozione',
      kept: ['Migliorerò il mio inglese fino al livello B2', 'Leggerò più libri', 'Otterrò una promozione'],
    },
    paragraph: {
      input:
        'Lavoro come contabile da sei anni in una grande azienda. ' +
        'Vorrei imparare a parlare in pubblico, perché sono molto timida. ' +
        'Mi piacerebbe gestire meglio il mio tempo. Inoltre voglio rimettermi in forma. Il mio team è fantastico.',
      kept: ['Imparerò a parlare in pubblico', 'Gestirò meglio il mio tempo', 'Mi rimetterò in forma'],
      absent: ['contabile', 'timida', 'fantastico'],
      goals: 3,
    },
    seven:
      '1. Imparare il tedesco\n2. Correre una maratona\n3. Leggere 12 libri\n4. Trovare un nuovo lavoro\n5. Ottenere una promozione\n6. Risparmiare denaro\n7. Imparare a cucinare',
    time: /entro i prossimi|entro la fine/i,
    number: w('una volta|uno|una|due|tre|quattro|cinque|sei|dodici|venti'),
    nothing: ['Ciao!', 'Grazie', 'I miei obiettivi:'],
    narrative: 'Lavoro come contabile. Il mio team è fantastico.',
  },
  {
    language: 'pt',
    heading: 'Os meus objetivos SMART:',
    normHeading: 'Meus objetivos SMART:',
    numbered: {
      input: '1. Aprender espanhol\n2. Correr uma meia maratona\n3. Encontrar um novo emprego',
      kept: ['Vou aprender espanhol', 'Vou correr uma meia maratona', 'Vou encontrar um novo emprego'],
    },
    bulleted: {
      input:
        'Meus objetivos:\n- Quero melhorar o meu inglês até o nível B2\n- Gostaria de ler mais livros\n- Meu objetivo é conseguir uma promoção',
      kept: ['Vou melhorar o meu inglês até o nível B2', 'Vou ler mais livros', 'Vou conseguir uma promoção'],
    },
    paragraph: {
      input:
        'Trabalho como designer há três anos numa pequena agência. ' +
        'Quero aprender a programar em Python porque me interessa a análise de dados. ' +
        'Também gostaria de falar em público com mais confiança. Não quero trabalhar nos fins de semana. A minha equipe é muito boa.',
      kept: ['Vou aprender a programar em Python', 'Vou falar em público com mais confiança', 'Vou deixar de trabalhar nos fins de semana'],
      absent: ['designer', 'agência', 'equipe é'],
      goals: 3,
    },
    seven:
      '1. Aprender alemão\n2. Correr uma maratona\n3. Ler 12 livros\n4. Encontrar um novo emprego\n5. Conseguir uma promoção\n6. Poupar dinheiro\n7. Aprender a cozinhar',
    time: /nos próximos|até/i,
    number: w('uma vez|um|uma|dois|duas|três|quatro|cinco|seis|doze|vinte'),
    nothing: ['Olá!', 'Obrigado', 'Meus objetivos:'],
    narrative: 'Trabalho como designer. A minha equipe é muito boa.',
  },
  {
    language: 'ru',
    heading: 'Мои SMART-цели:',
    numbered: {
      input: '1. Выучить английский до уровня B2\n2. Научиться лучше управлять своим временем\n3. Найти работу в IT в Праге',
      kept: ['Я выучу английский до уровня B2', 'Я научусь лучше управлять своим временем', 'Я найду работу в IT в Праге'],
    },
    bulleted: {
      input: 'Мои цели:\n- Я хочу пробежать марафон\n- Хотела бы прочитать 12 книг в этом году\n- Моя цель — получить повышение',
      kept: ['Я пробегу марафон', 'Я прочитаю 12 книг в этом году', 'Я получу повышение'],
    },
    paragraph: {
      input:
        'Я работаю бухгалтером уже пять лет в большой компании. ' +
        'Я хочу выучить немецкий язык, потому что планирую переезд. ' +
        'Также я хотел бы больше заниматься спортом. Не хочу работать по выходным. Моя команда замечательная.',
      kept: ['Я выучу немецкий язык', 'Я буду больше заниматься спортом', 'не работать по выходным'],
      absent: ['бухгалтером', 'переезд', 'команда замечательная'],
      goals: 3,
    },
    seven:
      '1. Выучить испанский\n2. Пробежать марафон\n3. Прочитать 12 книг\n4. Найти новую работу\n5. Получить повышение\n6. Накопить деньги\n7. Научиться готовить',
    time: /в течение \p{L}+ месяцев|в этом году/iu,
    number: w('один|одну|одно|раз|два|две|двух|три|трёх|трём|тремя|четыре|пять|пяти|шесть|двенадцать'),
    nothing: ['Привет!', 'Спасибо', 'Мои цели:'],
    narrative: 'Я работаю бухгалтером. Моя команда замечательная.',
  },
];
