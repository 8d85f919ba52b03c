-- The schema db/migrations and db/functions build (libs/db/schema-dump.ts). Generated: do not edit;
-- UPDATE_SCHEMA=1 npm test -- test/foundation/schema.spec.ts writes it anew.

-- columns
public.act_coverage year integer NOT NULL
public.act_coverage acts integer NOT NULL
public.act_coverage source text NOT NULL
public.act_coverage updated_at timestamp with time zone NOT NULL DEFAULT now()
public.act_records number integer NOT NULL
public.act_records year integer NOT NULL
public.act_records title text NOT NULL
public.act_records repealed boolean
public.act_records url text
public.act_records source text NOT NULL
public.act_records updated_at timestamp with time zone NOT NULL DEFAULT now()
public.api_keys key_id integer NOT NULL
public.api_keys prefix text NOT NULL
public.api_keys key_hash bytea NOT NULL
public.api_keys plan text NOT NULL
public.api_keys label text NOT NULL
public.api_keys created_at timestamp with time zone NOT NULL DEFAULT now()
public.api_keys revoked_at timestamp with time zone
public.case_citations doc_id integer NOT NULL
public.case_citations citation text NOT NULL
public.case_citations norm text NOT NULL
public.case_citations kind text NOT NULL
public.case_citations series text NOT NULL
public.case_citations year integer NOT NULL
public.case_citations volume integer
public.case_citations number integer NOT NULL
public.checks check_id uuid NOT NULL DEFAULT gen_random_uuid()
public.checks created_at timestamp with time zone NOT NULL
public.checks api_key_id integer
public.checks kind text NOT NULL
public.checks text_sha256 bytea NOT NULL
public.checks snapshot_hash text NOT NULL
public.checks reader_version integer NOT NULL
public.checks answer jsonb NOT NULL
public.citation_coverage court text NOT NULL
public.citation_coverage year integer NOT NULL
public.citation_coverage judgments integer
public.citation_coverage source text NOT NULL
public.citation_coverage updated_at timestamp with time zone NOT NULL DEFAULT now()
public.cited_citations citing_doc_id integer NOT NULL
public.cited_citations group_no integer NOT NULL
public.cited_citations position integer NOT NULL
public.cited_citations citation text NOT NULL
public.cited_citations norm text NOT NULL
public.cited_citations kind text NOT NULL
public.cited_citations parties text
public.cited_citations series text NOT NULL
public.cited_citations year integer NOT NULL
public.cited_citations volume integer
public.cited_citations number integer NOT NULL
public.cited_citations reader_version integer
public.document_versions doc_id integer NOT NULL
public.document_versions expression_date date NOT NULL
public.document_versions in_force_to date
public.document_versions title text NOT NULL
public.document_versions url text NOT NULL
public.document_versions gazette text
public.document_versions body text
public.document_versions source text NOT NULL
public.document_versions content_hash text NOT NULL
public.document_versions imported_at timestamp with time zone NOT NULL DEFAULT now()
public.documents doc_id integer NOT NULL
public.documents key text NOT NULL
public.documents type text NOT NULL
public.documents title text NOT NULL
public.documents url text NOT NULL
public.documents date date
public.documents citation text
public.documents case_number text
public.documents court text
public.documents parties text
public.documents act_number integer
public.documents act_year integer
public.documents gazette text
public.documents repealed boolean
public.documents body text
public.documents source text NOT NULL
public.documents content_hash text NOT NULL
public.documents tsv tsvector NOT NULL
public.documents imported_at timestamp with time zone NOT NULL DEFAULT now()
public.documents head_tsv tsvector GENERATED ALWAYS AS (ts_filter(tsv, '{a,b}'::"char"[])) STORED
public.documents rank_tsv tsvector GENERATED ALWAYS AS (
CASE
    WHEN ((type = 'judgment'::text) OR (body IS NOT NULL)) THEN ((setweight(to_tsvector('english'::regconfig, title), 'A'::"char") || setweight(to_tsvector('english'::regconfig, ((((((COALESCE(citation, ''::text) || ' '::text) || COALESCE(case_number, ''::text)) || ' '::text) || COALESCE(NULLIF(parties, title), ''::text)) || ' '::text) || COALESCE(gazette, ''::text))), 'B'::"char")) || setweight(to_tsvector('english'::regconfig,
    CASE
        WHEN (type = 'judgment'::text) THEN COALESCE(body, ''::text)
        ELSE "left"(COALESCE(body, ''::text), 8000)
    END), 'D'::"char"))
    ELSE NULL::tsvector
END) STORED
public.documents reader_version integer
public.documents body_words text GENERATED ALWAYS AS (
CASE
    WHEN ((type = 'judgment'::text) AND (body IS NOT NULL)) THEN ((' '::text || regexp_replace(regexp_replace(regexp_replace(lower(body), '\[[0-9]{1,3}\]'::text, ' '::text, 'g'::text), '((?:[a-z]{2}|[''’0-9][a-z]|[)\]]|[0-9]{4}[.,;:!?)\]''"”’])[.,;:!?)\]''"”’]{0,3})[0-9]{1,3}(?![0-9])'::text, '\1'::text, 'g'::text), '[^a-z0-9]+'::text, ' '::text, 'g'::text)) || ' '::text)
    ELSE NULL::text
END) STORED
public.documents expression_date date
public.documents repealed_on date
public.documents repealed_by text
public.documents repealed_by_title text
public.documents amendments jsonb
public.invalid_key_attempts day date NOT NULL
public.invalid_key_attempts ip inet NOT NULL
public.invalid_key_attempts attempts bigint NOT NULL
public.invalid_key_attempts throttled bigint NOT NULL
public.invalid_key_attempts last_at timestamp with time zone NOT NULL
public.laws_africa_syncs sync_id bigint NOT NULL DEFAULT nextval('laws_africa_syncs_sync_id_seq'::regclass)
public.laws_africa_syncs base_url text NOT NULL
public.laws_africa_syncs places text[] NOT NULL
public.laws_africa_syncs since date
public.laws_africa_syncs started_at timestamp with time zone NOT NULL DEFAULT now()
public.laws_africa_syncs finished_at timestamp with time zone
public.laws_africa_syncs listed integer
public.laws_africa_syncs added integer
public.laws_africa_syncs changed integer
public.laws_africa_syncs unchanged integer
public.laws_africa_syncs refused integer
public.laws_africa_syncs stopped text
public.laws_africa_syncs status text NOT NULL DEFAULT 'running'::text
public.laws_africa_syncs refusals jsonb NOT NULL DEFAULT '[]'::jsonb
public.laws_africa_works frbr_uri text NOT NULL
public.laws_africa_works place text NOT NULL
public.laws_africa_works url text NOT NULL
public.laws_africa_works expression_frbr_uri text
public.laws_africa_works updated_at text NOT NULL
public.laws_africa_works title text NOT NULL
public.laws_africa_works doc_key text
public.laws_africa_works status text NOT NULL
public.laws_africa_works reason text
public.laws_africa_works repeal jsonb
public.laws_africa_works amendments jsonb NOT NULL DEFAULT '[]'::jsonb
public.laws_africa_works commenced boolean
public.laws_africa_works commencement_date date
public.laws_africa_works publication_name text
public.laws_africa_works publication_number text
public.laws_africa_works publication_date date
public.laws_africa_works synced_at timestamp with time zone NOT NULL DEFAULT now()
public.paragraphs doc_id integer NOT NULL
public.paragraphs ord integer NOT NULL
public.paragraphs number integer NOT NULL
public.paragraphs start_char integer NOT NULL
public.paragraphs end_char integer NOT NULL
public.passages doc_id integer NOT NULL
public.passages ord integer NOT NULL
public.passages paragraph integer
public.passages start_char integer NOT NULL
public.passages end_char integer NOT NULL
public.passages tsv tsvector NOT NULL
public.plans plan text NOT NULL
public.plans period text NOT NULL
public.plans searches integer NOT NULL
public.plans checks integer NOT NULL
public.plans per_minute integer NOT NULL
public.plans updated_at timestamp with time zone NOT NULL DEFAULT now()
public.rate_windows subject text NOT NULL
public.rate_windows window_start timestamp with time zone NOT NULL
public.rate_windows requests integer NOT NULL
public.report_keys key_id text NOT NULL
public.report_keys public_key bytea NOT NULL
public.report_keys private_key bytea NOT NULL
public.report_keys created_at timestamp with time zone NOT NULL DEFAULT now()
public.report_keys active boolean
public.report_keys retired_at timestamp with time zone
public.schema_migration_checksums name text NOT NULL
public.schema_migration_checksums sha256 text NOT NULL
public.schema_migration_checksums recorded_at timestamp with time zone NOT NULL DEFAULT now()
public.schema_migrations name character varying(255) NOT NULL
public.schema_migrations timestamp character varying(255) NOT NULL
public.schema_migrations_lock id character varying(255) NOT NULL
public.schema_migrations_lock is_locked integer NOT NULL DEFAULT 0
public.search_aliases alias text NOT NULL
public.search_aliases kind text NOT NULL
public.search_aliases expansion text NOT NULL
public.search_aliases documents text
public.search_aliases example text NOT NULL
public.search_aliases expect text
public.search_aliases lexemes text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english'::regconfig, alias))) STORED
public.search_blocks lexeme text NOT NULL
public.search_blocks block integer NOT NULL
public.search_blocks weight double precision NOT NULL
public.search_corpus id boolean NOT NULL DEFAULT true
public.search_corpus units bigint NOT NULL
public.search_lexemes lexeme text NOT NULL
public.search_lexemes df integer NOT NULL
public.search_municipalities code text NOT NULL
public.search_municipalities name text NOT NULL
public.search_municipalities example text NOT NULL
public.search_reference_forms form text NOT NULL
public.search_reference_forms title_pattern text
public.search_reference_forms example text NOT NULL
public.search_reference_forms expect text NOT NULL
public.search_terms doc_id integer NOT NULL
public.search_terms ord integer NOT NULL
public.search_terms lexeme text NOT NULL
public.search_terms kind text NOT NULL
public.search_terms weight real NOT NULL
public.sections section_id bigint NOT NULL
public.sections doc_id integer NOT NULL
public.sections ord integer NOT NULL
public.sections number text NOT NULL
public.sections heading text
public.sections ref text NOT NULL
public.sections text text NOT NULL
public.sections tsv tsvector NOT NULL
public.sections heading_lexemes text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english'::regconfig, COALESCE(heading, ''::text)))) STORED
public.usage_counters subject text NOT NULL
public.usage_counters operation text NOT NULL
public.usage_counters period_start timestamp with time zone NOT NULL
public.usage_counters used integer NOT NULL DEFAULT 0
public.usage_events event_id bigint NOT NULL
public.usage_events at timestamp with time zone NOT NULL
public.usage_events key_id integer
public.usage_events ip inet
public.usage_events plan text
public.usage_events operation text NOT NULL
public.usage_events period_start timestamp with time zone
public.usage_events outcome text NOT NULL
public.usage_events status smallint NOT NULL
public.usage_events units integer NOT NULL DEFAULT 1
public.version_sections doc_id integer NOT NULL
public.version_sections expression_date date NOT NULL
public.version_sections ord integer NOT NULL
public.version_sections number text NOT NULL
public.version_sections heading text
public.version_sections ref text NOT NULL
public.version_sections text text NOT NULL
public.version_sections tsv tsvector NOT NULL

-- constraints
public.act_coverage act_coverage_acts_check: CHECK ((acts > 0))
public.act_coverage act_coverage_pkey: PRIMARY KEY (year)
public.act_coverage act_coverage_year_check: CHECK (((year >= 1910) AND (year <= 2200)))
public.act_records act_records_number_check: CHECK ((number > 0))
public.act_records act_records_pkey: PRIMARY KEY (year, number)
public.act_records act_records_title_check: CHECK ((title <> ''::text))
public.act_records act_records_url_check: CHECK (((url IS NULL) OR (url ~ '^https?://'::text)))
public.act_records act_records_year_check: CHECK (((year >= 1800) AND (year <= 2200)))
public.api_keys api_keys_key_hash_check: CHECK ((octet_length(key_hash) = 32))
public.api_keys api_keys_key_hash_key: UNIQUE (key_hash)
public.api_keys api_keys_label_check: CHECK ((label <> ''::text))
public.api_keys api_keys_pkey: PRIMARY KEY (key_id)
public.api_keys api_keys_plan_fkey: FOREIGN KEY (plan) REFERENCES plans(plan) ON UPDATE CASCADE
public.api_keys api_keys_prefix_check: CHECK ((prefix ~ '^vsl_[A-Za-z0-9_-]{8}$'::text))
public.api_keys api_keys_prefix_key: UNIQUE (prefix)
public.case_citations case_citations_doc_id_fkey: FOREIGN KEY (doc_id) REFERENCES documents(doc_id) ON DELETE CASCADE
public.case_citations case_citations_kind_check: CHECK ((kind = ANY (ARRAY['neutral'::text, 'report'::text])))
public.case_citations case_citations_pkey: PRIMARY KEY (doc_id, norm)
public.checks checks_answer_check: CHECK ((jsonb_typeof(answer) = 'object'::text))
public.checks checks_kind_check: CHECK ((kind = ANY (ARRAY['text'::text, 'document'::text])))
public.checks checks_pkey: PRIMARY KEY (check_id)
public.checks checks_text_sha256_check: CHECK ((octet_length(text_sha256) = 32))
public.citation_coverage citation_coverage_court_check: CHECK ((court ~ '^[A-Z]{2,12}$'::text))
public.citation_coverage citation_coverage_judgments_check: CHECK (((judgments IS NULL) OR (judgments > 0)))
public.citation_coverage citation_coverage_pkey: PRIMARY KEY (court, year)
public.citation_coverage citation_coverage_year_check: CHECK (((year >= 1800) AND (year <= 2200)))
public.cited_citations cited_citations_citing_doc_id_fkey: FOREIGN KEY (citing_doc_id) REFERENCES documents(doc_id) ON DELETE CASCADE
public.cited_citations cited_citations_kind_check: CHECK ((kind = ANY (ARRAY['neutral'::text, 'report'::text])))
public.cited_citations cited_citations_pkey: PRIMARY KEY (citing_doc_id, group_no, "position")
public.document_versions document_versions_check: CHECK (((in_force_to IS NULL) OR (in_force_to > expression_date)))
public.document_versions document_versions_doc_id_fkey: FOREIGN KEY (doc_id) REFERENCES documents(doc_id) ON DELETE CASCADE
public.document_versions document_versions_pkey: PRIMARY KEY (doc_id, expression_date)
public.document_versions document_versions_title_check: CHECK ((title <> ''::text))
public.document_versions document_versions_url_check: CHECK ((url ~ '^https?://'::text))
public.documents documents_act_year_check: CHECK (((act_year IS NULL) OR ((act_year >= 1800) AND (act_year <= 2200))))
public.documents documents_amendments_check: CHECK ((jsonb_typeof(amendments) = 'array'::text))
public.documents documents_check: CHECK (((act_number IS NULL) = (act_year IS NULL)))
public.documents documents_key_key: UNIQUE (key)
public.documents documents_pkey: PRIMARY KEY (doc_id)
public.documents documents_title_check: CHECK ((title <> ''::text))
public.documents documents_type_check: CHECK ((type = ANY (ARRAY['judgment'::text, 'act'::text, 'regulation'::text, 'bylaw'::text, 'notice'::text, 'bill'::text])))
public.documents documents_url_check: CHECK ((url ~ '^https?://'::text))
public.invalid_key_attempts invalid_key_attempts_pkey: PRIMARY KEY (day, ip)
public.laws_africa_syncs laws_africa_syncs_pkey: PRIMARY KEY (sync_id)
public.laws_africa_syncs laws_africa_syncs_status_check: CHECK ((status = ANY (ARRAY['running'::text, 'ok'::text, 'failed'::text, 'interrupted'::text])))
public.laws_africa_works laws_africa_works_pkey: PRIMARY KEY (frbr_uri)
public.laws_africa_works laws_africa_works_status_check: CHECK ((status = ANY (ARRAY['imported'::text, 'refused'::text, 'stub'::text])))
public.paragraphs paragraphs_check: CHECK ((end_char >= start_char))
public.paragraphs paragraphs_doc_id_fkey: FOREIGN KEY (doc_id) REFERENCES documents(doc_id) ON DELETE CASCADE
public.paragraphs paragraphs_pkey: PRIMARY KEY (doc_id, ord)
public.passages passages_check: CHECK ((end_char > start_char))
public.passages passages_doc_id_fkey: FOREIGN KEY (doc_id) REFERENCES documents(doc_id) ON DELETE CASCADE
public.passages passages_ord_check: CHECK ((ord > 0))
public.passages passages_pkey: PRIMARY KEY (doc_id, ord)
public.plans plans_checks_check: CHECK ((checks >= 0))
public.plans plans_per_minute_check: CHECK ((per_minute > 0))
public.plans plans_period_check: CHECK ((period = ANY (ARRAY['day'::text, 'month'::text])))
public.plans plans_pkey: PRIMARY KEY (plan)
public.plans plans_plan_check: CHECK ((plan ~ '^[a-z][a-z0-9_-]{0,31}$'::text))
public.plans plans_searches_check: CHECK ((searches >= 0))
public.rate_windows rate_windows_pkey: PRIMARY KEY (subject)
public.rate_windows rate_windows_requests_check: CHECK ((requests >= 0))
public.report_keys report_keys_active_check: CHECK (active)
public.report_keys report_keys_active_key: UNIQUE (active)
public.report_keys report_keys_check: CHECK (((active IS NULL) = (retired_at IS NOT NULL)))
public.report_keys report_keys_key_id_check: CHECK ((key_id ~ '^[0-9a-f]{16}$'::text))
public.report_keys report_keys_pkey: PRIMARY KEY (key_id)
public.report_keys report_keys_public_key_check: CHECK ((octet_length(public_key) = 32))
public.report_keys report_keys_public_key_key: UNIQUE (public_key)
public.schema_migration_checksums schema_migration_checksums_pkey: PRIMARY KEY (name)
public.schema_migrations schema_migrations_pkey: PRIMARY KEY (name)
public.schema_migrations_lock schema_migrations_lock_pkey: PRIMARY KEY (id)
public.search_aliases search_aliases_alias_check: CHECK (((alias = lower(alias)) AND (alias ~ '^[[:alnum:]]+( [[:alnum:]]+)*$'::text)))
public.search_aliases search_aliases_kind_check: CHECK ((kind = ANY (ARRAY['act'::text, 'place'::text, 'thesaurus'::text, 'filler'::text])))
public.search_aliases search_aliases_pkey: PRIMARY KEY (alias, kind)
public.search_blocks search_blocks_pkey: PRIMARY KEY (lexeme, block) INCLUDE (weight)
public.search_corpus search_corpus_id_check: CHECK (id)
public.search_corpus search_corpus_pkey: PRIMARY KEY (id)
public.search_lexemes search_lexemes_pkey: PRIMARY KEY (lexeme)
public.search_municipalities search_municipalities_code_check: CHECK ((code ~ '^za-[a-z0-9]+$'::text))
public.search_municipalities search_municipalities_name_key: UNIQUE (name)
public.search_municipalities search_municipalities_pkey: PRIMARY KEY (code)
public.search_reference_forms search_reference_forms_form_check: CHECK ((form = lower(form)))
public.search_reference_forms search_reference_forms_pkey: PRIMARY KEY (form)
public.search_terms search_terms_pkey: PRIMARY KEY (lexeme, doc_id, ord) INCLUDE (weight, kind)
public.sections sections_doc_id_fkey: FOREIGN KEY (doc_id) REFERENCES documents(doc_id) ON DELETE CASCADE
public.sections sections_doc_id_ord_key: UNIQUE (doc_id, ord)
public.sections sections_pkey: PRIMARY KEY (section_id)
public.usage_counters usage_counters_operation_check: CHECK ((operation = ANY (ARRAY['search'::text, 'check'::text])))
public.usage_counters usage_counters_pkey: PRIMARY KEY (subject, operation, period_start)
public.usage_counters usage_counters_used_check: CHECK ((used >= 0))
public.usage_events usage_events_operation_check: CHECK ((operation = ANY (ARRAY['search'::text, 'check'::text])))
public.usage_events usage_events_outcome_check: CHECK ((outcome = ANY (ARRAY['counted'::text, 'released'::text, 'invalid_key'::text, 'rate_limited'::text, 'quota_exceeded'::text])))
public.usage_events usage_events_pkey: PRIMARY KEY (event_id)
public.usage_events usage_events_units_check: CHECK ((units >= 1))
public.version_sections version_sections_doc_id_expression_date_fkey: FOREIGN KEY (doc_id, expression_date) REFERENCES document_versions(doc_id, expression_date) ON DELETE CASCADE
public.version_sections version_sections_pkey: PRIMARY KEY (doc_id, expression_date, ord)

-- indexes
CREATE INDEX case_citations_norm_idx ON public.case_citations USING btree (norm)
CREATE INDEX case_citations_report_series_idx ON public.case_citations USING btree (series) WHERE (kind = 'report'::text)
CREATE INDEX case_citations_series_year_idx ON public.case_citations USING btree (series, year) WHERE (kind = 'neutral'::text)
CREATE INDEX checks_created_at ON public.checks USING btree (created_at)
CREATE INDEX cited_citations_group_idx ON public.cited_citations USING btree (citing_doc_id, group_no)
CREATE INDEX cited_citations_norm_idx ON public.cited_citations USING btree (norm)
CREATE INDEX cited_citations_parties_idx ON public.cited_citations USING gin (to_tsvector('english'::regconfig, parties)) WHERE (parties IS NOT NULL)
CREATE INDEX cited_citations_report_series_idx ON public.cited_citations USING btree (series) WHERE (kind = 'report'::text)
CREATE INDEX cited_citations_series_year_idx ON public.cited_citations USING btree (series, year) WHERE (kind = 'neutral'::text)
CREATE INDEX documents_act_idx ON public.documents USING btree (act_year, act_number) WHERE (act_number IS NOT NULL)
CREATE INDEX documents_head_tsv_idx ON public.documents USING gin (head_tsv)
CREATE INDEX documents_rank_tsv_idx ON public.documents USING gin (rank_tsv) WHERE (rank_tsv IS NOT NULL)
CREATE INDEX documents_tsv_idx ON public.documents USING gin (tsv)
CREATE INDEX documents_type_idx ON public.documents USING btree (type)
CREATE INDEX laws_africa_works_place_idx ON public.laws_africa_works USING btree (place)
CREATE INDEX paragraphs_number_idx ON public.paragraphs USING btree (doc_id, number)
CREATE INDEX search_aliases_lexemes_idx ON public.search_aliases USING gin (lexemes) WHERE ((kind = 'thesaurus'::text) AND (cardinality(lexemes) >= 2))
CREATE INDEX search_lexemes_trgm_idx ON public.search_lexemes USING gin (lexeme gin_trgm_ops)
CREATE INDEX search_terms_list_idx ON public.search_terms USING btree (lexeme, kind, weight DESC) INCLUDE (doc_id, ord)
CREATE INDEX search_terms_rank_idx ON public.search_terms USING btree (lexeme, weight DESC) INCLUDE (doc_id, ord, kind)
CREATE INDEX sections_doc_number_idx ON public.sections USING btree (doc_id, lower(number))
CREATE INDEX sections_heading_lexemes_idx ON public.sections USING btree (doc_id) INCLUDE (ord, heading_lexemes) WHERE (cardinality(heading_lexemes) >= 2)
CREATE INDEX sections_tsv_idx ON public.sections USING gin (tsv)
CREATE INDEX usage_events_at_idx ON public.usage_events USING btree (at)
CREATE INDEX usage_events_ip_idx ON public.usage_events USING btree (ip, at) WHERE (ip IS NOT NULL)
CREATE INDEX usage_events_key_idx ON public.usage_events USING btree (key_id, at) WHERE (key_id IS NOT NULL)
CREATE INDEX version_sections_number_idx ON public.version_sections USING btree (doc_id, expression_date, lower(number))
CREATE INDEX version_sections_tsv_idx ON public.version_sections USING gin (tsv)

-- triggers
CREATE TRIGGER search_blocks_delete AFTER DELETE ON public.search_terms REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_blocks_sync()
CREATE TRIGGER search_blocks_insert AFTER INSERT ON public.search_terms REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_blocks_sync()
CREATE TRIGGER search_blocks_update AFTER UPDATE ON public.search_terms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_blocks_sync()
CREATE TRIGGER search_terms_documents_delete AFTER DELETE ON public.documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_documents_sync()
CREATE TRIGGER search_terms_documents_insert AFTER INSERT ON public.documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_documents_sync()
CREATE TRIGGER search_terms_documents_update AFTER UPDATE ON public.documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_documents_sync()
CREATE TRIGGER search_terms_sections_delete AFTER DELETE ON public.sections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sections_sync()
CREATE TRIGGER search_terms_sections_insert AFTER INSERT ON public.sections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sections_sync()
CREATE TRIGGER search_terms_sections_update AFTER UPDATE ON public.sections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sections_sync()

-- views
CREATE VIEW reporting.busiest_free_ips AS SELECT (e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date AS day,
    e.ip,
    count(*) FILTER (WHERE e.outcome = 'counted'::text) AS counted,
    count(*) FILTER (WHERE e.outcome = ANY (ARRAY['quota_exceeded'::text, 'rate_limited'::text])) AS rejections,
    count(*) AS requests
   FROM usage_events e
  WHERE e.plan = 'free'::text AND e.ip IS NOT NULL
  GROUP BY ((e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date), e.ip;
CREATE VIEW reporting.calls_per_key_per_day AS SELECT (e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date AS day,
    k.key_id,
    k.prefix,
    k.label,
    k.plan,
    COALESCE(sum(e.units) FILTER (WHERE e.outcome = 'counted'::text AND e.operation = 'search'::text), 0::bigint) AS searches,
    COALESCE(sum(e.units) FILTER (WHERE e.outcome = 'counted'::text AND e.operation = 'check'::text), 0::bigint) AS checks,
    count(*) FILTER (WHERE e.outcome = ANY (ARRAY['quota_exceeded'::text, 'rate_limited'::text])) AS rejections
   FROM usage_events e
     JOIN api_keys k USING (key_id)
  GROUP BY ((e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date), k.key_id;
CREATE VIEW reporting.calls_per_key_per_month AS SELECT date_trunc('month'::text, (e.at AT TIME ZONE 'Africa/Johannesburg'::text))::date AS month,
    k.key_id,
    k.prefix,
    k.label,
    k.plan,
    COALESCE(sum(e.units) FILTER (WHERE e.outcome = 'counted'::text AND e.operation = 'search'::text), 0::bigint) AS searches,
    COALESCE(sum(e.units) FILTER (WHERE e.outcome = 'counted'::text AND e.operation = 'check'::text), 0::bigint) AS checks,
    count(*) FILTER (WHERE e.outcome = ANY (ARRAY['quota_exceeded'::text, 'rate_limited'::text])) AS rejections
   FROM usage_events e
     JOIN api_keys k USING (key_id)
  GROUP BY (date_trunc('month'::text, (e.at AT TIME ZONE 'Africa/Johannesburg'::text))::date), k.key_id;
CREATE VIEW reporting.calls_per_plan_per_day AS SELECT (e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date AS day,
    e.plan,
    COALESCE(sum(e.units) FILTER (WHERE e.outcome = 'counted'::text AND e.operation = 'search'::text), 0::bigint) AS searches,
    COALESCE(sum(e.units) FILTER (WHERE e.outcome = 'counted'::text AND e.operation = 'check'::text), 0::bigint) AS checks,
    count(*) FILTER (WHERE e.outcome = 'released'::text) AS released,
    count(*) FILTER (WHERE e.outcome = 'quota_exceeded'::text) AS quota_rejections,
    count(*) FILTER (WHERE e.outcome = 'rate_limited'::text) AS rate_rejections
   FROM usage_events e
  WHERE e.plan IS NOT NULL
  GROUP BY ((e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date), e.plan;
CREATE VIEW reporting.keys_near_allowance AS SELECT k.key_id,
    k.prefix,
    k.label,
    k.plan,
    c.operation,
    c.period_start,
    c.used,
        CASE c.operation
            WHEN 'search'::text THEN p.searches
            ELSE p.checks
        END AS allowance,
    round(100.0 * c.used::numeric / NULLIF(
        CASE c.operation
            WHEN 'search'::text THEN p.searches
            ELSE p.checks
        END, 0)::numeric, 1) AS percent_used
   FROM usage_counters c
     JOIN api_keys k ON c.subject = ('key:'::text || k.key_id)
     JOIN plans p ON p.plan = k.plan
  WHERE k.revoked_at IS NULL AND c.period_start = date_trunc(p.period, now(), 'Africa/Johannesburg'::text) AND c.used::numeric >= (0.8 *
        CASE c.operation
            WHEN 'search'::text THEN p.searches
            ELSE p.checks
        END::numeric);
CREATE VIEW reporting.rejections AS SELECT (e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date AS day,
    e.outcome,
    e.plan,
    k.prefix AS key_prefix,
    e.ip,
    count(*) AS rejections
   FROM usage_events e
     LEFT JOIN api_keys k USING (key_id)
  WHERE e.outcome = ANY (ARRAY['quota_exceeded'::text, 'rate_limited'::text, 'invalid_key'::text])
  GROUP BY ((e.at AT TIME ZONE 'Africa/Johannesburg'::text)::date), e.outcome, e.plan, k.prefix, e.ip
UNION ALL
 SELECT a.day,
    'invalid_key'::text AS outcome,
    NULL::text AS plan,
    NULL::text AS key_prefix,
    a.ip,
    a.attempts AS rejections
   FROM invalid_key_attempts a;

-- functions (bodies in db/functions and db/migrations)
public.access_caller(p_key_hash bytea, p_ip inet, p_now timestamp with time zone) RETURNS TABLE(key_id integer, plan text, subject text, ip inet, address text, period text, searches integer, checks integer, per_minute integer)
public.access_consume(p_key_hash bytea, p_ip inet, p_operation text, p_now timestamp with time zone, p_count integer) RETURNS TABLE(outcome text, plan text, event_id bigint, quota_limit integer, quota_used integer, quota_reset timestamp with time zone, rate_limit integer, rate_used integer, rate_reset timestamp with time zone)
public.access_period_end(p_period text, p_at timestamp with time zone) RETURNS timestamp with time zone
public.access_period_start(p_period text, p_at timestamp with time zone) RETURNS timestamp with time zone
public.access_rate_tick(p_subject text, p_now timestamp with time zone, OUT requests integer, OUT resets_at timestamp with time zone) RETURNS record
public.access_refuse_key(p_subject text, p_ip inet, p_now timestamp with time zone) RETURNS TABLE(outcome text, rate_limit integer, rate_used integer, rate_reset timestamp with time zone)
public.access_revoke_key(p_ref text, p_at timestamp with time zone) RETURNS api_keys
public.access_set_plan(p_plan text, p_period text, p_searches integer, p_checks integer, p_per_minute integer) RETURNS plans
public.access_settle(p_event_id bigint, p_status integer) RETURNS boolean
public.access_usage(p_key_hash bytea, p_ip inet, p_now timestamp with time zone) RETURNS TABLE(outcome text, plan text, key_prefix text, address text, period text, period_start timestamp with time zone, period_reset timestamp with time zone, searches_limit integer, searches_used integer, checks_limit integer, checks_used integer, rate_limit integer, rate_used integer, rate_reset timestamp with time zone)
public.act_year_coverage(p_years integer[]) RETURNS TABLE(year integer, held integer, highest integer, acts integer, synced boolean, covered boolean)
public.amendments_shown(p_amendments jsonb, p_until date) RETURNS jsonb
public.api_doc_types() RETURNS text[]
public.api_limit(p_name text) RETURNS integer
public.cap_text(p_text text, p_max integer) RETURNS text
public.check_keep(p_event_id bigint, p_kind text, p_text_sha256 bytea, p_snapshot text, p_reader integer, p_answer jsonb, p_at timestamp with time zone, p_retention_days integer) RETURNS uuid
public.check_prune(p_now timestamp with time zone, p_retention_days integer) RETURNS bigint
public.clip_words(p_text text, p_max integer) RETURNS text
public.document_vector(title text, meta text, body text) RETURNS tsvector
public.excerpt_highlights(p_excerpt text, p_words tsquery) RETURNS jsonb
public.judgment_passages(p_doc integer, p_body text) RETURNS TABLE(ord integer, paragraph integer, start_char integer, end_char integer, chunk text)
public.library_coverage(p_share numeric, p_minimum integer) RETURNS jsonb
public.next_paragraph(p_doc_id integer, p_after integer) RETURNS text
public.passages_build(p_docs integer[]) RETURNS integer
public.provision_sections(p_doc_id integer, p_expression_date date) RETURNS TABLE(ord integer, number text, text text)
public.provision_title(p_title text) RETURNS text
public.read_section(p_doc_id integer, p_section text) RETURNS TABLE(doc_id integer, title text, url text, gazette text, section text, body text, sections text[], more integer, next_ref text)
public.read_section_at(p_doc_id integer, p_section text, p_as_at date) RETURNS TABLE(doc_id integer, title text, url text, gazette text, section text, body text, sections text[], expression_date date, in_force_to date, not_in_force text, held_in jsonb, first_version date, repealed_on date, repealed_by text, repealed_by_title text, more integer, next_ref text, amendments jsonb)
public.search_blocks_sync() RETURNS trigger
public.search_corrections(p_q text) RETURNS TABLE(word text, typed text, lexeme text, positive boolean)
public.search_excerpt(p_text text, p_q tsquery, p_max integer) RETURNS text
public.search_filter_pass(d documents, p_docs integer[], p_court text, p_year_from integer, p_year_to integer, p_places text[]) RETURNS boolean
public.search_gin_units(q tsquery, kinds text[], p_cap integer, OUT ids integer[], OUT ords integer[]) RETURNS record
public.search_heading_bonus(p_heading text[], p_lexemes text[], p_idfs double precision[]) RETURNS double precision
public.search_idf(p_df double precision, p_units double precision) RETURNS double precision
public.search_intersection(p_lexemes text[], p_idfs double precision[], p_dfs integer[], p_kinds text[], p_filter_kinds boolean, p_wanted integer, p_mins double precision[], p_theta double precision, OUT ids integer[], OUT ords integer[], OUT scores double precision[], OUT present integer[]) RETURNS record
public.search_library(p_q text, p_types text[], p_limit integer) RETURNS TABLE(doc_id integer, section_ord integer, score double precision)
public.search_municipality(p_key text) RETURNS text
public.search_places(p_place text) RETURNS text[]
public.search_query(p_q text) RETURNS tsquery
public.search_query_check(p_q text) RETURNS void
public.search_query_excluded(q tsquery) RETURNS tsquery
public.search_query_lexemes(q tsquery) RETURNS TABLE(lexeme text, operand text, df integer)
public.search_query_phrased(p_q text) RETURNS boolean
public.search_ranked(q tsquery, p_types text[], p_limit integer, p_gin_cap integer, p_depth integer, p_check_budget integer, p_entry_budget integer, p_presence double precision, p_scaled text[], p_scale double precision) RETURNS TABLE(doc_id integer, section_ord integer, score double precision)
public.search_ranking(p_q text, p_types text[], p_limit integer, p_as_at date, p_court text, p_year_from integer, p_year_to integer, p_place text) RETURNS TABLE(doc_id integer, section_ord integer, expression_date date, score double precision)
public.search_results(p_q text, p_types text[], p_limit integer, p_as_at date, p_offset integer, p_sections integer, p_court text, p_year_from integer, p_year_to integer, p_place text) RETURNS TABLE(doc_id integer, type text, title text, url text, section text, citation text, case_number text, court text, date text, act text, gazette text, municipality text, excerpt text, highlights jsonb, paragraph integer, sections jsonb)
public.search_suggest(p_q text) RETURNS text
public.search_term_weights(tsv tsvector) RETURNS TABLE(lexeme text, weight real)
public.search_terms_add(p_doc integer[], p_ord integer[], p_kind text[], p_tsv tsvector[]) RETURNS void
public.search_terms_documents_sync() RETURNS trigger
public.search_terms_remove(p_doc integer[], p_ord integer[], p_tsv tsvector[]) RETURNS void
public.search_terms_sections_sync() RETURNS trigger
public.search_understand(p_q text, p_types text[], p_presence double precision, OUT expansion text, OUT named_docs integer[], OUT named_bonus double precision[], OUT named_lexemes text[], OUT ref_docs integer[], OUT ref_ords integer[], OUT fillers text[], OUT asks_meaning boolean, OUT name_lexemes text[]) RETURNS record
public.search_unit_scores(p_doc integer[], p_ord integer[], p_lexemes text[], p_idfs double precision[], p_presence double precision) RETURNS TABLE(doc_id integer, ord integer, score double precision, present integer)
public.search_within(p_q text, p_docs integer[], p_limit integer) RETURNS TABLE(doc_id integer, section_ord integer, score double precision)
public.search_word_slips(p_word text) RETURNS SETOF text
public.section_reference_number(p_want text) RETURNS text
public.section_vector(doc_title text, heading text, body text) RETURNS tsvector
public.text_chunks(p_text text, p_max integer) RETURNS TABLE(start_char integer, end_char integer, chunk text)
public.text_rest(p_whole text, p_shown text) RETURNS integer
public.verify_lookup(p_cases jsonb, p_acts jsonb) RETURNS jsonb
public.verify_provisions(p_asked jsonb, p_as_at date) RETURNS jsonb
public.verify_quotes(p_quotes jsonb) RETURNS jsonb
public.verify_quotes_ahead(p_quotes jsonb) RETURNS jsonb
public.verify_suggest(p_items jsonb) RETURNS jsonb
public.version_in_force(p_doc_id integer, p_as_at date) RETURNS TABLE(state text, expression_date date, in_force_to date, first_version date, repealed_on date, repealed_by text, repealed_by_title text)
public.version_section_match(p_doc_id integer, p_expression_date date, p_want text) RETURNS TABLE(ref text, text text)
