/**
 * Issue 33, fresh narratives after blind readings 17 and 18: concerns told in plain words that no cue
 * read, or read as a neighbour's. An exam one did not pass ("neprošel zkouškou", "nie zdałam
 * egzaminu") is an exam to pass, and "letos" before it is no deadline; one's weight as a figure
 * ("Вешу 112 кг", "Ważę 98 kg") is a weight goal; a child who stopped talking to the writer is the
 * relationship to rebuild; a child's reproach is no boss's feedback; a doctor's "za wysoki cukier" is
 * blood sugar, not sweets; a former peer who ignores the new lead's instructions undermines them.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('an exam one did not pass is an exam to pass', () => {
  it.each([
    [
      'Pracuji jako mzdová účetní. Letos jsem neprošel zkouškou z daní a další termín je v dubnu. Večer jsem unavený.',
      /Složím zkoušku z daní v příštím termínu/u,
      /letos/u,
    ],
    [
      'Pracuję w biurze rachunkowym. W październiku nie zdałam egzaminu na biegłego i poprawka jest w maju.',
      /Zdam egzamin/u,
      /październik/u,
    ],
    [
      'I work in payroll. I didn’t pass the exam for my accounting certificate in October and the next sitting is in March.',
      /pass the exam/u,
      /in October/u,
    ],
  ])('%s', async (input, exam, past) => {
    const out = await draft(input);
    expect(out).toMatch(exam);
    expect(out).not.toMatch(past);
  });
});

describe('one’s weight told as a figure is a weight goal from that figure', () => {
  it.each([
    ['Работаю водителем, почти не двигаюсь. Вешу 112 кг, врач ругается. По вечерам ем перед телевизором.', /с 112 кг до/u],
    ['Pracuję przy komputerze cały dzień. Ważę 98 kg i szybko się męczę. Żona chce, żebyśmy razem chodzili na basen.', /z 98 kg do/u],
    ['Ich arbeite im Schichtdienst und esse nachts oft Süßes. Ich wiege 95 Kilo und komme kaum die Treppe hoch.', /von 95 kg auf/u],
  ])('%s', async (input, weight) => {
    expect(await draft(input)).toMatch(weight);
  });
});

describe('a child who stopped talking to the writer is the relationship to rebuild', () => {
  it.each([
    [
      'Мій чоловік на заробітках у Польщі. Я сама з двома дітьми і майже не сплю. Старша донька перестала розмовляти зі мною.',
      /стосунки з донькою/u,
    ],
    ['Муж уехал на вахту до весны. Я одна с детьми и плохо сплю. Старшая дочь перестала со мной разговаривать.', /отношения с дочерью/u],
    ['Mąż pracuje w Niemczech. Jestem sama z dziećmi i źle śpię. Starsza córka przestała ze mną rozmawiać.', /relację z córką/u],
  ])('%s', async (input, relationship) => {
    expect(await draft(input)).toMatch(relationship);
  });
});

describe('a child’s reproach is no boss’s feedback', () => {
  it.each([
    ['Je suis infirmière de nuit. Ma fille me reproche de ne jamais être là le mercredi. Je dors quatre heures par jour.', /responsable/u],
    ['I work late shifts at a hotel. My son criticises me for never being at his football matches. I sleep badly.', /manager/u],
    [
      'Trabajo de noche en un hospital. Mi hija me critica porque nunca estoy los fines de semana. Duermo muy poco.',
      /responsable|jef[ea]/u,
    ],
  ])('%s', async (input, boss) => {
    expect(await draft(input)).not.toMatch(boss);
  });
});

describe('a doctor’s high sugar is blood sugar, not sweets', () => {
  it.each([
    ['Jestem kierowcą i ciągle siedzę. Lekarz powiedział, że mam za wysoki cukier. Wieczorami jem chipsy.', /poziom cukru we krwi/u],
    ['Sedím celý den v kanceláři. Doktorka mi řekla, že mám vysoký cukr a mám zhubnout.', /hladinu cukru v krvi/u],
    ['Я бухгалтер, сижу весь день. На осмотре сказали, что у меня высокий сахар. Сладкое ем каждый день.', /сахара в крови/u],
  ])('%s', async (input, bloodSugar) => {
    expect(await draft(input)).toMatch(bloodSugar);
  });
});

describe('a former peer who ignores the new lead’s instructions undermines them', () => {
  it.each([
    [
      'Since I became team lead one of my former peers ignores my instructions in front of everyone. I’m working until 9 most nights.',
      /undermines my authority/u,
    ],
    [
      'Seit ich Teamleiterin bin, ignoriert ein Kollege meine Anweisungen vor allen anderen. Ich weiß nicht, wie ich das ansprechen soll.',
      /Autorität untergräbt/u,
    ],
    [
      'Od kiedy zostałem kierownikiem, kolega ignoruje moje polecenia przy całym zespole. Nie wiem, jak z nim porozmawiać.',
      /podważa mój autorytet/u,
    ],
  ])('%s', async (input, undermined) => {
    expect(await draft(input)).toMatch(undermined);
  });
});

describe('an employee leaving is the business’s own concern, and a partner who left is no quarrel', () => {
  it.each([
    [
      'Je gère seule une boulangerie depuis le départ de mon associé en juin. Je travaille 70 heures par semaine. Mon employé part en janvier.',
      /pourvoir les postes vacants/u,
      /conflit/u,
    ],
    [
      'Ich führe seit drei Jahren allein eine Bäckerei. Ich arbeite 70 Stunden pro Woche. Mein Mitarbeiter geht im Januar.',
      /die offenen Stellen besetzen/u,
      /Konflikt/u,
    ],
    [
      'Prowadzę sama piekarnię od pięciu lat. Pracuję 70 godzin w tygodniu. Mój pracownik odchodzi w styczniu.',
      /obsadzę wolne stanowiska/u,
      /konflikt/u,
    ],
  ])('%s', async (input, staff, neighbour) => {
    const out = await draft(input);
    expect(out).toMatch(staff);
    expect(out).not.toMatch(neighbour);
  });
});

describe('short-time work is a job at risk: a job search beside the skills it lacks', () => {
  it.each([
    ['Ho 58 anni e da ottobre sono in cassa integrazione. Non so usare bene il computer.', /Troverò un nuovo lavoro/u, /computer/u],
    [
      'Ich bin seit Oktober in Kurzarbeit und weiß nicht, ob mein Job bleibt. Ich kann kaum mit dem Computer umgehen.',
      /eine neue Stelle finden/u,
      /Computer/u,
    ],
    [
      "Je suis au chômage partiel depuis octobre et je ne sais pas si mon poste va rester. Je maîtrise mal l'ordinateur.",
      /trouver un nouvel emploi/u,
      /informatique/u,
    ],
  ])('%s', async (input, job, skills) => {
    const out = await draft(input);
    expect(out).toMatch(job);
    expect(out).toMatch(skills);
  });
});

describe('a partner’s lost job is no job search of the writer’s: the household runs on one income', () => {
  it.each([
    [
      "My husband was made redundant in September and we're living on my salary. We have £6,000 left on a car loan.",
      /run our household with my husband on one income until we both earn again, listing every fixed cost/u,
      /find a new job|improve our relationship/u,
    ],
    [
      'Mein Mann wurde im Sommer entlassen und wir leben von meinem Gehalt. Der Kredit fürs Auto läuft noch zwei Jahre.',
      /mit meinem Mann unseren Haushalt von einem Gehalt führen/u,
      /neue Stelle|unsere Beziehung/u,
    ],
    [
      'Męża zwolnili w październiku i żyjemy z mojej pensji. Zostało nam 20 tysięcy kredytu.',
      /Razem z mężem utrzymam dom z jednej pensji/u,
      /podwyżk|nową pracę/u,
    ],
  ])('%s', async (input, household, neighbour) => {
    const out = await draft(input);
    expect(out).toMatch(household);
    expect(out).not.toMatch(neighbour);
    expect(out).not.toMatch(/twelve months|zwölf Monaten|dwunastu miesięcy/u);
  });

  it('keeps the writer’s own redundancy a job search', async () => {
    expect(await draft('I was made redundant in September and I’m living on my savings.')).toMatch(/find a new job/u);
  });
});

describe('layoffs ahead, a relative who needs constant care and no savings at all are concerns of their own', () => {
  it.each([
    [
      'Mam 49 lat i pracuję w magazynie. Szef mówi, że w lutym firma będzie zwalniać ludzi. Nie mam żadnych oszczędności.',
      [/Znajdę nową pracę/u, /poduszkę finansową/u],
    ],
    [
      'Our company announced redundancies for March. I have no savings at all and my rent just went up.',
      [/find a new job/u, /emergency fund/u],
    ],
    [
      'Моя мама після інсульту потребує постійного догляду. Я працюю повний день і не маю жодних заощаджень.',
      [/догляд за мамою/u, /фінансову подушку/u],
    ],
    [
      'Mi padre tiene Alzheimer y necesita cuidados constantes. No tengo ningún ahorro y trabajo a jornada completa.',
      [/cuidado de mi padre/u, /fondo de emergencia|colchón/u],
    ],
    [
      'Ma mère a besoin de soins constants depuis sa chute. Je travaille à temps plein et je n’ai aucune économie.',
      [/prise en charge de ma mère/u, /épargne de précaution|fonds d'urgence|réserve/u],
    ],
  ])('%s', async (input, goals) => {
    const out = await draft(input);
    for (const goal of goals) expect(out).toMatch(goal);
  });
});

describe('a return from sick leave is a return to work', () => {
  it.each([
    [
      'I’ve been signed off sick with burnout since October and I’m due back at work in January. I’m scared of falling apart again.',
      /get back up to speed at work after my leave/u,
    ],
    [
      'Seit September bin ich krankgeschrieben, im Januar soll ich wieder anfangen. Ich habe Angst vor dem ersten Tag.',
      /nach meiner Rückkehr wieder in die Arbeit einfinden/u,
    ],
    ['Jestem na zwolnieniu lekarskim od października i w styczniu wracam do pracy.', /Po powrocie do pracy wdrożę się na nowo w styczniu/u],
  ])('%s', async (input, comeback) => {
    expect(await draft(input)).toMatch(comeback);
  });

  it('reads a Portuguese child’s failing marks ("negativas a Matemática") as school', async () => {
    expect(await draft('A minha filha de 14 anos tem tido negativas a Matemática e a Físico-Química. Eu trabalho por turnos.')).toMatch(
      /ajudar a minha filha a ir melhor na escola/u,
    );
  });
});
