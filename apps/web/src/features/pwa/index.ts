/** The public face of the install feature for other features (the install actions of the shell and sign-up). */
export { useInstallPrompt, type InstallPrompt } from './use-install-prompt.ts';
