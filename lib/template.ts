/**
 * Fills `{name}` placeholders of a dictionary text. A module of its own (lib/format.ts re-exports it) so the
 * shell's first load, which needs only this, does not carry the number and date formatting.
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
