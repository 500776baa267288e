/**
 * Issue 33 (blind reading 21): a fragment of the story came back as the goal, often turned upside
 * down — "Voy a es tumbarme en el sofá" (a want that is the subject of "es"), "Je vais obtenir sur mon
 * téléphone" ("je vais" of going, no infinitive), "Smetterò di licenziare la ragazza" and "Voy a dejar de
 * renunciar al puesto" (a "don't want to" of a one-off act is the story's bound, no habit to stop),
 * "werde ich in Meetings zu wenig sagen" (a complaint of too little), "и чтобы платье село нормально"
 * (a wish about a state after an "and"), and a deadline told as the end of a month doubled by our own
 * ("pod koniec marca w ciągu trzech miesięcy"). gate.json notAnAimStarts, stoppedOpeners, oneOffActs,
 * negatedOneOff, excessWords, subjectAfterAnd; specifics.json timeFrames.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a want that is the subject of "is" is no aim', () => {
  it.each([
    [
      'Faccio la cassiera. La sera l’unica cosa che voglio è guardare la tv, ma vorrei anche iscrivermi a un corso di fotografia entro marzo.',
      /è guardare|obiettivo è è/u,
      /Mi iscriverò a un corso di fotografia entro marzo/u,
    ],
    [
      'O que eu mais quero é descansar no fim de semana, mas também quero juntar 3000 euros até dezembro.',
      /Vou é|é descansar/u,
      /Vou juntar 1\.000 euros até dezembro, .*aos 3\.000 euros completos/u,
    ],
    [
      'Trabajo de noche en un hospital. Al volver lo único que quiero es dormir hasta la tarde, y además quiero aprobar el B2 de inglés en junio.',
      /Voy a es|es dormir/u,
      /inglés/u,
    ],
  ])('%s', (input, pasted, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(kept);
  });
});

describe('"je vais" or "vou" of going is no future', () => {
  it.each([
    ['Je vais sur Instagram dès que je m’ennuie, parfois trois heures par jour.', /obtenir sur|vais sur Instagram/u, /écran/u],
    ['Le soir je vais chez ma mère et je n’ai jamais le temps de courir.', /vais chez ma mère au cours/u, /ma mère/u],
    ['Vou ao café todos os dias e gasto 60 euros por mês.', /conseguir ao|Vou ao café/u, /^Vou /u],
  ])('%s', (input, pasted, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(kept);
  });
});

describe('a "don\'t want to" of a one-off act is no habit to stop', () => {
  it.each([
    ['Non vogliamo licenziare la ragazza che ci aiuta il sabato, ma gli incassi sono calati del 25%.', /Smetterò di licenziare/u],
    ['No quiero renunciar al puesto, pero así no aguanto un año.', /dejar de renunciar|presentando la renuncia/u],
    ['Je ne veux pas démissionner, mais je suis épuisée.', /arrêter de démissionner|donner ma démission/u],
    ['Não quero despedir a Ana, ela trabalha connosco há dez anos.', /deixar de despedir/u],
    ['Nie chcę sprzedawać mieszkania po babci, ale potrzebuję pieniędzy.', /nie sprzedawać/u],
    ['Nechci prodat chalupu po dědovi, ale nemám na opravy.', /neprodat/u],
    ['Не хочу переезжать из Казани, но здесь мало вакансий.', /не переезжать/u],
    ['Не хочу звільняти свою помічницю, хоча замовлень стало менше.', /не звільняти/u],
  ])('%s', (input, pasted) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(pasted);
    expect(out).not.toBe('No response.');
  });

  it.each([
    [
      'Non voglio lasciare il mio lavoro perché mi piace. Vorrei mettere da parte 5.000 euro entro dicembre 2027.',
      /Smetterò di lasciare/u,
      /5\.000 euro entro dicembre 2027/u,
    ],
    [
      'No quiero dejar el banco sin tener algo firmado. Me gustaría hacer un curso de análisis de datos antes del verano.',
      /dejar de dejar/u,
      /curso de análisis de datos antes del verano/u,
    ],
    [
      'Não quero largar o emprego porque ajudo minha mãe. Quero passar no vestibular no fim de 2027.',
      /deixar de largar/u,
      /vestibular no fim de 2027/u,
    ],
    [
      'Je ne veux pas retourner en agence. J’aimerais atteindre 3 000 euros de chiffre d’affaires par mois d’ici juin.',
      /arrêter de retourner/u,
      /3 000 euros/u,
    ],
    [
      'Nie chcę zmieniać pracy, bo dobrze płacą. Chcę do końca lutego zabrać głos na każdym spotkaniu zespołu.',
      /nie zmieniać pracy/u,
      /zabrać głos na każdym spotkaniu zespołu do końca lutego/u,
    ],
    [
      'Я не хочу уходить из школы, но устала. Хочу к концу учебного года выстроить дисциплину в своих классах.',
      /не уходить из школы/u,
      /дисциплину в своих классах к концу учебного года/u,
    ],
  ])('leaving a job, a school or a sector is one act too: %s', (input, pasted, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(kept);
  });

  // Found by the closing fresh round (its figures were taken before): the German negation after its object, a place left, a faculty changed.
  it.each([
    [
      'Ich will meine Wohnung nicht aufgeben, aber die Miete ist zu hoch. Ich möchte bis Juni 3.000 Euro sparen.',
      /nicht aufgeben|Kündigung/u,
      /bis Juni 3\.000 Euro sparen/u,
    ],
    [
      'Je ne veux pas partir de Marseille, ma famille est ici. Je voudrais trouver un CDI d’ici juin.',
      /arrêter de partir/u,
      /trouver un CDI d.ici juin/u,
    ],
    [
      'Non voglio cambiare università, mi trovo bene. Vorrei dare tre esami entro febbraio.',
      /Smetterò di cambiare/u,
      /tre esami entro febbraio/u,
    ],
    ['Não quero sair de Coimbra. Quero arranjar emprego como enfermeira até março.', /deixar de sair/u, /enfermeira até março/u],
  ])('a place, a job or a faculty kept: %s', (input, pasted, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(kept);
  });

  it('a habit to stop is still stopped', () => {
    expect(draftGoals('Quiero dejar de fumar antes de mayo.', NOV_26)).toMatch(/Voy a dejar de fumar antes de mayo/u);
    expect(draftGoals('Non voglio più rimandare la tesi.', NOV_26)).toMatch(/Smetterò di rimandare la tesi/u);
    expect(draftGoals('Nie chcę już podjadać wieczorami.', NOV_26)).toMatch(/nauczę się nie podjadać wieczorami/u);
  });
});

describe('too much or too little is a complaint, no aim', () => {
  it.each([
    ['Mein Chef meinte, mir fehle Sichtbarkeit und ich würde in Meetings zu wenig sagen.', /werde ich in Meetings zu wenig/u],
    ['Quiero comer demasiado poco para adelgazar rápido.', /Voy a comer demasiado/u],
    ['Voglio troppo poco dalla vita.', /troppo poco dalla vita/u],
  ])('%s', (input, pasted) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(pasted);
  });
});

describe("another's opinion is no aim", () => {
  it('"Meine Eltern meinen, …" is what they think', () => {
    expect(draftGoals('Meine Eltern meinen, ich solle endlich fertig werden.', NOV_26)).not.toMatch(/werde ich meine Eltern meinen/u);
    expect(draftGoals('Ich will meine Eltern öfter besuchen.', NOV_26)).toMatch(/meine Eltern öfter besuchen/u);
  });
});

describe('a Slavic future auxiliary calls for no sales measure', () => {
  it.each([
    ['Хочу з січня ходити в басейн двічі на тиждень.', /запропоную свої вироби/u],
    ['Od stycznia będę chodzić na basen dwa razy w tygodniu.', /wystawię swoje produkty/u],
    ['Od ledna budu chodit plavat dvakrát týdně.', /nabídnu své výrobky/u],
  ])('%s', (input, sales) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(sales);
  });

  it('orders a month are still a sales rate', () => {
    expect(draftGoals('Хочу мати 20 замовлень на місяць до літа.', NOV_26)).toMatch(/запропоную свої вироби/u);
  });
});

describe('"and that …" after an aim is a wish about a state, not part of it', () => {
  it.each([
    ['Хочу накопить 100 тысяч к отпуску в июле и чтобы осталось на подарки.', /и чтобы/u, /100 тысяч к отпуску в июле/u],
    ['Chcę schudnąć 5 kg do wesela i żeby sukienka pasowała.', /i żeby/u, /5 kg/u],
    ['Ich will bis Juni 5 Kilo abnehmen und dass mein Rücken nicht mehr weh tut.', /und dass/u, /bis Juni 5 Kilo/u],
    ['Quiero ahorrar 2000 euros para agosto y que me sobre algo para la Navidad.', /y que me sobre/u, /2000 euros para agosto/u],
  ])('%s', (input, pasted, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(kept);
  });
});

describe('the end of a month told is the one deadline', () => {
  it.each([
    ['Chcę skończyć kurs pod koniec marca.', /pod koniec marca/u, /w ciągu/u],
    ['Vorrei finire la tesi a fine giugno.', /a fine giugno/u, /entro i prossimi/u],
    ['Quero mudar de emprego no fim de março.', /no fim de março/u, /nos próximos/u],
    ['Хочу сдать на права в начале апреля.', /в начале апреля/u, /в течение/u],
    ['Chcem dokončiť kurz koncom mája.', /koncom mája/u, /do troch mesiacov/u],
    ['I want to finish my course at the end of March.', /at the end of March/u, /within the next/u],
    ['Quiero ser jefa de equipo antes de que termine 2027.', /antes de que termine 2027/u, /en los próximos/u],
  ])('%s', (input, told, doubled) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(told);
    expect(out).not.toMatch(doubled);
  });

  it('the end of a week or a month is no date', () => {
    expect(draftGoals('Vorrei risparmiare 100 euro e arrivare a fine mese senza debiti.', NOV_26)).toMatch(/\d/u);
    expect(draftGoals('Quero estudar 6 horas no fim de semana para o concurso.', NOV_26)).toMatch(/nos próximos|até/u);
  });
});
