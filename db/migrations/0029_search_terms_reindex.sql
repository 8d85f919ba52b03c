-- Migration 0028 wrote a new version of nearly every search_terms row (15.9 million at full size),
-- leaving both of its indexes about twice their size (1,448 and 1,704 MB against 720 and 699 MB
-- rebuilt). The lists search_ranked reads in weight order are read through search_terms_list_idx, so
-- the bloat cost searches: at full size the 200 benchmark queries' search_ranking took 16.4 ms on
-- average alone, 13.5 ms after the rebuild. Rebuilt here (42 s at full size; nothing on a small
-- library). The table's own free space is reused as rows change; `VACUUM FULL search_terms` returns
-- it to the system where that matters.
REINDEX TABLE search_terms;
