-- 0011: the console finds people as a Prague programme types them, and lists names in Czech
-- order (issue 32, design §10a). Both are SQL functions of the stored text, declared
-- IMMUTABLE so that an index can hold them: nothing has to keep a key column in step (the
-- console, the API, the dataset import by COPY and the demo seed write the names; the
-- index follows by itself), and both engines compute them the same way, with what
-- PostgreSQL has built in: PGlite has no unaccent and no ICU.

-- A text folded for search: lower case, the accents of Latin letters removed, ł → l,
-- ß → ss. Upper-case letters are translated before lower(), so that a database whose
-- locale lowers ASCII alone (C) folds Ř as PGlite (C.UTF-8) does.
CREATE FUNCTION console_fold(s text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(replace(replace(replace(lower(translate(s,
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĸĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ',
    'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkkllllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy')),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th') $$;

-- A name as Czech orders it, compared byte by byte (COLLATE "C"): the letters Czech sorts
-- on their own come after their base letter, č as "c{" ('{' follows z), ch as "h{"
-- (after h, before i), ř, š, ž likewise; other accents are dropped (secondary: a tie is
-- broken by the name itself). Self-contained, so that the indexes below never depend on
-- another function. (C < Č, H < CH < I, R < Ř, S < Š, Z < Ž.)
CREATE FUNCTION console_czech_key(s text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(replace(replace(replace(lower(translate(
    replace(replace(replace(replace(replace(lower(translate(s, 'ČŘŠŽ', 'čřšž')),
      'ch', 'h{'), 'č', 'c{'), 'ř', 'r{'), 'š', 's{'), 'ž', 'z{'),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĸĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ',
    'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkkllllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy')),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th') $$;

-- The people's search (0008's indexes searched the text as stored; a search now matches
-- it folded, each typed word anywhere in it, so the order of the words does not matter).
DROP INDEX managers_search;
DROP INDEX mentors_search;
DROP INDEX mentees_search;
CREATE INDEX managers_folded ON managers USING gin (console_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX mentors_folded ON mentors USING gin (console_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX mentees_folded ON mentees USING gin (console_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);

-- A list sorted by a name reads the first page from these (a tie broken by the name, then the id).
CREATE INDEX managers_first_name_czech ON managers ((console_czech_key(first_name)) COLLATE "C", first_name COLLATE "C", id);
CREATE INDEX managers_last_name_czech ON managers ((console_czech_key(last_name)) COLLATE "C", last_name COLLATE "C", id);
CREATE INDEX mentors_first_name_czech ON mentors ((console_czech_key(first_name)) COLLATE "C", first_name COLLATE "C", id);
CREATE INDEX mentors_last_name_czech ON mentors ((console_czech_key(last_name)) COLLATE "C", last_name COLLATE "C", id);
CREATE INDEX mentees_first_name_czech ON mentees ((console_czech_key(first_name)) COLLATE "C", first_name COLLATE "C", id);
CREATE INDEX mentees_last_name_czech ON mentees ((console_czech_key(last_name)) COLLATE "C", last_name COLLATE "C", id);
