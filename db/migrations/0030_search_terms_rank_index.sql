-- Each word's list over every type in weight order, for a search of every type (type=any, the
-- default): a round of search_ranked read each type's list to the round's depth and merged them,
-- six index scans and up to six times the entries for the one list wanted. At full size the 200
-- benchmark queries' search_library took 3.47 s alone against 2.97 s with this index (about 700 MB
-- there; built in 18 s). search_terms_list_idx stays for searches of some types.
CREATE INDEX search_terms_rank_idx ON search_terms (lexeme, weight DESC) INCLUDE (doc_id, ord, kind);
