import type { TFunction } from 'i18next';
import type { BonusTriggerKind, Promotion } from '@casino/contracts';
import { formatNumber, formatNumberUpTo, LANGUAGE_LOCALES, type Language } from '@casino/rules';
import { formatMoney } from '../../wallet/index.ts';
import { formatPercentage } from './bonus-format.ts';

/**
 * A promotion in plain words, from its own figures (docs/bonuses.md, Who is offered what): the texts around it
 * never state an offer of their own. Money is written in the promotion's currency, as the page's language
 * writes it.
 */

const key = (name: string) => `bonuses.promotions.${name}`;

/** Triggers whose bonus is claimed with a deposit: the page offers the way to deposit. */
const DEPOSIT_TRIGGERS: readonly BonusTriggerKind[] = ['deposit', 'promo_code', 'periodic'];

export function promotionNeedsDeposit(promotion: Pick<Promotion, 'trigger'>): boolean {
  return DEPOSIT_TRIGGERS.includes(promotion.trigger);
}

/**
 * The bonus money: "200% up to €1,000.00" (a share of the deposit, or of the biggest win of a day for increase winnings),
 * "€10.00" (a fixed amount); null without bonus money.
 */
export function promotionMoneyText(t: TFunction, promotion: Promotion, language: Language): string | null {
  const { percent, maxAmount, currency, trigger } = promotion;
  const amount = maxAmount === null ? null : formatMoney(maxAmount, currency, language);
  if (percent === null) return amount;
  const share = formatPercentage(percent, language);
  const onWins = trigger === 'increase_winnings';
  if (amount === null) return t(key(onWins ? 'money.percentOfWins' : 'money.percent'), { percent: share });
  return t(key(onWins ? 'money.percentOfWinsUpTo' : 'money.percentUpTo'), { percent: share, amount });
}

/** "300 free spins", or null. */
export function promotionSpinsText(t: TFunction, promotion: Promotion, language: Language): string | null {
  if (promotion.freeSpins === null) return null;
  return t(key('money.spins'), { spins: formatNumber(promotion.freeSpins, language) });
}

/** The headline of a card: "200% up to €1,000.00 + 300 free spins"; null with neither money nor spins. */
export function promotionHeadline(t: TFunction, promotion: Promotion, language: Language): string | null {
  const money = promotionMoneyText(t, promotion, language);
  if (money === null) return promotionSpinsText(t, promotion, language);
  if (promotion.freeSpins === null) return money;
  return t(key('money.withSpins'), { money, spins: formatNumber(promotion.freeSpins, language) });
}

/** "10× the bonus", "35× the bonus and deposit", or "No wagering". */
export function promotionWageringText(t: TFunction, promotion: Promotion, language: Language): string {
  if (!(promotion.wageringMultiple > 0)) return t(key('wagering.none'));
  const multiple = formatNumberUpTo(promotion.wageringMultiple, language, 2);
  return promotion.wageringBase === 'bonus_and_deposit'
    ? t(key('wagering.bonusAndDeposit'), { multiple })
    : t(key('wagering.bonus'), { multiple });
}

/** The most the bonus can turn into: "10× the bonus", or "No cap". */
export function promotionCashOutText(t: TFunction, promotion: Promotion, language: Language): string {
  if (promotion.maxCashOutMultiple === null) return t(key('facts.noCap'));
  const multiple = formatNumberUpTo(promotion.maxCashOutMultiple, language, 2);
  return t(key('facts.cashOutMultiple'), { multiple });
}

/** Days as the language counts them: '30 days', '30 Tage', '1 zi'. */
export function formatDays(days: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}

/** How the bonus is claimed, by the kind of its trigger. */
export function promotionClaimText(t: TFunction, promotion: Promotion): string {
  if (promotion.trigger === 'periodic')
    return t(key(promotion.minDeposit === null ? 'claim.periodic' : 'claim.periodicDeposit'));
  return t(key(`claim.${promotion.trigger}`));
}

/** The campaign's terms as paragraphs: one per line, blank lines dropped. */
export function promotionParagraphs(terms: string): string[] {
  return terms
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
