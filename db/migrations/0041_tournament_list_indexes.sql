-- The back office's tournament filters each read an index: a category range in the table's order,
-- and the name search (ilike '%...%') through trigrams.
create extension if not exists pg_trgm;
create index tournaments_category_created_idx on tournaments (category, created_at desc, id desc);
create index tournaments_name_trgm_idx on tournaments using gin (name gin_trgm_ops);
