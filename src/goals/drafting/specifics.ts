/**
 * Has the user already made a goal measurable or time-bound? "Read 12 books by June" needs neither
 * a count nor a deadline from us: the template then adds no second time frame and picks the
 * "measured" variant of the topic's measure. Goals that already name a number or a deadline also rank
 * a little higher (they are the more concrete intentions).
 *
 * The patterns only use bounded repetition behind a literal word ("během", "within", "до"), so they
 * stay linear on any input.
 */
import { readFileSync } from 'node:fs';
import type { Language } from './language.js';
import { list, lowerWords, wordsRe } from './text.js';
import { isPast } from './life.js';

/**
 * Number words per language (also "once", "twice": a frequency is a measure). Articles that double as
 * "one" ("un", "eine") are left out: "un nuevo trabajo" names no quantity.
 */
export const NUMBER_WORDS: Record<Language, string[]> = {
  en: list(
    `one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand dozen half once twice`,
  ),
  cs: list(
    `jeden jedna jedno jednu jednou dva dvě dvou tři tří třikrát čtyři čtyř pět pěti šest šesti sedm osm devět deset dvanáct dvanácti dvacet sto tisíc půl dvakrát třem dvou`,
  ),
  sk: list(
    `jeden jedna jedno jednu raz dva dve dvoch tri troch trikrát tromi štyri štyroch päť šesť šiestich sedem osem deväť desať dvanásť dvanástich dvadsať sto tisíc pol dvakrát trom`,
  ),
  de: list(`einmal eins zwei drei dreimal vier fünf sechs sieben acht neun zehn zwölf zwanzig dreißig hundert tausend halb zweimal`),
  es: list(`uno dos tres cuatro cinco seis siete ocho nueve diez doce veinte treinta cien mil medio media`),
  fr: list(`deux trois quatre cinq six sept huit neuf dix douze vingt trente cent mille demi demie`),
  pl: [
    ...list(
      `jeden jedna jedno jedną raz dwa dwie dwóch trzy trzech trzema cztery czterech pięć sześć sześciu siedem osiem dziewięć dziesięć dwanaście dwunastu dwadzieścia sto tysiąc pół`,
    ),
    'dwa razy',
    'trzy razy',
  ],
  uk: list(
    `один одна одну одне раз два дві двох три трьох трьома тричі чотири чотирьох п'ять шість шести сім вісім дев'ять десять дванадцять дванадцяти двадцять сто тисяча тисяч пів двічі`,
  ),
  it: list(`due tre quattro cinque sei sette otto nove dieci dodici venti trenta cento mille mezza mezzo`),
  pt: list(`dois duas três quatro cinco seis sete oito nove dez doze vinte trinta cem mil meia`),
  ru: list(
    `один одна одну два две двух три трёх трех четыре пять шесть семь восемь девять десять двенадцать двадцать сто тысяча тысяч пол дважды трижды раз`,
  ),
};

const DATA: typeof import('./specifics.json') = JSON.parse(readFileSync(new URL('./specifics.json', import.meta.url), 'utf8'));
if (!Array.isArray(DATA.targets) || typeof DATA.pastBefore !== 'string') throw new Error('specifics.json: targets and pastBefore');
const TARGETS = DATA.targets;

// ---------------------------------------------------------------------------------------------
// English: the patterns the English reader has always used.

const EN_NUMBERS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half';
export const EN_MEASURE_RE = new RegExp(String.raw`\d|\b(?:${EN_NUMBERS})\b|\b[abc][12]\b|\bmarathon\b`, 'i');

const TIME_NUM = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|few|several|a couple of|couple of|half a)`;
const TIME_UNIT = String.raw`(?:days?|weeks?|months?|years?|quarters?|semesters?|terms?)`;
const EN_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
/** A deadline or a time frame written in English. */
export const EN_TIME_RE = new RegExp(
  [
    // "during the week" (weekdays, as in "stop drinking during the week") is no time frame.
    String.raw`\b(?:in|within|over|during(?! the (?:week|day)\b)|after) (?:the )?(?:next |coming |following |first |upcoming )?(?:${TIME_NUM} )?${TIME_UNIT}\b`,
    // "by 20 January", "by the 15th of March", "before January 20th": the day stays with its month.
    String.raw`\b(?:by|before|until|till|in|during|on) (?:the )?(?:end of (?:the |this |next |my )?(?:[\p{L}]+|\d{4})|(?:\d{1,2}(?:st|nd|rd|th)? (?:of )?)?(?:next |this )?(?:${EN_MONTHS}|spring|summer|autumn|fall|winter|christmas|easter|new year(?:'s)?|q[1-4]|\d{4})\b(?: \d{1,2}(?:st|nd|rd|th)?\b(?! (?:times|x|km|kg|hours?|minutes?|days?|weeks?)\b))?)`,
    String.raw`\b(?:this|next) (?:year|month|week|quarter|semester|summer|spring|autumn|fall|winter)\b|\b(?:in|during|by) the (?:first|second) half of (?:next year|this year|the year|\d{4})\b|\b(?:all of|throughout|the whole of|all through) \d{4}\b`,
    // An age is a deadline too: "before I turn 55" needs no second time frame.
    String.raw`\bby (?:the age of )?\d{2}\b|\b(?:before I turn|by the time I(?:'m| am)) \d{2}\b|\b(?:before|by) (?:the|my|our) (?:wedding|exams?|defen[cs]e|race|marathon|interview|move|trip|holidays?|birth|baby|birthday)\b`,
  ].join('|'),
  'iu',
);

// ---------------------------------------------------------------------------------------------
// The other languages.

const L = String.raw`\p{L}+`;
/** A word or a year: "bis Ende 2027", "к концу 2027 года". */
const LY = String.raw`(?:${L}|\d{4})`;

const TIME_PATTERNS: Record<Exclude<Language, 'en'>, string[]> = {
  cs: [
    String.raw`než mi bude \d{2}|do (?:svých )?\d{2} let`,
    String.raw`(?:po )?celý rok \d{4}|(?:do|před) (?:konce|poloviny|začátku) ${LY}`,
    String.raw`do (?:příštího |letošního )?(?:prázdnin|dovolené|svatby|léta|jara|podzimu|zimy|vánoc|nového roku|silvestra|velikonoc|ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|\d{4})`,
    String.raw`(?:během|za|v průběhu|po dobu|do) (?:(?:příštích|příští|následujících|nejbližších|\d+|jednoho|jeden|dva|dvě|dvou|tři|tří|čtyři|čtyř|pět|šest|šesti|sedm|osm|devět|deset|dvanáct|dvanácti|pár|půl) )?(?:(?:\d+|dvou|tří|čtyř|pěti|šesti|dvanácti) )?(?:rok|roku|roky|let|měsíc|měsíce|měsíců|týden|týdne|týdny|týdnů|den|dny|dní|dnů|čtvrtletí|pololetí)`,
    String.raw`v (?:první|druhé) polovině (?:příštího roku|roku \d{4}|roku|\d{4})|letos|příští rok|příštím roce|tento rok|tento měsíc|tohoto roku|v roce \d{4}|na jaře|v létě|na podzim|v zimě|na vánoce|na silvestra`,
    // "státnice mám v červnu", "do 15. června": a month is the mentee's own date.
    String.raw`v (?:lednu|únoru|březnu|dubnu|květnu|červnu|červenci|srpnu|září|říjnu|listopadu|prosinci)`,
    String.raw`(?:do )?\d{1,2}\. ?(?:ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince)|do (?:mých )?narozenin|před (?:svatbou|narozeninami|zkouškou|obhajobou|porodem|stěhováním|dovolenou|závodem|maratonem|pohovorem|státnicemi)`,
  ],
  sk: [
    String.raw`kým mi bude \d{2}|do (?:svojich )?\d{2} rokov`,
    String.raw`(?:počas )?celého roka \d{4}|(?:po )?celý rok \d{4}|(?:do|pred) (?:konca|polovice|začiatku) ${LY}`,
    String.raw`do (?:budúceho |tohto )?(?:prázdnin|dovolenky|svadby|leta|jari|jesene|zimy|vianoc|nového roka|silvestra|veľkej noci|januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra|\d{4})`,
    String.raw`(?:počas|za|v priebehu|do|o) (?:(?:nasledujúcich|najbližších|budúcich|\d+|jedného|jeden|dva|dvoch|tri|troch|štyri|štyroch|päť|šesť|šiestich|sedem|osem|deväť|dvanásť|dvanástich|pár|pol) )?(?:(?:\d+|dvoch|troch|štyroch|piatich|šiestich) )?(?:rok|roka|roky|rokov|mesiac|mesiaca|mesiace|mesiacov|týždeň|týždne|týždňov|deň|dni|dní)`,
    String.raw`v (?:prvej|druhej) polovici (?:budúceho roka|roka \d{4}|roka|\d{4})|tento rok|budúci rok|budúcom roku|tohto roku|v roku \d{4}|na jar|v lete|na jeseň|v zime|na vianoce`,
    String.raw`v (?:januári|februári|marci|apríli|máji|júni|júli|auguste|septembri|októbri|novembri|decembri)`,
    String.raw`(?:do )?\d{1,2}\. ?(?:januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra)|do (?:mojich )?narodenín|pred (?:svadbou|narodeninami|skúškou|obhajobou|pôrodom|sťahovaním|dovolenkou|pretekmi|maratónom|pohovorom)`,
  ],
  de: [
    String.raw`bevor ich \d{2} (?:werde|bin)|bis ich \d{2} bin`,
    String.raw`(?:das )?ganze Jahr(?: über)? \d{4}|(?:im )?ganzen Jahr \d{4}|bis (?:ende|mitte|anfang|zum|spätestens) ${LY}`,
    String.raw`bis (?:jahresende|monatsende|semesterende|jahresmitte)|(?:ende|mitte|anfang) (?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)`,
    String.raw`(?:bis|am) (?:(?:zum )?\d{1,2}\. ?)?(?:(?:zum )?(?:nächsten|kommenden) )?(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|sommer|herbst|winter|frühling|frühjahr|weihnachten|ostern|pfingsten|neujahr|silvester|\d{4})`,
    // "Abgabe ist im Juli": a month is the mentee's own date.
    String.raw`(?:an|zu) (?:weihnachten|ostern)|im (?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)`,
    String.raw`(?:in|innerhalb|während|im laufe) (?:der |den |von |eines |einem |des )?(?:nächsten |kommenden |folgenden |ersten )?(?:(?:\d+|ein|einem|einer|eines|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|paar|halben|halbes) )?(?:tag|tage|tagen|woche|wochen|monat|monate|monaten|monats|jahr|jahre|jahren|jahres|quartal|quartals|semester)`,
    String.raw`in der (?:ersten|zweiten) (?:jahreshälfte|hälfte (?:des nächsten jahres|des jahres|\d{4}))(?: \d{4})?|(?:dieses|nächstes|kommendes) jahr|(?:im|in diesem|im nächsten|im kommenden) (?:jahr|sommer|herbst|winter|frühling|frühjahr|quartal)|im jahr \d{4}|diesen (?:monat|sommer|herbst|winter)|bis zu meinem geburtstag|vor (?:der|dem|meiner|meinem|unserer|unserem) (?:hochzeit|geburtstag|prüfung|verteidigung|geburt|umzug|urlaub|reise|marathon)`,
  ],
  es: [
    String.raw`antes de cumplir (?:los )?\d{2}(?: años)?`,
    String.raw`(?:durante )?todo (?:el año )?\d{4}|(?:antes del|para el|hasta el|el) \d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)`,
    String.raw`(?:en|durante|dentro de|a lo largo de) (?:los |las |el |la |un |una )?(?:(?:próximos|próximas|siguientes|\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|unos|unas|pocos) )?(?:(?:\d+|dos|tres|cuatro|seis|doce) )?(?:días|semanas|meses|mes|años|año|trimestre|semestre)`,
    String.raw`(?:antes del|para el|para la|antes de la) (?:(?:próximo |próxima )?(?:verano|otoño|invierno|primavera)|navidad|año nuevo|final de ${LY}|fin de ${LY})`,
    String.raw`a finales de ${LY}|(?:antes de|para|hasta) (?:(?:el |la )?(?:fin|final|finales|mediados|principios) de ${LY}|(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|verano|otoño|invierno|primavera|navidad|semana santa|pascua|\d{4}))`,
    String.raw`en (?:el|la) (?:primer|segundo|primera|segunda) (?:semestre|mitad) (?:de|del) (?:año que viene|próximo año|año|\d{4})|en navidad|en semana santa|(?:este|el próximo|el siguiente) (?:año|mes|trimestre|verano|semestre)|el año que viene|del año que viene|del próximo año|en \d{4}|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|(?:antes de|para) mi cumpleaños|antes de (?:la|mi|nuestra) (?:boda|defensa|mudanza|carrera|maratón|entrevista)|antes del (?:examen|parto|viaje|maratón)`,
  ],
  fr: [
    String.raw`avant (?:mes|d'avoir) \d{2} ans`,
    // "le 15 mai", "au mois d'avril": a day or a month named as the date itself.
    String.raw`(?:pendant |durant )?(?:toute l'année|tout) \d{4}|(?:le |au )\d{1,2}(?:er)? (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|au mois d(?:e |')(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|fin (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)`,
    String.raw`(?:avant|d'ici|pour) (?:le \d{1,2} |fin )?(?:la fin|l'été|le printemps|l'automne|l'hiver|noël|le nouvel an|pâques|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|\d{4})`,
    String.raw`(?:en|dans|sous|pendant|au cours des?|d'ici) (?:les |des |un |une )?(?:(?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quelques) )?(?:(?:prochains|prochaines|premiers) )?(?:jours|semaines|mois|ans|an|années|année|trimestre)`,
    String.raw`(?:au|pendant le|dans le) (?:premier|second|deuxième) semestre(?: (?:de l'année prochaine|\d{4}))?|(?:dans la|pendant la) (?:première|seconde|deuxième) moitié de (?:l'année prochaine|l'année|\d{4})|à noël|à pâques|au printemps(?: prochain)?|à l'automne(?: prochain)?|l'été prochain|l'hiver prochain|cette année|l'année prochaine|l'an prochain|ce mois-ci|cet été|cet hiver|cet automne|ce printemps|d'ici ${LY}|en \d{4}|en (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|avant (?:la|le|l')\s?${LY}|(?:avant|d'ici|pour) mon anniversaire|avant (?:mon|ma|notre) (?:mariage|examen|soutenance|déménagement|voyage|marathon|entretien)`,
  ],
  pl: [
    String.raw`zanim skończę \d{2}(?: lat)?|przed (?:swoimi )?\d{2}\.? urodzinami`,
    String.raw`(?:przez )?cały (?:rok )?\d{4}(?: rok)?|(?:(?:do|przed) )?\d{1,2}\.? (?:stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia)`,
    String.raw`do (?:końca|połowy|początku) ${LY}`,
    String.raw`do (?:przyszłego |następnego |tego )?(?:wakacji|urlopu|ślubu|lata|wiosny|jesieni|zimy|świąt|nowego roku|sylwestra|wielkanocy|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|\d{4})`,
    String.raw`(?:w ciągu|przez|za|w przeciągu|w okresie) (?:(?:najbliższych|kolejnych|następnych|\d+|jednego|dwóch|dwa|trzy|trzech|cztery|czterech|pięć|sześć|sześciu|siedem|osiem|dziewięć|dwanaście|dwunastu|pół) )?(?:(?:\d+|dwóch|trzech|czterech|sześciu|dwunastu) )?(?:dzień|dni|tydzień|tygodni|tygodnie|tygodnia|miesiąc|miesiąca|miesięcy|miesiące|rok|roku|lat|lata|kwartał|kwartału)`,
    // "schudnąć 15 kg w 3 miesiące": "w" with a count is a span too (never "w dni robocze").
    String.raw`w (?:\d+|dwa|trzy|cztery|pięć|sześć|dwanaście|pół) (?:tygodnie|tygodni|miesiące|miesięcy|lata|lat|roku)`,
    String.raw`w (?:pierwszej|drugiej) połowie (?:przyszłego roku|roku \d{4}|roku|\d{4})|w tym roku|w przyszłym roku|w tym miesiącu|tego roku|w \d{4}|na (?:wielkanoc|święta|boże narodzenie|sylwestra)`,
    String.raw`we? (?:styczniu|lutym|marcu|kwietniu|maju|czerwcu|lipcu|sierpniu|wrześniu|październiku|listopadzie|grudniu)|do (?:moich )?urodzin|przed (?:ślubem|urodzinami|egzaminem|obroną|porodem|przeprowadzką|wyjazdem|maratonem|rozmową)`,
  ],
  uk: [
    String.raw`до (?:своїх )?\d{2} років`,
    String.raw`(?:протягом )?(?:усього|всього) \d{4} року|(?:весь|увесь) \d{4} рік|до (?:кінця|середини|початку) ${LY}`,
    String.raw`до (?:(?:наступного|цього) |\d{1,2} )?(?:мого дня народження|дня народження|літа|весни|осені|зими|нового року|різдва|великодня|січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня|\d{4})`,
    String.raw`(?:протягом|впродовж|упродовж|за|через) (?:(?:цей|наступних|найближчих|\d+|одного|один|два|дві|двох|три|трьох|чотири|чотирьох|п'ять|шість|шести|сім|вісім|дев'ять|дванадцять|дванадцяти|пів) )?(?:(?:\d+|двох|трьох|шести) )?(?:день|дні|днів|тиждень|тижні|тижнів|тижня|місяць|місяці|місяців|місяця|рік|року|роки|років|півроку|квартал|кварталу)`,
    String.raw`(?:у|в) (?:першій|другій) половині (?:наступного року|\d{4} року|року)|(?:цього|наступного) (?:року|місяця)|(?:у|в) (?:цьому|наступному) (?:році|місяці)|(?:у|в) \d{4}`,
    String.raw`(?:наступної|цієї) (?:весни|осені|зими)|(?:наступного|цього) літа`,
    String.raw`(?:у|в) (?:січні|лютому|березні|квітні|травні|червні|липні|серпні|вересні|жовтні|листопаді|грудні)|\d{1,2} (?:січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня)|до (?:весілля|іспиту|екзамену|захисту|пологів|переїзду|відпустки|марафону|співбесіди)`,
  ],
  it: [
    String.raw`prima di compiere \d{2} anni|entro i \d{2} anni`,
    String.raw`(?:per )?tutto (?:il|l'anno) \d{4}|(?:entro il|prima del|per il|il) \d{1,2} (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)`,
    // "entro la fine di gennaio", "entro la fine dell'anno": the end of what, kept with it.
    String.raw`(?:entro|prima della|per) la fine (?:di |del |della |dell')${LY}`,
    String.raw`(?:entro|prima di|per) (?:la fine|l'anno|il \d{4}|fine anno|fine (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|mese)|l'estate|la (?:prossima )?primavera|l'autunno|l'inverno|la prossima estate|il prossimo (?:autunno|inverno)|natale|capodanno|pasqua|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|\d{4})(?: (?:dell'anno|del mese|di quest'anno|prossim[oa]|\d{4}))?`,
    String.raw`(?:entro|in|nei|nel corso dei|durante|tra|fra) (?:i |le |un |una )?(?:(?:prossimi|prossime) )?(?:(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|qualche) )?(?:giorni|settimane|settimana|mesi|mese|anni|anno|trimestre|semestre)`,
    // "l'esame a giugno": a month after "a" is the exam's date, a deadline of its own.
    String.raw`prima dell'(?:estate|autunno|inverno|anno prossimo)|prima della (?:primavera|prossima estate)|nel (?:primo|secondo) semestre(?: (?:del|dell'anno prossimo|\d{4}))?(?: \d{4})?|nella (?:prima|seconda) metà (?:del|dell'anno prossimo|dell'anno)(?: \d{4})?|a natale|a pasqua|quest'anno|l'anno prossimo|dell'anno prossimo|l'anno che viene|dell'anno che viene|questo mese|quest'estate|nel \d{4}|a (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)|(?:entro|per) il mio compleanno|prima (?:del|della|dell') ?(?:matrimonio|compleanno|esame|discussione|parto|trasloco|viaggio|gara|maratona|colloquio)`,
  ],
  pt: [
    String.raw`antes de fazer \d{2} anos|até aos \d{2} anos`,
    String.raw`(?:durante )?todo o (?:ano de )?\d{4}|(?:até|antes de|para|no|em|a) (?:o |ao )?(?:dia )?\d{1,2} de (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)`,
    String.raw`(?:até|antes de|para) (?:o |a |ao |à )?(?:fim|final|meio|início) d[oe] ${LY}`,
    String.raw`(?:até|antes) d?(?:as|às) férias|no natal|na páscoa`,
    String.raw`(?:até|antes de) (?:ao ano novo|o ano novo|ao meu aniversário|o meu aniversário|do meu aniversário|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|o verão|ao verão|o natal|ao natal|a páscoa|à páscoa|\d{4})`,
    String.raw`(?:em|nos|durante|dentro de|ao longo de|daqui a) (?:os |as |um |uma )?(?:(?:próximos|próximas) )?(?:(?:\d+|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|doze|alguns|algumas) )?(?:dias|semanas|meses|mês|anos|ano|trimestre|semestre)`,
    String.raw`n[oa] (?:primeiro|segundo|primeira|segunda) (?:semestre|metade) d[eo] (?:próximo ano|ano que vem|ano|\d{4})|este ano|neste ano|no próximo ano|do próximo ano|ano que vem|no próximo mês|na próxima semana|este mês|em \d{4}|em (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)|antes d[oa] (?:casamento|exame|defesa|parto|mudança|viagem|prova|maratona|entrevista)`,
  ],
  ru: [
    String.raw`до (?:своих )?\d{2} лет`,
    String.raw`(?:в течение )?всего \d{4} года|весь \d{4} год|(?:(?:к|до) )?\d{1,2} (?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)`,
    String.raw`до (?:конца|середины|начала) ${LY}`,
    String.raw`до (?:(?:следующего|этого) |\d{1,2} )?(?:лета|весны|осени|зимы|нового года|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|\d{4})`,
    // "к лету", "к концу года": a deadline as Russian writes it; with it, no second time frame is added.
    // "следующей весной": a season as a date.
    String.raw`(?:следующей|этой) (?:весной|осенью|зимой)|(?:следующим|этим) летом`,
    String.raw`к (?:(?:следующему|этому) )?(?:лету|весне|осени|зиме|новому году|пасхе|рождеству|январю|февралю|марту|апрелю|маю|июню|июлю|августу|сентябрю|октябрю|ноябрю|декабрю|\d{4}(?: году)?|(?:концу|середине|началу) ${LY})`,
    String.raw`(?:в течение|за|через|на протяжении) (?:(?:этот|следующих|ближайших|\d+|одного|один|два|две|двух|три|трёх|трех|четыре|четырёх|пять|шесть|шести|семь|восемь|девять|двенадцать|двенадцати|пол) )?(?:(?:\d+|двух|трёх|шести) )?(?:день|дня|дней|неделю|недели|недель|месяц|месяца|месяцев|год|года|лет|полгода|квартал|квартала)`,
    String.raw`во? (?:первой|второй) половине (?:следующего года|\d{4} года|года)|(?:в )?(?:этом|следующем) (?:году|месяце)|(?:в )?\d{4} году`,
    String.raw`в (?:январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)|(?:до моего дня рождения|ко дню рождения)|до (?:свадьбы|экзамена|защиты|родов|переезда|отпуска|марафона|собеседования)`,
  ],
};

const TIME_RES = new Map<Language, RegExp>([
  ['en', EN_TIME_RE],
  ...(Object.entries(TIME_PATTERNS) as [Language, string[]][]).map(([lang, patterns]) => [lang, wordsRe(patterns)] as [Language, RegExp]),
]);

const MEASURE_RES = new Map<Language, RegExp>(
  (Object.keys(NUMBER_WORDS) as Language[]).map((lang) => [
    lang,
    lang === 'en' ? EN_MEASURE_RE : new RegExp(String.raw`\d|${wordsRe([...NUMBER_WORDS[lang], ...TARGETS]).source}`, 'iu'),
  ]),
);

/**
 * The year a deadline names after its month or season ("do konce příštího roku", "к лету 2028", "by
 * March next year", "hasta diciembre del año que viene"): part of the frame, never left in the goal's words.
 */
const YEAR_TAIL_RE = new RegExp(
  String.raw`(?:,? (?:(?:de|del|of|do|da|des|20\d\d|roku|roka|roce|year|jahres|année|año|anno|ano|року|года|году|next|příštího|budúceho|przyszłego|następnego|наступного|следующего|nächsten|prochaine|prochain|próximo|prossimo|que viene)(?![\p{L}\d]))){1,4}`,
  'iuy',
);
const CONNECTOR_END_RE = /(?:,? (?:de|del|of|do|da|des))+$/iu;
const YEAR_WORD_RE = /20\d\d|roku|roka|roce|year|jahres|année|año|anno|ano|року|года|году/iu;

/** The time frame written in `text` ("by June", "do konce roku", "bis Ende des Jahres"), if any. */
export function timeFrameIn(text: string, lang: Language): string | null {
  const m = TIME_RES.get(lang)!.exec(text);
  if (!m) return null;
  YEAR_TAIL_RE.lastIndex = m.index + m[0].length;
  const tail = YEAR_TAIL_RE.exec(text)?.[0].replace(CONNECTOR_END_RE, '') ?? '';
  // "do konce roku 2027", "к лету 2028": only words of a year, and at least one of them names it.
  return YEAR_WORD_RE.test(tail) ? m[0] + tail : m[0];
}

/** Month and summer names of the eleven languages, by their beginnings. */
const MONTH_RE = new RegExp(
  String.raw`(?<!\p{L})(?:j[aä]n|ene|f[eé]v|feb|m[aä]r|apr|abr|m[aá][yij]|j[uú]n|j[uú]l|czerw|d[ée]c|aug|sep|o[ck]t|ott|out|nov|de[cz]|dic|gen|magg|giu|lug|ago|set|avr|juin|juil|ao[uû]t|led|[úu]nor|b[řr]ez|dub|kv[ěe]t|[čc]erv|srp|z[áa]ř|[řr][íi]j|listop|prosin|stycz|lut|kwie|lip|sierp|wrze|pa[źz]dz|grud|січ|лют|берез|квіт|трав|черв|лип|серп|верес|жовт|листоп|груд|январ|феврал|март|апрел|ма[йяею]|июн|июл|август|сентябр|октябр|ноябр|декабр|summer|l[ée]t|leta|lat[ao]|літ|лет|sommer|verano|[ée]t[ée]|estate|ver[ãa]o|christmas|easter|weihnacht|ostern|no[eë]l|p[âa]ques|navidad|pascua|natal|pasqua|p[áa]scoa|v[áa]noc|vianoc|veľkej noci|velikonoc|świ[ąę]t|wielkanoc|різдв|великод|рождеств|пасх)`,
  'iu',
);

/**
 * The mentee's own date in a text that describes a situation ("Abgabe ist im Juli", "защита в
 * июне", "bis 30. September", "in drei Wochen"): a month, the summer or a count from now, not a year (which may lie in the past, "in
 * 2021") nor the end of something the text describes ("avant la fin du mois"). Null when there is none.
 */
export function deadlineIn(text: string, lang: Language): string | null {
  const head = text.length > 4000 ? text.slice(0, 4000) : text;
  // "J'ai raté deux partiels en janvier et les rattrapages sont en juin": the month of a past event is
  // passed over for the next one the text names (at most four looked at: linear).
  for (let from = 0, tries = 0; tries < 4; tries++) {
    const frame = timeFrameIn(head.slice(from), lang);
    if (frame === null || /\d{4}/u.test(frame)) return null;
    // "Seit ihrem Sturz im Oktober", "l'ultima a gennaio": a month the story has behind it.
    const at = head.indexOf(frame, from);
    if (at > 0 && PAST_BEFORE.test(head.slice(Math.max(0, at - 30), at))) return null;
    if (!happened(head, Math.max(from, at - 60), at, at + frame.length, lang))
      return MONTH_RE.test(frame) || countdown(frame, lang) ? frame : null;
    from = at + frame.length;
  }
  return null;
}

/** Is `frame`, where `text` first names it, the date of something that happened ("Ho finito la laurea a luglio e devo…")? */
export const pastDate = (text: string, frame: string, lang: Language, at = text.toLowerCase().indexOf(frame.toLowerCase())): boolean =>
  at >= 0 && happened(text, Math.max(0, at - 60), at, at + frame.length, lang);

/** A past verb in the clause of a date, after the date looked at before it (`from`), or two words after it: "Im Oktober hatte ich". */
function happened(text: string, from: number, start: number, end: number, lang: Language): boolean {
  if (/^(?:by|bis|entro|hasta|antes|até|avant|d'ici|do|до|к|przed|před|pred)\s/iu.test(text.slice(start, end))) return false; // a deadline, never past
  const before = text.slice(from, start);
  const clause = before.slice(Math.max(...[...'.;!?,\n'].map((b) => before.lastIndexOf(b))) + 1);
  const after = text.slice(end, end + 30).split(/[.;!?,\n]/u)[0]!;
  const words = [...lowerWords(clause), ...lowerWords(after).slice(0, 2)];
  return words.some((w, i) => isPast(w, words[i - 1], lang));
}

/** Words just before a date that put it in the past: since, last, ago, the last time. */
const PAST_BEFORE = wordsRe(list(DATA.pastBefore));

/** A count from now ("in drei Wochen", "через два месяца", "za 3 týdny"): never a past duration. */
const FROM_NOW_RE = /^(?:in|within|innerhalb|dans|dentro de|tra|fra|daqui a|через|za)\s/iu;

/** English "in a year" is as often the past ("haven't spoken in a year"): only "within" counts there. */
const countdown = (frame: string, lang: Language): boolean => (lang === 'en' ? /^within\s/iu.test(frame) : FROM_NOW_RE.test(frame));

/** Does `text` already name a number, a level or a distance? */
export function hasMeasure(text: string, lang: Language): boolean {
  return MEASURE_RES.get(lang)!.test(text);
}
