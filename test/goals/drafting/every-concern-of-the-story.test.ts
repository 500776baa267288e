/**
 * Issue 33, blind reading 22's narratives (cover21): a concern the story tells beside its main one got
 * no goal, or a goal it never asked for. Things bought from a shop named ('nějaké blbosti z Temu', 'on
 * Shein', 'na AliExpressie') are buying on impulse beside the debts; a partner not yet told of the
 * debts ('Příteli jsem to zatím neřekla celé', 'I haven't told my wife') is telling them; a language
 * exchange tried once by a newcomer who felt out of place and did not go back is an attempt to meet
 * people, not a language to learn; an activity given up that kept the mentee well ('deixei de ir à natação,
 * que era a única coisa que me acalmava') is getting back to it, with a slot and a weekly count; one menu
 * cooked for the whole family beside a weight or blood sugar to bring down ('Mia moglie cucina per tutta la
 * famiglia e non vuole fare due menù') is agreeing a lighter menu with the one who cooks, not planning
 * meals alone.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('shopping told by the shop, and a partner not told of the debts', () => {
  it.each([
    [
      'Mám kreditku 25 000 Kč a půjčku na auto, splácím 5 000 měsíčně. Většina zbytku mi zmizí na oblečení ze Shein a věci z Temu. Manželovi jsem to neřekla, myslí si, že máme rezervu.',
      [/impulzivně/u, /manžel/u, /dluh/u],
    ],
    [
      "I have £4,000 on two credit cards and I pay about £150 a month. Every payday I end up ordering stuff on Temu and AliExpress I don't need. I haven't told my wife how bad it is.",
      [/impulse/u, /wife|partner/u, /debt/u],
    ],
    [
      'Mam 12 000 zł długu na karcie i co miesiąc spłacam 600 zł. Połowa pensji idzie na zamówienia z Shein i na Temu. Mężowi nie powiedziałam, ile to jest.',
      [/impulsu/u, /mężem|męża|mężowi|partner/u, /dług|spła/u],
    ],
    [
      'Lavoro come commessa e guadagno 900 euro al mese. Metà dello stipendio se ne va in ordini su Temu e Glovo. Ho un debito di 1.500 euro con mia sorella. Il mio ragazzo non sa niente di questi soldi.',
      [/acquisti d'impulso/u, /con il mio ragazzo/u, /debit/u],
    ],
    [
      'Tengo 6.000 euros de deuda en dos préstamos y pago 300 al mes. Gasto mucho en cosas de Shein que no necesito. A mi pareja no se lo he dicho.',
      [/por impulso/u, /pareja/u, /deuda/u],
    ],
  ])('%s', async (input, expected) => {
    const out = await draft(input);
    for (const pattern of expected) expect(out).toMatch(pattern);
  });

  it('keeps the Polish "temu" of time apart from the shop', async () => {
    const out = await draft('Dwa lata temu wziąłem kredyt na 20 000 zł i spłacam 700 zł miesięcznie. Żona o tym nie wie.');
    expect(out).not.toMatch(/impulsu/u);
  });
});

describe('a language exchange tried once to meet people', () => {
  it.each([
    [
      'Hace cinco meses me mudé a Valencia por trabajo. No conozco a casi nadie y los domingos me quedo en casa. Fui una vez a un intercambio de idiomas, pero me sentí fuera de lugar y no volví. Antes jugaba al baloncesto cada semana.',
      /idioma/u,
    ],
    [
      'I moved to Leeds in the spring for a job and I barely know anyone. I went to a language exchange once but felt out of place and never went back. Back home I played five-a-side football every Thursday.',
      /language/u,
    ],
    [
      "Je suis arrivée à Lyon il y a six mois. Je ne connais presque personne. Je suis allée une fois à un échange linguistique mais je ne me sentais pas à ma place, je n'y suis pas retournée. Je jouais au volley deux fois par semaine.",
      /langue/u,
    ],
  ])('%s', async (input, language) => {
    const out = await draft(input);
    expect(out).not.toMatch(language);
    expect(out.length).toBeGreaterThan(40);
  });

  it('still answers a language told weak beside the exchange', async () => {
    const out = await draft(
      'Vivo en Berlín desde marzo. No hablo alemán y me da vergüenza. Fui una vez a un intercambio de idiomas pero me sentí fuera de lugar y no volví.',
    );
    expect(out).toMatch(/alemán|idioma/u);
  });
});

describe('an activity given up that kept the mentee well', () => {
  it.each([
    [
      'Sou enfermeira e faço turnos rotativos. O meu namorado trabalha das 9 às 18 e quase não nos vemos. Também deixei de ir à natação, que era a única coisa que me acalmava.',
      /voltar a nadar[^\n]*duas semanas[^\n]*uma vez por semana[^\n]*três meses/u,
    ],
    [
      'Seit der Beförderung arbeite ich fast jeden Tag bis 19 Uhr. Mit dem Yoga habe ich im Sommer aufgehört, dabei war das mein Ausgleich.',
      /wieder regelmäßig zum Yoga gehen[^\n]*zwei Wochen[^\n]*einmal pro Woche/u,
    ],
    [
      'Od září učím na dvou školách a večer opravuju písemky. Přestala jsem chodit plavat, přitom mě to vždycky uklidnilo.',
      /čas na plavání[^\n]*dvou týdnů[^\n]*jednou týdně/u,
    ],
    [
      "Je travaille dans un restaurant, souvent jusqu'à minuit. J'ai arrêté l'escalade il y a un an, c'était mon seul moment à moi.",
      /reprendre l'escalade[^\n]*deux semaines[^\n]*une fois par semaine/u,
    ],
    [
      'Jsem zdravotní sestra na JIPce, dělám dvanáctky. Loni jsem přestala chodit na jógu, protože jsem to nestíhala, a teď mám pořád bolavá záda.',
      /čas na jógu/u,
    ],
    [
      'Trabajo de enfermera con turnos de noche. Dejé de ir al coro hace medio año y lo echo de menos.',
      /volver a cantar en el coro[^\n]*una vez por semana/u,
    ],
  ])('%s', async (input, expected) => {
    expect(await draft(input)).toMatch(expected);
  });

  it('is none when another activity was taken up instead', async () => {
    const out = await draft(
      'Ho smesso di andare in palestra perché ho iniziato a correre: ora corro 30 km a settimana e voglio fare la mezza maratona a marzo.',
    );
    expect(out).not.toMatch(/Riprenderò la corsa/u);
  });
});

describe('one menu cooked for the whole family beside a weight to lose', () => {
  it.each([
    [
      'Ho 52 anni e la glicemia a 118. Peso 94 chili. Mia moglie cucina per tutta la famiglia e non vuole fare due menù diversi.',
      /Concorderò con mia moglie un unico menù più leggero[^\n]*questa settimana[^\n]*tre mesi/u,
    ],
    [
      "My doctor says my blood sugar is too high (fasting 6.4) and I need to lose weight. I'm 96 kg. My wife cooks for the whole family and doesn't want to make two different meals.",
      /agree with my wife on one lighter menu for the whole family[^\n]*this week[^\n]*three months/u,
    ],
    [
      'Mám 102 kg a doktor chce, abych zhubl aspoň 10 kilo. Manželka vaří pro celou rodinu a dvě různá jídla dělat nebude.',
      /Domluvím se s manželkou na jednom lehčím jídelníčku/u,
    ],
    [
      'Peso 88 kilos y el médico me ha dicho que tengo el azúcar alto. Mi marido cocina para toda la familia y le encantan las frituras.',
      /acordar con mi marido un menú más ligero/u,
    ],
    [
      'Ważę 95 kg i lekarz kazał mi schudnąć. Mama gotuje dla całej rodziny i nie będzie robić dwóch różnych obiadów.',
      /Ustalę z mamą jedno lżejsze menu/u,
    ],
  ])('%s', async (input, expected) => {
    const out = await draft(input);
    expect(out).toMatch(expected);
    expect(out).toMatch(/\d+ ?kg|glicemia|blood sugar|azúcar|peso|waga|wag/iu);
  });

  it('is none without a weight or blood sugar told', async () => {
    const out = await draft(
      'Mi madre cocina para toda la familia los domingos. Quiero encontrar un trabajo mejor pagado en Valencia antes del verano.',
    );
    expect(out).not.toMatch(/menú más ligero/u);
  });
});
