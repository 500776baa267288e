/**
 * Vague input: "I want to be better" names neither a goal nor a situation, and echoing it back
 * ("I will be better …") helps nobody. It is answered with a concrete first step that has a figure
 * and a deadline of its own: write down three areas by the end of next week and pick one.
 *
 * The deadline is relative ("by the end of next week"), not a calendar date: the offline generator is
 * deterministic, and the same text must give the same goals on any day (docs/decisions.md).
 *
 * Only a whole input that is nothing but such a wish counts; "I want to be better at Python" has a
 * topic and is read as usual. The patterns are anchored alternations of literal words: linear.
 */
import { readFileSync } from 'node:fs';
import { phraseClause, type Candidate } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { list, lowerWords } from './text.js';

const VAGUE: Record<Language, RegExp> = {
  en: new RegExp(
    String.raw`^(?:(?:honestly|really|basically|i guess|i think),? )?(?:i(?: just| really)?(?: want| would like|'d like| wish| need| hope) to (?:just )?)?(?:(?:be|become|get) (?:a )?(?:better|happier|more successful|successful|the best version of myself)(?: person| version of myself| at (?:everything|life|work)| in (?:life|general|everything))?|(?:feel|be) (?:happier|happy|better about myself|good about myself|more fulfilled)|improve myself|develop myself|grow as a person|change (?:my life|something(?: in my life)?|things(?: in my life)?)|make (?:more|something) of my life|do something (?:with|meaningful with) my life|find myself|get my life (?:together|on track))(?: i guess| somehow| really)?$|^i (?:don't|do not) know what (?:i want|to do)(?: with my life)?$`,
    'u',
  ),
  cs: /^(?:chci|chtěla? bych) (?:prostě |jen )?(?:být lepší verzí sebe(?: sama| samotné)?|být lepší|se zlepšit|zlepšit se|změnit svůj život|(?:něco )?změnit(?: něco)?(?: ve svém životě| v životě)?|najít (?:sám |sama )?sebe|být úspěšn\p{L}*|být šťastnější|se rozvíjet|(?:cítit se|se cítit) (?:lépe|líp|šťastn\p{L}*)(?: sám se sebou| sama se sebou| se sebou)?)$/u,
  sk: /^(?:chcem|chcela? by som) (?:proste |len )?(?:byť lepš\p{L}+ verziou seba(?: samého| samej)?|byť lepš\p{L}+|sa zlepšiť|zlepšiť sa|zmeniť svoj život|(?:niečo )?zmeniť(?: niečo)?(?: vo svojom živote| v živote)?|nájsť (?:sám |sama )?seba|byť úspešn\p{L}+|sa rozvíjať|byť šťastnejš\p{L}*|cítiť sa (?:lepšie|šťastnejš\p{L}*))$/u,
  pl: /^(?:chcę|chciała?bym) (?:po prostu |tylko )?(?:być lepsz\p{L}+ wersją siebie|być lepsz\p{L}+|się rozwijać|rozwijać się|zmienić swoje życie|(?:coś )?zmienić(?: coś)?(?: w (?:swoim|moim) życiu)?|odnaleźć (?:siebie|samą siebie|samego siebie)|być szczęśliwsz\p{L}+|czuć się (?:lepiej|szczęśliwsz\p{L}*)(?: ze sobą| sam\p{L}* ze sobą)?)$/u,
  uk: /^(?:я )?(?:хочу|хотів би|хотіла б) (?:просто )?(?:(?:бути|стати) (?:кращ|найкращ)\p{L}+ версією себе|бути кращ\p{L}+|стати кращ\p{L}+|змінити своє життя|(?:щось )?змінити(?: щось)?(?: (?:у|в) (?:своєму |моєму )?житті)?|змінити життя|знайти себе|розвиватися|(?:бути|почуватися) щасливіш\p{L}*)$/u,
  ru: /^(?:я )?(?:хочу|хотел бы|хотела бы) (?:просто )?(?:(?:быть|стать) лучшей версией себя|быть лучше|стать лучше|изменить свою жизнь|(?:что-то |что-нибудь )?изменить(?: что-то)?(?: в (?:своей |моей )?жизни)?|изменить жизнь|найти себя|развиваться|(?:быть|чувствовать себя) счастливее)$/u,
  de: /^(?:(?:irgendwie|einfach|eigentlich) )?(?:(?:ich )?(?:will|möchte|würde gerne?)|(?:will|möchte) ich) (?:einfach |nur |eigentlich |irgendwie )?(?:die beste version meiner selbst werden|ein besserer mensch werden|besser werden|mich verbessern|mich weiterentwickeln|mein leben ändern|(?:etwas|was) (?:in meinem leben )?ändern|mehr aus meinem leben machen|mehr aus mir machen|mich selbst finden|erfolgreicher werden|glücklicher (?:werden|sein)|mich besser fühlen)$/u,
  es: /^(?:quiero|me gustaría) (?:simplemente |solo )?(?:ser (?:la )?mejor versión de mí mism[oa]|ser mejor(?: persona)?|mejorar|cambiar (?:mi vida|de vida|algo(?: en mi vida)?)|encontrarme a mí mism[oa]|ser (?:más )?feliz|crecer|sentirme (?:mejor|más feliz)|(?:estar|sentirme) (?:mejor|bien) conmigo mism[oa])$/u,
  fr: /^(?:je veux|je voudrais|j'aimerais) (?:juste |simplement )?(?:être la meilleure version de moi-même|devenir la meilleure version de moi-même|être meilleure?|m'améliorer|changer (?:de|ma) vie|changer (?:quelque chose|des choses)(?: dans ma vie)?|me retrouver|trouver ma voie|progresser|évoluer|être (?:plus )?heureuse?|me sentir (?:mieux|plus heureuse?)|(?:être|me sentir) (?:mieux|bien) (?:avec moi-même|dans ma peau))$/u,
  it: /^(?:voglio|vorrei) (?:solo |semplicemente )?(?:essere la versione migliore di me stess[oa]|essere la migliore versione di me stess[oa]|essere migliore|migliorare|migliorarmi|cambiare (?:la )?mia vita|cambiare vita|cambiare qualcosa(?: nella mia vita)?|ritrovare me stess[oa]|ritrovarmi|crescere|essere (?:più )?felice|sentirmi (?:meglio|più felice)|(?:stare|sentirmi) (?:meglio|bene) con me stess[oa])$/u,
  pt: /^(?:quero|gostaria de) (?:só |simplesmente |apenas )?(?:ser a melhor versão de mim mesm[oa]|ser melhor|melhorar|mudar (?:a )?minha vida|mudar de vida|mudar (?:algo|alguma coisa)(?: na minha vida)?|me encontrar|encontrar-me|ser uma pessoa melhor|crescer|ser (?:mais )?feliz|sentir-me (?:melhor|mais feliz)|(?:estar|sentir-me|me sentir) (?:melhor|bem) comigo mesm[oa])$/u,
};

/** The first step, with its own deadline, in each language (the template adds the measure). */
const FIRST_STEP: Record<Language, string> = {
  en: 'take 30 minutes by the end of next week to write down three areas of my work or life I want to improve, and choose one to start with',
  cs: 'do konce příštího týdne si sepíšu tři oblasti práce nebo života, které chci zlepšit, a jednu z nich si vyberu',
  sk: 'do konca budúceho týždňa si spíšem tri oblasti práce alebo života, ktoré chcem zlepšiť, a jednu z nich si vyberiem',
  pl: 'do końca przyszłego tygodnia spiszę trzy obszary pracy lub życia, które chcę poprawić, i wybiorę jeden z nich',
  uk: 'до кінця наступного тижня випишу три сфери роботи чи життя, які хочу покращити, і виберу одну з них',
  ru: 'до конца следующей недели выпишу три области работы или жизни, которые хочу улучшить, и выберу одну из них',
  de: 'bis Ende nächster Woche drei Bereiche meiner Arbeit oder meines Lebens aufschreiben, die ich verbessern will, und einen davon auswählen',
  es: 'anotar antes del final de la próxima semana tres áreas de mi trabajo o de mi vida que quiero mejorar y elegir una para empezar',
  fr: "noter d'ici la fin de la semaine prochaine trois domaines de mon travail ou de ma vie que je veux améliorer et en choisir un pour commencer",
  it: 'entro la fine della prossima settimana annoterò tre aree del mio lavoro o della mia vita che voglio migliorare e ne sceglierò una da cui partire',
  pt: 'anotar até ao fim da próxima semana três áreas do meu trabalho ou da minha vida que quero melhorar e escolher uma para começar',
};

/** Is the whole input only a wish without content ("I want to be better")? */
export function isVague(text: string, language: Language): boolean {
  if (text.length > 200) return false;
  const bare = text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[.!?…,;:\s]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return VAGUE[language].test(
    bare
      .split(' ')
      .filter((w) => !SOFT.has(w))
      .join(' '),
  );
}

/**
 * A step of ours with its own deadline ("by the end of next week"), so no time frame is added: the
 * first step of a vague wish, or the step about a situation told in the writer's own words.
 */
export function stepCandidate(language: Language, phrase: string, key: string, measure?: string): Candidate {
  return {
    language,
    clause: phraseClause(phrase, language),
    score: 3,
    order: 0,
    listItem: false,
    specific: true,
    timed: true,
    topic: 'direction',
    ...(measure === undefined ? {} : { measure }),
    topicText: '',
    key,
  };
}

/** "Life" in the eleven languages, as a word of a short wish ("être plus organisé dans ma vie", "żyć dla siebie"). */
const LIFE = new Set(list(`life leben lebens vie vida vita život životě života živote życie życiu życia żyć життя житті жизнь жизни`));

/**
 * A short wish about one's life as a whole that names no topic ("J'aimerais être plus organisé dans
 * ma vie", "Хочу навести лад у своєму житті"): as vague as "I want to be better", so it gets the
 * first step too, not "… within three months, in weekly steps". `topicless` says that nothing read
 * from it has a topic of its own.
 */
export const isLifeWish = (text: string, topicless: boolean): boolean =>
  topicless &&
  text.length <= 160 &&
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => LIFE.has(w));

/** The concrete first step that answers a vague input, in `language`. */
export function firstStepCandidate(language: Language): Candidate {
  return stepCandidate(language, FIRST_STEP[language], 'first-step');
}

/** A family of vague wishes (wishes.json): its cue groups, the topics its step replaces, its step in each language. */
interface WishFamily {
  family: string;
  over: string[];
  cues: string[][];
  step: Record<Language, string>;
  measure: Record<Language, string>;
  hu: string;
}

/**
 * wishes.json read and checked at start-up (a person extends it without reading code): every family
 * with cue groups, the topics it replaces, and a step and a measure in all eleven languages and Hungarian.
 */
export function wishesFrom(data: unknown): WishFamily[] {
  const families = (data as { families?: Record<string, unknown>[] } | null)?.families;
  if (!Array.isArray(families) || families.length === 0) throw new Error('wishes.json: no list of families');
  return families.map((f, i) => {
    const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
    const texts = (v: unknown): boolean =>
      typeof v === 'object' && v !== null && LANGUAGES.every((l) => text((v as Record<string, unknown>)[l]));
    if (
      !text(f.family) ||
      !Array.isArray(f.over) ||
      !Array.isArray(f.cues) ||
      !f.cues.every(text) ||
      !texts(f.step) ||
      !texts(f.measure) ||
      !text(f.hu)
    )
      throw new Error(
        `wishes.json, family ${i + 1} (${String(f.family)}): cues, topics, a step and a measure in every language are needed`,
      );
    return { ...(f as unknown as WishFamily), cues: (f.cues as string[]).map((g) => g.split('|').map((c) => c.trim().toLowerCase())) };
  });
}

const WISH_DATA = JSON.parse(readFileSync(new URL('./wishes.json', import.meta.url), 'utf8')) as { soft?: unknown };
const WISHES = wishesFrom(WISH_DATA);
/** "Хочу нарешті знайти себе": words that change nothing in a vague wish (wishes.json "soft"). */
const SOFT = new Set(typeof WISH_DATA.soft === 'string' ? list(WISH_DATA.soft) : []);

/** The longest wish read as one of a family: a sentence or two, not a story. */
const WISH_CHARS = 200;

/**
 * The family of a short wish ("I just feel so lost lately", "Chtěla bych mít víc motivace", "Szeretnék
 * boldogabb lenni") whose goals read from it have only topics the family replaces (`topicsOf`), or none.
 * A cue is a whole word, a word start ("motivat*") or words in a row, looked up once per word of a
 * text of at most WISH_CHARS characters: linear.
 */
export function wishFamily(text: string, topicsOf: () => readonly string[]): WishFamily | undefined {
  if (text.length > WISH_CHARS) return undefined;
  const words = lowerWords(text);
  const joined = ` ${words.join(' ')} `;
  const hit = (cue: string): boolean =>
    cue.includes(' ')
      ? joined.includes(` ${cue} `)
      : cue.endsWith('*')
        ? words.some((w) => w.startsWith(cue.slice(0, -1)))
        : words.includes(cue);
  const matching = WISHES.filter((f) => f.cues.every((group) => group.some(hit)));
  if (matching.length === 0) return undefined;
  // The topics are read only for a wish of a family: a story's situations cost a pass of their own.
  const topics = topicsOf();
  return matching.find((f) => topics.every((t) => f.over.includes(t)));
}

/** The step of a family of wishes in `language`, with its own deadline and measure. */
export const familyCandidate = (f: WishFamily, language: Language): Candidate =>
  stepCandidate(language, f.step[language], `wish:${f.family}`, f.measure[language]);
