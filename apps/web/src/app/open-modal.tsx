import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/ui/modal.tsx';
import { SkeletonLines } from '@casino/ui';
import type { ModalProps } from '../lib/modal-props.ts';
import { closeModal, type ModalName } from '../lib/ui-store.ts';
import { MODAL_REGISTRY, type ModalRegistry } from './modal-registry.ts';

/** The modal frame with its title and the lazily loaded body of modal `name`. */
export default function OpenModal<N extends ModalName>({
  name,
  props,
  registry = MODAL_REGISTRY,
}: {
  name: N;
  props: ModalProps<N>;
  registry?: ModalRegistry | undefined;
}) {
  const { t } = useTranslation();
  const { titleKey, Body } = registry[name];
  const close = () => closeModal(name);
  return (
    <Modal title={t(titleKey)} onClose={close} closable={props.closable !== false}>
      <Suspense fallback={<SkeletonLines />}>
        <Body name={name} props={props} close={close} />
      </Suspense>
    </Modal>
  );
}
