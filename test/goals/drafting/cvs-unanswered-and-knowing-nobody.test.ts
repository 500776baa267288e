/**
 * Issue 33 (blind reading 29's 3, 28's 3): "J'ai envoyé une quarantaine de CV sans réponse" is a job search that
 * gets no answer, and "Je connais presque personne ici" (the "ne" dropped, as people write) is loneliness, not
 * a shop where almost nobody comes in ("presque personne ne vient"). The same ideas are cued in every language
 * (situations.json: unemployment, loneliness, growbiz).
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';

describe('applications without an answer and knowing nobody', () => {
  it.each([
    ["J'ai envoyé une quarantaine de CV sans réponse.", 'unemployment'],
    ['Llevo un año mandando currículums a colegios sin respuesta.', 'unemployment'],
    ['Poslal jsem asi 30 životopisů a nic.', 'unemployment'],
    ['Wysłałam chyba 50 CV i nic.', 'unemployment'],
    ['Ho inviato più di venti curriculum senza risposta.', 'unemployment'],
    ['Mandei uns trinta currículos e nada.', 'unemployment'],
    ['Отправила около сорока резюме, и тишина.', 'unemployment'],
    ['Надіслав двадцять резюме без відповіді.', 'unemployment'],
    ['I sent about 40 CVs and got no reply.', 'unemployment'],
    ['Ich habe 30 Bewerbungen geschrieben und keine Antwort bekommen.', 'unemployment'],
    ['Je connais presque personne ici à part ma coloc.', 'loneliness'],
    ['Je connais personne ici et le soir je reste seule.', 'loneliness'],
    ['I know almost nobody in this city.', 'loneliness'],
    ['Casi no conozco a nadie en Madrid.', 'loneliness'],
  ])('%s', (text, id) => {
    expect(situationsIn(text)).toContain(id);
  });

  it.each([
    ['Je travaille dans un café et je connais presque personne ici.', 'growbiz'],
    ['Je tiens une boulangerie et presque personne ne vient le mardi.', 'loneliness'],
  ])('not the other one: %s', (text, id) => {
    expect(situationsIn(text)).not.toContain(id);
  });
});
