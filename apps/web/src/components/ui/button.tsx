import { buttonClassName, type ButtonLook } from '@casino/ui';
import { Link, type LinkProps } from 'react-router';

export {
  Button,
  buttonClassName,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from '@casino/ui';

export type LinkButtonProps = LinkProps & ButtonLook;

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ variant, size, fullWidth, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />;
}
