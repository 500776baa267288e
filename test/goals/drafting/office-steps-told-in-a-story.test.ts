/**
 * Issue 33 (round 60's probes): an office step the person told in a story was left out or measured by
 * something else. "Ouvi falar do Estatuto do Cuidador Informal mas não sei se temos direito" became a plan of
 * options, "Mám zažádat o invalidní důchod" no goal at all, a goat-cheese seller's "nemám registraci" the
 * weekly-steps filler, a cheese to be sold "по санитарным нормам" nothing. Such a concern is a situation of its
 * own (situations.json "claim": the office, the form and the decision chased, the measure of aims.json's care
 * grade; "foodreg": the authority asked, the hygiene rules, the application), told in the sentence, not where
 * the person says they already get it ("pobieram świadczenie"). "claim" is of the topic "direction", not the
 * carer's "wellbeing", so that the carer's own rest stays a goal beside it; and, like a child's matter
 * (offline-words.json apartMatters), a general goal told elsewhere ("trouver un logement adapté") never takes
 * its steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a benefit, a status or a registration told in a story is a goal with the office steps', () => {
  it.each([
    [
      'Sou cuidadora do meu marido, que teve um AVC em março. Agora o dinheiro não chega. Ouvi falar do Estatuto do Cuidador Informal mas não sei se temos direito.',
      /Vou pedir os apoios a que tenho direito nos próximos dois meses, descobrindo esta semana que serviço decide/u,
      /^Vou traçar um plano/u,
    ],
    [
      'Je mi 52 let, mám po infarktu. Mám zažádat o invalidní důchod, ale to je pár tisíc. A musím přestat kouřit, to vím.',
      /zažádám o podporu, na kterou mám nárok – tento týden zjistím, který úřad o tom rozhoduje/u,
      /sepíšu všechny potřebné kroky/u,
    ],
    [
      'Ich habe Rheuma und arbeite als Verkäuferin. Die Rentenversicherung hat mir einen Antrag auf Leistungen zur Teilhabe geschickt, aber ich verstehe das Formular nicht. Ich möchte bis zum Sommer 5 kg abnehmen.',
      /werde ich die Unterstützung beantragen, die mir zusteht; dafür finde ich diese Woche heraus, welche Stelle/u,
      /Bewerbungen/u,
    ],
    [
      'Chtěl bych víc prodávat sýry z kozího mléka, ale nemám registraci a nevím, jak na to. Žena pracuje v Jihlavě.',
      /prodávat sýry z kozího mléka během čtyř měsíců – tento týden se zeptám na veterinární nebo hygienické správě/u,
      /sepíšu všechny potřebné kroky/u,
    ],
    [
      'Живу в деревне, держу коз и делаю сыр. Хочу продавать его на рынке в городе, но не знаю, как оформить всё по санитарным нормам. Хочу также откладывать 5000 рублей в месяц.',
      /Я оформлю своё производство и буду продавать по правилам .*в ветеринарной или санитарной службе/u,
      /выпишу все нужные шаги/u,
    ],
    [
      'We have a small farm with sheep and I want to start selling cheese at the farmers\u2019 market. I don\u2019t know the food hygiene rules or how to register as a food business with the council.',
      /asking the food safety or veterinary office this week which registration my products need/u,
      /write down all the steps/u,
    ],
  ])('%s', (input, steps, never) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(steps);
    expect(goals).not.toMatch(never);
  });
});

describe('a benefit already received, or told beside a carer’s tiredness, takes nothing away', () => {
  it('the carer’s own rest stays a goal beside the status applied for', () => {
    expect(
      draftGoals(
        'Cuido da minha mãe acamada. Quero pedir o Estatuto do Cuidador Informal até janeiro. Estou sempre cansada e sem tempo para mim.',
        NOV_25,
      ),
    ).toMatch(/Vou partilhar o cuidado da minha mãe e guardar tempo para mim/u);
  });

  it('an allowance the person already gets is no goal to apply for', () => {
    const goals = draftGoals(
      'Opiekuję się synem. Od października pobieram świadczenie pielęgnacyjne, ale chcę złożyć wniosek o dofinansowanie z PFRON na wózek.',
      NOV_25,
    );
    expect(goals).toMatch(/Złożę wniosek o dofinansowanie z PFRON na wózek/u);
    expect(goals).not.toMatch(/wsparcie, które mi przysługuje/u);
  });

  it('a home searched for elsewhere in the story keeps its own steps', () => {
    const goals = draftGoals(
      "Je suis en fauteuil roulant. J'habite au 3e étage sans ascenseur. Je voudrais trouver un logement adapté et reprendre une formation. Mais je ne sais pas par où commencer avec la MDPH, les délais sont énormes.",
      NOV_25,
    );
    expect(goals).toMatch(/trouver un logement adapté .*les nouvelles annonces/u);
    expect(goals).not.toMatch(/logement adapté[^.]*quel organisme décide/u);
  });
});
