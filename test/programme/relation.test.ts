// A relation's status moves (issue 17): what a new relation may be, where each status may
// go, the message a refused move gives, and the bulk moves' verdicts.
import { describe, expect, it } from 'vitest';
import { refusedMove, relation, statusChoices, STATUS_MOVES } from '../../src/programme/relation.js';
import type { Row } from '../../src/programme/table.js';

const row = (status: string) => ({ id: 1, __text: 'A → B', status }) as unknown as Row;

describe('a relation’s status', () => {
  it('starts pending or matched, and moves only forward (a paused one may be matched again)', () => {
    expect(statusChoices(undefined)).toEqual(['pending', 'matched']);
    expect(statusChoices('pending')).toEqual(['pending', 'matched', 'cancelled']);
    expect(statusChoices('paused')).toEqual(['paused', 'matched', 'finished', 'cancelled']);
    expect(STATUS_MOVES.finished).toEqual([]);
    expect(STATUS_MOVES.cancelled).toEqual([]);
  });

  it('refuses a move with a message that says where it can go', () => {
    expect(refusedMove(undefined, 'paused')).toBe('A new relation is pending or matched, not “paused”.');
    expect(refusedMove('pending', 'paused')).toBe('A pending relation cannot become paused: it can become matched, cancelled.');
    expect(refusedMove('finished', 'matched')).toBe('A finished relation cannot become matched: it has ended.');
    expect(refusedMove('matched', 'paused')).toBeUndefined();
    // Not a status at all: the choice's own message says so, not this one.
    expect(refusedMove('matched', 'nonsense')).toBeUndefined();
    expect(relation.check?.({ status: 'paused' }, row('pending'))).toEqual({
      status: 'A pending relation cannot become paused: it can become matched, cancelled.',
    });
  });

  it('moves the selected relations that may move, and says why the others stay', () => {
    const paused = relation.bulkChanges!.find((c) => c.name === 'status_paused')!;
    expect(paused.change(row('matched'))).toEqual({ status: 'paused' });
    expect(paused.change(row('paused'))).toEqual({ refused: 'already paused' });
    expect(paused.change(row('finished'))).toEqual({ refused: 'a finished relation cannot become paused' });
  });
});
