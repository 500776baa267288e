/**
 * Issue 33, blind reading 7: a story is answered by what it is about, not by a neighbouring template —
 * a business short of revenue by its revenue and unpaid invoices (not a study plan or client acquisition),
 * a walk-in shop's (bakery, salon, bookshop) by a new offer and its customers counted (blind reading 24's 04),
 * a freelancer's rates by a rate rise, a teenager who withdraws from a separated parent by getting
 * close again (not custody arrangements), a parent who forgets medicines by a pill organiser, not
 * knowing which field to move to by a plan to choose, boundaries by limits kept, friends not seen for
 * months by getting back in touch, and a second concern kept (a spouse who does not know about the
 * debts). Each in several wordings and languages, and not in texts that share words but not meaning.
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { hungarianGoals } from '../../../src/goals/drafting/hungarian.js';

const cases: [string, string[], string[]][] = [
  [
    'revenue',
    [
      'Prowadzę mały warsztat samochodowy. Przychód to około 30 tys. zł miesięcznie, a żeby wyjść na zero, potrzebuję 40 tys.',
      'I run a small bakery. Revenue is around 12,000 a month but I need 15,000 to cover costs, and two cafés I supply pay their invoices late.',
      'Ich habe vor drei Monaten meinen eigenen Fahrradladen eröffnet. Der Umsatz liegt bei 9.000 € im Monat.',
    ],
    ['Ich verdiene 2.400 € netto und möchte bis Juni 3.000 € sparen.', 'Quiero aprender contabilidad para la universidad.'],
  ],
  [
    'walkin',
    [
      'I run a small bakery. Revenue is around 12,000 a month but I need 15,000 to cover costs.',
      "J'ai ouvert mon salon de coiffure il y a un an. Mon chiffre d'affaires est de 5 000 € par mois, il me faudrait 7 000 €.",
    ],
    ['I run a small bakery. Revenue is around 12,000 a month, and two cafés I supply pay their invoices two months late.'],
  ],
  [
    'rates',
    [
      'Ich bin freiberufliche Grafikerin und nehme seit Jahren 45 € pro Stunde. Ich muss meine Preise erhöhen.',
      'Sono una traduttrice freelance e devo alzare le mie tariffe, ma ho paura di perdere i clienti.',
      'Trabajo como diseñador freelance. Quiero subir mis tarifas pero tengo miedo.',
    ],
    ['The supermarket raised its prices again and I can barely pay my rent.', 'Chcę zarabiać więcej w obecnej pracy.'],
  ],
  [
    'teen',
    [
      'Ma fille de 13 ans ne me parle presque plus depuis notre séparation, elle reste enfermée dans sa chambre.',
      'Since my divorce my 15-year-old son barely answers when I talk to him, he just shuts himself in his room.',
      'Da quando ci siamo separati, mio figlio di 14 anni sta chiuso in camera quando viene da me.',
      'Po rozwodzie widuję dzieci co drugi weekend. Syn ma 12 lat i prawie ze mną nie rozmawia.',
    ],
    ['Since the divorce we keep arguing about who has the children at Christmas.'],
  ],
  [
    'memory',
    [
      'Meine Mutter ist 80 und vergisst ständig, ihre Tabletten zu nehmen. Sie wohnt allein.',
      'Mi padre tiene 79 años, vive solo y se olvida de tomar sus pastillas.',
      'Tátovi je 82 let, bydlí sám a pořád zapomíná brát prášky na tlak.',
    ],
    ['I keep forgetting my gym bag and I want to train three times a week.'],
  ],
  [
    'nofield',
    [
      'Quero mudar de área mas não sei para quê. Sou professora há 15 anos.',
      'Ich will raus aus der Pflege, aber ich weiß nicht, was ich stattdessen machen soll.',
      'Je suis comptable depuis 12 ans et je veux changer de métier mais je ne sais pas du tout vers quoi.',
      "I've been a paralegal for nine years and I'm done with law, but I honestly don't know what else I'd be good at.",
      'Estoy harta de la hostelería, llevo diez años de camarera, pero no sé a qué otra cosa dedicarme.',
    ],
    ['I want to switch to data analysis and I have already started a course.', 'Nie wiem, na co wydać premię.'],
  ],
  [
    'boundaries',
    [
      'I need to set boundaries at work, my manager messages me at 10pm.',
      'Ich muss lernen, Grenzen zu setzen. Meine Kollegen laden ständig ihre Aufgaben bei mir ab.',
      'Коллеги постоянно нарушают мои границы: звонят в выходные.',
    ],
    ['We want to move abroad and cross the border by car.', 'My son spends all evening on his phone and I don’t know how to set limits.'],
  ],
  [
    'reconnect',
    [
      "honestly I haven't seen my friends in months. everyone is busy with kids",
      'Non vedo i miei amici da mesi, tra lavoro e figli non trovo mai il tempo.',
      'Ich habe meine Freunde seit Monaten nicht gesehen und vermisse sie.',
    ],
    ['I moved to Leeds last year and I don’t know anyone here.'],
  ],
  [
    'debtsecret',
    [
      'Mám dluh 200 000 Kč a manžel o tom neví. Splácím jen minimum.',
      "I've got about 9,000 on credit cards and my wife doesn't know anything about it.",
      'Tenho 8.000 euros de dívida no cartão de crédito e o meu marido não sabe de nada.',
    ],
    ['Mein Mann weiß nicht, dass ich kündigen will.', 'My wife doesn’t know how to drive and I want to teach her.'],
  ],
  [
    'remote',
    [
      'Me gustaría trabajar desde casa al menos tres días por semana, ahora voy a la oficina todos los días y pierdo dos horas en el tren.',
      'Chciałbym więcej pracy zdalnej, teraz codziennie dojeżdżam do biura godzinę w jedną stronę.',
    ],
    ['I work from home and I feel lonely.'],
  ],
];

describe.each(cases)('%s', (id, found, notFound) => {
  it.each(found)('is what this is about: %s', (text) => expect(situationsIn(text)).toContain(id));
  it.each(notFound)('is not what this is about: %s', (text) => expect(situationsIn(text)).not.toContain(id));
});

describe('a second concern the story names', () => {
  it.each([
    ['Tenho 38 alunos numa turma e corrijo provas até meia-noite. Meu médico disse que minha pressão está alta.', 'pressure'],
    [
      'Eu e o meu namorado queremos comprar casa. Temos 15 mil euros poupados. Também discutimos muito por causa de dinheiro.',
      'jointbudget',
    ],
    ['We want to buy a flat next year, we have 20,000 saved and need 35,000. We argue about money all the time.', 'jointbudget'],
  ])('is kept beside the first: %s', (text, id) => expect(situationsIn(text)).toContain(id));
});

describe('a partner to find', () => {
  it.each([
    'Хочу наконец-то найти девушку, мне 29 и я ни с кем не встречался уже три года.',
    'Ich würde gern endlich eine Partnerin finden, seit der Uni bin ich Single.',
    'Chcę znaleźć partnera, mam 35 lat i wszyscy znajomi mają już rodziny.',
  ])('is measured in meetings and a club, not a hollow list of steps: %s', (text) => expect(situationsIn(text)).toContain('loneliness'));
});

describe('more wordings of the same situations', () => {
  it.each([
    ['Ho una piccola libreria a Bologna, il fatturato è di 7.000 euro al mese ma me ne servono 9.000.', 'walkin'],
    ['Mi abuela tiene 88 años, vive sola y se olvida de tomar las pastillas.', 'memory'],
    ['Since my husband died I barely talk to anyone and the days feel very long.', 'loneliness'],
    ['Seit ich in Rente bin, spreche ich mit niemandem mehr, außer mit der Kassiererin.', 'loneliness'],
  ])('%s', (text, id) => expect(situationsIn(text)).toContain(id));
});

describe('a teenager withdrawing from a separated parent', () => {
  it('is not answered by custody arrangements', () =>
    expect(situationsIn('Ma fille de 15 ans ne me parle presque plus depuis notre divorce.')).not.toContain('coparent'));
});

describe('a Hungarian business to open', () => {
  it.each([
    'Szeretnék saját kávézót nyitni Debrecenben jövő tavaszra. Van 6 millió forint megtakarításom.',
    'Jövő őszre szeretnék egy kis pékséget nyitni Szegeden.',
  ])('is the opening, by the mentee’s season, not a saving: %s', (text) => {
    const goal = hungarianGoals(text);
    expect(goal).toMatch(/^Jövő (?:tavaszra|őszre) elindítom a saját vállalkozásomat/u);
    expect(goal).not.toMatch(/félreteszek \d/u);
  });
});
