-- 0006: the console's search of the smart goals (issue 17) by the words of what the mentee
-- typed. A million goals cannot be read one by one for a substring: the search matches
-- whole words ('simple' configuration: every language alike, no stemming), through this
-- GIN index, which PostgreSQL builds in every engine without an extension.
CREATE INDEX smart_goals_input_words ON smart_goals USING gin (to_tsvector('simple'::regconfig, input));
