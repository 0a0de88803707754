-- Each participant sees a question's options in an order of their own (like the quiz, migration
-- 0031), so no sheet of answer letters can be passed between the players of a tournament.
-- answer_index keeps the question's own index; null is the stored order.
alter table tournament_answers add column option_order smallint[];
