import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class names of a button look, for elements that must be something else (a link, a label). */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: Look = {},
  extra?: string,
): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />
  );
}

export type LinkButtonProps = LinkProps & Look;

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ variant, size, fullWidth, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />;
}
