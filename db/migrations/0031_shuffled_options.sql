-- The order a served question's options are shown in (issue 13): option_order[i + 1] is the
-- question's option shown at position i, drawn per served row, so no sheet of answer indexes works
-- for everyone. The player answers and the reveal speaks in the shown order; answer_index keeps
-- the question's own index. Null (rows served before this migration) is the stored order.
alter table quiz_answers add column option_order smallint[];
