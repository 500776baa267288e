/**
 * Issue 33 (lang23's leftovers): cues read in the wrong sense. Presenting to clients with a shaking voice
 * was read as a client base to build ("einen festen Kundenstamm aufbauen"): it is speaking; a "cadre de
 * santé" (a nursing grade) was measured as exercise and eating (topics.json, rules before "clients" and
 * "fitness"); what the boss told ("Mi jefa me dijo que mis informes …", "disse-me que", "powiedziała mi, że")
 * was trouble with colleagues, when it is feedback to act on (situations.json criticism).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('cues read in their sense', () => {
  it.each([
    ['Wenn ich vor Kunden präsentiere, werde ich rot und verliere den Faden.', /präsentiere|sprechen/u],
    ['Sobald ich vor Kunden spreche, zittert meine Stimme und ich vergesse die Zahlen.', /präsentiere|sprechen/u],
    ['Im März muss ich vor Kunden präsentieren, und meine Stimme zittert schon jetzt.', /präsentiere|sprechen/u],
    ['When I present to clients I freeze and forget my numbers.', /present|speak/u],
    ['Cuando presento a clientes me tiembla la voz.', /presentando|hablar/u],
    ['Quand je présente aux clients, ma voix tremble et je perds mes moyens.', /présent|parler/u],
    ['Quando presento ai clienti mi trema la voce.', /present|parlare/u],
  ])('presenting to clients is speaking: %s', (input, speaking) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(speaking);
    expect(out).not.toMatch(/Kundenstamm|client base|cartera de clientes|clientèle|clienti fissi|potential clients|mögliche Kunden/iu);
  });

  it('a cadre de santé is no exercise goal', () => {
    const out = draftGoals("Je suis cadre de santé dans une clinique et je n'arrive plus à gérer mon équipe depuis la fusion.", NOV_26);
    expect(out).not.toMatch(/exercice|légumes/u);
  });

  it.each([
    ['Mi jefa me dijo que mis informes llegan tarde y tienen errores. La evaluación es en marzo.', /comentarios de mi jefa/u],
    ['Mi jefe me dijo ayer que mis presentaciones son demasiado largas.', /comentarios de mi jefe/u],
    ['A minha chefe disse-me que os meus relatórios chegam atrasados.', /feedback da minha chef/u],
    ['My boss told me my emails to clients are too long and unclear.', /manager's feedback/u],
    ['Szefowa powiedziała mi, że moje raporty są spóźnione.', /informację zwrotną od przełożonej/u],
    ['Керівниця сказала мені, що мої звіти запізнюються.', /відгук керівниці/u],
  ])('what the boss told is feedback, no colleague to get on with: %s', (input, feedback) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(feedback);
    expect(out).not.toMatch(/relaciones en el trabajo|relações no trabalho|relationships at work|relacje w pracy|стосунки на роботі/u);
  });
});
