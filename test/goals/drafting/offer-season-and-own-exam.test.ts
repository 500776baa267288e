/**
 * Issue 33, cover15b: concerns a story names that got no goal of their own. A job offer to answer by a
 * date is a decision between two jobs weighed by their figures (not a raise to ask for, nor a search to
 * start); a partner's offer is not the mentee's. A language level told with "still" and the level a
 * few words on ("è ancora A2", "pořád jsem na A2") is a level to climb. A guesthouse unsure of one more
 * season is a business to decide on by its numbers. A parent's own language exam beside a course comes
 * first, dated by the exam, and the child's school keeps its goal beside it.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a job offer to answer is weighed by both jobs’ figures, by the date given', () => {
  it.each([
    [
      'I was offered a position at a logistics firm, £4,000 more a year, but the office is an hour away. They want an answer by 4 December.',
      /job offer/u,
      /net pay/u,
      /by 4 December/u,
    ],
    [
      'Mir wurde eine Stelle bei der Stadtverwaltung angeboten, sicherer, aber weniger Geld. Ich soll bis zum 15. Dezember zusagen.',
      /Jobangebot/u,
      /Nettogehalt/u,
      /Bis zum 15\. Dezember/u,
    ],
    [
      'Mám nabídku práce od konkurence, o deset tisíc víc, ale delší dojíždění. Odpovědět musím do 10. prosince.',
      /nabídce práce/u,
      /čistý plat/u,
      /do 10\. prosince/u,
    ],
    [
      'Мне предложили работу в банке, зарплата выше на 20 тысяч, но ездить полтора часа. Ответ нужен до 12 декабря.',
      /предложению о работе/u,
      /зарплату на руки/u,
      /до 12 декабря/u,
    ],
    [
      'Me han ofrecido un puesto de encargada en Sevilla, 250 euros más, pero tendría que dejar a mi pareja en Madrid. Debo contestar antes del 18 de diciembre.',
      /oferta de trabajo/u,
      /sueldo neto/u,
      /18 de diciembre/u,
    ],
  ])('%s', async (input, goal, measure, date) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(measure);
    expect(out).toMatch(date);
    expect(out).not.toMatch(/raise|Gehaltserhöhung|zvýšení platu|повышени/u);
  });

  it('leaves an offer made to the partner to what the mentee fears', async () => {
    const out = await draft(
      'Жене предложили работу в Казани, возможно переедем, а я боюсь, что там не найду ничего по своей специальности.',
    );
    expect(out).not.toMatch(/предложению о работе/u);
  });
});

describe('a level told with "still" is a level to climb in the language named', () => {
  it.each([
    ['Abito a Vienna da tre anni e il mio tedesco è ancora A2, per questo faccio solo lavori in cucina.', /livello in tedesco/u],
    ['V Německu žiju dva roky, ale v němčině jsem pořád na A2 a kolegům na poradách nerozumím.', /v němčině o úroveň výš/u],
    [
      'Je vis en Espagne depuis quatre ans et mon espagnol est toujours A2, ça me bloque pour trouver un meilleur poste.',
      /niveau en espagnol/u,
    ],
    ['Od trzech lat mieszkam w Holandii, a mój angielski to ciągle B1, przez co nie awansuję.', /znajomość języka angielskiego/u],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(/20/u);
  });
});

describe('a guesthouse unsure of one more season decides by its numbers', () => {
  it.each([
    [
      'Temos uma pousada no Alentejo e as reservas caíram para metade. Não sei se vale a pena abrir mais uma temporada.',
      /futuro do meu negócio com base nos seus números/u,
    ],
    [
      'Ich führe seit drei Jahren eine kleine Pension im Harz, die Buchungen brechen ein, und ich frage mich, ob ich noch eine Saison weitermache.',
      /Zukunft meines Geschäfts/u,
    ],
    [
      "Nous avons des chambres d'hôtes en Bretagne, les réservations ont chuté et je ne sais pas si nous ferons une saison de plus.",
      /l'avenir de mon commerce/u,
    ],
    [
      'Provozuju penzion v Jeseníkách, rezervací je čím dál míň a nevím, jestli to táhnout ještě jednu sezónu.',
      /budoucnosti svého podniku/u,
    ],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).toMatch(/(?:six|sechs|šest|seis) /u);
    expect(out).not.toMatch(/três opções|drei Möglichkeiten|trois options|tři možnosti/u);
  });
});

describe("a parent's own language exam comes first, dated by it, the child's school kept", () => {
  it.each([
    [
      'Im Februar habe ich meine B1-Prüfung und gehe zweimal pro Woche in einen Deutschkurs. Mein Sohn bringt schlechte Noten nach Hause.',
      /^1\. Im Februar werde ich meine Sprachprüfung bestehen/mu,
      /^2\. .*meinem Sohn helfen/mu,
    ],
    [
      'V únoru mě čeká zkouška B2 z angličtiny, chodím na kurz. Syn má navíc ve škole špatné známky.',
      /^1\. Složím svou jazykovou zkoušku v únoru/mu,
      /^2\. Pomůžu svému synovi/mu,
    ],
    [
      'En febrero tengo el examen DELE B1 y voy a clases dos veces por semana. Mi hija saca malas notas en el colegio.',
      /^1\. Para febrero voy a aprobar el examen DELE B1/mu,
      /^2\. Voy a ayudar a mi hija/mu,
    ],
  ])('%s', async (input, own, child) => {
    const out = await draft(input);
    expect(out).toMatch(own);
    expect(out).toMatch(child);
  });

  it('keeps a wish to pass an exam without a course as the goal the mentee stated', async () => {
    expect(await draft('Chcę podszlifować hiszpański, żeby zdać egzamin DELE B2 w maju.')).not.toMatch(/egzamin językowy/u);
  });
});

describe('an offer to lead a team where one works is the new role, not a job offer to weigh', () => {
  it.each([
    ["I got an offer to lead a team of eight at my current company from January. I've never managed people.", /new role as a manager/u],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/job offer/u);
  });
});

describe('customers lost and applications unanswered are told with a figure between', () => {
  it.each([
    ['Tengo una peluquería desde hace ocho años y este año he perdido un tercio de las clientas.', /atraer más clientes a mi negocio/u],
    [
      'Mam salon kosmetyczny od sześciu lat, w tym roku straciłam prawie połowę klientek. Czynsz wzrósł o 20%.',
      /więcej klientów do swojej firmy/u,
    ],
    [
      'Ho 24 anni, mi sono laureato a luglio e da allora ho mandato 60 candidature senza risposta. Vivo ancora con i miei.',
      /Troverò un nuovo lavoro/u,
    ],
    ["Depuis un an j'ai envoyé 45 candidatures sans réponse, je suis graphiste. Mon couple en souffre.", /trouver un nouvel emploi/u],
    ['Za půl roku jsem rozeslal 70 životopisů a většina bez odpovědi. Mám hypotéku a dvě děti.', /novou práci/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});

describe('school holidays to lose are no child failing at school', () => {
  it.each([
    [
      "I've taught for 12 years and I'm exhausted. I was offered a job as a trainer, but I'd lose the school holidays with our kids. I must reply by 9 December.",
      /job offer/u,
      /better at school/u,
    ],
    [
      'Sou professora há dez anos e estou exausta. Ofereceram-me um emprego numa empresa, mas perderia as férias escolares com os meus filhos. Tenho de responder até 9 de dezembro.',
      /proposta de emprego/u,
      /escola/u,
    ],
    [
      'Učím dvanáct let a jsem vyčerpaná. Mám nabídku práce jako lektorka, ale přišla bych o školní prázdniny s dětmi. Odpovědět musím do 9. prosince.',
      /nabídce práce/u,
      /ve škole/u,
    ],
  ])('%s', async (input, offer, school) => {
    const out = await draft(input);
    expect(out).toMatch(offer);
    expect(out).not.toMatch(school);
  });
});

describe('clients who do not pay are money owed to collect', () => {
  it.each([
    [
      "Lavoro da freelance come traduttrice. Due clienti non mi pagano da tre mesi, in tutto 2.400 euro, e l'affitto scade.",
      /i clienti mi devono/u,
    ],
    [
      'Ich bin selbstständige Grafikerin. Zwei Kunden haben seit September nicht bezahlt, zusammen 3.100 Euro.',
      /das mir meine Kunden schulden/u,
    ],
    ['Soy fotógrafo autónomo y dos clientes no me han pagado desde octubre, unos 1.800 euros.', /lo que me deben mis clientes/u],
    ['Jsem grafička na volné noze a dva klienti mi neplatí už tři měsíce, celkem 40 000 Kč.', /co mi dluží klienti/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});
