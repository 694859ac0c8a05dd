/** Sends the browser to the payment provider's hosted page (a full page load, leaving the app). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
