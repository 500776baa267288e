/**
 * Issue 33 (round 70, blind readings 116-12 and 117-02): a sentence that opens with an infinitive as the topic of a
 * statement ("Učiť ma baví", "Cvičiť nemám kedy", "Studiare mi piace", "Correr me encanta") was read as a bare
 * infinitive aim, and the rest of the clause, its own finite verb and all, was pasted as the goal's object ("Budem učiť
 * ma baví do troch mesiacov"). A word of intents.json's words.topicFirst right after the leading infinitive (an object
 * pronoun, "nemám", "lubię") makes it no aim: the person's stated aims and the story's concerns make the goals.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an infinitive liked or not done is no aim', () => {
  it.each([
    ['Som učiteľka. Učiť ma baví, ale plat mi nestačí. Chcem si do leta nájsť lepšie platenú prácu.', /učiť ma baví/iu],
    ['Mám dve deti. Cvičiť nemám kedy. Pribrala som 15 kíl a chcem do septembra schudnúť.', /cvičiť nemám/iu],
    ['Učit mě baví, ale plat nestačí. Chci si najít lepší práci do léta.', /učit mě baví/iu],
    ['Studiare mi piace, ma ho due figli. Vorrei finire la laurea in economia entro due anni.', /studierò mi piace/iu],
    ['Correr me encanta, pero trabajo mucho. Quiero ahorrar 2.000 euros para agosto.', /correr me encanta/iu],
    ['Biegać lubię, ale nie mam czasu. Chcę znaleźć nową pracę w ciągu roku.', /biegać lubię/iu],
    ['Lire me plaît mais je travaille la nuit. Je voudrais lire un livre par mois cette année.', /lire me plaît/iu],
  ])('%s', (input, pasted) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(pasted);
    expect(out.length).toBeGreaterThan(40);
  });
});
