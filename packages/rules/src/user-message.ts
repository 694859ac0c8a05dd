export type ToastKind = 'error' | 'success' | 'info';

/** The data of a user message event (§3 Events): both fields may be missing on a malformed event. */
export interface UserMessageData {
  messageType?: string;
  text?: string;
}

/** §4/§8: failure → error, success → success, anything else → info; null when type or text is missing. */
export function toastFromUserMessage(data: UserMessageData): { kind: ToastKind; text: string } | null {
  const { messageType, text } = data;
  if (!messageType || !text) return null;
  if (messageType === 'failure') return { kind: 'error', text };
  if (messageType === 'success') return { kind: 'success', text };
  return { kind: 'info', text };
}
