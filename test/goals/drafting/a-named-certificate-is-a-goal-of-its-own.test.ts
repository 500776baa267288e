/**
 * Issue 33 (round 63's probes; blind readings 98's 7 and 24): a professional certificate the story names as the
 * key to what comes next ("certifikát PRINCE2, lebo bez neho ma nepovýšia", "Bez certifikátu ITIL mě nepovýší",
 * "мне нужен сертификат PMP для повышения", "eine Scrum-Zertifizierung machen") was dropped, or answered by the
 * promotion's talk with the boss; it is a goal of its own with an exam's steps (study hours, a practice exam every
 * two weeks, the date booked), named as told (situations.json certificate: a certificate word and a named
 * certificate; it beats the promotion it leads to). A plan already told with its practice exams is no new one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a named certificate is a goal of its own', () => {
  it.each([
    [
      'Som projektová manažérka v banke. V práci je obrovský tlak. Zároveň by som si chcela dorobiť certifikát PRINCE2, lebo bez neho ma nepovýšia. Manžel chce ísť budúci rok do Rakúska a ja neviem po nemecky skoro nič.',
      /Získam certifikát PRINCE2 do štyroch mesiacov – budem sa učiť aspoň päť hodín týždenne/u,
      /Získam povýšenie/u,
    ],
    [
      'Bez certifikátu ITIL mě nepovýší, ale nemám čas se učit. Taky bych chtěla zhubnout 10 kilo.',
      /Získám certifikát ITIL během čtyř měsíců – budu se učit alespoň pět hodin týdně/u,
      /povýšení/u,
    ],
    [
      'Начальник предложил мне с февраля возглавить отдел из пяти человек, но я боюсь, что не справлюсь. Ещё мне нужен сертификат PMP для повышения.',
      /Я получу сертификат PMP в течение четырёх месяцев/u,
      /уверенность/u,
    ],
    [
      'Bin 45, IT-Projektleiter. Eigentlich wollte ich schon länger eine Scrum-Zertifizierung machen und mein LinkedIn-Profil ist seit 2019 nicht aktualisiert. Außerdem habe ich 12 kg zugenommen.',
      /werde ich das Scrum-Zertifikat erwerben; dafür lerne ich mindestens fünf Stunden pro Woche/u,
      /Scrum-Zertifizierung machen;/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });

  it('leaves a certificate plan already told with its practice exams as it is', () => {
    const out = draftGoals(
      'Získam certifikát AWS do štyroch mesiacov – budem sa učiť aspoň päť hodín týždenne, každé dva týždne si urobím celý cvičný test a termín skúšky si zarezervujem vopred.',
      NOV_25,
    );
    expect(out).not.toMatch(/týždenne do štyroch mesiacov – budem sa učiť aspoň päť hodín/u);
  });
});
