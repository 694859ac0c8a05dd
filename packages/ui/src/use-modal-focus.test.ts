// @vitest-environment jsdom
import { createElement, useRef, useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalFocus } from './use-modal-focus.ts';

afterEach(cleanup);

interface TestDialogProps {
  onEscape?: () => void;
  focusSecond?: boolean;
  children?: ReactNode;
}

/** A bare dialog: a header with a close button, then a body with two buttons (or the given children). */
function TestDialog({ onEscape, focusSecond = false, children }: TestDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const second = useRef<HTMLButtonElement>(null);
  useModalFocus({ dialog, body, initialFocus: focusSecond ? second : undefined, onEscape });
  return createElement(
    'div',
    { ref: dialog, role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Test', tabIndex: -1 },
    createElement('button', { type: 'button' }, 'Close'),
    createElement(
      'div',
      { ref: body },
      children ?? [
        createElement('button', { key: 'first', type: 'button' }, 'First'),
        createElement('button', { key: 'second', type: 'button', ref: second }, 'Second'),
      ],
    ),
  );
}

function Opener(props: TestDialogProps) {
  const [open, setOpen] = useState(false);
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => setOpen(!open) }, 'Open'),
    open ? createElement(TestDialog, props) : null,
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useModalFocus', () => {
  it("moves focus to the body's first control, not the header's close button", () => {
    render(createElement(TestDialog));
    expect(document.activeElement).toBe(button('First'));
  });

  it('moves focus to the control it is given', () => {
    render(createElement(TestDialog, { focusSecond: true }));
    expect(document.activeElement).toBe(button('Second'));
  });

  it('focuses the dialog itself when nothing inside can take focus', () => {
    render(createElement(TestDialog, { children: 'Nothing to press' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('focuses a late autofocus control once it appears, if focus has not moved', async () => {
    function Late() {
      const [ready, setReady] = useState(false);
      return createElement(
        'div',
        null,
        createElement('button', { type: 'button', onClick: () => setReady(true) }, 'Load'),
        createElement(TestDialog, {
          children: ready
            ? createElement('input', { 'aria-label': 'Amount', 'data-autofocus': '' })
            : 'Loading',
        }),
      );
    }
    render(createElement(Late));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await act(async () => {
      button('Load').click();
      screen.getByRole('dialog').focus();
    });
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' })),
    );
  });

  it('wraps Tab and Shift+Tab inside the dialog', () => {
    render(createElement(TestDialog));
    button('Second').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement).toBe(button('Close'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Second'));
  });

  it('brings focus back inside when Tab is pressed with focus outside', () => {
    render(createElement(Opener));
    fireEvent.click(button('Open'));
    button('Open').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement).toBe(button('Close'));
  });

  it('dismisses on Escape, and only when the dialog can be dismissed', () => {
    const onEscape = vi.fn();
    const { rerender } = render(createElement(TestDialog, { onEscape }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender(createElement(TestDialog));
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(escape);
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(escape.defaultPrevented).toBe(false);
  });

  it('returns focus to the opener when the dialog closes', () => {
    render(createElement(Opener));
    button('Open').focus();
    fireEvent.click(button('Open'));
    expect(document.activeElement).toBe(button('First'));
    fireEvent.click(button('Open'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Open'));
  });
});
