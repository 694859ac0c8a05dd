import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class names of a button look, for elements that must be something else (a router link, a label). */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonLook = {},
  extra?: string,
): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ComponentProps<'button'> & ButtonLook;

/** The casino's button: the action gradient (primary), a card (secondary) or text only (ghost). */
export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />
  );
}
