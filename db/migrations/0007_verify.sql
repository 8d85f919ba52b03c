-- Citation checking asks whether the library holds any judgment of a neutral citation's court, or
-- maps any report of a series: these indexes answer from the normalized keys (neutral `2020 ZACC 12`:
-- the court is the second word; report `SA 2020 5 327`: the series is the first).
CREATE INDEX case_citations_court_idx ON case_citations ((split_part(norm, ' ', 2))) WHERE kind = 'neutral';
CREATE INDEX case_citations_series_idx ON case_citations ((split_part(norm, ' ', 1))) WHERE kind = 'report';
CREATE INDEX cited_citations_series_idx ON cited_citations ((split_part(norm, ' ', 1))) WHERE kind = 'report';
-- Parallel groups are read back whole from any member.
CREATE INDEX cited_citations_group_idx ON cited_citations (citing_doc_id, group_no);
