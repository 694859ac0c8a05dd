/**
 * Product events (such as a visit of the lucky-pigeon route, §2.2). Written to the console as one structured
 * object so that a browser log collector, or an analytics adapter added later, can pick them up.
 */
export function logEvent(name: string, data: Record<string, unknown> = {}): void {
  console.info({ event: name, at: new Date().toISOString(), ...data });
}
