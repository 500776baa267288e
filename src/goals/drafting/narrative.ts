/**
 * Narrative intents: a sentence that describes a problem states a goal too — the one that addresses
 * it. "My confidence is low" → "build my confidence"; "I have a problem with procrastination" →
 * "overcome my problem with procrastination"; "Mám problém s prokrastinací" → "Poradím si s
 * prokrastinací" (the noun keeps the case the mentee gave it: "s" takes the instrumental in both).
 *
 * Each rule is a literal cue and the rest of the sentence; the rest is kept in the mentee's words.
 * The patterns are alternations of literal words behind Unicode word boundaries: linear.
 */
import type { GoalClause } from './candidate.js';
import type { Language } from './language.js';

interface ProblemRule {
  re: RegExp;
  /** The goal, given the words after the cue (`rest` is '' for a rule without a capture). */
  goal: (rest: string) => GoalClause;
}

const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
/** A cue, then the rest of the sentence (captured). */
const withRest = (cue: string): RegExp => new RegExp(`${B}(?:${cue})${E} ?([^,;]*)`, 'iu');
/** A cue alone. */
const only = (cue: string): RegExp => new RegExp(`${B}(?:${cue})${E}`, 'iu');

const future = (phrase: string): GoalClause => ({ form: 'future', phrase });
const infinitive = (phrase: string): GoalClause => ({ form: 'infinitive', phrase });
const english = (core: string): GoalClause => ({ form: 'english', core });

const LOW_EN = String.raw`(?:very |really |quite |too |so |pretty |rather )?(?:low|poor|bad|weak|terrible|lacking|not (?:great|good|high|strong))`;

const RULES: Partial<Record<Language, ProblemRule[]>> = {
  en: [
    {
      re: new RegExp(
        String.raw`${B}i (?:have|am having|'ve got|have got|often have|always have) (?:a |big |real |some |serious |a big |a real |a serious )?(?:problems?|issues?|trouble) with (.+)$`,
        'iu',
      ),
      goal: (rest) => english(`overcome my problem with ${rest}`),
    },
    {
      re: new RegExp(
        String.raw`${B}my (self-confidence|confidence|self-esteem|motivation|focus|energy|productivity|english|discipline) (?:is|has been|feels) ${LOW_EN}`,
        'iu',
      ),
      // A language is improved, not built up, and keeps its capital.
      goal: (rest) => english(rest.toLowerCase() === 'english' ? 'improve my English' : `build up my ${rest.toLowerCase()}`),
    },
    {
      re: new RegExp(
        String.raw`${B}i (?:lack|am lacking|have (?:no|little|low)|do not have (?:enough|much)|don't have (?:enough|much)) (self-confidence|confidence|self-esteem|motivation|discipline|focus|energy)${E}`,
        'iu',
      ),
      goal: (rest) => english(`build up my ${rest.toLowerCase()}`),
    },
    {
      re: new RegExp(
        String.raw`${B}i am not (?:very |really |that |confident or |always )?(confident|organised|organized|productive|assertive|patient|disciplined|motivated|focused)${E}`,
        'iu',
      ),
      goal: (rest) => english(`become more ${rest.toLowerCase()}`),
    },
    { re: only(String.raw`i (?:always |often |tend to |keep )?procrastinat\p{L}*`), goal: () => english('stop procrastinating') },
    {
      re: only(String.raw`i am (?:always |often |constantly |very |so )?(?:stressed|overwhelmed|burned out|burnt out)`),
      goal: () => english('bring my stress down'),
    },
  ],
  cs: [
    {
      re: withRest(
        String.raw`(?:mám|mívám) (?:velký |velké |obrovský |trochu )?(?:problém|problémy|potíže) s|bojuji s|bojuju s|potýkám se s|zápasím s`,
      ),
      goal: (rest) => future(`poradím si s ${rest}`),
    },
    {
      re: only(
        String.raw`(?:mám )?(?:nízké|malé|slabé) sebevědomí|sebevědomí mám (?:nízké|malé|slabé)|(?:moje |mé )?sebevědomí je (?:nízké|malé|slabé)|chybí mi sebevědomí`,
      ),
      goal: () => future('posílím své sebevědomí'),
    },
    { re: only('prokrastinuji|prokrastinuju|pořád odkládám'), goal: () => future('přestanu prokrastinovat') },
  ],
  sk: [
    {
      re: withRest(String.raw`(?:mám) (?:veľký |veľké |trochu )?(?:problém|problémy|ťažkosti) s|bojujem s|zápasím s|potýkam sa s`),
      goal: (rest) => future(`poradím si s ${rest}`),
    },
    {
      re: only(String.raw`(?:mám )?(?:nízke|malé|slabé) sebavedomie|(?:moje )?sebavedomie je (?:nízke|malé|slabé)|chýba mi sebavedomie`),
      goal: () => future('posilním svoje sebavedomie'),
    },
    { re: only('prokrastinujem'), goal: () => future('prestanem prokrastinovať') },
  ],
  pl: [
    {
      re: withRest(String.raw`mam (?:duży |wielki |spory )?(?:problem|problemy|kłopot|kłopoty) z|walczę z|zmagam się z`),
      goal: (rest) => future(`poradzę sobie z ${rest}`),
    },
    {
      re: only(String.raw`(?:mam )?(?:niską|małą) pewność siebie|(?:moja )?pewność siebie jest (?:niska|mała)|brakuje mi pewności siebie`),
      goal: () => future('wzmocnię pewność siebie'),
    },
    { re: only('prokrastynuję|ciągle odkładam'), goal: () => future('przestanę prokrastynować') },
  ],
  uk: [
    {
      re: withRest(String.raw`(?:я )?маю (?:велику |серйозну )?проблему з|у мене (?:є )?(?:велика |серйозна )?проблема з|(?:я )?борюся з`),
      goal: (rest) => future(`впораюся з ${rest}`),
    },
    {
      re: only(String.raw`(?:у мене )?(?:низька|мала) впевненість|(?:моя )?впевненість у собі (?:низька|мала)|мені бракує впевненості`),
      goal: () => future('зміцню впевненість у собі'),
    },
  ],
  ru: [
    {
      re: withRest(
        String.raw`у меня (?:есть )?(?:большая |серьёзная |серьезная )?проблема с|(?:я )?борюсь с|(?:мне )?трудно справляться с`,
      ),
      goal: (rest) => future(`справлюсь с ${rest}`),
    },
    {
      re: only(
        String.raw`(?:у меня )?(?:низкая|слабая) (?:уверенность|самооценка)|мне не хватает уверенности|(?:моя )?(?:уверенность в себе|самооценка) (?:низкая|слабая)`,
      ),
      goal: () => future('укреплю уверенность в себе'),
    },
  ],
  de: [
    {
      re: withRest(String.raw`ich habe (?:ein |große |ein großes |oft )?(?:problem|probleme|schwierigkeiten) mit|ich kämpfe mit`),
      goal: (rest) => infinitive(`mein Problem mit ${rest} lösen`),
    },
    {
      re: only(String.raw`mein selbstbewusstsein ist (?:niedrig|gering|schwach)|(?:mir fehlt|ich habe wenig) selbstbewusstsein`),
      goal: () => infinitive('mein Selbstbewusstsein stärken'),
    },
    { re: only('ich prokrastiniere|ich schiebe (?:alles|vieles|oft) auf'), goal: () => infinitive('mit dem Aufschieben aufhören') },
  ],
  es: [
    {
      re: withRest(String.raw`tengo (?:un |muchos |un gran |graves )?(?:problema|problemas) con|lucho con`),
      goal: (rest) => infinitive(`resolver mi problema con ${rest}`),
    },
    {
      re: only(String.raw`(?:mi )?(?:confianza|autoestima) es baja|tengo (?:poca|baja) (?:confianza|autoestima)|me falta confianza`),
      goal: () => infinitive('ganar confianza'),
    },
    { re: only('procrastino'), goal: () => infinitive('dejar de procrastinar') },
  ],
  fr: [
    {
      re: withRest(String.raw`j'ai (?:un |des |un gros |de gros )?(?:problème|problèmes) avec|je lutte contre`),
      goal: (rest) => infinitive(`régler mon problème avec ${rest}`),
    },
    {
      re: only(String.raw`je manque de confiance|(?:ma )?confiance en moi est (?:faible|basse)`),
      goal: () => infinitive('prendre confiance en moi'),
    },
    { re: only('je procrastine'), goal: () => infinitive('arrêter de procrastiner') },
  ],
  it: [
    {
      re: withRest(String.raw`ho (?:un |dei |un grande |grossi )?(?:problema|problemi) con|lotto con`),
      goal: (rest) => future(`risolverò il mio problema con ${rest}`),
    },
    {
      re: only(String.raw`(?:la mia )?autostima è bassa|ho poca (?:fiducia in me|autostima)|mi manca fiducia`),
      goal: () => future('rafforzerò la mia autostima'),
    },
    { re: only('procrastino'), goal: () => future('smetterò di procrastinare') },
  ],
  pt: [
    {
      re: withRest(String.raw`tenho (?:um |muitos |um grande )?(?:problema|problemas) com|luto contra`),
      goal: (rest) => infinitive(`resolver o meu problema com ${rest}`),
    },
    {
      re: only(String.raw`(?:a )?(?:minha )?autoestima é baixa|tenho pouca (?:confiança|autoestima)|me falta confiança`),
      goal: () => infinitive('fortalecer a minha autoestima'),
    },
    { re: only('procrastino'), goal: () => infinitive('parar de procrastinar') },
  ],
};

/** The goal that addresses a problem the statement describes, or null. `text` is one statement. */
export function problemGoal(text: string, lang: Language): GoalClause | null {
  const rules = RULES[lang];
  if (!rules) return null;
  const head = text.length > 600 ? text.slice(0, 600) : text;
  for (const rule of rules) {
    const m = rule.re.exec(head);
    if (!m) continue;
    const rest = (m[1] ?? '').trim();
    if (rule.re.source.includes('(.*)$') && rest.length < 2) continue;
    return rule.goal(rest);
  }
  return null;
}
