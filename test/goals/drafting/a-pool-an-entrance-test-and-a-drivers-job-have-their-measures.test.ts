/**
 * Issue 33 (blind readings 86–88, read after they were scored): swimming told by the pool ("chodzić na basen dwa razy
 * w tygodniu") had no topic, so it became the plan of the English exam before it ("będę się trzymać swojego planu:
 * zacznę chodzić na basen"); an entrance test ("test d'ingresso") and working as a driver ("jezdit jako řidič",
 * "працювати водієм") got the weekly-steps filler; a leisure-instructor's title ("título de monitor de tiempo libre")
 * was read as free time and measured by weekly priorities. Pools are fitness, entrance tests exams, working as
 * someone a job search, and a title or certificate is earned by a course whatever time word it holds. "чем я есть"
 * and "ніж я є зараз" add nothing to a vague wish.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a pool, an entrance test and a driver’s job have their own measures', () => {
  it.each([
    [
      'Chcę do czerwca zdać egzamin z angielskiego na poziomie B2 i zacząć chodzić na basen dwa razy w tygodniu.',
      'Zdam egzamin z angielskiego na poziomie B2 do czerwca – będę się uczyć co najmniej pięć godzin tygodniowo',
      /planu: zacznę chodzić/u,
    ],
    [
      "Voglio iscrivermi all'università per infermieristica e superare il test d'ingresso a settembre 2027.",
      "Supererò il test d'ingresso a settembre 2027, studiando almeno cinque ore a settimana",
      /test d'ingresso a settembre 2027, annotando/u,
    ],
    [
      'Chci do konce června 2027 udělat řidičák skupiny C a začít jezdit jako řidič v kamionové dopravě.',
      'Začnu jezdit jako řidič v kamionové dopravě do konce června 2027 – každý měsíc pošlu alespoň pět přihlášek',
      /dopravě do konce června 2027 – v prvním týdnu/u,
    ],
    [
      'Хочу до літа 2027 отримати посвідчення водія категорії C і перейти працювати водієм вантажівки.',
      'Я перейду працювати водієм вантажівки до літа 2027 — щомісяця надсилатиму п’ять заявок',
      /вантажівки до літа 2027 — за перший тиждень/u,
    ],
    [
      'Quiero sacarme el título de monitor de tiempo libre este verano y conseguir mi primer trabajo en un campamento antes de julio de 2027.',
      'Voy a sacarme el título de monitor de tiempo libre este verano, apuntándome en las próximas dos semanas al curso',
      /tres prioridades/u,
    ],
    ['хочу просто стать лучше, чем я есть', 'выпишу три области работы или жизни', /Я стану просто лучше/u],
    ['Хочу бути кращою, ніж я є зараз', 'випишу три сфери роботи чи життя', /Я буду кращою, ніж/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it('reads learning to drive as no study beside a job of long hours', () => {
    // Round 54's merge: "learn" was a study word of the student's-job situation, so a bakery owner's 70-hour weeks
    // became "fit my job around my studies" once her stressed burnout came first.
    const story =
      "I run a small bakery with my sister. I want to get more customers, learn to drive so I can do deliveries, and save for a new oven. Above all, I'm scared of burning out: I work 70 hours a week and haven't had a day off since March.";
    const goals = draftGoals(story, NOV_25);
    expect(goals).toContain('1. I will bring my hours in the business down to a limit I set');
    expect(goals).not.toMatch(/my studies/u);
  });
});
