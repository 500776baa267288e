-- 0011: the console finds people as a Prague programme types them, and lists names in Czech
-- order (issue 32, design §10a). Both are SQL functions of the stored text, declared
-- IMMUTABLE so that an index can hold them: nothing has to keep a key column in step (the
-- console, the API, the dataset import by COPY and the demo seed write the names; the
-- index follows by itself), and both engines compute them the same way, with what
-- PostgreSQL has built in: PGlite has no unaccent and no ICU.

-- A text folded for search: lower case, without the accents of its letters (their
-- decomposition's combining marks removed: Ř → r, é → e), ł → l and the other letters that
-- do not decompose, ß → ss. Lowered after the marks are gone, so that a database whose
-- locale lowers ASCII alone (C) folds Ř as PGlite (C.UTF-8) does. (A translate() of every
-- accented Latin letter took 160 µs a name on PGlite; this, about 15.)
CREATE FUNCTION console_fold(s text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(replace(replace(lower(translate(
    regexp_replace(normalize(s, NFD), '[\u0300-\u036f]', '', 'g'),
    'łŁđĐøØħĦıŀĿŧŦðÐþÞ', 'llddoohhilltddtt')),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'œ', 'oe') $$;

-- A name as Czech orders it, compared byte by byte (COLLATE "C"): the letters Czech sorts
-- on their own come after their base letter, č as "c{" ('{' follows z), ch as "h{"
-- (after h, before i), ř, š, ž likewise; other accents are dropped (secondary: a tie is
-- broken by the name itself). Self-contained, so that the indexes below depend on no
-- other function. (C < Č, H < CH < I, R < Ř, S < Š, Z < Ž.)
CREATE FUNCTION console_czech_key(s text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(replace(replace(lower(translate(
    regexp_replace(normalize(
      replace(replace(replace(replace(replace(lower(translate(s, 'ČŘŠŽ', 'čřšž')),
        'ch', 'h{'), 'č', 'c{'), 'ř', 'r{'), 'š', 's{'), 'ž', 'z{'),
      NFD), '[\u0300-\u036f]', '', 'g'),
    'łŁđĐøØħĦıŀĿŧŦðÐþÞ', 'llddoohhilltddtt')),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'œ', 'oe') $$;

-- The people's search: 0008's indexes, of the text as stored, replaced by the same text
-- folded under the same names (a search now matches each typed word in it, folded, in any
-- order).
DROP INDEX managers_search;
DROP INDEX mentors_search;
DROP INDEX mentees_search;
CREATE INDEX managers_search ON managers USING gin (console_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX mentors_search ON mentors USING gin (console_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX mentees_search ON mentees USING gin (console_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);

-- A list sorted by a name reads the first page from these (a tie broken by the name, then the id).
CREATE INDEX managers_first_name_czech ON managers ((console_czech_key(first_name)) COLLATE "C", first_name COLLATE "C", id);
CREATE INDEX managers_last_name_czech ON managers ((console_czech_key(last_name)) COLLATE "C", last_name COLLATE "C", id);
CREATE INDEX mentors_first_name_czech ON mentors ((console_czech_key(first_name)) COLLATE "C", first_name COLLATE "C", id);
CREATE INDEX mentors_last_name_czech ON mentors ((console_czech_key(last_name)) COLLATE "C", last_name COLLATE "C", id);
CREATE INDEX mentees_first_name_czech ON mentees ((console_czech_key(first_name)) COLLATE "C", first_name COLLATE "C", id);
CREATE INDEX mentees_last_name_czech ON mentees ((console_czech_key(last_name)) COLLATE "C", last_name COLLATE "C", id);

-- A list sorted by a person it names (the relations by mentee) walks the people in the order
-- of the text a list shows for them, "First Last", and takes each one's relations by the
-- foreign key's index (0008): the first page reads a hundred rows, not every relation.
CREATE INDEX managers_text_czech ON managers ((console_czech_key(first_name || ' ' || last_name)) COLLATE "C", id);
CREATE INDEX mentors_text_czech ON mentors ((console_czech_key(first_name || ' ' || last_name)) COLLATE "C", id);
CREATE INDEX mentees_text_czech ON mentees ((console_czech_key(first_name || ' ' || last_name)) COLLATE "C", id);
