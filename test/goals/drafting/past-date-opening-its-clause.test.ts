/**
 * Issue 33 (stated goals): a month that opens a story's sentence was taken as a deadline when the
 * sentence's past verb stood more than two words after it ("In March my biggest client stopped
 * ordering" → "… by March"; "W marcu mój największy klient przestał"). A date that opens its clause
 * looks a few words on for its verb; third-person past forms ("przestał", "перестал", "stopped") are
 * past; a count from now ("Tra nove settimane ho l'esame di stato") and a plan ("the exam is scheduled")
 * stay ahead.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { deadlineIn } from '../../../src/goals/drafting/specifics.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a past date that opens its clause', () => {
  it.each([
    ['en', 'In March my biggest client stopped ordering. I want to find three new clients.'],
    ['de', 'Im März hat mein größter Kunde plötzlich aufgehört zu bestellen. Ich will neue Kunden gewinnen.'],
    ['pt', 'Em março o meu maior cliente deixou de encomendar. Quero conquistar novos clientes.'],
    ['pl', 'W marcu mój największy klient przestał zamawiać. Chcę zdobyć nowych klientów.'],
    ['cs', 'V březnu můj největší zákazník přestal objednávat. Chci získat nové zákazníky.'],
    ['ru', 'В марте мой самый крупный клиент перестал заказывать. Хочу найти новых клиентов.'],
    ['it', "A settembre l'azienda mi ha messo in cassa integrazione. Voglio trovare un nuovo lavoro."],
  ] as const)('is no deadline (%s)', (lang, text) => {
    expect(deadlineIn(text, lang)).toBeNull();
  });

  it.each([
    ['en', 'In June the exam is scheduled, so I will study.', 'In June'],
    ['it', "Tra nove settimane ho l'esame di stato e non riesco a concentrarmi.", 'Tra nove settimane'],
    ['pl', 'W czerwcu mam egzamin i chcę przerobić cały materiał.', 'W czerwcu'],
    ['ru', 'В июне у меня экзамен, хочу досмотреть сериал до него.', 'В июне'],
  ] as const)('keeps a date ahead (%s)', (lang, text, date) => {
    expect(deadlineIn(text, lang)).toBe(date);
  });

  it('gives the goal its own time frame, not the month of the story', () => {
    const out = draftGoals('In March my biggest client stopped ordering. I want to find three new clients.', NOV_26);
    expect(out).not.toMatch(/in March|by March/u);
    expect(out).toMatch(/over the next six months|by the end of/u);
  });
});
