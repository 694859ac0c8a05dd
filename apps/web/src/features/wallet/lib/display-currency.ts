/**
 * VITE_FORCE_EUR_DISPLAY=true at build time forces the display currency to EUR with the euro sign (§3).
 * Only the label changes: amounts are shown as the server keeps them, never converted.
 */
const forced: unknown = import.meta.env.VITE_FORCE_EUR_DISPLAY;
export const FORCE_EUR_DISPLAY = forced === 'true';

export function displayCurrency(currency: string, forceEur = FORCE_EUR_DISPLAY): string {
  return forceEur ? 'EUR' : currency;
}
