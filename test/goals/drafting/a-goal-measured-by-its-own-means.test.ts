/**
 * Issue 33 (round 55's probes): plans that said nothing or belonged to another topic. A portfolio was
 * measured by networking events, a business's hours or the weekly-steps filler ("Vou montar um
 * portfólio …, participando em pelo menos dois eventos de networking", blind reading 87's 18); a yoga or
 * dance teacher to become by workouts, job applications or the filler ("insegnante di yoga …,
 * allenandomi almeno tre volte a settimana", 88's 14), and the Italian "piano piano" (slowly) made
 * the same story's second goal a piece of music learnt; a back that "macht nicht mehr mit" got
 * sweets and snacks (86's 2); a diary written "todas as noites" got three sessions of 500 words a
 * week (88's 18) and meditating every morning exercise three times a week.
 *
 * The rules are data: aims.json measures a portfolio by pieces finished, described and shown to
 * someone of the field, a teacher of an activity (the activity's word beside the teacher's, no lesson
 * taken) by a teacher training, teaching practised and a first class, a diary by a few lines each
 * time and meditation by a fixed time of day, both only where no rate is told; plan.json's daily
 * rates hold every morning, evening and night in eleven languages, so the person's own rate is
 * kept and each day ticked off; "piano" is an instrument only in phrases that say it is one
 * (topics.json); the back that no longer holds up is the pain to have checked (situations.json injury).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a goal measured by its own means', () => {
  it.each([
    [
      'Sou brasileira, moro em Lisboa há 6 meses. Tenho formação em design gráfico, mas estou a trabalhar num call center por 870 euros. Quero montar um portfólio e trabalhar como freelancer, mas não tenho clientes aqui nem conheço ninguém da área.',
      /Vou montar um portfólio nos próximos três meses, concluindo um trabalho novo a cada duas semanas/u,
      /montar um portfólio[^.]*networking/u,
    ],
    [
      'I want to build a portfolio by March so I can apply to studios.',
      /I will build a portfolio by March, finishing one new piece for it every two weeks/u,
      /five hours a week/u,
    ],
    [
      'Chcę zrobić portfolio z moich projektów graficznych do końca lutego.',
      /Zrobię portfolio z moich projektów graficznych do końca lutego – co dwa tygodnie będę kończyć jedną nową pracę/u,
      /kamień milowy/u,
    ],
    [
      'Хочу зібрати портфоліо з фотографій до весни.',
      /Я зберу портфоліо з фотографій до весни — кожні два тижні завершуватиму одну нову роботу/u,
      /випишу всі потрібні кроки/u,
    ],
  ])('a portfolio is pieces finished: %s', (story, said, gone) => {
    const goals = draftGoals(story, NOV_25);
    expect(goals).toMatch(said);
    expect(goals).not.toMatch(gone);
  });

  it.each([
    [
      'Ho 45 anni e lavoro in banca da 20 anni. Non mi piace più il mio lavoro e vorrei diventare insegnante di yoga, ho già fatto un corso base di 50 ore. Vorrei capire come fare il passaggio piano piano.',
      /Diventerò insegnante di yoga [^,]+, iscrivendomi nel primo mese a una formazione per insegnanti/u,
      /allenandomi|nuovo brano/u,
    ],
    [
      'Quiero ser instructora de pilates antes de septiembre de 2027.',
      /Voy a ser instructora de pilates antes de septiembre de 2027, apuntándome en el primer mes a una formación de profesorado/u,
      /anotando en la primera semana/u,
    ],
    [
      "Je voudrais devenir professeur de yoga d'ici un an tout en gardant mon travail.",
      /en m'inscrivant dès le premier mois à une formation de professeur reconnue/u,
      /candidatures/u,
    ],
    [
      'Ich will Tanzlehrerin werden, ich tanze seit zehn Jahren Salsa.',
      /werde ich Tanzlehrerin werden; dafür melde ich mich im ersten Monat für eine anerkannte Lehrerausbildung an/u,
      /alle nötigen Schritte/u,
    ],
    [
      'Chcę zostać instruktorem jogi w przyszłym roku.',
      /Zostanę instruktorem jogi w przyszłym roku – w pierwszym miesiącu zapiszę się na uznany kurs instruktorski/u,
      /spiszę wszystkie potrzebne kroki/u,
    ],
    [
      'Quero ser professora de dança até ao fim de 2027.',
      /Vou ser professora de dança até ao fim de 2027, inscrevendo-me no primeiro mês numa formação de professores/u,
      /passo ou uma figura nova/u,
    ],
  ])('a teacher of an activity is trained as one: %s', (story, said, gone) => {
    const goals = draftGoals(story, NOV_25);
    expect(goals).toMatch(said);
    expect(goals).not.toMatch(gone);
  });

  it('a dance class taken with a teacher is no teacher training', () => {
    expect(draftGoals('Quiero tomar clases de baile con una buena profesora.', NOV_25)).not.toMatch(/formación de profesorado/u);
  });

  it.each([
    [
      'Quero ler 12 livros em 2027 e escrever no meu diário todas as noites.',
      /Vou escrever no meu diário todas as noites [^,]+, marcando no calendário cada dia em que o cumprir/u,
    ],
    [
      'Chcę pisać dziennik każdego wieczoru i nauczyć się hiszpańskiego do poziomu B1.',
      /Będę pisać dziennik każdego wieczoru [^–]+– będę zaznaczać w kalendarzu każdy dzień/u,
    ],
    ['I want to meditate every morning and run a 10k in May.', /I will meditate every morning by May, marking each day I keep to it/u],
    ['Quiero meditar cada mañana.', /Voy a meditar cada mañana [^,]+, marcando en un calendario cada día que lo cumpla/u],
  ])('a rate of every morning or night is kept: %s', (story, said) => {
    const goals = draftGoals(story, NOV_25);
    expect(goals).toMatch(said);
    expect(goals).not.toMatch(/três sessões|trzy razy w tygodniu|three times a week for 30 minutes|tres veces por semana/u);
  });

  it.each([
    ['Quero começar um diário.', /Vou começar um diário [^,]+, deixando-o à mão junto à cama/u, /500 palavras/u],
    ['Je veux méditer.', /Je vais méditer [^,]+, en m'y tenant à heure fixe/u, /étapes nécessaires/u],
    ['Хочу начать медитировать.', /Я начну медитировать [^—]+— буду делать это в одно и то же время дня/u, /тренир/u],
  ])('a diary or meditation with no rate told has its own steps: %s', (story, said, gone) => {
    const goals = draftGoals(story, NOV_25);
    expect(goals).toMatch(said);
    expect(goals).not.toMatch(gone);
  });

  it('a back that no longer holds up is a pain to have checked, not sweets', () => {
    const goals = draftGoals(
      'Ich fahre seit 12 Jahren LKW im Fernverkehr. Mein Rücken macht nicht mehr mit, letztes Jahr war ich 6 Wochen krankgeschrieben.',
      NOV_25,
    );
    expect(goals).toMatch(/meine Schmerzen abklären lassen und schonend trainieren; dafür gehe ich innerhalb von zwei Wochen zum Arzt/u);
    expect(goals).not.toMatch(/Süßes/u);
  });

  it('a recipe blog written is writing, not cooking', () => {
    const goals = draftGoals('Quero voltar a escrever no meu blog de receitas, nem que seja um post curto.', NOV_25);
    expect(goals).not.toMatch(/receita nova/u);
  });
});
