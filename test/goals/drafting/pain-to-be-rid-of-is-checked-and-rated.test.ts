/**
 * Issue 33 (round 58's probes): a pain to be rid of, told with no body part ("Voglio togliermi il dolore", the
 * leftover of round 57's health probe), names no situation the drafter knows ("mal di schiena", "rodilla" and
 * "knee pain" do), so its goal got the weekly-steps filler ("annotando nella prima settimana tutti i passi
 * necessari"), in every language. A pain is now an aim of its own kind (aims.json): checked by a doctor or a
 * physiotherapist within two weeks, the exercises they give done every day and the pain rated from 0 to 10 each
 * evening. Grief and loss are no body's pain ("superare il dolore per la perdita di mia madre" keeps what it had).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const FILLER = /passi necessari|every step it takes|nötigen Schritte|pasos necesarios|passos necessários|potrzebne kroki|нужные шаги/u;

describe('a pain to be rid of is checked and rated', () => {
  it.each([
    [
      'Voglio togliermi il dolore entro febbraio.',
      /^Mi toglierò il dolore entro febbraio, facendo controllare il dolore da un medico o da un fisioterapista entro due settimane/u,
    ],
    [
      'Ho mal di schiena da mesi, lavoro seduta 9 ore. Il fisioterapista mi ha detto di fare esercizi ogni giorno. Voglio togliermi il dolore e tornare a nuotare.',
      /1\. Mi toglierò il dolore .*facendo ogni giorno gli esercizi che mi indica e annotando ogni sera il dolore da 0 a 10/u,
    ],
    [
      'I want to get rid of the pain by spring.',
      /^I will get rid of the pain by spring, having the pain checked by a doctor or physiotherapist within the next two weeks/u,
    ],
    ['Ich will die Schmerzen loswerden.', /werde ich die Schmerzen loswerden; dafür lasse ich die Schmerzen .* abklären/u],
    ['Chcę pozbyć się bólu do wiosny.', /^Pozbędę się bólu do wiosny – w ciągu dwóch tygodni pokażę ból lekarzowi/u],
    ['Хочу избавиться от боли в течение месяца.', /^Я избавлюсь от боли .*покажу боль врачу или физиотерапевту/u],
    ['Quero livrar-me da dor até ao verão.', /^Vou livrar-me da dor até ao verão, pedindo a um médico ou fisioterapeuta/u],
  ])('%s', (text, expected) => {
    const answer = draftGoals(text, NOW);
    expect(answer).toMatch(expected);
    expect(answer).not.toMatch(FILLER);
  });

  it('leaves grief to what it had', () => {
    expect(draftGoals('Voglio superare il dolore per la perdita di mia madre.', NOW)).not.toMatch(/fisioterapista/u);
  });
});
