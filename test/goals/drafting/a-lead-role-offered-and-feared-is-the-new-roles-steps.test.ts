/**
 * Issue 33 (round 63's probes; blind reading 98's 5): a team or group one's boss has offered to hand over ("Mein Chef
 * hat mir angeboten, ab Februar eine kleine Gruppe (4 Leute) zu übernehmen, aber ich habe Angst …") was dropped for
 * the story's other concerns, or read only as a fear to face; the role offered is the new lead's situation
 * (one-to-ones, goals agreed in the first month, one leadership situation a month with a mentor), in every language
 * (situations.json newlead: an offering verb before the team, group or lead's title). A career change named by its
 * field keeps the field's name ("przebranżowienie na analityka biznesowego": analysis, not "a better-suited field").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a lead role offered and feared is the new role’s steps', () => {
  it.each([
    [
      'My manager offered me a team lead role from January (5 people) but I’m scared I’ll fail. I also want to run a half marathon in May.',
      /I will grow into my new role as a manager .*holding a one-to-one with each person on my team/u,
    ],
    [
      'Mein Chef hat mir angeboten, ab Februar eine kleine Gruppe (4 Leute) zu übernehmen, aber ich habe Angst, dass ich das nicht kann. Außerdem schlafe ich schlecht.',
      /werde ich in meine neue Rolle als Führungskraft hineinwachsen; dafür führe ich alle zwei Wochen ein Einzelgespräch/u,
    ],
    [
      "Mon manager m'a proposé de devenir chef d'équipe à partir de janvier, mais j'ai peur de ne pas être à la hauteur.",
      /Je vais prendre mes marques dans mon nouveau rôle de manager .*entretien individuel/u,
    ],
    [
      'O meu chefe ofereceu-me a coordenação da equipa a partir de fevereiro, mas tenho medo de não conseguir. Também durmo muito mal.',
      /Vou consolidar-me na minha nova função de chefia .*conversa individual/u,
    ],
    [
      'Szef zaproponował mi stanowisko kierownika zmiany od stycznia, ale boję się, że sobie nie poradzę.',
      /Odnajdę się w nowej roli kierowniczej .*rozmowę w cztery oczy/u,
    ],
    [
      'Nabídli mi od ledna vedoucí pozici týmu o 5 lidech, ale bojím se, že to nezvládnu.',
      /Zvládnu svou novou vedoucí roli .*mezi čtyřma očima/u,
    ],
    [
      'Šéf mi ponúkol miesto vedúcej oddelenia od marca a bojím sa, že to nezvládnem.',
      /Zvládnem svoju novú vedúcu rolu .*medzi štyrmi očami/u,
    ],
    [
      'Начальник предложил мне с февраля возглавить отдел из пяти человек, но я боюсь, что не справлюсь.',
      /Я освоюсь в новой роли руководителя .*один на один/u,
    ],
    [
      'Керівник запропонував мені з березня очолити відділ, але я боюся, що не впораюся.',
      /Я опаную свою нову роль керівника .*віч-на-віч/u,
    ],
    [
      'Mi jefa me ha ofrecido ser jefa de equipo a partir de marzo, pero me da miedo no estar a la altura.',
      /Voy a asentarme en mi nuevo papel de responsable .*reunión individual/u,
    ],
  ])('%s', (input, role) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(role);
    expect(out).not.toMatch(/уверенность в себе|confidence/u);
  });

  it('names the field a career change goes to', () => {
    const out = draftGoals(
      'Pracuję jako księgowa od 8 lat. Od roku myślę o przebranżowieniu na analityka biznesowego, ale nie wiem czy to ma sens w moim wieku (41).',
      NOV_25,
    );
    expect(out).toMatch(/Przejdę do pracy w analizie biznesowej .*porozmawiam z trzema osobami/u);
    expect(out).not.toMatch(/lepiej dopasowanej do mnie branży/u);
  });
});
