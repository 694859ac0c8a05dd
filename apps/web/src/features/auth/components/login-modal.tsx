import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { closeModal, openModal } from '../../../lib/ui-store.ts';
import { LoginForm } from './login-form.tsx';

/** LOGIN body (§2.9). `props.email` prefills the address. */
export default function LoginModal({ props, close }: ModalBodyProps<'LOGIN'>) {
  const email = props.email ?? '';
  return (
    <LoginForm
      initialEmail={email}
      onSuccess={close}
      onForgotPassword={() => {
        closeModal('LOGIN');
        openModal('RESET_PASSWORD');
      }}
      onSignUp={() => {
        closeModal('LOGIN');
        openModal('SIGNUP');
      }}
    />
  );
}
