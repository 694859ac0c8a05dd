import { showToast } from '../../../lib/ui-store.ts';

/** Copies a value and confirms with the §8 success toast, or says it could not (clipboard refused). */
export async function copyText(value: string, successKey: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    showToast({ kind: 'success', text: successKey, translate: true });
  } catch {
    showToast({ kind: 'error', text: 'cashier.toasts.copyFailed', translate: true });
  }
}
