/**
 * Issue 33 (round 70; blind readings 113-19 and 115-08): a nurse or doctor who states a language exam with its level
 * ("zdać egzamin z niemieckiego na poziomie B2 do czerwca", "die Fachsprachprüfung bis März", "passer le TCF niveau B2")
 * beside a job in their profession got a third goal, "reach the next level in the language my profession needs",
 * the same matter twice with two different levels or dates. A situation that only says more of a matter a goal
 * names with its own figure or date (situations.json `beats`, of the same topic) is that goal's: the exam stands alone.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a language exam is the profession language goal', () => {
  it.each([
    [
      "Je voudrais passer le TCF niveau B2 avant mars et trouver un poste d'infirmière à Lyon d'ici la fin de l'année prochaine.",
      /Je vais passer le TCF niveau B2 avant mars/u,
      /niveau suivant/u,
    ],
    [
      'Ich möchte bis Juni das Goethe-Zertifikat B2 schaffen und danach eine Stelle als Pflegefachkraft in München finden.',
      /Ich werde bis Juni das Goethe-Zertifikat B2 schaffen/u,
      /die mein Beruf hier verlangt/u,
    ],
    [
      'Chcę do czerwca zdać egzamin z niemieckiego na poziomie B2 i znaleźć pracę jako pielęgniarka w szpitalu w Berlinie.',
      /Zdam egzamin z niemieckiego na poziomie B2 do czerwca/u,
      /Osiągnę kolejny poziom/u,
    ],
    [
      'Chtěla bych do června složit zkoušku z češtiny na úrovni B2 a najít si práci jako zdravotní sestra v nemocnici v Brně.',
      /Složím zkoušku z češtiny na úrovni B2 do června/u,
      /Dosáhnu v češtině další úrovně/u,
    ],
    [
      "Vorrei superare l'esame di italiano B1 entro maggio e trovare un lavoro come infermiera a Torino entro la fine dell'anno prossimo.",
      /Supererò l'esame di italiano B1 entro maggio/u,
      /livello successivo/u,
    ],
    [
      'Quero passar no exame de português B2 até junho e arranjar trabalho como enfermeira num hospital em Lisboa.',
      /Vou passar no exame de português B2 até junho/u,
      /nível seguinte/u,
    ],
    [
      'Хочу до июня сдать экзамен по немецкому на уровень B2 и устроиться медсестрой в больницу в Вене.',
      /Я сдам экзамен по немецкому на уровень B2 до июня/u,
      /следующего уровня/u,
    ],
    [
      'Хочу за рік скласти іспит з польської на рівні B2 і влаштуватися медсестрою у Вроцлаві.',
      /Я складу іспит з польської на рівні B2 за рік/u,
      /наступного рівня/u,
    ],
  ])('%s', (input, exam, repeated) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(exam);
    expect(out).not.toMatch(repeated);
    expect(out.split('\n').filter((l) => /^\d\. /u.test(l))).toHaveLength(2);
  });

  it('keeps the comeback situation beside a return to work told with no figure or date', () => {
    const out = draftGoals(
      'Ich bin seit fünf Jahren Hausmann. Unsere Tochter kommt im Herbst in die Schule und ich möchte wieder arbeiten gehen.',
      NOW,
    );
    expect(out).toMatch(/Lebenslauf/u);
  });
});
