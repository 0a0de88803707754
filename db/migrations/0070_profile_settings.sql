-- Issue 21 (profile): the player's notification preferences and an uploaded avatar.
-- A muted category writes no notification for that player (domain/notifications/notification-allowed.sql);
-- telegram = false keeps notifications in the app only. No row means the defaults (nothing muted, Telegram on).
create table notification_preferences (
  user_id uuid primary key references users (id) on delete cascade,
  muted text[] not null default '{}',
  telegram boolean not null default true,
  updated_at timestamptz not null default now()
);

-- An avatar the player uploaded: PNG, JPEG or WebP (checked by its bytes), at most 400 x 400 pixels and
-- 256 KiB. users.avatar points at /api/users/<id>/avatar?v=<version> while one is stored.
create table user_avatars (
  user_id uuid primary key references users (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  width integer not null check (width between 1 and 400),
  height integer not null check (height between 1 and 400),
  bytes bytea not null check (octet_length(bytes) between 1 and 262144),
  updated_at timestamptz not null default now()
);
