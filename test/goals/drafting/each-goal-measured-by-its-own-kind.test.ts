/**
 * Issue 33 (round 53's probes, blind readings 83–85): goals were measured by another kind's steps. A raise
 * asked in the Polish locative ("o podwyżce") took the leadership measure of "kierownik"; a share of the
 * pay put aside ("откладывать хотя бы 10% зарплаты") took the raise's market data, and once money, the 10
 * of "10%" or a debt's sum told beside it was paced as the sum to save; a card "paid down" took a
 * certificate's course and final exam; a food stall or a food truck ("un piccolo banco di panini al mercato
 * del sabato", "a street-food stall at the weekend market") took a year out's return date (the Italian
 * Saturday read as "sabático"), the week's three priorities or the generic steps; a retraining course to
 * finish ("dokončit rekvalifikační kurz") planned signing up for a course; a title earned by a course
 * ("sacarme el título de técnico") took the English lessons told beside it; a consumer credit to pay off before a
 * change of post ("crédit conso que j'aimerais solder avant de changer de poste") took a job search's applications.
 *
 * So a raise is a raise in every case, a share of the pay is a saving with no sum of another aim (and
 * answers no debt told beside it, which keeps its goal), a card or a loan paid down is a debt, a stall is a
 * business (customers asked, costs, a first sale), a debt to pay off ('solder', 'saldar') is money, its one
 * debt paced over the stock months where the goal has no measure yet, a course begun is what is left of it and its final exam
 * (aims.json), and a certificate keeps its course beside a situation (aims.json "kind").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const goalWith = (out: string, start: string): string => out.split('\n').find((l) => l.replace(/^\d\. /u, '').startsWith(start)) ?? '';

describe('each goal is measured by its own kind', () => {
  it.each([
    [
      'pl',
      'Pracuję jako kierowca w firmie kurierskiej, mam rejon na Mokotowie, około 120 paczek dziennie. Jestem tam już 5 lat i dalej zarabiam 4800 na rękę. Koledzy, którzy przyszli po mnie, dostali podwyżki, a ja nie, bo nigdy nie upominam się o swoje. Chciałbym porozmawiać z kierownikiem o podwyżce albo zmienić firmę.',
      'Moim celem jest porozmawiać z kierownikiem o podwyżce',
      'przygotuję dane rynkowe',
      /zadania przywódczego/u,
    ],
    [
      'ru',
      'Хочу к маю 2027 года закрыть кредит за машину, осталось 280 тысяч рублей, и начать откладывать хотя бы 10% зарплаты.',
      'Я начну откладывать как минимум 10% зарплаты к маю 2027 года',
      'каждый месяц буду откладывать фиксированную сумму',
      /рыночные данные|откладывать 56 000|откладывать 5 рублей/u,
    ],
    [
      'pt',
      'Quero quitar a dívida do cartão de crédito, são 2.500 euros, até junho de 2027, e começar a poupar 10% do salário todos os meses.',
      'Até junho de 2027 vou começar a poupar 10% do salário',
      'guardando um valor fixo todos os meses',
      /dados de mercado|guardando 420/u,
    ],
    [
      'uk',
      'Хочу погасити кредит 90 тисяч гривень до кінця наступного року і почати відкладати 10% зарплати.',
      'Я почну відкладати 10% зарплати',
      'щомісяця відкладатиму фіксовану суму',
      /ринкові дані|відкладатиму 6 950/u,
    ],
    [
      'en',
      "I'm a single mum with two kids (7 and 11) and I work 30 hours a week at a supermarket. Every month we run out of money around the 20th and I end up using my credit card, it's at about £2,400 now. I'd like to get the card paid down and stop feeling panicked at the end of every month.",
      'I will get the card paid down within the next 12 months',
      'repaying £200 every month',
      /course|final exam/u,
    ],
    [
      'en',
      "I want to get my card paid off by June, it's £1,500.",
      'I will get my card paid off by June',
      'repaying £250 every month',
      /step it takes/u,
    ],
    [
      'fr',
      "Chauffeur de bus à la RATP depuis 12 ans. J'aimerais me reconvertir dans quelque chose de moins physique, peut-être régulateur ou formateur conduite, mais je n'ai que le bac. J'ai aussi 6 000 euros de crédit conso que j'aimerais solder avant de changer de poste.",
      'Au cours des 12 prochains mois, je vais solder',
      'en remboursant 500 euros chaque mois',
      /candidatures|entretien/u,
    ],
    [
      'es',
      'Tengo un préstamo de 4.000 euros que quiero saldar antes de cambiar de trabajo.',
      'En los próximos 12 meses voy a saldar',
      'pagando 340 euros cada mes',
      /candidaturas|entrevistas/u,
    ],
    [
      'it',
      'Vorrei aprire un piccolo banco di panini al mercato del sabato, ho 5.000 euro da parte. Lavoro in una mensa e il mio capo non mi dà mai ferie.',
      'Aprirò un piccolo banco di panini al mercato del sabato',
      'chiedendo nel primo mese ad almeno 20 possibili clienti',
      /ritorno allo studio/u,
    ],
    [
      'en',
      "I want to start a small street-food stall selling dumplings at the weekend market, I have £2,000 saved. I work in a warehouse during the week and I'm scared nobody will buy.",
      'I will start a small street-food stall selling dumplings at the weekend market',
      'asking at least 20 people who could become my customers',
      /three priorities/u,
    ],
    [
      'pt',
      'Trabalho num café em Lisboa e quero abrir a minha própria banca de pastéis de nata na feira. Tenho 4.000 euros guardados. O meu marido acha arriscado e eu tenho medo de falhar.',
      'Vou abrir a minha própria banca de pastéis de nata na feira',
      'perguntando no primeiro mês a pelo menos 20 possíveis clientes',
      /todos os passos necessários/u,
    ],
    [
      'es',
      'Soy de Venezuela y vivo en Madrid desde hace 3 años, ya tengo el NIE y el permiso de trabajo. Trabajo de cajera en un supermercado pero mi sueño es abrir una pequeña arepera en Lavapiés. Hice números y necesito unos 25.000 euros para empezar, tengo ahorrados 8.000. No sé nada de licencias ni de cómo hacer un plan de negocio.',
      'Voy a abrir una pequeña arepera en Lavapiés',
      'un plan de negocio con los costes de apertura',
      /los documentos y las traducciones/u,
    ],
    [
      'cs',
      'Chci do konce března 2027 dokončit rekvalifikační kurz účetnictví a najít si práci na zkrácený úvazek.',
      'Dokončím rekvalifikační kurz účetnictví do konce března 2027',
      'ještě tento týden si sepíšu moduly a úkoly, které mi zbývají',
      /přihlásím na kurz|zkušební den/u,
    ],
    [
      'es',
      'Trabajo de camarera en un hotel en Benidorm. Me gustaría sacarme el título de técnico en gestión de alojamientos o algo parecido para poder trabajar en recepción, pero mi inglés es muy básico y los clientes son casi todos británicos.',
      'Voy a sacarme el título de técnico en gestión de alojamientos',
      'apuntándome en las próximas dos semanas al curso que lleva a ello',
      /prueba de nivel/u,
    ],
  ] as const)('%s: %s', (_lang, input, start, measure, gone) => {
    const goal = goalWith(draftGoals(input, NOW), start);
    expect(goal).toContain(measure);
    expect(goal).not.toMatch(gone);
  });

  it('a share of the pay saved keeps the debt told before it as a goal of its own', () => {
    const out = draftGoals(
      'Tengo 3.000 euros de deuda en la tarjeta de crédito y quiero saldarla antes del verano. Además quiero empezar a ahorrar el 10% de mi sueldo.',
      NOW,
    );
    expect(goalWith(out, 'Antes del verano voy a empezar a ahorrar el 10% de mi sueldo')).toContain('apartando una cantidad fija cada mes');
    expect(goalWith(out, 'Antes del verano voy a saldar la deuda de mi tarjeta de crédito')).toContain('pagando 430 euros cada mes');
    expect(out).not.toMatch(/datos del mercado/u);
  });
});
