-- Baseline: the schema as of the first release (migrations 0001-0020 of the development history,
-- folded into one file before anything was deployed). Frozen: change the schema with a new
-- numbered migration. Functions and triggers are not here: each lives once in its feature's .sql
-- file under domain/ (docs/architecture.md).

CREATE DOMAIN account_kind AS text
	CONSTRAINT account_kind_check CHECK ((VALUE = ANY (ARRAY['playable'::text, 'bonus'::text, 'system'::text])));

CREATE DOMAIN bet_result AS text
	CONSTRAINT bet_result_check CHECK ((VALUE = ANY (ARRAY['won'::text, 'lost'::text])));

CREATE DOMAIN journal_type AS text
	CONSTRAINT journal_type_check CHECK ((VALUE = ANY (ARRAY['deposit'::text, 'withdrawal'::text, 'withdrawal_fee'::text, 'quiz_reward'::text, 'streak_bonus'::text, 'quiz_stake'::text, 'quiz_payout'::text, 'quiz_stake_lost'::text, 'tournament_win'::text, 'tournament_creation'::text, 'tournament_join'::text, 'referral_bonus'::text, 'daily_bonus'::text, 'task_reward'::text, 'welcome_bonus'::text, 'achievement_reward'::text, 'bonus_unlock'::text, 'adjustment'::text, 'reversal'::text])));

CREATE DOMAIN quiz_difficulty AS text
	CONSTRAINT quiz_difficulty_check CHECK ((VALUE = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text])));

CREATE DOMAIN quiz_mode AS text
	CONSTRAINT quiz_mode_check CHECK ((VALUE = ANY (ARRAY['standard'::text, 'challenge'::text])));

CREATE DOMAIN quiz_status AS text
	CONSTRAINT quiz_status_check CHECK ((VALUE = ANY (ARRAY['active'::text, 'completed'::text])));

CREATE DOMAIN user_status AS text
	CONSTRAINT user_status_check CHECK ((VALUE = ANY (ARRAY['active'::text, 'pending'::text, 'blocked'::text])));

CREATE TABLE accounts (
    id bigint NOT NULL,
    user_id uuid,
    kind account_kind NOT NULL,
    code text,
    balance bigint,
    locked bigint DEFAULT 0 NOT NULL,
    CONSTRAINT accounts_locked_check CHECK ((locked >= 0)),
    CONSTRAINT accounts_locked_covered CHECK (((balance IS NULL) OR (balance >= locked))),
    CONSTRAINT accounts_owner CHECK ((((user_id IS NOT NULL) AND (code IS NULL) AND ((kind)::text <> 'system'::text) AND (balance >= 0)) OR ((user_id IS NULL) AND (code IS NOT NULL) AND ((kind)::text = 'system'::text) AND (balance IS NULL))))
);

ALTER TABLE accounts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE achievements (
    id text NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    type text NOT NULL,
    icon text NOT NULL,
    rarity text NOT NULL,
    reward bigint NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT achievements_rarity_check CHECK ((rarity = ANY (ARRAY['common'::text, 'rare'::text, 'epic'::text, 'legendary'::text]))),
    CONSTRAINT achievements_reward_check CHECK ((reward >= 0))
);

CREATE TABLE activities (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    reward bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE activities ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME activities_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE app_settings (
    id text NOT NULL,
    document jsonb DEFAULT '{}'::jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT app_settings_id_check CHECK ((id = 'appSettings'::text))
);

CREATE TABLE audit_log (
    id bigint NOT NULL,
    actor_id uuid,
    action text NOT NULL,
    target_type text NOT NULL,
    target_id text,
    before jsonb,
    after jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE daily_bonus_claims (
    user_id uuid NOT NULL,
    claim_date date NOT NULL,
    amount bigint NOT NULL,
    streak integer NOT NULL,
    multiplier numeric(4,2) NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE deposit_addresses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    network text NOT NULL,
    address text NOT NULL,
    label text NOT NULL,
    min_deposit bigint DEFAULT 1000000 NOT NULL,
    max_deposit bigint DEFAULT '10000000000'::bigint NOT NULL,
    processing_time text DEFAULT '5-10 minutes'::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT deposit_addresses_check CHECK ((max_deposit >= min_deposit)),
    CONSTRAINT deposit_addresses_min_deposit_check CHECK ((min_deposit > 0))
);

CREATE TABLE deposit_proofs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE email_identities (
    user_id uuid NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE idempotency_keys (
    user_id uuid NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    status_code integer NOT NULL,
    response jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE journals (
    id bigint NOT NULL,
    type journal_type NOT NULL,
    user_id uuid,
    description text DEFAULT ''::text NOT NULL,
    reference text,
    reverses bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE journals ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME journals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE networks (
    code text NOT NULL,
    name text NOT NULL,
    address_format text NOT NULL,
    fee_range text NOT NULL,
    speed text NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE postings (
    id bigint NOT NULL,
    journal_id bigint NOT NULL,
    account_id bigint NOT NULL,
    amount bigint NOT NULL,
    CONSTRAINT postings_amount_check CHECK ((amount <> 0))
);

ALTER TABLE postings ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME postings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE questions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    question text NOT NULL,
    options jsonb NOT NULL,
    correct_index smallint NOT NULL,
    explanation text NOT NULL,
    difficulty text NOT NULL,
    category text NOT NULL,
    source text DEFAULT 'manual'::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT questions_correct_index_check CHECK (((correct_index >= 0) AND (correct_index <= 3))),
    CONSTRAINT questions_difficulty_check CHECK ((difficulty = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text]))),
    CONSTRAINT questions_explanation_check CHECK ((length(explanation) >= 20)),
    CONSTRAINT questions_options_check CHECK (((jsonb_typeof(options) = 'array'::text) AND (jsonb_array_length(options) = 4))),
    CONSTRAINT questions_source_check CHECK ((source = ANY (ARRAY['manual'::text, 'ai'::text, 'fallback'::text, 'bank'::text])))
);

CREATE TABLE quiz_answers (
    session_id uuid NOT NULL,
    "position" smallint NOT NULL,
    question_id uuid NOT NULL,
    served_at timestamp with time zone,
    deadline_at timestamp with time zone,
    answered_at timestamp with time zone,
    answer_index smallint,
    is_correct boolean,
    timed_out boolean DEFAULT false NOT NULL,
    stake bigint,
    bet_result bet_result,
    win_amount bigint,
    attempts smallint DEFAULT 0 NOT NULL
);

CREATE TABLE quiz_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    difficulty quiz_difficulty NOT NULL,
    mode quiz_mode NOT NULL,
    stake bigint,
    status quiz_status DEFAULT 'active'::text NOT NULL,
    question_count smallint NOT NULL,
    correct_answers smallint DEFAULT 0 NOT NULL,
    score integer DEFAULT 0 NOT NULL,
    reward bigint DEFAULT 0 NOT NULL,
    streak_bonus bigint DEFAULT 0 NOT NULL,
    xp_gained integer DEFAULT 0 NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    total_time_ms integer DEFAULT 0 NOT NULL,
    CONSTRAINT quiz_sessions_stake_check CHECK (((stake IS NULL) OR (stake > 0)))
);

CREATE TABLE rate_limits (
    key text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer DEFAULT 0 NOT NULL
);

CREATE TABLE refresh_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    family_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    revoked_at timestamp with time zone
);

CREATE TABLE security_flags (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    code text NOT NULL,
    reason text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone
);

ALTER TABLE security_flags ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME security_flags_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    type text NOT NULL,
    amount bigint NOT NULL,
    fee bigint DEFAULT 0 NOT NULL,
    status text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    network text,
    wallet_address text,
    tx_hash text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    journal_id bigint,
    reviewed_by uuid,
    reviewed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT transactions_amount_check CHECK ((amount >= 0)),
    CONSTRAINT transactions_fee_check CHECK ((fee >= 0)),
    CONSTRAINT transactions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'processing'::text, 'completed'::text, 'failed'::text, 'rejected'::text])))
);

CREATE TABLE user_achievements (
    user_id uuid NOT NULL,
    achievement_id text NOT NULL,
    unlocked_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE user_roles (
    user_id uuid NOT NULL,
    role text NOT NULL,
    granted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_roles_role_check CHECK ((role = ANY (ARRAY['player'::text, 'admin'::text])))
);

CREATE TABLE users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    username text,
    avatar text,
    status user_status DEFAULT 'active'::text NOT NULL,
    blocked_until timestamp with time zone,
    timezone text DEFAULT 'UTC'::text NOT NULL,
    level integer DEFAULT 1 NOT NULL,
    total_xp bigint DEFAULT 0 NOT NULL,
    tournaments_won integer DEFAULT 0 NOT NULL,
    total_tournaments integer DEFAULT 0 NOT NULL,
    questions_answered integer DEFAULT 0 NOT NULL,
    quizzes_completed integer DEFAULT 0 NOT NULL,
    correct_answers integer DEFAULT 0 NOT NULL,
    total_score bigint DEFAULT 0 NOT NULL,
    quiz_streak integer DEFAULT 0 NOT NULL,
    daily_streak integer DEFAULT 0 NOT NULL,
    last_bonus_claim_date date,
    last_bonus_claim_at timestamp with time zone,
    rank text DEFAULT 'Bronze'::text NOT NULL,
    total_earned bigint DEFAULT 0 NOT NULL,
    total_deposited bigint DEFAULT 0 NOT NULL,
    total_withdrawn bigint DEFAULT 0 NOT NULL,
    referral_earnings bigint DEFAULT 0 NOT NULL,
    tasks_completed integer DEFAULT 0 NOT NULL,
    has_deposited boolean DEFAULT false NOT NULL,
    withdrawal_enabled boolean DEFAULT true NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    telegram_id bigint,
    telegram_username text,
    telegram_full_name text,
    telegram_photo_url text,
    referral_code text NOT NULL,
    referrer_id uuid,
    join_date timestamp with time zone DEFAULT now() NOT NULL,
    last_seen timestamp with time zone DEFAULT now() NOT NULL,
    timezone_changed_at timestamp with time zone,
    challenge_wins integer DEFAULT 0 NOT NULL,
    CONSTRAINT users_level_check CHECK ((level >= 1)),
    CONSTRAINT users_total_xp_check CHECK ((total_xp >= 0))
);

ALTER TABLE ONLY accounts
    ADD CONSTRAINT accounts_code_key UNIQUE (code);

ALTER TABLE ONLY accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY achievements
    ADD CONSTRAINT achievements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY activities
    ADD CONSTRAINT activities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY app_settings
    ADD CONSTRAINT app_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY daily_bonus_claims
    ADD CONSTRAINT daily_bonus_claims_pkey PRIMARY KEY (user_id, claim_date);

ALTER TABLE ONLY deposit_addresses
    ADD CONSTRAINT deposit_addresses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY deposit_proofs
    ADD CONSTRAINT deposit_proofs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY email_identities
    ADD CONSTRAINT email_identities_email_key UNIQUE (email);

ALTER TABLE ONLY email_identities
    ADD CONSTRAINT email_identities_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY idempotency_keys
    ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (user_id, key);

ALTER TABLE ONLY journals
    ADD CONSTRAINT journals_pkey PRIMARY KEY (id);

ALTER TABLE ONLY networks
    ADD CONSTRAINT networks_pkey PRIMARY KEY (code);

ALTER TABLE ONLY postings
    ADD CONSTRAINT postings_pkey PRIMARY KEY (journal_id, id);

ALTER TABLE ONLY questions
    ADD CONSTRAINT questions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY questions
    ADD CONSTRAINT questions_question_key UNIQUE (question);

ALTER TABLE ONLY quiz_answers
    ADD CONSTRAINT quiz_answers_pkey PRIMARY KEY (session_id, "position");

ALTER TABLE ONLY quiz_sessions
    ADD CONSTRAINT quiz_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key, window_start);

ALTER TABLE ONLY refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY security_flags
    ADD CONSTRAINT security_flags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY transactions
    ADD CONSTRAINT transactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_achievements
    ADD CONSTRAINT user_achievements_pkey PRIMARY KEY (user_id, achievement_id);

ALTER TABLE ONLY user_roles
    ADD CONSTRAINT user_roles_pkey PRIMARY KEY (user_id, role);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_referral_code_key UNIQUE (referral_code);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_telegram_id_key UNIQUE (telegram_id);

CREATE UNIQUE INDEX accounts_user_kind_idx ON accounts USING btree (user_id, kind) WHERE (user_id IS NOT NULL);

CREATE INDEX activities_user_idx ON activities USING btree (user_id, id DESC);

CREATE INDEX audit_log_created_idx ON audit_log USING btree (created_at DESC);

CREATE INDEX daily_bonus_claims_date_idx ON daily_bonus_claims USING btree (claim_date);

CREATE UNIQUE INDEX deposit_addresses_network_address_idx ON deposit_addresses USING btree (network, address);

CREATE INDEX journals_user_idx ON journals USING btree (user_id, id DESC);

CREATE INDEX postings_account_idx ON postings USING btree (account_id);

CREATE INDEX questions_pick_idx ON questions USING btree (difficulty, is_active);

CREATE UNIQUE INDEX quiz_answers_question_idx ON quiz_answers USING btree (question_id, session_id);

CREATE UNIQUE INDEX quiz_sessions_one_active_idx ON quiz_sessions USING btree (user_id) WHERE ((status)::text = 'active'::text);

CREATE INDEX quiz_sessions_user_id_idx ON quiz_sessions USING btree (user_id, id);

CREATE INDEX quiz_sessions_user_idx ON quiz_sessions USING btree (user_id, started_at DESC);

CREATE INDEX refresh_tokens_family_idx ON refresh_tokens USING btree (family_id);

CREATE INDEX security_flags_user_idx ON security_flags USING btree (user_id, created_at DESC);

CREATE UNIQUE INDEX transactions_deposit_reference_idx ON transactions USING btree (network, lower((details ->> 'reference'::text))) WHERE ((type = 'deposit'::text) AND (status = ANY (ARRAY['pending'::text, 'processing'::text, 'completed'::text])));

CREATE INDEX transactions_status_idx ON transactions USING btree (status, created_at DESC);

CREATE INDEX transactions_tx_hash_idx ON transactions USING btree (tx_hash);

CREATE INDEX transactions_type_status_idx ON transactions USING btree (type, status, created_at DESC);

CREATE INDEX transactions_user_idx ON transactions USING btree (user_id, created_at DESC, id DESC);

CREATE INDEX users_referrer_idx ON users USING btree (referrer_id);

CREATE UNIQUE INDEX users_username_lower_idx ON users USING btree (lower(username));

ALTER TABLE ONLY accounts
    ADD CONSTRAINT accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY activities
    ADD CONSTRAINT activities_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY app_settings
    ADD CONSTRAINT app_settings_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES users(id);

ALTER TABLE ONLY audit_log
    ADD CONSTRAINT audit_log_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users(id);

ALTER TABLE ONLY daily_bonus_claims
    ADD CONSTRAINT daily_bonus_claims_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY deposit_addresses
    ADD CONSTRAINT deposit_addresses_network_fkey FOREIGN KEY (network) REFERENCES networks(code);

ALTER TABLE ONLY deposit_proofs
    ADD CONSTRAINT deposit_proofs_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY email_identities
    ADD CONSTRAINT email_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY idempotency_keys
    ADD CONSTRAINT idempotency_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY journals
    ADD CONSTRAINT journals_reverses_fkey FOREIGN KEY (reverses) REFERENCES journals(id);

ALTER TABLE ONLY journals
    ADD CONSTRAINT journals_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY postings
    ADD CONSTRAINT postings_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id);

ALTER TABLE ONLY postings
    ADD CONSTRAINT postings_journal_id_fkey FOREIGN KEY (journal_id) REFERENCES journals(id);

ALTER TABLE ONLY quiz_answers
    ADD CONSTRAINT quiz_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES questions(id);

ALTER TABLE ONLY quiz_answers
    ADD CONSTRAINT quiz_answers_session_id_fkey FOREIGN KEY (session_id) REFERENCES quiz_sessions(id);

ALTER TABLE ONLY quiz_sessions
    ADD CONSTRAINT quiz_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY refresh_tokens
    ADD CONSTRAINT refresh_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY security_flags
    ADD CONSTRAINT security_flags_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY transactions
    ADD CONSTRAINT transactions_journal_id_fkey FOREIGN KEY (journal_id) REFERENCES journals(id);

ALTER TABLE ONLY transactions
    ADD CONSTRAINT transactions_reviewed_by_fkey FOREIGN KEY (reviewed_by) REFERENCES users(id);

ALTER TABLE ONLY transactions
    ADD CONSTRAINT transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY user_achievements
    ADD CONSTRAINT user_achievements_achievement_id_fkey FOREIGN KEY (achievement_id) REFERENCES achievements(id);

ALTER TABLE ONLY user_achievements
    ADD CONSTRAINT user_achievements_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY user_roles
    ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

ALTER TABLE ONLY users
    ADD CONSTRAINT users_referrer_id_fkey FOREIGN KEY (referrer_id) REFERENCES users(id);

-- The system accounts every journal posts against (docs/decisions/0001-ledger-and-hot-accounts.md).
insert into accounts (kind, code) values
  ('system', 'house'),
  ('system', 'deposits_clearing'),
  ('system', 'withdrawals_pending'),
  ('system', 'fees'),
  ('system', 'bonus_budget'),
  ('system', 'quiz_escrow'),
  ('system', 'tournament_pools'),
  ('system', 'tournament_fees'),
  ('system', 'referral_budget');
