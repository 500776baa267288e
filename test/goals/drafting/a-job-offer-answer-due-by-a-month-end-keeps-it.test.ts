/**
 * Issue 33 (blind reading 66's 9): a job offer whose answer is due "do konce měsíce" was decided "během dvou měsíců",
 * a month after the answer had to be given. A month's end is no date the story can be dated by (it may be every
 * month's end), but told with an offer to answer it is the answer's: the decision keeps it, in all eleven languages.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a job offer's answer due by a month's end is decided by then", () => {
  it.each([
    [
      'Dostal jsem nabídku práce v Praze, ale musel bych se přestěhovat. Odpovědět musím do konce měsíce.',
      'Rozhodnu se o nabídce práce podle čísel obou míst vedle sebe do konce měsíce',
      /během dvou měsíců/u,
    ],
    [
      "I got a job offer in Berlin but my partner doesn't want to move. I have to answer by the end of the month.",
      "I will decide on the job offer after comparing both jobs' figures by the end of the month",
      /two months/u,
    ],
    [
      "On m'a proposé un poste à Lyon mais ma femme ne veut pas déménager. Je dois répondre d'ici la fin du mois.",
      "D'ici la fin du mois, je vais prendre ma décision sur l'offre d'emploi",
      /deux prochains mois/u,
    ],
    [
      'Ich habe ein Jobangebot in Hamburg bekommen, aber meine Freundin will nicht umziehen. Ich muss bis Ende des Monats antworten.',
      'Bis Ende des Monats werde ich über das Jobangebot',
      /zwei Monaten|Bis Ende des werde/u,
    ],
    [
      'Me ofrecieron un trabajo en Valencia pero mi pareja no quiere mudarse. Tengo que responder antes de fin de mes.',
      'Antes de fin de mes voy a decidir sobre la oferta de trabajo',
      /dos meses/u,
    ],
    [
      'Mi hanno offerto un lavoro a Milano ma mia moglie non vuole trasferirsi. Devo rispondere entro la fine del mese.',
      "Entro la fine del mese deciderò sull'offerta di lavoro",
      /due mesi/u,
    ],
    [
      'Recebi uma proposta de emprego em Lisboa, mas a minha namorada não quer mudar. Tenho de responder até o fim do mês.',
      'Até o fim do mês vou decidir sobre a proposta de emprego',
      /dois meses/u,
    ],
    [
      'Dostałem ofertę pracy w Krakowie, ale żona nie chce się przeprowadzać. Muszę odpowiedzieć do końca miesiąca.',
      'Podejmę decyzję w sprawie oferty pracy do końca miesiąca',
      /dwóch miesięcy/u,
    ],
    [
      'Dostal som ponuku práce v Bratislave, ale priateľka sa nechce sťahovať. Odpovedať musím do konca mesiaca.',
      'Rozhodnem sa o ponuke práce podľa čísel oboch miest vedľa seba do konca mesiaca',
      /dvoch mesiacov/u,
    ],
    [
      'Мені запропонували роботу у Львові, але дружина не хоче переїжджати. Відповісти треба до кінця місяця.',
      'Я ухвалю рішення щодо пропозиції роботи до кінця місяця',
      /двох місяців/u,
    ],
    [
      'Мне предложили работу в Москве, но жена не хочет переезжать. Ответить нужно до конца месяца.',
      'сравнив цифры обоих мест до конца месяца',
      /двух месяцев/u,
    ],
  ])('%s', (text, kept, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(kept);
    expect(out).not.toMatch(broken);
  });
});
