import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalBodyProps } from '../lib/modal-props.ts';
import type { ModalName } from '../lib/ui-store.ts';

export interface ModalEntry<N extends ModalName> {
  /** Translation key of the title shown in the modal frame (it also names the dialog). */
  titleKey: string;
  /** The body, loaded on first open. */
  Body: LazyExoticComponent<ComponentType<ModalBodyProps<N>>>;
}

/** Each modal name with the body that takes that modal's props. */
export type ModalRegistry = { [N in ModalName]: ModalEntry<N> };

/** Modals whose feature lands later show their title and the "opens soon" line, never invented content. */
const placeholder = () => lazy(() => import('../features/placeholder/modal-placeholder.tsx'));

const entry = <N extends ModalName>(name: N, Body: ModalEntry<N>['Body'] = placeholder()): ModalEntry<N> => ({
  titleKey: `modals.titles.${name}`,
  Body,
});

/** The accounts feature's modals take their titles from its own translations. */
const authEntry = <N extends ModalName>(name: N, Body: ModalEntry<N>['Body']): ModalEntry<N> => ({
  titleKey: `auth.titles.${name}`,
  Body,
});

/** One lazy body per modal name of §2.9. Features replace their placeholder when they land. */
export const MODAL_REGISTRY: ModalRegistry = {
  LOGIN: authEntry(
    'LOGIN',
    lazy(() => import('../features/auth/components/login-modal.tsx')),
  ),
  SIGNUP: authEntry(
    'SIGNUP',
    lazy(() => import('../features/auth/components/signup-modal.tsx')),
  ),
  THANK_FOR_REGISTRATION: authEntry(
    'THANK_FOR_REGISTRATION',
    lazy(() => import('../features/auth/components/thank-for-registration-modal.tsx')),
  ),
  BACK_TO_SIGNUP: entry('BACK_TO_SIGNUP'),
  RESET_PASSWORD: authEntry(
    'RESET_PASSWORD',
    lazy(() => import('../features/auth/components/reset-password-modal.tsx')),
  ),
  RESET_PASSWORD_SUCCESS: authEntry(
    'RESET_PASSWORD_SUCCESS',
    lazy(() => import('../features/auth/components/reset-password-success-modal.tsx')),
  ),
  DEPOSIT: entry(
    'DEPOSIT',
    lazy(() => import('../features/cashier/components/deposit-modal.tsx')),
  ),
  BONUS_MODAL: entry(
    'BONUS_MODAL',
    lazy(() => import('../features/bonuses/components/bonus-modal.tsx')),
  ),
  PROFILE_REQUIREMENTS_MODAL: entry(
    'PROFILE_REQUIREMENTS_MODAL',
    lazy(() => import('../features/account/modals/profile-requirements-modal.tsx')),
  ),
  FORM_FIELDS: entry(
    'FORM_FIELDS',
    lazy(() => import('../features/cashier/components/form-fields-modal.tsx')),
  ),
  CRYPTO_DEPOSIT: entry(
    'CRYPTO_DEPOSIT',
    lazy(() => import('../features/cashier/components/crypto-deposit-details-modal.tsx')),
  ),
  // The bonus-link offer and the attention notice take their titles from the bonuses feature's own texts.
  EVENT: {
    titleKey: 'bonuses.event.modalTitle',
    Body: lazy(() => import('../features/bonuses/components/event-modal.tsx')),
  },
  SEARCH: entry(
    'SEARCH',
    lazy(() => import('../features/search/components/search-modal.tsx')),
  ),
  ATTENTION_BONUS: {
    titleKey: 'bonuses.attention.modalTitle',
    Body: lazy(() => import('../features/bonuses/components/attention-bonus-modal.tsx')),
  },
  CHANGE_CURRENCY_MODAL: entry(
    'CHANGE_CURRENCY_MODAL',
    lazy(() => import('../features/wallet/modals/change-currency-modal.tsx')),
  ),
  // Its title ("You have free spins") is the bonuses feature's own text.
  FREE_SPINS: {
    titleKey: 'bonuses.freeSpins.modalTitle',
    Body: lazy(() => import('../features/bonuses/components/free-spins-modal.tsx')),
  },
  PAYMENT_COMPLETED: entry(
    'PAYMENT_COMPLETED',
    lazy(() => import('./modals/payment-completed-modal.tsx')),
  ),
  GPT_GAME: entry('GPT_GAME'),
  GAME_NOTIFICATION: entry(
    'GAME_NOTIFICATION',
    lazy(() => import('../features/games/modals/game-notification-modal.tsx')),
  ),
  IOS_SETUP_MODAL: entry(
    'IOS_SETUP_MODAL',
    lazy(() => import('../features/pwa/components/ios-setup-modal.tsx')),
  ),
  SWITCH_TO_GAME: entry('SWITCH_TO_GAME'),
  WELCOME_BACK: authEntry(
    'WELCOME_BACK',
    lazy(() => import('../features/auth/components/welcome-back-modal.tsx')),
  ),
  CONFIRM_SIGN_IN: authEntry(
    'CONFIRM_SIGN_IN',
    lazy(() => import('../features/auth/components/confirm-sign-in-modal.tsx')),
  ),
  INSUFFICIENT_BALANCE: entry(
    'INSUFFICIENT_BALANCE',
    lazy(() => import('../features/games/modals/insufficient-balance-modal.tsx')),
  ),
  NO_COINS_FREE_SPINS: entry('NO_COINS_FREE_SPINS'),
  NO_COINS_MONEY: entry('NO_COINS_MONEY'),
  BUY_FREESPINS: entry('BUY_FREESPINS'),
  BUY_MONEY: entry('BUY_MONEY'),
  DEPOSIT_FIRST: entry('DEPOSIT_FIRST'),
  IMAGE_PREVIEW: entry('IMAGE_PREVIEW'),
  GAME_NOT_AVAILABLE: entry(
    'GAME_NOT_AVAILABLE',
    lazy(() => import('../features/games/modals/game-not-available-modal.tsx')),
  ),
};
