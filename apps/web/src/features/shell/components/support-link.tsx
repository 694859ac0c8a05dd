import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SupportContact } from '../lib/use-support-contact.ts';

/**
 * A live-chat control as `useSupportContact()` decides it: a button opening the chat, an e-mail link to support,
 * or a link to the contact page. The caller gives the label that fits (`contact.kind === 'chat'` or not).
 */
export function SupportLink({
  contact,
  className,
  label,
  children,
}: {
  contact: SupportContact;
  className: string | undefined;
  /** An accessible name and tooltip, for an icon-only control. */
  label?: string;
  children: ReactNode;
}) {
  const labelled = label ? { 'aria-label': label, title: label } : {};
  if (contact.kind === 'chat')
    return (
      <button type="button" className={className} onClick={contact.open} {...labelled}>
        {children}
      </button>
    );
  if (contact.kind === 'email')
    return (
      <a className={className} href={contact.href} {...labelled}>
        {children}
      </a>
    );
  return (
    <Link className={className} to={contact.href} {...labelled}>
      {children}
    </Link>
  );
}
