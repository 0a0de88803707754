-- users_join_idx (join_date desc, id desc, 0035) serves the analytics refresh's join_date range scans
-- too, so the plain join_date index of 0066 only cost every sign-up a write.
drop index users_join_date_idx;
