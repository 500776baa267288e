/**
 * Issue 33 (blind readings 30 and 31, the Valencia bakery): "Quiero empezar a vender por encargo
 * online, ya abrí un Instagram", told after "casi no veo a mis hijos", became screen-time rules with
 * the children; a shoe shop whose son says to sell online got the same. A shop that wants to sell
 * online (situations.json, sellonline: a verb of selling with "online", "through the internet", "on
 * Instagram", beside a shop or business) gets the steps to start: one channel, the best-selling
 * products on it, posts, orders counted. Selling, and the mentee's own trouble with a computer, say
 * a phone or Instagram told beside a child is no screen time nor a quarrel with that child.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_28 = new Date(Date.UTC(2026, 10, 28, 10));

describe('selling online is the shop’s own step', () => {
  it.each([
    [
      'Tengo una tienda de ropa con mi hermana. Casi no veo a mis hijos. Quiero vender online, ya abrí un Instagram pero no lo actualizo.',
      /un canal \(una página de Instagram/u,
    ],
    [
      'Ho un negozio di scarpe a Bari. Mio figlio dice che dovrei vendere online, ma io non sono molto pratico con il computer.',
      /Inizierò a vendere online/u,
    ],
    [
      'I run a small gift shop. My kids keep telling me to sell online through Instagram, but I never post anything.',
      /start selling online/u,
    ],
    [
      'Ich habe einen kleinen Laden in Kiel. Meine Tochter meint, ich sollte online verkaufen, aber ich komme mit dem Handy nicht klar.',
      /mit dem Online-Verkauf beginnen/u,
    ],
    [
      "J'ai une petite boutique de savons à Lille. J'aimerais vendre aussi en ligne mais je ne sais pas par où commencer.",
      /vendre en ligne/u,
    ],
    ['Mam mały sklep z rękodziełem w Gdańsku. Chciałabym zacząć sprzedawać przez internet, ale nie wiem jak.', /wybiorę jeden kanał/u],
    ['Mám malý obchod s čajem v Brně. Chtěla bych začít prodávat online, ale nevím, kde začít.', /vyberu jeden kanál/u],
    ['У меня маленький магазин одежды в Казани. Хочу начать продавать онлайн, но не знаю, с чего начать.', /выберу один канал/u],
    [
      'Tenho uma pequena loja de roupa no Porto. Quero começar a vender online, mas não sei por onde começar.',
      /escolhendo ainda esta semana um canal/u,
    ],
    ['У мене невеликий магазин квітів у Львові. Хочу почати продавати онлайн, але не знаю, з чого почати.', /виберу один канал/u],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOV_28);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(/pantallas|schermi|screen-time|Bildschirmzeit|rapporto con mio figlio|Beziehung mit meiner Tochter/u);
  });

  it.each([
    ["I'm a nurse and I want to sell my old furniture online before we move.", /choosing one channel/u],
    ['Je veux lancer ma boutique en ligne de bijoux avant l’été.', /un canal \(une page Instagram/u],
    ["I've got £4,000 on two credit cards, mostly online shopping late at night when I can't sleep.", /selling online/u],
  ])('not for one with no shop, nor a shop still to open: %s', (input, not) => {
    expect(draftGoals(input, NOV_28)).not.toMatch(not);
  });

  it('a child on the phone is still screen time', () => {
    expect(draftGoals('My son is 14 and he is on his phone until 2am every night.', NOV_28)).toMatch(/screen-time rules/u);
  });
});
