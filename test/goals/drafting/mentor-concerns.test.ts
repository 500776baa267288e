/**
 * Issue 33, blind reading 6: rich stories answered by their own concern, not by the generic first step
 * or a neighbour's steps. Each concern is found in wordings of several languages, and not in texts that
 * share its words but not its meaning.
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';

const cases: [string, string[], string[]][] = [
  [
    'coparent',
    [
      'Mi sono separato da mia moglie due anni fa. Mio figlio più grande ha 15 anni e ormai non mi risponde quasi più al telefono.',
      'Since the divorce I only see my daughter every other weekend and she seems more distant each time.',
      'Po rozwodzie widuję dzieci co drugi weekend i ciągle kłócimy się z byłą żoną o terminy.',
    ],
    ['Rozvedla jsem se před třemi lety a teď chci začít znovu randit.', 'My ex and I are still friends and I want to start dating again.'],
  ],
  [
    'carerota',
    [
      'Ich pflege meine Mutter. Meine Geschwister helfen kaum.',
      'Starám se o mámu po mrtvici, sestra bydlí v Praze a nepomáhá.',
      'Cuido do meu pai com Alzheimer desde o ano passado, os meus irmãos aparecem uma vez por mês.',
    ],
    [
      'Mi hermano y yo tenemos una panadería y los costes han subido mucho este año.',
      'My sister and I are planning a trip to Japan next year.',
    ],
  ],
  [
    'bizdecision',
    [
      'Mein kleiner Laden läuft schlecht, der Umsatz ist um 30 % eingebrochen. Ich weiß nicht, ob ich zumachen soll.',
      "My café's revenue has dropped by about 20% since the summer and I'm not sure whether to close or keep going.",
      'Prowadzę mały sklep, obroty spadły o jedną czwartą. Zastanawiam się, czy nie zamknąć do wiosny.',
    ],
    ['Chcę zamknąć ten rozdział i iść dalej.', 'I want to close the gap in my CV before I apply again.'],
  ],
  [
    'examnerves',
    [
      'Через месяц защита диплома, и у меня начались панические атаки.',
      'Meine Verteidigung ist in sechs Wochen und ich habe Panikattacken, sobald ich daran denke.',
      "Ma soutenance est dans cinq semaines et j'ai des crises d'angoisse rien que d'y penser.",
    ],
    [
      "I'm scared of my first presentation at work next week.",
      'Boję się egzaminu z matematyki za trzy tygodnie.',
      'Za trzy miesiące mam egzamin na prawo jazdy, a wciąż boję się jeździć po mieście.',
    ],
  ],
  [
    'supervisor',
    [
      'Ich schreibe meine Masterarbeit. Mein Betreuer antwortet seit einem Monat nicht auf meine Mails.',
      'Piszę pracę magisterską, ale promotor nie odpowiada na maile od listopada.',
      'Sto scrivendo la tesi ma il relatore non risponde da settimane.',
    ],
    ['Můj vedoucí v práci neodpovídá na maily a já nevím, co mám dělat.'],
  ],
  [
    'leadtalk',
    [
      'Seit September bin ich Teamleiter, und ein ehemaliger Kollege verpasst ständig seine Fristen. Am Ende mache ich seine Arbeit selbst.',
      'Me ascendieron a jefa de equipo y una excompañera no cumple los plazos, así que hago su trabajo yo.',
      'Мене підвищили до керівника команди, а колишній колега постійно зриває терміни. Я роблю за нього.',
    ],
    ["My flatmate keeps missing deadlines at uni and I'm worried about him."],
  ],
  [
    'proflanguage',
    [
      'Ich bin Ärztin aus der Ukraine. Mein Deutsch ist B1, für die Approbation brauche ich mehr.',
      'Jestem pielęgniarką z Ukrainy. Mój polski jest na poziomie A2.',
      'Я медсестра з України, вже рік живу в Польщі. Польська в мене приблизно А2, працюю на складі.',
    ],
    ['I got a B2 in English at school and now want to learn Spanish for fun.'],
  ],
  [
    'dog',
    [
      'Estoy pensando en adoptar un perro, pero trabajo diez horas al día.',
      'Живу одна, вечерами очень тихо. Думаю завести собаку.',
      'Ich überlege, mir einen Hund anzuschaffen, aber ich arbeite Vollzeit im Büro.',
    ],
    ['My dog died last year and I still miss him.', 'Mám psa a chodím s ním každý den ven.'],
  ],
  [
    'remote',
    [
      'Каждый день езжу на работу по 2 часа в одну сторону. Хочу попросить у начальника больше удалёнки.',
      'Ich pendle jeden Tag 90 Minuten pro Strecke. Ich würde gern zwei Tage Homeoffice bekommen.',
      "Je fais 1h30 de trajet le matin et autant le soir. J'aimerais demander du télétravail à ma responsable.",
      'Ich fahre jeden Tag eine Stunde hin und eine zurück. Ich will meinen Chef fragen, ob ich zwei Tage Homeoffice machen kann.',
      'Codziennie jeżdżę do pracy samochodem godzinę w jedną stronę i chcę poprosić o dwa dni pracy zdalnej.',
    ],
    ['I want to find a remote job as a developer.', 'Szukam pracy zdalnej jako programista.'],
  ],
];

describe.each(cases)('%s', (id, found, notFound) => {
  it.each(found)('is the concern of: %s', (text) => expect(situationsIn(text)).toContain(id));
  it.each(notFound)('is not the concern of: %s', (text) => expect(situationsIn(text)).not.toContain(id));
});
