// The people's rules: an e-mail address as Django's EmailValidator accepts it in outline,
// and what refers to a person (the relations: a person they name is not deleted).
import { describe, expect, it } from 'vitest';
import { isEmail } from '../../src/programme/people.js';
import { mentor } from '../../src/programme/mentor.js';
import { PROGRAMME_BY_NAME } from '../../src/programme/registry.js';
import { relation } from '../../src/programme/relation.js';

describe('people', () => {
  it('accept an e-mail address with one @ and a dotted domain, and refuse others', () => {
    for (const ok of ['eva@example.org', 'a.b+c@mail.example.cz']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['', '@example.org', 'eva@', 'eva@example', 'eva@@example.org', 'eva @example.org', 'eva@-x.org', 'eva@a..org'])
      expect(isEmail(bad), bad).toBe(false);
    expect(mentor.check?.({ email: 'nope' }, undefined)).toEqual({ email: 'Enter a valid email address.' });
    expect(mentor.check?.({ email: '' }, undefined)).toEqual({});
  });

  it('are referred to by the relations, each through its own column', () => {
    expect(PROGRAMME_BY_NAME.get(mentor.name)!.referencedBy).toEqual([
      { table: relation.name, column: 'mentor_id', label: 'mentoring relations' },
    ]);
  });

  it('read as their full name', () => {
    expect(mentor.text).toEqual([{ column: 'first_name' }, ' ', { column: 'last_name' }]);
  });
});
