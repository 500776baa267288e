/**
 * Issue 33 (round 51's probes): aims whose kind has obvious steps fell to the weekly-steps filler
 * ("writing down in the first week every step it takes …") or took the measure of another topic: a
 * house sold was measured as a flat searched for or as a quarrel talked over, a flat let out as a flat
 * searched for, taxes put in order as a tired person's working hours, a care grade applied for as the
 * carer's own rest, a mother brought over from abroad as feelings told, one's own workshop or tailor's
 * shop as exercise sessions. Each now has its own steps in aims.json, in every language: a sale is a
 * valuation, a listing and viewings; a letting the rent, a listing and a lease; taxes a folder, what is
 * owed asked and each return filed; a benefit the office, the form and the assessment; bringing family
 * over the documents, the appointment and a room; a shop or workshop premises, the registration and the
 * opening date. The sale, the benefit and the family member are a "kind": the story's quarrel or the
 * carer's tiredness beside them stays a goal of its own, never their measure.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const STOCK =
  /every step it takes|alle nötigen Schritte|toutes les étapes nécessaires|todos los pasos necesarios|tutti i passi necessari|todos os passos necessários|wszystkie potrzebne kroki|všechny potřebné kroky|všetky potrebné kroky|всі потрібні кроки|все нужные шаги/u;

describe('a kind with steps of its own is measured by them', () => {
  it.each([
    [
      "I want to sell my late mother's house by the end of June 2027. My brother lives abroad and doesn't answer emails.",
      /^I will sell my late mother's house by the end of June 2027, getting it valued by two estate agents within two weeks/mu,
      /viewings every week/u,
    ],
    [
      'Mi objetivo es vender el piso de mis padres en seis meses. Somos tres hermanos y no nos ponemos de acuerdo en el precio.',
      /Voy a vender el piso de mis padres en seis meses, pidiendo una tasación a dos agencias/u,
      /roce que se repite/u,
    ],
    [
      'Хочу до весны продать квартиру в Харькове и купить жильё во Львове. Покупателей мало, а цены падают.',
      /Я продам квартиру в Харькове до весны — за две недели закажу оценку в двух агентствах недвижимости/u,
      /каждую неделю буду проводить показы/u,
    ],
    [
      'Mým cílem je do léta pronajmout náš byt po dědečkovi. Potřebuje novou kuchyň a nevím, jestli to zvládnu financovat.',
      /pronajmout náš byt po dědečkovi do léta – do dvou týdnů stanovím nájem podle podobných inzerátů/u,
      /písemnou smlouvu s kaucí/u,
    ],
    [
      'Voglio mettermi in regola con le tasse entro giugno, ho tre anni di dichiarazioni arretrate e ho paura delle multe.',
      /Mi metterò in regola con le tasse entro giugno, raccogliendo questa settimana in un'unica cartella/u,
      /presentando ogni dichiarazione dovuta/u,
    ],
    [
      'Ich möchte bis Ende März für meine Mutter einen Pflegegrad beantragen. Sie lebt allein, wird immer vergesslicher und ich arbeite Vollzeit.',
      /Ich werde bis Ende März für meine Mutter einen Pflegegrad beantragen; dafür finde ich diese Woche heraus, welche Stelle darüber entscheidet/u,
      /vor der Begutachtung/u,
    ],
    [
      'Chcem požiadať o príspevok na opatrovanie mamy do konca januára. Pracujem na plný úväzok a mama už nemôže byť sama.',
      /požiadať o príspevok na opatrovanie mamy do konca januára – tento týždeň zistím, ktorý úrad o tom rozhoduje/u,
      /podám žiadosť s lekárskymi správami/u,
    ],
    [
      'Quero trazer a minha mãe do Brasil para viver comigo em Portugal no próximo ano. Ela está doente e eu trabalho em dois empregos.',
      /Vou trazer a minha mãe do Brasil para viver comigo em Portugal no próximo ano, listando este mês cada passo da vinda/u,
      /marcando o primeiro atendimento/u,
    ],
    [
      'Хочу перевезти батьків з Донецької області до себе в Київ до зими. Вони старі, бояться переїзду.',
      /перевезти батьків з Донецької області до себе в Київ до зими; цього місяця випишу кожен крок переїзду/u,
      /підготую кімнату до приїзду/u,
    ],
    [
      "I'd like to open my own bike repair workshop next year. I've been a mechanic for twelve years, but I've never run a business.",
      /I will open my own bike repair workshop next year, comparing at least three possible premises/u,
      /registering the business/u,
    ],
    [
      'Mein Ziel ist es, bis Juni eine eigene Änderungsschneiderei zu eröffnen. Ich habe schon Stammkundinnen, aber keinen Laden.',
      /Ich werde bis Juni eine eigene Änderungsschneiderei eröffnen; dafür vergleiche ich im ersten Monat mindestens drei mögliche Räume/u,
      /melde bis Ende des zweiten Monats das Gewerbe an/u,
    ],
  ])('%s', async (input, start, measure) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(STOCK);
    expect(out).not.toMatch(
      /three times a week for 30 minutes|Budget und Wohngegenden|stanovím rozpočet a lokality|momento calmo|Unterstützung bei der Pflege|valutando la mia energia/u,
    );
  });

  it('a Czech "si" keeps a flat rented for oneself a search, and an Etsy shop has no premises', async () => {
    expect(await draft('Chci si do léta pronajmout byt v Brně.')).toMatch(/stanovím rozpočet a lokality/u);
    expect(await draft('I want to open my Etsy shop before Christmas.')).not.toMatch(/premises/u);
  });
});
