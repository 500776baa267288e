/**
 * European or Brazilian Portuguese: the answer follows the norm the mentee writes (decisions.md), read
 * from words ("telemóvel", "celular", "€", "reais") and the grammar each norm marks (pt-norm.json):
 * "estou a fazer" or "estou fazendo", "sinto-me" or "me sinto", "o meu" or a bare "meu". More marks
 * wins; as many of each is Brazilian, the norm of most writers, and none is 'pt' (Brazilian in the forms both write). Linear: one alternation per
 * norm over the text's first 5,000 characters, then whole-word replacements over our own sentence.
 */
import { pairsIn, readData, upperFirst } from '../text.js';

/** 'pt': a text with no mark of either norm, answered in Brazilian but with the forms both norms write where Brazil alone writes one. */
export type PortugueseNorm = 'pt-PT' | 'pt-BR' | 'pt';

const DATA = readData('./templates/pt-norm.json') as { pairs?: unknown; marks?: unknown; neutral?: unknown };
const { european: EU, brazilian: BR } = (DATA.marks ?? {}) as Record<string, Record<string, string[] | undefined> | undefined>;
if (![EU, BR].every((m) => m && Object.values(m).every((l) => Array.isArray(l) && l.every((w) => typeof w === 'string' && w))))
  throw new Error('pt-norm.json: marks.european and marks.brazilian, lists of words');
const alt = (ws = ['\\0']): string => ws.join('|').replace(/\$/gu, '\\$');
const EUROPEAN_RE = new RegExp(
  `(?<!\\p{L})(?:(?:${alt(EU!.progressive)}) (?:sempre |ainda |só |muito )?a \\p{L}+(?:ar|er|ir)|${alt(EU!.words)}|\\p{L}{2,20}-(?:${alt(EU!.enclitics)})|(?:^|(?<=[.!?]\\s))(?:${alt(EU!.openers)})|${alt(EU!.articled)})(?!\\p{L})`,
  'giu',
);
const BRAZILIAN_RE = new RegExp(
  `(?<!\\p{L})(?:(?:${alt(BR!.progressive)}) (?:sempre |ainda |só |muito )?\\p{L}+ndo|${alt(BR!.words)}|(?:^|(?<=[.!?]\\s))(?:${alt(BR!.openers)})|(?:^|(?<=[.!?,;:]\\s)|(?<=(?<!\\p{L})eu\\s))(?:${alt(BR!.proclitics)})(?=\\s\\p{L})|(?:\\p{L}{2,20}(?:ar|er|ir)|com) (?:${alt(BR!.openers)}))(?!\\p{L})`,
  'giu',
);

export function portugueseNorm(text: string): PortugueseNorm {
  const head = text.slice(0, 5000);
  const european = head.match(EUROPEAN_RE)?.length ?? 0;
  const brazilian = head.match(BRAZILIAN_RE)?.length ?? 0;
  if (european + brazilian === 0 && head.trim() !== '') return 'pt';
  return european > brazilian ? 'pt-PT' : 'pt-BR';
}

/** Our wording's pairs, European first (pt-norm.json); letters only, for they are joined into a pattern as written. */
const PAIRS = pairsIn('pt-norm.json', DATA.pairs, 'pairs of a European and a Brazilian wording, letters only', /^[\p{L} -]+$/u);

/** A wording the mentee wrote themself ("Todos os dias quero meditar") is theirs, kept in either norm. */
function replacer(pairs: [string, string][]): (text: string, own: string) => string {
  const index = new Map(pairs);
  const longestFirst = pairs.map(([f]) => f).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<!\\p{L})(?:${longestFirst.join('|')})(?!\\p{L})`, 'gu');
  return (text, own) => text.replace(re, (m) => (own.includes(m.toLowerCase()) ? m : (index.get(m) ?? m)));
}

/** "o meu orçamento" is heard in both norms, but Brazilian writing mostly drops the article: so do we, unless the mentee keeps it. */
const toBrazilian = replacer(PAIRS);

const ARTICLED_RE = /(?<!\p{L})(?<!(?<!\p{L})tod[oa]s? )(?:o|a|os|as) (?=(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas)(?!\p{L}))/gu;

const NEUTRAL = pairsIn('pt-norm.json', DATA.neutral, '"neutral", pairs of a Brazilian form and the one both norms write');
const toBoth = replacer(NEUTRAL);
// A form both norms write is European too: Portugal gets it where Brazil alone writes ours ("verificando", not "conferindo").
const toEuropean = replacer([...NEUTRAL, ...PAIRS.map(([e, b]): [string, string] => [b, e])]);

const ART = (DATA as { articled?: Record<string, unknown> }).articled as {
  article: Record<string, string>;
  contracted: Record<string, Record<string, string>>;
  kept: string[];
  idioms: string[];
  after: string[];
};
if (!ART?.article || !ART.contracted || !Array.isArray(ART.kept) || !Array.isArray(ART.idioms) || !Array.isArray(ART.after))
  throw new Error('pt-norm.json: "articled", the article, contractions, kept words, idioms and words after');
const [KEPT, AFTER] = [new Set(ART.kept), new Set(['', ...ART.after])];
/** The word after a possessive, read where the possessive ends (sticky: no scan of the rest). */
const NEXT_RE = /\s*(\p{L}*)/uy;
const BARE_RE = new RegExp(`(?<!\\p{L})(?:(\\p{L}+) )?(${Object.keys(ART.article).join('|')})(?!\\p{L})`, 'giu');

/** Portugal writes the article before a possessive, in a phrase of the mentee's too ("com meu trabalho" is Brazilian). */
function withArticle(sentence: string): string {
  return sentence.replace(BARE_RE, (m, before: string | undefined, own: string, at: number) => {
    const lower = before?.toLowerCase();
    const article = ART.article[own.toLowerCase()]!;
    NEXT_RE.lastIndex = at + m.length;
    // One after its noun ("um espaço meu até 2027") is followed by no noun: it takes no article.
    const after = AFTER.has(NEXT_RE.exec(sentence)![1]!.toLowerCase());
    if (lower === undefined || KEPT.has(lower) || after || ART.idioms.some((i) => sentence.slice(at, at + i.length).toLowerCase() === i))
      return m;
    const fused = ART.contracted[lower]?.[article];
    return fused ? `${before![0] === lower[0] ? fused : upperFirst(fused)} ${own}` : `${before} ${article} ${own}`;
  });
}

/** Our Portuguese sentence in the mentee's norm. */
export function inNorm(sentence: string, norm: PortugueseNorm, own = ''): string {
  const told = own.slice(0, 5000).toLowerCase();
  if (norm === 'pt-PT') return withArticle(toEuropean(sentence, told));
  // A text with no mark of either norm may be from Portugal: where Brazil alone writes a form, the one both write.
  // "Vou mexer-me mais": Brazil puts the pronoun before an infinitive after "vou" ("Vou me mexer mais"; blind reading 38's 6).
  const proclitic = norm === 'pt' ? sentence : sentence.replace(/(?<!\p{L})([Vv]ou) (\p{L}+(?:ar|er|ir))-(me|nos)(?!\p{L})/gu, '$1 $3 $2');
  const brazilian = norm === 'pt' ? toBoth(toBrazilian(sentence, told), told) : toBrazilian(proclitic, told);
  // Unmarked, the text may be European: the article before a possessive is written in both norms.
  return norm === 'pt' || told.search(ARTICLED_RE) >= 0 ? brazilian : brazilian.replace(ARTICLED_RE, '');
}
