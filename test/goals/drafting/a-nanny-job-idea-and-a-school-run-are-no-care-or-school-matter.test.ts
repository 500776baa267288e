/**
 * Issue 33 (blind reading 92's 7): a retired woman who thinks of earning "jako opiekunka do dzieci" (as a nanny) and
 * picks her granddaughter up from school three times a week got a care home chosen "dla bliskiej osoby" and "Pomogę
 * dzieciom poprawić wyniki w szkole", neither of which she told. A job idea as a nanny is no care to arrange for a
 * relative (careoptions' unless), and a school run is no child's schoolwork (childschool's unless); her own aims (the
 * flat put in order, her mother's things) keep their goals. Blind reading 93's 23: a son caught "za školou" (behind
 * the school) with an e-cigarette was no schoolwork to help with, and a quarrel "cez telefón" (by phone) no child's
 * screen time. Blind reading 94's 9: a carer by trade ("Som opatrovateľka … na turnusy") was told to choose care for
 * "svojho blízkeho": one's own job as a carer is no relative's care (the care situations' unless).
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it('a nanny job idea and a school run make no care-home or schoolwork goal', () => {
  const answer = draftGoals(
    'Mam 66 lat, od stycznia jestem na emeryturze. Emerytura to 2900 zł na rękę i ledwo starcza na leki i opłaty. Myślę o dorabianiu, np. jako opiekunka do dzieci albo w sklepie na pół etatu, ale boję się, że stracę część świadczenia. Do tego mam wnuczkę, którą odbieram ze szkoły trzy razy w tygodniu. Chciałabym też w końcu zrobić porządek w mieszkaniu i pozbyć się rzeczy po mamie.',
    NOV_25,
  );
  expect(answer).toContain('Zrobię porządek w mieszkaniu');
  expect(answer).not.toContain('dom opieki');
  expect(answer).not.toContain('wyniki w szkole');
});

it('a son caught behind the school and a quarrel by phone make no schoolwork or screen-rules goal', () => {
  const answer = draftGoals(
    'Mám 38 rokov, s manželom máme dve deti, 15 a 10. Manžel pracuje v Rakúsku, domov chodí len cez víkendy. Celá domácnosť aj deti sú na mne. Starší syn začal fajčiť a minulý mesiac ho pristihli za školou s elektronickou cigaretou. S manželom sa o tom vždy len pohádame cez telefón. Cítim sa vyčerpaná, v noci nespím a chcela by som, aby sme to riešili spolu.',
    NOV_25,
  );
  expect(answer).not.toContain('zlepšiť sa v škole');
  expect(answer).not.toContain('pri obrazovke');
});

it('a daughter always on the phone is still screen time', () => {
  expect(draftGoals('Mia figlia di 15 anni sta sempre al telefono e a scuola ha due insufficienze.', NOV_25)).toContain(
    'regole per gli schermi',
  );
});

it("a carer's own job is no care to arrange for a relative", () => {
  const answer = draftGoals(
    'Som opatrovateľka, už 9 rokov chodím do Rakúska na turnusy, 14 dní tam a 14 dní doma, mám tam živnosť. Mám 54 rokov a chrbát už nevládze, pani ktorú opatrujem je ležiaca.',
    NOV_25,
  );
  expect(answer).not.toContain('zariadenie pre seniorov');
  expect(answer).not.toContain('pre svojho blízkeho');
});
