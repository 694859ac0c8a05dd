import { describe, expect, it } from 'vitest';
import { toastFromUserMessage } from './user-message.ts';

describe('toastFromUserMessage', () => {
  it('maps failure, success and anything else', () => {
    expect(toastFromUserMessage({ messageType: 'failure', text: 'x' })).toEqual({ kind: 'error', text: 'x' });
    expect(toastFromUserMessage({ messageType: 'success', text: 'y' })).toEqual({
      kind: 'success',
      text: 'y',
    });
    expect(toastFromUserMessage({ messageType: 'promo', text: 'z' })).toEqual({ kind: 'info', text: 'z' });
  });
  it('ignores events lacking type or text', () => {
    expect(toastFromUserMessage({ text: 'x' })).toBeNull();
    expect(toastFromUserMessage({ messageType: 'success' })).toBeNull();
    expect(toastFromUserMessage({ messageType: 'success', text: '' })).toBeNull();
  });
});
