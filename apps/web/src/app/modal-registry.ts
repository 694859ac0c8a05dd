import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName } from '../lib/ui-store.ts';

/** What the modal host hands to a modal body. */
export interface ModalBodyProps {
  name: ModalName;
  /** The props given to openModal(name, props). */
  props: Record<string, unknown>;
  close: () => void;
}

export interface ModalEntry {
  /** Translation key of the title shown in the modal frame (it also names the dialog). */
  titleKey: string;
  /** The body, loaded on first open. */
  Body: LazyExoticComponent<ComponentType<ModalBodyProps>>;
}

export type ModalRegistry = Record<ModalName, ModalEntry>;

/** Modals whose feature lands later show their title and the "opens soon" line, never invented content. */
const placeholder = () => lazy(() => import('../features/placeholder/modal-placeholder.tsx'));

const entry = (name: ModalName, Body: ModalEntry['Body'] = placeholder()): ModalEntry => ({
  titleKey: `modals.titles.${name}`,
  Body,
});

/** One lazy body per modal name of §2.9. Features replace their placeholder when they land. */
export const MODAL_REGISTRY: ModalRegistry = {
  LOGIN: entry('LOGIN'),
  SIGNUP: entry('SIGNUP'),
  THANK_FOR_REGISTRATION: entry('THANK_FOR_REGISTRATION'),
  BACK_TO_SIGNUP: entry('BACK_TO_SIGNUP'),
  RESET_PASSWORD: entry('RESET_PASSWORD'),
  RESET_PASSWORD_SUCCESS: entry('RESET_PASSWORD_SUCCESS'),
  DEPOSIT: entry('DEPOSIT'),
  BONUS_MODAL: entry('BONUS_MODAL'),
  PROFILE_REQUIREMENTS_MODAL: entry('PROFILE_REQUIREMENTS_MODAL'),
  FORM_FIELDS: entry('FORM_FIELDS'),
  CRYPTO_DEPOSIT: entry('CRYPTO_DEPOSIT'),
  EVENT: entry('EVENT'),
  SEARCH: entry(
    'SEARCH',
    lazy(() => import('../features/placeholder/search-modal-placeholder.tsx')),
  ),
  ATTENTION_BONUS: entry('ATTENTION_BONUS'),
  CHANGE_CURRENCY_MODAL: entry('CHANGE_CURRENCY_MODAL'),
  FREE_SPINS: entry('FREE_SPINS'),
  PAYMENT_COMPLETED: entry(
    'PAYMENT_COMPLETED',
    lazy(() => import('./modals/payment-completed-modal.tsx')),
  ),
  GPT_GAME: entry('GPT_GAME'),
  GAME_NOTIFICATION: entry('GAME_NOTIFICATION'),
  IOS_SETUP_MODAL: entry(
    'IOS_SETUP_MODAL',
    lazy(() => import('../features/pwa/components/ios-setup-modal.tsx')),
  ),
  SWITCH_TO_GAME: entry('SWITCH_TO_GAME'),
  WELCOME_BACK: entry('WELCOME_BACK'),
  INSUFFICIENT_BALANCE: entry('INSUFFICIENT_BALANCE'),
  NO_COINS_FREE_SPINS: entry('NO_COINS_FREE_SPINS'),
  NO_COINS_MONEY: entry('NO_COINS_MONEY'),
  BUY_FREESPINS: entry('BUY_FREESPINS'),
  BUY_MONEY: entry('BUY_MONEY'),
  DEPOSIT_FIRST: entry('DEPOSIT_FIRST'),
  IMAGE_PREVIEW: entry('IMAGE_PREVIEW'),
  GAME_NOT_AVAILABLE: entry('GAME_NOT_AVAILABLE'),
};
