/**
 * French: "Je vais améliorer mon anglais au cours des six prochains mois, en suivant au moins deux
 * cours par semaine et en passant un test de niveau à la fin." The near future ("je vais" +
 * infinitive) fits any verb; each measure is a gerund ("en suivant …") describing how.
 */
import { readFileSync } from 'node:fs';
import { TOPIC_MONTHS } from '../topics.js';
import { romanceSentence, type RomanceFrames } from './romance.js';
import type { MonthPhrases, Template } from './types.js';

const MONTHS: MonthPhrases = {
  2: 'au cours des deux prochains mois',
  3: 'au cours des trois prochains mois',
  4: 'au cours des quatre prochains mois',
  6: 'au cours des six prochains mois',
  12: 'au cours des douze prochains mois',
};

const FRAMES: RomanceFrames = {
  intend: 'je vais',
  obtain: 'je vais obtenir',
  reach: 'je vais atteindre cet objectif',
  listColon: ' : ',
  afterTimeBefore: ', ',
  pointInTime: [/^en (?=(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b)/iu, "d'ici "],
};

export const fr: Template = {
  language: 'fr',
  heading: 'Mes objectifs SMART :',
  timeFrame: (topic) => MONTHS[TOPIC_MONTHS[topic]],
  measures: {
    career: {
      measure:
        'en échangeant dès le premier mois avec trois personnes qui travaillent déjà dans le nouveau domaine, en passant une journée d’essai auprès de l’une d’elles avant le deuxième mois, en m’inscrivant avant le troisième mois à la formation ou au diplôme que le domaine demande, puis en envoyant ma première candidature avant le sixième mois',
    },
    sleep: { measure: 'en me couchant avant 23 h au moins cinq soirs par semaine et en notant mes heures de sommeil' },
    procrastination: {
      measure:
        'en planifiant chaque soir trois tâches pour le lendemain et en commençant chaque matin par la plus difficile avec un bloc de concentration de 25 minutes',
    },
    hobby: {
      measure:
        'en pratiquant au moins trois fois par semaine pendant 30 minutes et en abordant un nouveau morceau ou une nouvelle technique chaque mois',
    },
    exam: {
      measure:
        "en étudiant au moins cinq heures par semaine, en passant un examen blanc complet toutes les deux semaines et en réservant la date de l'examen à l'avance",
    },
    writing: {
      measure: "en prenant au moins trois plages d'écriture par semaine et en me fixant un nombre de mots pour chacune",
      measured: "en prenant au moins trois plages d'écriture par semaine et en faisant le point chaque mois lors du mentorat",
    },
    reading: {
      measure: 'en terminant au moins un livre par mois et en notant trois idées clés de chacun',
      measured: "en avançant d'au moins 20 pages par jour et en notant chaque livre terminé",
    },
    running: {
      measure: 'en courant au moins trois fois par semaine et en notant la distance de chaque sortie',
      measured: "en suivant un plan d'entraînement de trois sorties par semaine et en notant chacune",
    },
    language: {
      measure: 'en suivant au moins deux cours par semaine et en passant un test de niveau à la fin',
      measured: 'en suivant au moins deux cours par semaine et en pratiquant 20 minutes chaque jour',
    },
    salary: {
      measure:
        'en préparant mes arguments avec des données du marché et trois résultats concrets, puis en demandant un entretien à mon responsable',
    },
    promotion: { measure: 'en convenant de trois critères clairs avec mon responsable et en faisant le point ensemble chaque mois' },
    job: {
      measure:
        'en envoyant au moins cinq candidatures ciblées par mois, en visant deux entretiens par mois et en faisant une simulation avant chaque entretien',
    },
    speaking: {
      measure: 'en prenant la parole ou en faisant une présentation au moins une fois par semaine et en demandant un retour à chaque fois',
    },
    delegation: {
      measure: 'en confiant au moins deux tâches récurrentes à mon équipe et en faisant le point avec elle chaque vendredi',
    },
    feedback: {
      measure: "en donnant un retour précis à chaque entretien individuel et en demandant une fois par mois s'il a été utile",
    },
    networking: {
      measure: 'en participant à au moins deux événements de networking par mois et en recontactant trois nouvelles personnes après chacun',
    },
    skills: {
      measure: 'en étudiant au moins quatre heures par semaine et en terminant un module ou un projet pratique toutes les deux semaines',
    },
    fitness: { measure: 'en faisant du sport au moins trois fois par semaine pendant 30 minutes et en notant chaque séance' },
    time: {
      measure:
        "en planifiant chaque lundi ma semaine autour de trois priorités au plus et en vérifiant chaque vendredi si j'ai tenu mon plan",
    },
    money: {
      measure:
        "en versant chaque mois sur un compte d'épargne un montant fixe d'au moins 10 % de mes revenus et en revoyant mon budget le 1er de chaque mois",
      measured: "en versant chaque mois sur un compte d'épargne un montant fixe et en revoyant mon budget le 1er de chaque mois",
    },
    leadership: {
      measure:
        'en prenant au moins deux nouvelles responsabilités de management par trimestre et en discutant des résultats lors du mentorat',
    },
    confidence: {
      measure:
        "en faisant une fois par semaine une chose qui demande du courage, comme prendre la parole en premier dans un groupe ou demander ce dont j'ai besoin, et en notant à chaque fois ce qui s'est bien passé",
    },
    building: { measure: 'en y consacrant au moins cinq heures par semaine et en fixant une étape toutes les deux semaines' },
    wellbeing: {
      measure:
        'en terminant ma journée de travail avant 18 h au moins quatre jours par semaine, en gardant un jour par semaine sans travail et en notant mon énergie de 1 à 10 chaque vendredi',
    },
    social: {
      measure:
        "en rejoignant ce mois-ci un club, un cours ou une association et en voyant quelqu'un en dehors du travail au moins une fois par semaine",
    },
    smoking: {
      measure:
        "en fumant deux cigarettes de moins par jour chaque semaine, en fixant une date d'arrêt dans les quatre prochaines semaines et en comptant mes jours sans tabac",
    },
    internship: {
      measure:
        "en envoyant au moins dix candidatures à des entreprises de mon domaine dans les quatre prochaines semaines, en relançant chacune au bout d'une semaine et en convenant d'une date de début",
    },
    direction: {
      measure: 'en y consacrant ensuite au moins 30 minutes par semaine pendant quatre semaines et en gardant une trace de chaque étape',
    },
    driving: {
      measure:
        "en prenant au moins deux leçons de conduite par semaine, en faisant 20 questions du code chaque jour et en réservant l'examen du code pour le deuxième mois",
    },
    sidejob: {
      measure:
        "en envoyant au moins trois candidatures par semaine pour un emploi le soir ou en fin de semaine et en convenant d'une date de début dès la première offre",
    },
    relocation: {
      measure:
        'en me renseignant le premier mois sur le travail, le logement et les papiers nécessaires sur place, en envoyant au moins cinq candidatures par mois à des employeurs sur place et en mettant de côté trois mois de dépenses',
    },
    thesis: {
      measure:
        'en écrivant au moins cinq pages par semaine, en terminant un chapitre toutes les quatre semaines et en envoyant chaque chapitre à mon directeur de recherche pour relecture',
    },
    conflict: {
      measure:
        "en choisissant d'ici deux semaines un point de friction qui revient souvent, en en parlant en tête-à-tête avec la personne impliquée, en convenant de deux changements concrets et en vérifiant chaque mois qu'ils sont respectés",
    },
    clients: {
      measure:
        "en contactant au moins cinq clients potentiels par semaine, en demandant une recommandation à chaque client satisfait et en comparant chaque mois mon chiffre d'affaires à un objectif fixé",
      measured:
        "en contactant au moins cinq clients potentiels par semaine et en vérifiant à la fin de chaque mois où j'en suis par rapport à l'objectif",
    },
    gapyear: {
      measure:
        "en établissant un plan avec trois choses que je veux faire, un budget mensuel et la date de mon retour aux études ou au travail, et en mettant de côté un montant fixe chaque mois jusqu'au départ",
    },
    general: {
      measure:
        "en notant dès la première semaine toutes les étapes nécessaires à cet objectif, en menant à bien au moins l'une d'elles chaque semaine et en faisant le bilan toutes les quatre semaines",
    },
  },
  // "arrêter de être", "que il": French elides before a vowel wherever a frame of ours meets the mentee's words.
  sentence: (parts) => romanceSentence(FRAMES, parts).replace(/(?<!\p{L})(d|qu|j|n)e (?=[aeiouyéèêâîôû])/giu, "$1'"),
};

const GERUNDS = JSON.parse(readFileSync(new URL('../gerunds.json', import.meta.url), 'utf8')) as { endings?: unknown; not?: unknown };
if (!Array.isArray(GERUNDS.endings) || GERUNDS.endings.length === 0 || !Array.isArray(GERUNDS.not))
  throw new Error('gerunds.json: a list of endings and a list of words that are no gerund are needed');
const ENDINGS = GERUNDS.endings as [string, string][];
const NOT_GERUNDS = new Set(GERUNDS.not as string[]);
/** ", en me couchant", " et en faisant": a gerund clause's start (the gerund ends in "-ant"). */
const GERUND_RE = /(,| et) en ((?:me |m'|se |s')?)(\p{L}+ant)(?!\p{L})/gu;
/** "faisant" → "faire": the file's first ending the gerund has, else "-ant" → "-er". */
const infinitive = (g: string): string => {
  const ending = ENDINGS.find(([ant]) => g.endsWith(ant));
  return ending ? g.slice(0, -ending[0].length) + ending[1] : `${g.slice(0, -3)}er`;
};

/** At most two gerund clauses a French sentence: the second joined by "et", the rest a sentence "Je vais aussi …" of infinitives. */
export function twoGerunds(goal: string): string {
  const at = [...goal.matchAll(GERUND_RE)].filter((m) => !NOT_GERUNDS.has(m[3]!));
  if (at.length <= 2) return goal;
  const [second, third] = [at[1]!, at[2]!];
  const head = `${goal.slice(0, second.index)} et${goal.slice(second.index + second[1]!.length, third.index).replace(/,\s*$/u, '')}.`;
  const rest = goal
    .slice(third.index)
    .replace(GERUND_RE, (m, sep: string, me: string, g: string) => (NOT_GERUNDS.has(g) ? m : `${sep} ${me}${infinitive(g)}`))
    .replace(/^(?:,| et) /u, '');
  return `${head} Je vais aussi ${rest}`;
}
