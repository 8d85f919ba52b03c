-- The rows of search_municipalities (migration 0026), replaced on every migrate: the municipalities
-- of the by-laws in data/starter, by their official names.
DELETE FROM search_municipalities;
INSERT INTO search_municipalities (code, name, example) VALUES
  ('za-cpt', 'City of Cape Town', 'dogs off leash'),
  ('za-eth', 'eThekwini', 'beach camping'),
  ('za-jhb', 'City of Johannesburg', 'street trading'),
  ('za-wc011', 'Matzikama', 'council meetings'),
  ('za-wc033', 'Cape Agulhas', 'keeping poultry');
