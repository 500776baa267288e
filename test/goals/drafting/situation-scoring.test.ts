/**
 * Issue 33: what a narrative is about is scored, not taken from its first cue. A specific situation
 * (a `weight` in situations.json) comes before the generic ones beside it, and the situations it
 * `beats` give way to it; the special cases that were code are data of the same kind.
 */
import { describe, expect, it } from 'vitest';
import { situationsFrom, situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';

const goal = Object.fromEntries(['en', 'cs', 'sk', 'pl', 'uk', 'ru', 'de', 'es', 'fr', 'it', 'pt'].map((l) => [l, 'x']));

describe('scoring the situations of a narrative', () => {
  it('puts a specific situation first, whatever the order of the cues', () => {
    // The new lead is told first; delegating is what the text is about, and it answers the overtime.
    expect(situationsIn('I was promoted to team lead last year and I still cannot delegate, I stay late every night.')).toEqual([
      'delegation',
    ]);
    expect(situationsIn('Od roku vedu tým a nedokážu delegovat, všechno dělám sama.')).toEqual(['delegation']);
  });

  it('lets a money quarrel with a partner be the joint budget, not a talk and savings beside it', () => {
    expect(situationsIn('Mi novia y yo discutimos siempre por el dinero.')).toEqual(['jointbudget']);
    expect(situationsIn('Ми з дружиною постійно сваримося через гроші.')).toEqual(['jointbudget']);
  });

  it('reads a change of employer within one’s field as no change of career', () => {
    expect(situationsIn('Je suis infirmière et je veux changer d’employeur pour être mieux payée.')).toEqual(['jobchange']);
    expect(situationsIn('Pracuji jako účetní a chci změnit firmu, ale bojím se pohovorů.')).toEqual(['jobchange']);
  });

  it('answers putting things off before an exam session with the session', () => {
    expect(situationsIn('La sessione esami inizia tra un mese e continuo a rimandare.')).toEqual(['session']);
  });

  it('keeps an estrangement to a named child or parent; a partner who barely talks stays a relationship', () => {
    expect(situationsIn('Mój syn nie odzywa się do mnie od świąt.')).toEqual(['estrangement']);
    expect(situationsIn('Mein Mann redet kaum noch mit mir.')).not.toContain('estrangement');
  });

  it('names the person who stopped talking, told first, not another named after them', () => {
    expect(draftGoals('Mi hermana no me habla desde que murió mi madre.')).toContain('con mi hermana');
    expect(draftGoals('Mój brat nie odzywa się do mnie od śmierci taty.')).toContain('z bratem');
  });

  it('keeps the former special cases, now data: debts before saving', () => {
    expect(situationsIn('I have debts and I can never save money.')).toEqual(['debts']);
  });

  it('refuses a situation that beats an id it does not know', () => {
    expect(() => situationsFrom([{ id: 'delegation', topic: 'delegation', cues: ['delegat'], goal, beats: ['nobody'] }])).toThrow(/beats/);
  });
});
