/**
 * Issue 33 (the drafter's own time, 2026-12-01): a draft asks the same pure question of the same text dozens of
 * times (a goal's topic 70 times about 3 texts for "I want to learn Spanish to B1 and run a half marathon by June."),
 * so `remembered` (src/goals/drafting/text.ts) keeps the answers of the draft under way. They are that draft's
 * only: the next draft reads again (a repeated input costs what a new one does, and no mentee's text is kept past
 * the next draft), at most `size` are kept, and no two lists of arguments share a key.
 */
import { describe, expect, it } from 'vitest';
import { beginDraft, remembered } from '../../../src/goals/drafting/text.js';

function counted(size?: number) {
  const asked: string[] = [];
  const read = remembered((a: string, b: string) => {
    asked.push(`${a}|${b}`);
    return `${a}+${b}`;
  }, size);
  return { asked, read };
}

describe("a draft's readings are kept for that draft only", () => {
  it('reads each list of arguments once in a draft', () => {
    beginDraft();
    const { asked, read } = counted();
    expect([read('text', 'en'), read('text', 'en'), read('text', 'cs'), read('text', 'en')]).toEqual([
      'text+en',
      'text+en',
      'text+cs',
      'text+en',
    ]);
    expect(asked).toEqual(['text|en', 'text|cs']);
  });

  it('reads again once another draft has begun', () => {
    beginDraft();
    const { asked, read } = counted();
    read('text', 'en');
    beginDraft();
    read('text', 'en');
    read('text', 'en');
    expect(asked).toEqual(['text|en', 'text|en']);
  });

  it('keeps at most its size, the oldest dropped first', () => {
    beginDraft();
    const { asked, read } = counted(2);
    for (const a of ['a', 'b', 'c', 'b', 'a']) read(a, '');
    expect(asked).toEqual(['a|', 'b|', 'c|', 'a|']);
  });

  it('keys arguments by their lengths, so that a separator inside one is no other list', () => {
    beginDraft();
    const { asked, read } = counted();
    expect([read('a\0b', 'c'), read('a', 'b\0c')]).toEqual(['a\0b+c', 'a+b\0c']);
    expect(asked).toHaveLength(2);
  });
});
