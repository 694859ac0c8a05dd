/** What other features use of the realtime channel. */
export { useRealtimeWanted } from './realtime-demand.ts';
