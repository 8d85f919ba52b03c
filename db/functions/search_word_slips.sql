-- The strings one slip of the keyboard away from a word as typed (search_corrections): a letter left
-- out (each of a-z put back at each place), a letter too many (each left out), or two neighbours
-- swapped. A misspelt word is often one such slip from a word the library holds whose stem is
-- further from the misspelt word's own (`tradng` is one letter short of `trading`, stemmed `trade`,
-- two edits from `tradng`). Substitutions are left to the trigram candidates: a letter changed turns
-- a real word the library lacks into one it holds too often (`fridge`, `bridge`).
CREATE OR REPLACE FUNCTION search_word_slips(p_word text)
RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT left(p_word, i) || c || substr(p_word, i + 1)
    FROM generate_series(0, length(p_word)) i, unnest(string_to_array('abcdefghijklmnopqrstuvwxyz', NULL)) c
  UNION
  SELECT left(p_word, i - 1) || substr(p_word, i + 1) FROM generate_series(1, length(p_word)) i
  UNION
  SELECT left(p_word, i - 1) || substr(p_word, i + 1, 1) || substr(p_word, i, 1) || substr(p_word, i + 2)
    FROM generate_series(1, length(p_word) - 1) i
$$;
