/** Puts values into a message: `format('{count} left', { count: 3 })` is '3 left'. Unknown names stay as they are. */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
