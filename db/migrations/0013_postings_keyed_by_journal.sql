-- Postings are read by their journal or by their account, never by their own id, so the primary key
-- leads with the journal and the separate journal index goes: one index fewer to write per posting
-- on the ledger's hottest table (docs/decisions/0008-one-journal-per-answer.md).
alter table postings drop constraint postings_pkey;
alter table postings add primary key (journal_id, id);
drop index postings_journal_idx;
