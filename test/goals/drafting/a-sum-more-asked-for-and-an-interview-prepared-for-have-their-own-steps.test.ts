/**
 * Issue 33 (round 61's probes of office workers): a sum more asked for ('poprosić o 800 zł więcej',
 * 'ask for £300 more a month', 'demander 150 € de plus par mois', '300 € mehr im Monat verlangen') was
 * read as money and paced as a sum to save ('co miesiąc będę odkładać 270 zł', 'setting aside £100
 * every month'): asked for, it is a raise, the talk with the manager prepared with market data and
 * results (aims.json, a verb of asking with a word of more; not of clients, prices, rent or parents,
 * which are asked of no manager). One job interview to prepare for, stated as an aim ('подготовиться к
 * собеседованию', 'przygotować się do rozmowy kwalifikacyjnej', 'mich auf das Vorstellungsgespräch
 * vorbereiten'), had the weekly-steps filler or a job search's applications: it has the interview
 * situation's own steps; interviews in general ('prepare for UX interviews') keep the job search's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sum more asked for is a raise, not a saving', () => {
  it.each([
    [
      'I want to ask for £300 more a month by March.',
      'I will ask for £300 more a month by March, preparing my case with market data and three concrete results',
      /setting aside/u,
    ],
    [
      'Chcę poprosić o 800 zł więcej do końca lutego.',
      'Moim celem jest poprosić o 800 zł więcej do końca lutego – przygotuję dane rynkowe i trzy konkretne wyniki',
      /odkładać/u,
    ],
    [
      'Je veux demander 150 € de plus par mois d’ici avril.',
      'en préparant mes arguments avec des données du marché et trois résultats concrets',
      /mettant de côté/u,
    ],
    [
      'Ich will bis April 300 € mehr im Monat verlangen.',
      'Ich werde bis April 300 € mehr im Monat verlangen; dafür bereite ich meine Argumente mit Marktdaten',
      /lege ich jeden Monat/u,
    ],
    [
      'Voglio chiedere 200 euro in più al mese entro marzo.',
      'Chiederò 200 euro in più al mese entro marzo, preparando le mie argomentazioni con dati di mercato',
      /mettendo da parte/u,
    ],
    [
      'Хочу попросить на 10 000 рублей больше к весне.',
      'подготовлю рыночные данные и три конкретных результата и договорюсь о разговоре с руководителем',
      /откладывать/u,
    ],
  ])('%s', (input, said, wrong) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(said);
    expect(out).not.toMatch(wrong);
  });

  it('asked of one’s parents it is no talk with a manager', () => {
    expect(draftGoals('I want to ask my parents for £200 more a month.', NOV_25)).not.toMatch(/my manager/u);
  });
});

describe('one job interview to prepare for has the interview’s own steps', () => {
  it.each([
    [
      'Хочу до конца февраля подготовиться к собеседованию в крупную IT-компанию.',
      'Я подготовлюсь к собеседованию в крупную IT-компанию до конца февраля — в течение двух дней изучу компанию и должность',
      /выпишу все нужные шаги/u,
    ],
    [
      'Chcę przygotować się do rozmowy kwalifikacyjnej w banku do 15 stycznia.',
      'Przygotuję się do rozmowy kwalifikacyjnej w banku do 15 stycznia – w ciągu dwóch dni sprawdzę wszystko o firmie',
      /spiszę wszystkie potrzebne kroki/u,
    ],
    [
      'Ich will mich bis Freitag gut auf das Vorstellungsgespräch vorbereiten.',
      'dafür informiere ich mich innerhalb von zwei Tagen über die Firma und die Stelle',
      /Bewerbungen ab/u,
    ],
    [
      'Je voudrais préparer un entretien pour un poste dans une autre entreprise.',
      "en me renseignant d'ici deux jours sur l'entreprise et le poste",
      /candidatures ciblées/u,
    ],
  ])('%s', (input, said, wrong) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(said);
    expect(out).not.toMatch(wrong);
  });

  it('interviews in general keep the job search’s applications', () => {
    expect(draftGoals('I want to prepare for UX interviews by March.', NOV_25)).toContain(
      'sending at least five tailored applications a month',
    );
  });
});
