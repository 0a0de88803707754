-- The player's interface language (decision 0036). Null: not chosen yet, so the page follows the
-- device's language (Accept-Language, navigator.language) and then the settings' default language.
alter table users add column language text
  constraint users_language_check check (language in ('en', 'es', 'fr', 'de', 'zh'));
