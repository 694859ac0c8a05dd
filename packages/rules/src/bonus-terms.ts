import { MARKET_RULES, type Market } from './markets.ts';

export interface WageringTerms {
  /** Times the base is to be staked. */
  multiple: number;
  base: 'bonus' | 'bonus_and_deposit';
}

/**
 * The wagering requirement as a multiple of the bonus alone, which is how a market caps it (the UK: 10 times the
 * bonus). Wagering on the bonus and the deposit together has no bound in those terms (the deposit can be any
 * size, and a percentage bonus stops growing at its maximum), so it answers null unless nothing is to be wagered.
 */
export function wageringMultipleOfBonus(wagering: WageringTerms): number | null {
  if (wagering.multiple === 0) return 0;
  return wagering.base === 'bonus' ? wagering.multiple : null;
}

/** Whether a bonus with these wagering terms may be offered in the market. */
export function wageringFitsMarket(wagering: WageringTerms, market: Market): boolean {
  const cap = MARKET_RULES[market].maxBonusWageringMultiple;
  if (cap === null) return true;
  const multiple = wageringMultipleOfBonus(wagering);
  return multiple !== null && multiple <= cap;
}
