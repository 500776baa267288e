/**
 * Issue 33 (round 49's probes): a cue word fired outside the person's own matter and gave them a goal of
 * another situation. A cleaner who works "at the university" was told to "fit my job around my studies …
 * fewer shifts in the exam weeks" (the university is where she works: the study the work is fitted around
 * is told by the person's own studies, exams or lectures, or by being at university, never by the
 * building alone); a stay-at-home father whose wife "works full time" was sent back to work with a CV and
 * applications he never asked for (the partner's "works", "arbeitet", "работает" is no need of the
 * return to work, only the person's own "work", "job", "Arbeit"); an online shop "behind on my supplier
 * payments" was told to stop putting things off (money owed is no task put off); and a choice due within
 * three weeks was given a step "within a month" (the decision template now talks to people within two
 * weeks, before any choice the person must make within weeks). A retired person learning the computer
 * to write to their grandchildren was asked to send "an application by e-mail" (the beginners' course's
 * job-seeker's measure): a pensioner's or grandparent's course ends with an e-mail and a video call to the
 * family, unless a job or an application is told beside it. A cleaner's or a driver's screen time was
 * counted "outside work or study" ("außerhalb von Arbeit und Studium", "вне работы и учёбы"): it is "in my
 * free time" now, which a student's is too. A cleaner's or a waitress's back pain was answered with a desk
 * worker's "five-minute break every hour I work": these jobs are on one's feet (life.json), whose back is
 * eased lying down with the legs raised after work and in supportive shoes.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("no goal from another person's situation", () => {
  it.each([
    [
      "I clean offices at the university, I work 45 hours a week and I'm exhausted. I sleep badly.",
      /I will recover my energy and bring my workload down/u,
      /45 a week/u,
      /studies|exam weeks/u,
    ],
    [
      'Pracuję jako sprzątaczka na uczelni, pracuję 50 godzin w tygodniu i jestem ciągle zmęczona.',
      /^Odzyskam energię i ograniczę obciążenie pracą/u,
      /50 godzinami tygodniowo/u,
      /studiami|sesji/u,
    ],
    [
      "I'm a stay-at-home dad with three kids. My wife works full time. I want to start running again and read one book a month.",
      /1\. I will start running again/u,
      /at least three times a week/u,
      /back into work|applications/u,
    ],
    [
      'Ich bin Hausfrau. Mein Mann arbeitet bis spät abends. Ich möchte wieder mehr Sport machen.',
      /^In den nächsten drei Monaten werde ich wieder mehr Sport machen/u,
      /dreimal pro Woche/u,
      /Beruf|Bewerbungen/u,
    ],
    [
      'Я домохозяйка. Муж работает вахтой, я часто одна. Хочу научиться водить машину до лета.',
      /^Я научусь водить машину до лета/u,
      /двух уроков вождения в неделю/u,
      /вернусь на работу|откликов/u,
    ],
    [
      "I run a small online shop selling handmade candles. Sales dropped 30% since September and I'm behind on my supplier payments. I need to get sales back up before Christmas.",
      /^I will grow my online sales/u,
      /counting orders every Sunday/u,
      /putting things off/u,
    ],
    [
      "Je tiens une boulangerie. Je suis en retard sur mes paiements au fournisseur et le chiffre d'affaires baisse.",
      /^Je vais porter mon chiffre d'affaires mensuel/u,
      /nombre de clients/u,
      /remettre|procrastin/u,
    ],
  ])('%s', async (input, start, measure, not) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(not);
  });

  it.each([
    [
      "I'm a civil servant and I have to decide within three weeks whether to accept a transfer to another city. My partner doesn't want to move.",
      /I will decide within three weeks whether to accept a transfer/u,
      /talking within two weeks, for each one/u,
      /within a month/u,
    ],
    [
      'Muszę w ciągu trzech tygodni zdecydować, czy przyjąć awans w innym mieście, czy zostać w obecnym dziale.',
      /zdecyduję|Zdecyduję|Podejmę decyzję/u,
      /w ciągu dwóch tygodni o każdej/u,
      /w ciągu miesiąca/u,
    ],
  ])('a choice due within weeks: %s', async (input, start, step, not) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).toMatch(step);
    expect(out).not.toMatch(not);
  });

  it.each([
    [
      'Sou reformado e gostava de aprender a usar o computador e a internet para falar com os meus netos. Também quero fazer mais exercício.',
      /1\. Vou aprender a usar o computador/u,
      /enviando sem ajuda um e-mail à minha família e fazendo uma videochamada/u,
      /candidatura/u,
    ],
    [
      "I'm a pensioner. I want to learn to use a computer so I can see photos of my grandchildren.",
      /^I will learn to use a computer/u,
      /sending an e-mail to my family and making a video call/u,
      /application|job centre/u,
    ],
    [
      'Chcem sa naučiť pracovať s počítačom, vnúčatá sa mi smejú.',
      /^Naučím sa pracovať s počítačom/u,
      /pošlem e-mail rodine/u,
      /žiadosť o prácu|potrebné kroky/u,
    ],
    [
      "I'm 62 and retired early, but I need a part-time job and I can't use a computer.",
      /I will learn to use a computer at a basic level/u,
      /sending an application by e-mail/u,
      /to my family/u,
    ],
  ])('a course for a retired person: %s', async (input, start, measure, not) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(not);
  });

  it.each([
    [
      "I work as a cleaner in a hotel. After my shifts I scroll TikTok until 2 am and I'm always tired.",
      /I will cut down my screen time/u,
      /at most one hour a day in front of a screen in my free time/u,
      /study/u,
    ],
    [
      'Ich bin Busfahrer und hänge abends stundenlang am Handy. Ich schlafe zu wenig.',
      /werde ich meine Bildschirmzeit verringern/u,
      /in meiner Freizeit höchstens eine Stunde am Tag/u,
      /Studium/u,
    ],
    [
      'Я работаю водителем, по вечерам часами сижу в телефоне и поздно ложусь.',
      /^Я сокращу время перед экраном/u,
      /в свободное время буду проводить перед экраном не больше часа в день/u,
      /учёб/u,
    ],
  ])("a worker's screen time: %s", async (input, start, measure, not) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(not);
  });

  it.each([
    [
      'I work as a cleaner in two office buildings, early mornings and late evenings. I sleep maybe five hours a night. My back hurts after every shift.',
      /I will ease my back/u,
      /lying down with my legs raised for ten minutes after every shift/u,
      /break every hour I work/u,
    ],
    [
      "Je suis femme de ménage et je travaille pour six familles différentes. Je suis épuisée, je dors mal et j'ai mal au dos.",
      /Je vais soulager mon dos/u,
      /les jambes surélevées/u,
      /à chaque heure de travail/u,
    ],
  ])("a back on one's feet at work: %s", async (input, start, measure, not) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(not);
  });
});
