import { describe, expect, it } from 'vitest';
import { toastFromUserMessage } from './events.ts';

describe('toastFromUserMessage', () => {
  const event = (data: { messageType?: string; text?: string }) => ({
    type: 'user.message.v1' as const,
    data,
  });
  it('maps failure, success and anything else', () => {
    expect(toastFromUserMessage(event({ messageType: 'failure', text: 'x' }))).toEqual({
      kind: 'error',
      text: 'x',
    });
    expect(toastFromUserMessage(event({ messageType: 'success', text: 'y' }))).toEqual({
      kind: 'success',
      text: 'y',
    });
    expect(toastFromUserMessage(event({ messageType: 'promo', text: 'z' }))).toEqual({
      kind: 'info',
      text: 'z',
    });
  });
  it('ignores events lacking type or text', () => {
    expect(toastFromUserMessage(event({ text: 'x' }))).toBeNull();
    expect(toastFromUserMessage(event({ messageType: 'success' }))).toBeNull();
    expect(toastFromUserMessage(event({ messageType: 'success', text: '' }))).toBeNull();
  });
});
