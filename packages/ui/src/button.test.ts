// @vitest-environment jsdom
import { createElement, createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button.tsx';
import styles from './button.module.css';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button named by its text, primary and medium unless told otherwise', () => {
    render(createElement(Button, null, 'Deposit'));
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button.getAttribute('type')).toBe('button');
    expect([...button.classList]).toEqual([styles.button, styles.primary, styles.md]);
  });

  it('takes the variant, size, full width and extra class it is given', () => {
    render(
      createElement(
        Button,
        { variant: 'ghost', size: 'lg', fullWidth: true, className: 'extra', type: 'submit' },
        'Send',
      ),
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('submit');
    expect([...button.classList]).toEqual([
      styles.button,
      styles.ghost,
      styles.lg,
      styles.fullWidth,
      'extra',
    ]);
  });

  it('does not act while disabled', () => {
    const onClick = vi.fn();
    render(createElement(Button, { variant: 'secondary', disabled: true, onClick }, 'Retry'));
    const button = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('hands its ref to the button element, for focusing it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(createElement(Button, { ref }, 'Rotate'));
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Rotate' }));
  });
});

describe('buttonClassName', () => {
  it('gives the look of a button to another element', () => {
    expect(buttonClassName({ variant: 'secondary' }, 'link')).toBe(
      `${styles.button} ${styles.secondary} ${styles.md} link`,
    );
  });
});
