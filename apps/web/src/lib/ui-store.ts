import { create } from 'zustand';
import { TOAST_DURATION_MS } from '@casino/rules';
import type { ModalProps, OpenModalArgs } from './modal-props.ts';
import { STORAGE_KEYS, storage } from './storage-keys.ts';
import { isAuthenticated } from './session.ts';

/** Modal names (§2.9). Priority decides which one shows when several are requested. */
export const MODALS = {
  LOGIN: { priority: 1, requiresLogin: false },
  SIGNUP: { priority: 1, requiresLogin: false },
  THANK_FOR_REGISTRATION: { priority: 1, requiresLogin: false },
  BACK_TO_SIGNUP: { priority: 1, requiresLogin: false },
  RESET_PASSWORD: { priority: 1, requiresLogin: false },
  RESET_PASSWORD_SUCCESS: { priority: 1, requiresLogin: false },
  DEPOSIT: { priority: 1, requiresLogin: true },
  BONUS_MODAL: { priority: 1, requiresLogin: true },
  PROFILE_REQUIREMENTS_MODAL: { priority: 1, requiresLogin: true },
  FORM_FIELDS: { priority: 1, requiresLogin: true },
  CRYPTO_DEPOSIT: { priority: 1, requiresLogin: true },
  EVENT: { priority: 3, requiresLogin: false },
  SEARCH: { priority: 50, requiresLogin: false },
  ATTENTION_BONUS: { priority: 50, requiresLogin: true },
  CHANGE_CURRENCY_MODAL: { priority: 50, requiresLogin: true },
  FREE_SPINS: { priority: 50, requiresLogin: true },
  PAYMENT_COMPLETED: { priority: 50, requiresLogin: true },
  GPT_GAME: { priority: 60, requiresLogin: false },
  GAME_NOTIFICATION: { priority: 60, requiresLogin: true },
  IOS_SETUP_MODAL: { priority: 100, requiresLogin: false },
  SWITCH_TO_GAME: { priority: 100, requiresLogin: false },
  WELCOME_BACK: { priority: 100, requiresLogin: false },
  INSUFFICIENT_BALANCE: { priority: 100, requiresLogin: true },
  NO_COINS_FREE_SPINS: { priority: 100, requiresLogin: true },
  NO_COINS_MONEY: { priority: 100, requiresLogin: true },
  BUY_FREESPINS: { priority: 100, requiresLogin: true },
  BUY_MONEY: { priority: 100, requiresLogin: true },
  DEPOSIT_FIRST: { priority: 100, requiresLogin: true },
  IMAGE_PREVIEW: { priority: 100, requiresLogin: true },
  GAME_NOT_AVAILABLE: { priority: 110, requiresLogin: false },
  // Above everything: the answer to the link just opened, before anything else happens as that account.
  CONFIRM_SIGN_IN: { priority: 120, requiresLogin: false },
} as const satisfies Record<string, { priority: number; requiresLogin: boolean }>;
export type ModalName = keyof typeof MODALS;

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && Object.hasOwn(MODALS, value);
}

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated text, or a translation key when `translate` is true. */
  text: string;
  translate?: boolean;
}

/** Open modals, keyed by name, with the props each was opened with. */
export type OpenModals = { [N in ModalName]?: ModalProps<N> };

interface UiState {
  /** The one with the highest priority is shown on top. */
  modals: OpenModals;
  toasts: Toast[];
  sidebarOpen: boolean;
  openModal: <N extends ModalName>(name: N, ...props: OpenModalArgs<N>) => void;
  closeModal: (name: ModalName) => void;
  closeAllModals: () => void;
  showToast: (toast: Omit<Toast, 'id'>) => number;
  dismissToast: (id: number) => void;
  setSidebarOpen: (open: boolean) => void;
}

let nextToastId = 1;
const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const useUiStore = create<UiState>()((set, get) => ({
  modals: {},
  toasts: [],
  sidebarOpen: false,
  openModal: (requested, ...[props = {}]) => {
    // §2.9: a modal that requires login is not opened for guests; they are asked to sign up instead.
    const opened: OpenModals =
      MODALS[requested].requiresLogin && !isAuthenticated() ? { SIGNUP: {} } : { [requested]: props };
    set((s) => ({ modals: { ...s.modals, ...opened } }));
    persistTopModal(get().modals);
  },
  closeModal: (name) => {
    set((s) => {
      const { [name]: _closed, ...rest } = s.modals;
      return { modals: rest };
    });
    persistTopModal(get().modals);
  },
  closeAllModals: () => {
    set({ modals: {} });
    persistTopModal({});
  },
  showToast: (toast) => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { ...toast, id }] }));
    toastTimers.set(
      id,
      setTimeout(() => get().dismissToast(id), TOAST_DURATION_MS),
    );
    return id;
  },
  dismissToast: (id) => {
    clearTimeout(toastTimers.get(id));
    toastTimers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  setSidebarOpen: (open) => set({ sidebarOpen: open }),
}));

/** Open modals ordered from the top (highest priority) down; among equals, the latest opened is on top. */
export function modalsByPriority(modals: UiState['modals']): ModalName[] {
  const names = Object.keys(modals) as ModalName[];
  return names
    .map((name, index) => ({ name, index }))
    .sort((a, b) => MODALS[b.name].priority - MODALS[a.name].priority || b.index - a.index)
    .map((entry) => entry.name);
}

/** §2.9: the last opened modal name is persisted and cleared when none is open. */
function persistTopModal(modals: UiState['modals']): void {
  const top = modalsByPriority(modals)[0];
  if (top) storage.set(STORAGE_KEYS.lastOpenedModal, top);
  else storage.remove(STORAGE_KEYS.lastOpenedModal);
}

export const openModal = <N extends ModalName>(name: N, ...props: OpenModalArgs<N>) =>
  useUiStore.getState().openModal(name, ...props);
export const closeModal = (name: ModalName) => useUiStore.getState().closeModal(name);
export const showToast = (toast: Omit<Toast, 'id'>) => useUiStore.getState().showToast(toast);
