import type { CryptoDepositCreated, DepositRequest, PaymentProfileField } from '@casino/contracts';
import type { PlayerCurrency, ProfileField } from '@casino/rules';
import type { ModalName } from './ui-store.ts';

/** What every modal may be opened with: `closable: false` keeps it open until its body closes it. */
interface ModalFrameProps {
  closable?: boolean;
}

/** A session a link offers (§2.4): the `account` parameter's hand-off token, or the reauth route's uuid. */
export type HandedSession =
  { kind: 'handoff'; token: string } | { kind: 'session_return'; sessionUuid: string };

/** What the CONFIRM_SIGN_IN modal receives: the link's session and the masked account it opens. */
export interface SignInOffer {
  handed: HandedSession;
  maskedEmail: string;
}

/** What the FORM_FIELDS modal is opened with: the deposit to resume and, when the server named them, the fields. */
export interface FormFieldsModalProps extends Omit<DepositRequest, 'idempotencyKey'> {
  /** The fields to ask for; without them the modal asks for the method's required fields the profile lacks. */
  fields?: PaymentProfileField[];
}

/** A modal that takes nothing but the frame's props. */
type NoProps = ModalFrameProps;

/** The props each modal is opened with (`openModal(name, props)`) and its body receives. */
interface ModalPropsMap {
  /** `email` prefills the address. */
  LOGIN: { email?: string };
  SIGNUP: NoProps;
  THANK_FOR_REGISTRATION: NoProps;
  BACK_TO_SIGNUP: NoProps;
  /** `token`, from the reset-password/:token route: asks for the new password instead of the e-mail. */
  RESET_PASSWORD: { token?: string };
  RESET_PASSWORD_SUCCESS: NoProps;
  /**
   * The lobby banner's amount (major units) and currency, or the bank form's typed amount and method when
   * FORM_FIELDS opens on top.
   */
  DEPOSIT: { amount?: number | string; currency?: string; methodId?: string };
  /** The grant to show (the bonus event's `data.id`, §3); without it the active bonus. */
  BONUS_MODAL: { id?: string };
  /** The profile fields the game-start check found missing, and what resumes once they are saved. */
  PROFILE_REQUIREMENTS_MODAL: { missing: readonly ProfileField[]; onContinue: () => void };
  FORM_FIELDS: FormFieldsModalProps;
  /** The deposit the server created: where to send how much, and the amount asked for in the player's currency. */
  CRYPTO_DEPOSIT: CryptoDepositCreated & { amount: number; currency: PlayerCurrency };
  /**
   * The promotion a bonus link offers (`action?data=bonus:<slug>`, §3 "activated by link"). Optional only so that
   * the mock-modals screen opens it bare: without a slug the offer reads as no longer available.
   */
  EVENT: { slug?: string };
  SEARCH: NoProps;
  /**
   * The name of the game whose stakes do not count towards the active bonus (§8). Optional only so that the
   * mock-modals screen opens it bare: without it the text speaks of "this game".
   */
  ATTENTION_BONUS: { game?: string };
  /** The currency the player chose in the deposit banner; the modal refuses one it does not know. */
  CHANGE_CURRENCY_MODAL: { currency: string };
  FREE_SPINS: NoProps;
  PAYMENT_COMPLETED: NoProps;
  GPT_GAME: NoProps;
  /** The translation key of the notice's text. */
  GAME_NOTIFICATION: { messageKey: string };
  IOS_SETUP_MODAL: NoProps;
  SWITCH_TO_GAME: NoProps;
  WELCOME_BACK: NoProps;
  CONFIRM_SIGN_IN: SignInOffer;
  INSUFFICIENT_BALANCE: NoProps;
  NO_COINS_FREE_SPINS: NoProps;
  NO_COINS_MONEY: NoProps;
  BUY_FREESPINS: NoProps;
  BUY_MONEY: NoProps;
  DEPOSIT_FIRST: NoProps;
  IMAGE_PREVIEW: NoProps;
  GAME_NOT_AVAILABLE: NoProps;
}

/** The props modal `N` is opened with. */
export type ModalProps<N extends ModalName> = ModalPropsMap[N] & ModalFrameProps;

/** The modals that may be opened without props. */
export type ModalWithoutRequiredProps = {
  [N in ModalName]: object extends ModalProps<N> ? N : never;
}[ModalName];

/** The modals that cannot be opened without their props. */
export type ModalWithRequiredProps = Exclude<ModalName, ModalWithoutRequiredProps>;

/** Props that suit every modal of `N` (for a single name, its own props). */
type PropsForEach<N extends ModalName> = (
  N extends ModalName ? (props: ModalProps<N>) => void : never
) extends (props: infer Props) => void
  ? Props
  : never;

/** The arguments after the name of `openModal(name, props)`: the props, optional when the modal needs none. */
export type OpenModalArgs<N extends ModalName> = [N] extends [ModalWithoutRequiredProps]
  ? [props?: PropsForEach<N>]
  : [props: PropsForEach<N>];

/** What the modal host hands to the body of modal `N`. */
export interface ModalBodyProps<N extends ModalName = ModalName> {
  name: N;
  /** The props given to openModal(name, props). */
  props: ModalProps<N>;
  close: () => void;
}
