import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { ResetConfirmForm } from './reset-confirm-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/**
 * RESET_PASSWORD body. Without a token: the e-mail form (a toast confirms the link is on its way). With
 * `props.token` (the reset-password/:token route): the new password, then RESET_PASSWORD_SUCCESS.
 */
export default function ResetPasswordModal({ props, close }: ModalBodyProps<'RESET_PASSWORD'>) {
  const token = props.token ?? '';
  if (token === '') return <ResetRequestForm onSent={close} />;
  return (
    <ResetConfirmForm
      token={token}
      onDone={() => {
        close();
        openModal('RESET_PASSWORD_SUCCESS');
      }}
    />
  );
}
