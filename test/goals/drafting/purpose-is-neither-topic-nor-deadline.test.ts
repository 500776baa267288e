/**
 * Issue 33 (stated goals, blind reading 18's 24): "Хочу выучить немецкий до B1 к сентябрю, чтобы в
 * следующем году переехать с семьёй в Германию" got the steps of a move abroad, and "Chci se do září
 * naučit německy na B1, abychom se příští rok mohli přestěhovat" lost its own deadline: words stood
 * between the purpose's conjunction and its verb, and the purpose's "next year" was read as the aim's
 * time frame. The aim before a purpose conjunction is the goal's topic, and its own date stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a purpose is neither the topic nor the deadline', () => {
  it.each([
    [
      'Хочу выучить немецкий до B1 к сентябрю, чтобы в следующем году переехать с семьёй в Германию.',
      /^Я выучу немецкий до B1 к сентябрю, чтобы .* — буду заниматься не меньше двух раз в неделю/u,
    ],
    [
      'Chci se do září naučit německy na B1, abychom se příští rok mohli přestěhovat do Německa.',
      /^Naučím se německy na B1 do září, abychom .* – budu mít alespoň dvě lekce týdně/u,
    ],
    [
      'Chcę do września nauczyć się niemieckiego, żeby w przyszłym roku przeprowadzić się do Niemiec.',
      /^Nauczę się niemieckiego do września, żeby .* – będę mieć co najmniej dwie lekcje w tygodniu/u,
    ],
    [
      'Chcem sa do septembra naučiť nemčinu na B1, aby sme sa budúci rok mohli presťahovať do Rakúska.',
      /^Naučím sa nemčinu na B1 do septembra, aby sme .* – budem mať aspoň dve lekcie týždenne/u,
    ],
    [
      'Хочу до вересня вивчити німецьку до B1, щоб наступного року переїхати з родиною до Німеччини.',
      /^Я вивчу німецьку до B1 до вересня, щоб .* — матиму два заняття на тиждень/u,
    ],
  ])('%s', (input, says) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(says);
    expect(out).not.toMatch(/новом месте|novém místě|nowym miejscu|novom mieste|новому місці|uznanie mojego zawodu/u);
  });
});
