export {
  Button,
  buttonClassName,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button.tsx';
export { Skeleton, SkeletonLines, type SkeletonProps } from './skeleton.tsx';
export { useModalFocus, type ModalFocusOptions } from './use-modal-focus.ts';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden.tsx';
