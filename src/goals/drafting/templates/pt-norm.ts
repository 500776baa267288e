/**
 * European or Brazilian Portuguese: the answer follows the norm the mentee writes (decisions.md,
 * "the drafter's Portuguese"). European markers: the progressive "estou a perder", "telemóvel",
 * "autocarro", "equipa", "casa de banho", "Lisboa/Porto"; Brazilian ones: the gerund progressive
 * "estou (sempre) perdendo", "gerenciar", "celular", "ônibus", "você", "reais", "a gente", "R$", "faturamento", "Meu filho" opening the text or a
 * sentence, a possessive with no article after an infinitive ("aumentar meu preço"). No marker, or as many of each: European,
 * the norm most of our wording is written in ("até ao", "todos os meses" are also heard in Brazil).
 *
 * Linear: one pass of one alternation over the text's first 5,000 characters, then a fixed table of
 * whole-word replacements over our own sentence.
 */
import { readFileSync } from 'node:fs';

export type PortugueseNorm = 'pt-PT' | 'pt-BR';

const EUROPEAN_RE =
  /(?<!\p{L})(?:(?:estou|estás|está|estamos|estão|ando|anda|andamos|continuo|fico) (?:sempre |ainda |só |muito )?a \p{L}+(?:ar|er|ir)|gerir|telemóve(?:l|is)|autocarros?|equipas?|casa de banho|pequeno-almoço|comboios?|ecrãs?|factos?|contactos?|registos?|utilizador(?:es)?|ficheiros?|lisboa|porto|tu)(?!\p{L})/giu;
const BRAZILIAN_RE =
  /(?<!\p{L})(?:(?:estou|está|estamos|estão|ando|anda|continuo|fico|tô|tá) (?:sempre |ainda |só |muito )?\p{L}+ndo|gerenciar|celular(?:es)?|ônibus|você|vocês|reais|banheiro|café da manhã|trem|equipes?|contatos?|registros?|usuários?|arquivos?|são paulo|rio de janeiro|grana|violão|pra|pro|né|inss|clt|enem|vestibular|todo mês|toda semana|todo dia|até o|a gente|r\$|faturamento|sem graça|^(?:meu|minha)|(?<=[.!?] )(?:meu|minha|meus|minhas)|(?<!\p{L})\p{L}{2,20}(?:ar|er|ir) (?:meu|minha|meus|minhas)|com (?:meu|minha|meus|minhas))(?!\p{L})/giu;

export function portugueseNorm(text: string): PortugueseNorm {
  const head = text.slice(0, 5000);
  const european = head.match(EUROPEAN_RE)?.length ?? 0;
  const brazilian = head.match(BRAZILIAN_RE)?.length ?? 0;
  return brazilian > european ? 'pt-BR' : 'pt-PT';
}

const DATA = JSON.parse(readFileSync(new URL('./pt-norm.json', import.meta.url), 'utf8')) as { pairs?: unknown };
if (
  !Array.isArray(DATA.pairs) ||
  DATA.pairs.some(
    (p) => !Array.isArray(p) || p.length !== 2 || !p[0] || !p[1] || p.some((w) => typeof w !== 'string' || /[^\p{L} -]/u.test(w)),
  )
)
  throw new Error('pt-norm.json: pairs of a European and a Brazilian wording, letters only');
/** Our wording's pairs, European first (pt-norm.json). */
const PAIRS = DATA.pairs as [string, string][];

function replacer(from: string[], to: string[]): (text: string) => string {
  const index = new Map(from.map((f, i) => [f, to[i]!]));
  const re = new RegExp(`(?<!\\p{L})(?:${[...from].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})`, 'gu');
  return (text) => text.replace(re, (m) => index.get(m) ?? m);
}

/** "o meu orçamento" is heard in both norms, but Brazilian writing mostly drops the article: so do we, unless the mentee keeps it. */
const toBrazilian = replacer(
  PAIRS.map(([e]) => e),
  PAIRS.map(([, b]) => b),
);
const toEuropean = replacer(
  PAIRS.map(([, b]) => b),
  PAIRS.map(([e]) => e),
);

const ARTICLED_RE = /(?<!\p{L})(?:o|a|os|as) (?=(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas)(?!\p{L}))/gu;

/** Our Portuguese sentence in the mentee's norm. */
export function inNorm(sentence: string, norm: PortugueseNorm, own = ''): string {
  if (norm !== 'pt-BR') return toEuropean(sentence);
  return own.slice(0, 5000).search(ARTICLED_RE) >= 0 ? toBrazilian(sentence) : toBrazilian(sentence).replace(ARTICLED_RE, '');
}
