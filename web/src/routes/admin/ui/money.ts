import { formatAmount } from '../../../format';

/** An amount as the back office shows it: dollars, two places (the admin screens of spec 002). */
export const money = (value: string | number) => `$${formatAmount(value)}`;
