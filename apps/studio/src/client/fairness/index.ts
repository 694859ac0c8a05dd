/**
 * Game recall, round verification and the fairness screens of the game client. The game mounts the panels in
 * its own dialog frame and the fairness page at /studio/fairness.
 */
export { HistoryPanel } from './history/history-panel.tsx';
export { FairnessPanel } from './seeds/fairness-panel.tsx';
export { FairnessPage } from './page/fairness-page.tsx';
