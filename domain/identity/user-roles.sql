-- The only writers of user_roles: a role given or taken, with what follows from it in the same
-- transaction (issue 34, decision 0070): the admin role moves the account off or back onto the users
-- screen's counters (an admin is not a player, decision 0051), and every change tells the API
-- processes that the account's access changed.
--
-- Called by: createUser (the player role), ensureAdmin and the tests' makeAdmin (the admin role), the
--   benches and the chaos setup; user_roles_remove by the tests.
-- Calls: users_count (domain/users/user-counters.sql), access_changed_notify (access-changed.sql).
-- Triggers: none (user_roles has none).

-- Gives an account a role (nothing when it has it). The admin role takes the account off the
-- counters first; the account's row lock makes two grants of the same account count it once.
create or replace function user_roles_add(p_user uuid, p_role text) returns void language plpgsql as $$
begin
  perform 1 from users where id = p_user for update;
  if p_role = 'admin' then
    perform users_count(array[p_user], -1);
  end if;
  insert into user_roles (user_id, role) values (p_user, p_role) on conflict do nothing;
  if found then
    perform access_changed_notify(p_user);
  end if;
end $$;

-- Takes a role from an account (nothing when it lacks it); an account that stops being an admin is
-- counted again.
create or replace function user_roles_remove(p_user uuid, p_role text) returns void language plpgsql as $$
begin
  perform 1 from users where id = p_user for update;
  delete from user_roles where user_id = p_user and role = p_role;
  if found then
    perform access_changed_notify(p_user);
    if p_role = 'admin' then
      perform users_count(array[p_user], 1);
    end if;
  end if;
end $$;
