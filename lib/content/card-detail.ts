/**
 * The line a product card shows under the name, so two cards with one name (two colours of a family, or two
 * families of one brand that share a name) can be told apart: what the piece is made of ("18K guld,
 * diamant"), and its colour when no material already says it ("Rostfritt stål, guld" beside "Rostfritt
 * stål, silver"; "14K guld" stays as it is for a gold piece). Null when the product says neither.
 */
export function cardDetail(materials: readonly string[] | null | undefined, colours: readonly string[] | null | undefined): string | null {
  const made = clean(materials);
  const said = made.map((part) => part.toLocaleLowerCase('sv-SE'));
  const tones = clean(colours).filter((colour) => !said.some((part) => part.includes(colour.toLocaleLowerCase('sv-SE'))));
  const unique = [...new Set([...made, ...tones])];
  if (unique.length === 0) return null;
  const text = unique.join(', ');
  return text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);
}

function clean(parts: readonly string[] | null | undefined): string[] {
  return (parts ?? []).map((part) => part.trim()).filter(Boolean);
}

/**
 * The text describing a product's image: the product shown and what it is made of ("Ring Ängsull, 18K guld,
 * diamant"). Never the image's own alt text: one image file can serve several products (the demo's do).
 */
export function productImageAlt(name: string, detail: string | null | undefined): string {
  const made = detail?.trim();
  return made ? `${name}, ${made.charAt(0).toLocaleLowerCase('sv-SE')}${made.slice(1)}` : name;
}
