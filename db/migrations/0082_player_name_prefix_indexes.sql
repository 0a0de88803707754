-- A name search of the back office (users, transactions, task proofs) first looks for names and
-- usernames that start with the search, through these btree ranges, and falls back to the trigram
-- index (users_search_trgm_idx) only when they find fewer than the 50 players a search considers
-- (decision 0039). A common prefix ("Player 777" among a million "Player n") made the trigram index
-- intersect posting lists of every row: 75-160 ms of CPU per search, twice per users page.
create index users_name_prefix_idx on users (lower(name) text_pattern_ops);
create index users_username_prefix_idx on users (lower(username) text_pattern_ops) where username is not null;
