/**
 * Issue 33 (round 67, triggers67): a husband who "did everything at home while I was ill", a healthy husband beside a
 * care worker's patients with dementia, a mother living with a school cook who stands "біля плити", a live-in carer
 * working for an agency ("Jeżdżę jako opiekunka do Niemiec … u pani z demencją") were answered with a fair split of
 * the housework, sharing the care of one's husband, a stove made safe for a relative, or help organised for one's
 * nights (blind reading 108's 15 and 16, 109's 4 and 12). A partner who cared for the writer or is ill, a paid carer's
 * patients and a cook's stove are no relative to care for and no housework to split: those situations are ruled out.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a spouse who cared is no one to care for', () => {
  it.each([
    [
      "I'm 52 and finished radiotherapy for bowel cancer in October. I work as a receptionist at a dental practice and they want me back on 2 March, mornings only to start. My husband has been brilliant and did everything at home while I was ill. My two sons are grown up and live in Manchester.",
      /split of the housework/u,
    ],
    [
      'Bin 44 und arbeite seit zwölf Jahren als Produktionshelfer in einer Wurstfabrik. Meine Frau ist seit dem Sommer krank, Bandscheibenvorfall, und ich mach den Haushalt mit. Ich rauche eine Schachtel am Tag.',
      /Aufteilung der Hausarbeit/u,
    ],
    [
      'Ich arbeite als Pflegehelferin in der ambulanten Pflege in Bremen und versorge jeden Tag zwölf Patienten, die meisten mit Demenz. Mein Mann ist gesund und arbeitet Vollzeit. Ich möchte bis September die Ausbildung zur Pflegefachfrau anfangen.',
      /Pflege meines Mannes/u,
    ],
    [
      'Мені 44, я кухарка в шкільній їдальні в Житомирі. Мама живе з нами і допомагає з онуками. Після операції на коліні у вересні я ще не можу довго стояти. Хочу до лютого повернутися на повну зміну, найбільше хвилює, чи витримаю шість годин біля плити.',
      /убезпечу близьку людину/u,
    ],
    [
      'Jeżdżę jako opiekunka do Niemiec od 2018 roku, zwykle na dwa miesiące, teraz jestem u pani z demencją pod Kolonią. Pracuję praktycznie całą dobę, bo ona w nocy wstaje i chodzi po domu, a ja śpię po 4-5 godzin. Zarabiam 1 900 euro na rękę.',
      /opieką nad bliską osobą|pomoc na noce/u,
    ],
  ])('%s', (input, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toBe('No response.');
    expect(out).not.toMatch(wrong);
  });

  it("still shares the care of a parent with dementia told as the writer's own", () => {
    expect(draftGoals('Moja mama ma demencję i mieszka ze mną. Opiekuję się nią sama od dwóch lat i jestem wykończona.', NOW)).toMatch(
      /opiek/u,
    );
  });
});
