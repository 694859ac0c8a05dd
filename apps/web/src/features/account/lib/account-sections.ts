/**
 * Where each account screen sits (§2.5): its title, the section a back button returns to, and the tab
 * switcher it shows. Paths are without the language prefix.
 */

export interface AccountTab {
  path: string;
  labelKey: string;
}

export interface AccountSection {
  titleKey: string;
  /** The screen the back button leads to; no back button when absent. */
  backTo?: string;
  tabs?: readonly AccountTab[];
  /** Translation key naming the tab list for assistive technology. */
  tabsLabelKey?: string;
}

const DEPOSIT_TABS: readonly AccountTab[] = [
  { path: '/deposit', labelKey: 'account.tabs.banking' },
  { path: '/deposit/crypto', labelKey: 'account.tabs.crypto' },
];
const WITHDRAWAL_TABS: readonly AccountTab[] = [
  { path: '/withdrawal', labelKey: 'account.tabs.banking' },
  { path: '/withdrawal/crypto', labelKey: 'account.tabs.crypto' },
];
const GAME_TRANSACTION_TABS: readonly AccountTab[] = [
  { path: '/balance/game-transactions', labelKey: 'account.tabs.basic' },
  { path: '/balance/game-transactions/bonus', labelKey: 'account.tabs.bonus' },
];

export const ACCOUNT_SECTIONS: Readonly<Record<string, AccountSection>> = {
  '/profile': { titleKey: 'routes.titles.profile' },
  '/profile/verification': { titleKey: 'routes.titles.verification', backTo: '/profile' },
  '/profile/security': { titleKey: 'routes.titles.security', backTo: '/profile' },
  '/profile/responsible-gambling': { titleKey: 'routes.titles.responsibleGambling', backTo: '/profile' },
  '/profile/bonuses': { titleKey: 'routes.titles.accountBonuses' },
  '/deposit/crypto': {
    titleKey: 'routes.titles.cryptoDeposit',
    tabs: DEPOSIT_TABS,
    tabsLabelKey: 'account.tabs.depositLabel',
  },
  '/balance': { titleKey: 'routes.titles.balance' },
  '/balance/payment-history': { titleKey: 'routes.titles.paymentHistory', backTo: '/balance' },
  '/balance/game-transactions': {
    titleKey: 'routes.titles.gameTransactions',
    backTo: '/balance',
    tabs: GAME_TRANSACTION_TABS,
    tabsLabelKey: 'account.tabs.transactionsLabel',
  },
  '/balance/game-transactions/bonus': {
    titleKey: 'routes.titles.bonusTransactions',
    backTo: '/balance',
    tabs: GAME_TRANSACTION_TABS,
    tabsLabelKey: 'account.tabs.transactionsLabel',
  },
  '/withdrawal': {
    titleKey: 'routes.titles.withdrawal',
    tabs: WITHDRAWAL_TABS,
    tabsLabelKey: 'account.tabs.withdrawalLabel',
  },
  '/withdrawal/crypto': {
    titleKey: 'routes.titles.cryptoWithdrawal',
    tabs: WITHDRAWAL_TABS,
    tabsLabelKey: 'account.tabs.withdrawalLabel',
  },
};

/** The section of a path without its language prefix; trailing slashes are ignored. */
export function accountSectionOf(path: string): AccountSection | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ACCOUNT_SECTIONS[clean] ?? null;
}

/** The banking deposit is the standalone deposit: the DEPOSIT modal (app/README.md, "Account area paths"). */
export const DEPOSIT_MODAL_PATH = '/deposit';

export type AccountNavItem =
  { kind: 'link'; path: string; labelKey: string } | { kind: 'deposit'; labelKey: string };

/** The navigation buttons of the account header (README.md explains the choice). */
export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { kind: 'link', path: '/profile', labelKey: 'account.nav.profile' },
  { kind: 'link', path: '/profile/verification', labelKey: 'account.nav.verification' },
  { kind: 'link', path: '/profile/security', labelKey: 'account.nav.security' },
  { kind: 'link', path: '/profile/responsible-gambling', labelKey: 'account.nav.responsibleGambling' },
  { kind: 'link', path: '/balance/payment-history', labelKey: 'account.nav.paymentHistory' },
  { kind: 'deposit', labelKey: 'account.nav.deposit' },
  { kind: 'link', path: '/withdrawal', labelKey: 'account.nav.withdraw' },
];
