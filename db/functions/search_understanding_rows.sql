-- The rows of search_aliases and search_reference_forms (migration 0022), replaced on every
-- migrate. General knowledge only: real acronyms and short titles, real places, real statutory
-- words; each row's example is searched by test/search/understanding.spec.ts.
DELETE FROM search_aliases;
INSERT INTO search_aliases (alias, kind, expansion, documents, example, expect) VALUES
  -- Acts the library holds: their units score as if the alias stood in their titles.
  ('cpa', 'act', 'Consumer Protection Act', '/akn/za/act/2008/68', 'CPA lay-by cancellation', '/akn/za/act/2008/68'),
  ('consumer protection act', 'act', 'Consumer Protection Act', '/akn/za/act/2008/68', 'consumer protection act warning of risks', '/akn/za/act/2008/68'),
  ('constitution', 'act', 'Constitution of the Republic of South Africa', '/akn/za/act/1996/constitution', 'constitution right to vote elections', '/akn/za/act/1996/constitution'),
  ('na rules', 'act', 'Rules of the National Assembly', '/akn/za/act/rules/2016/national-assembly', 'NA rules quorum for decisions', '/akn/za/act/rules/2016/national-assembly'),
  ('national assembly rules', 'act', 'Rules of the National Assembly', '/akn/za/act/rules/2016/national-assembly', 'national assembly rules urgent questions', '/akn/za/act/rules/2016/national-assembly'),
  -- Acts the library does not hold: judgments and by-laws write their names out.
  ('paja', 'act', 'Promotion of Administrative Justice Act', NULL, 'PAJA review customs decision', 'zacc/2025/3'),
  ('paia', 'act', 'Promotion of Access to Information Act', NULL, 'PAIA request for records', NULL),
  ('popia', 'act', 'Protection of Personal Information Act', NULL, 'POPIA personal information', NULL),
  ('pie', 'act', 'Prevention of Illegal Eviction from and Unlawful Occupation of Land Act', NULL, 'PIE Act eviction', NULL),
  ('lra', 'act', 'Labour Relations Act', NULL, 'LRA unfair labour practice reinstatement', 'sca-site/1999/2070'),
  ('bcea', 'act', 'Basic Conditions of Employment Act', NULL, 'BCEA maternity leave', 'zacc/2025/20'),
  ('mfma', 'act', 'Local Government: Municipal Finance Management Act', NULL, 'MFMA municipal budget', NULL),
  ('mpra', 'act', 'Local Government: Municipal Property Rates Act', NULL, 'MPRA rates on mining property', NULL),
  ('spluma', 'act', 'Spatial Planning and Land Use Management Act', NULL, 'SPLUMA land development application', '/akn/%/by-law/%plan%'),
  ('nema', 'act', 'National Environmental Management Act', NULL, 'NEMA wetlands', NULL),
  ('esta', 'act', 'Extension of Security of Tenure Act', NULL, 'ESTA occupier', NULL),
  ('nrta', 'act', 'National Road Traffic Act', NULL, 'NRTA parking of vehicles', NULL),
  ('uif', 'act', 'Unemployment Insurance Act', NULL, 'UIF benefits for fathers', 'zacc/2025/20'),
  -- Places: the municipality whose by-laws the library holds.
  ('durban', 'place', 'eThekwini', '/akn/za-eth/%', 'Durban beach camping', '/akn/za-eth/%'),
  ('ethekwini', 'place', 'eThekwini', '/akn/za-eth/%', 'eThekwini library membership', '/akn/za-eth/%'),
  ('pinetown', 'place', 'eThekwini', '/akn/za-eth/%', 'Pinetown street trading', '/akn/za-eth/%'),
  ('umhlanga', 'place', 'eThekwini', '/akn/za-eth/%', 'Umhlanga beach surfing', '/akn/za-eth/%'),
  ('cape town', 'place', 'City of Cape Town', '/akn/za-cpt/%', 'Cape Town dogs off leash', '/akn/za-cpt/%'),
  ('johannesburg', 'place', 'City of Johannesburg', '/akn/za-jhb/%', 'Johannesburg swimming pool rules', '/akn/za-jhb/%'),
  ('joburg', 'place', 'City of Johannesburg', '/akn/za-jhb/%', 'Joburg billboards', '/akn/za-jhb/%'),
  ('soweto', 'place', 'City of Johannesburg', '/akn/za-jhb/%', 'Soweto street trading', '/akn/za-jhb/%'),
  ('sandton', 'place', 'City of Johannesburg', '/akn/za-jhb/%', 'Sandton parking grounds', '/akn/za-jhb/%'),
  ('matzikama', 'place', 'Matzikama', '/akn/za-wc011/%', 'Matzikama council meetings', '/akn/za-wc011/%'),
  ('vredendal', 'place', 'Matzikama', '/akn/za-wc011/%', 'Vredendal liquor hours', '/akn/za-wc011/%'),
  ('vanrhynsdorp', 'place', 'Matzikama', '/akn/za-wc011/%', 'Vanrhynsdorp property rates', '/akn/za-wc011/%'),
  ('cape agulhas', 'place', 'Cape Agulhas', '/akn/za-wc033/%', 'Cape Agulhas keeping poultry', '/akn/za-wc033/%'),
  ('bredasdorp', 'place', 'Cape Agulhas', '/akn/za-wc033/%', 'Bredasdorp refuse removal', '/akn/za-wc033/%'),
  ('struisbaai', 'place', 'Cape Agulhas', '/akn/za-wc033/%', 'Struisbaai beach dogs', '/akn/za-wc033/%'),
  -- Everyday words and the statutes' words for them.
  ('spaza', 'thesaurus', 'house shop', NULL, 'spaza licence conditions', '/akn/za-wc033/act/by-law/2015/house-shop'),
  ('bottle store', 'thesaurus', 'liquor off-consumption premises', NULL, 'bottle store closing time', '%liquor%'),
  ('creche', 'thesaurus', 'child care facility', NULL, 'creche kitchen requirements', '/akn/za-eth/act/by-law/2015/child-care-facilities'),
  ('crèche', 'thesaurus', 'child care facility', NULL, 'crèche sickbay', '/akn/za-eth/act/by-law/2015/child-care-facilities'),
  ('day care', 'thesaurus', 'child care facility', NULL, 'day care outdoor play', '/akn/za-eth/act/by-law/2015/child-care-facilities'),
  ('rubbish', 'thesaurus', 'refuse waste', NULL, 'rubbish bins collection', '%/by-law/%'),
  ('garbage', 'thesaurus', 'refuse waste', NULL, 'garbage dumping fine', '%/by-law/%'),
  ('landlord', 'thesaurus', 'lessor', NULL, 'landlord lease of municipal property', NULL),
  ('pavement', 'thesaurus', 'sidewalk', NULL, 'obstructing the pavement', '%/by-law/%'),
  ('billboard', 'thesaurus', 'advertising sign', NULL, 'billboard on a roof', '%advertising%'),
  ('door to door', 'thesaurus', 'direct marketing', NULL, 'door to door sales cancel', '/akn/za/act/2008/68'),
  ('jail', 'thesaurus', 'prison detention', NULL, 'jail for children', '/akn/za/act/1996/constitution'),
  ('fired', 'thesaurus', 'dismissed dismissal', NULL, 'workers fired after a strike', 'sca-site/1999/%'),
  ('money back', 'thesaurus', 'refund', NULL, 'money back for a cancelled booking', '/akn/za/act/2008/68');

DELETE FROM search_reference_forms;
INSERT INTO search_reference_forms (form, title_pattern, example, expect) VALUES
  ('section', NULL, 'section 9 of the Constitution', '/akn/za/act/1996/constitution#9'),
  ('sec', NULL, 'sec 20 consumer protection act', '/akn/za/act/2008/68#20'),
  ('s', NULL, 's 41 CPA misleading', '/akn/za/act/2008/68#41'),
  ('rule', '\mRules\M', 'rule 172', '/akn/za/act/rules/2016/national-assembly#172');
