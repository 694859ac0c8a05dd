/** The public face of the shell for other features. */
export { AppShell } from './components/app-shell.tsx';
