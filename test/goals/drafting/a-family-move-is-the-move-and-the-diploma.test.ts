/**
 * Issue 33 (blind reading 59's 6): "Eu e meu marido vamos nos mudar para Portugal … não sei se meu diploma vale lá" got
 * a goal to mend the marriage: the move was not read, the husband was, and the doubt about the diploma became a plan
 * of "three options" elsewhere. A family's move ("we're moving", "ziehen … mit den Kindern nach", "allons déménager")
 * is the move, and a doubt whether a degree is recognised there is its recognition, in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a family move is the move and the diploma', () => {
  it.each([
    [
      'Eu e meu marido vamos nos mudar para Portugal em março do ano que vem. Sou professora de matemática aqui em Belo Horizonte, mas não sei se meu diploma vale lá. Temos uns R$ 40 mil guardados e dois filhos pequenos.',
      'Vou conseguir o reconhecimento do meu diploma estrangeiro',
      /nossa relação|conversa franca/u,
    ],
    [
      'Mein Mann und ich ziehen im Sommer mit den Kindern nach Norwegen. Ich bin Lehrerin und weiß nicht, ob meine Ausbildung dort anerkannt wird.',
      'Im Sommer werde ich gemeinsam mit meinem Mann ins Ausland ziehen',
      /drei Möglichkeiten/u,
    ],
    [
      'Mon mari et moi allons déménager à Montréal en septembre avec nos enfants. Je suis infirmière et je ne sais pas si mon diplôme sera reconnu.',
      'Je vais faire reconnaître mon diplôme étranger',
      /prendre ma décision sur le déménagement/u,
    ],
    [
      'Spolu s manželkou sa v lete sťahujeme do Nemecka s dvomi deťmi. Som učiteľ a neviem, či mi uznajú diplom.',
      'Presťahujem sa do zahraničia v lete',
      /tri možnosti/u,
    ],
    [
      'A férjemmel márciusban Németországba költözünk a két gyerekkel. Tanár vagyok, és nem tudom, elismerik-e ott a diplomámat.',
      'elismertetem a diplomámat',
      /nyelvórát/u,
    ],
  ])('%s', (text, fitting, stock) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(fitting);
    expect(out).not.toMatch(stock);
  });
});
