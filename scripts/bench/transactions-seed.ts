import type { Sql } from '../../db/connection.ts';

/**
 * Seeds `total` transactions for `players` (user ids) with generate_series, in batches, spread over
 * the past year: mostly quiz rewards, with deposits and withdrawals (on-chain hashes when completed,
 * a unique reference per deposit, a few hundred pending) and the other reward types. Then vacuums
 * and analyses, as autovacuum would have done on a table that grew to this size over a year.
 */
export async function seedTransactions(sql: Sql, players: string[], total: number, batch = 100_000): Promise<void> {
  for (let start = 0; start < total; start += batch) {
    const end = Math.min(total, start + batch) - 1;
    // Each batch's rows are counted as the use cases count theirs (transactions_count after the insert).
    const [added] = await sql<{ ids: string[] }[]>`
      with kinds as (
        select g,
          (${players}::uuid[])[1 + (g % ${players.length})] as user_id,
          case
            when g % 100 < 60 then 'quiz_reward'
            when g % 100 < 70 then 'deposit'
            when g % 100 < 78 then 'withdrawal'
            when g % 100 < 88 then 'daily_bonus'
            when g % 100 < 93 then 'tournament_win'
            when g % 100 < 97 then 'referral_bonus'
            else 'task_reward'
          end as type,
          now() - make_interval(secs => ((${total}::int8 - g) * 31536000 / ${total}::int8)::double precision) as created_at
        from generate_series(${start}::int8, ${end}::int8) g
      ), rows as (
        select *,
          case
            when type not in ('deposit', 'withdrawal') then 'completed'
            when g % 997 = 0 then 'pending'
            when g % 101 = 0 then 'rejected'
            else 'completed'
          end as status
        from kinds
      )
      , added as (
        insert into transactions (user_id, type, amount, fee, status, description, network, wallet_address, tx_hash, details, created_at, updated_at)
        select user_id, type, 1000000 + (g % 50) * 250000, 0, status, 'bench seed',
          case when type in ('deposit', 'withdrawal') then 'TRC20' end,
          case when type = 'withdrawal' then 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' end,
          case when type in ('deposit', 'withdrawal') and status = 'completed' then '0x' || md5('h' || g) || md5('x' || g) end,
          case when type = 'deposit' then jsonb_build_object('reference', 'ref-' || g) else '{}'::jsonb end,
          created_at, created_at
        from rows
        returning id
      )
      select array_agg(id) as ids from added`;
    await sql`select transactions_count(${added!.ids}::uuid[], 1)`;
  }
  await sql`vacuum analyze transactions`;
  await sql`vacuum analyze users`;
}
