-- The Laws.Africa Content API sync (issue 19): what the library last took from the API, one row per
-- work, so a sync fetches only works whose `updated_at` moved and a re-run after a crash finishes
-- the job. The API's own facts about each work are kept here too (its repeal, amendments,
-- commencement, Gazette), beside what the document and Act record carry (`repealed`, `gazette`).
CREATE TABLE laws_africa_works (
  frbr_uri            text PRIMARY KEY,       -- the work, as the API names it (/akn/za/act/1996/constitution)
  place               text NOT NULL,          -- the place code listed (za, za-cpt)
  url                 text NOT NULL,          -- the expression's `url` as the API gave it (never rebuilt)
  expression_frbr_uri text,
  updated_at          text NOT NULL,          -- the API's `updated_at`, compared as given (equal: nothing to fetch)
  title               text NOT NULL,
  doc_key             text,                   -- documents.key of the imported text; NULL while refused
  status              text NOT NULL CHECK (status IN ('imported', 'refused', 'stub')),
  reason              text,                   -- why it was refused
  repeal              jsonb,                  -- {date, repealing_uri, repealing_title} or NULL (in force)
  amendments          jsonb NOT NULL DEFAULT '[]', -- work_amendments: [{date, amending_uri, amending_title}]
  commenced           boolean,
  commencement_date   date,
  publication_name    text,
  publication_number  text,
  publication_date    date,
  synced_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX laws_africa_works_place_idx ON laws_africa_works (place);

-- One row per run: when, against which API and places, and the end report's counts.
CREATE TABLE laws_africa_syncs (
  sync_id     bigserial PRIMARY KEY,
  base_url    text NOT NULL,
  places      text[] NOT NULL,
  since       date,
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,                    -- NULL: the run stopped before its end (crash, Ctrl-C, refused token)
  listed      integer,
  added       integer,
  changed     integer,
  unchanged   integer,
  refused     integer,
  stopped     text                            -- why a run stopped early (refused token, network)
);
