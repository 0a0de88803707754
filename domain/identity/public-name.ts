/** SQL for the name other players see of user row `alias`: Telegram @username, username, full name, name. */
export const publicNameSql = (alias: string) =>
  `coalesce(nullif(${alias}.telegram_username, ''), nullif(${alias}.username, ''), nullif(${alias}.telegram_full_name, ''), nullif(${alias}.name, ''), 'Player')`;
