/**
 * Issue 33 (blind reading 20's 08): "Документи на визнання я подала ще в жовтні" came back as the goal
 * ("Моя мета — документи на визнання я подала …") and beside it the stock steps to find the office,
 * gather the papers and file the application she had filed. A step the story tells done is no aim
 * (gate.json toldDone), and the recognition goal asks after the application instead of filing it
 * again (gate.json ownFigures); a story that files nothing keeps the steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a step the story tells done is not asked again', () => {
  it.each([
    [
      'I trained as a pharmacist in Nigeria and now live in Leeds. I sent off my papers for recognition of my degree in September and I am waiting to hear back. For now I stack shelves at night.',
      /asking the office every month how my application stands/u,
      /filing the application|which office recognises/u,
    ],
    [
      'Jsem lékařka z Ukrajiny, dva roky žiju v Olomouci. Podala jsem žádost o uznání diplomu v září a čekám na odpověď. Zatím uklízím v nemocnici.',
      /každý měsíc se na úřadě zeptám/u,
      /podám žádost|který úřad vyřizuje/u,
    ],
    [
      'Sono un fisioterapista argentino e vivo a Verona. La domanda di riconoscimento del titolo l’ho presentata a settembre e sto aspettando. Intanto lavoro in un bar.',
      /chiedendo ogni mese all'ente a che punto è la mia domanda/u,
      /presentando la domanda|quale ente si occupa/u,
    ],
    [
      'Я стоматолог із Запоріжжя, третій рік живу у Вроцлаві. Заяву на визнання диплома я подав ще у вересні, відповіді поки немає. Працюю на будові.',
      /щомісяця питатиму в установі/u,
      /подам заяву|яка установа визнає|Моя мета — заяву/u,
    ],
    [
      'Я врач из Гомеля, живу в Варшаве второй год. Документы на признание диплома я уже подала в сентябре, жду ответа. Пока работаю в магазине.',
      /каждый месяц буду узнавать в ведомстве/u,
      /подам заявление|какое ведомство признаёт|Моя цель — документы/u,
    ],
  ])('%s', (input, asked, again) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(asked);
    expect(out).not.toMatch(again);
  });

  it('keeps the steps where nothing was filed', () => {
    const out = draftGoals(
      'Jsem lékařka z Ukrajiny, dva roky žiju v Olomouci. Diplom mi tu zatím neuznali a nevím, kde začít. Zatím uklízím v nemocnici.',
      NOV_26,
    );
    expect(out).toMatch(/podám žádost/u);
  });
});
