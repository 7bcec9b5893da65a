/**
 * The line a product card shows under the name, so two cards with one name (two colours of a family, or two
 * families of one brand that share a name) can be told apart: what the piece is made of ("18K guld,
 * diamant"), else its colour. Null when the product says neither.
 */
export function cardDetail(materials: readonly string[] | null | undefined, colours: readonly string[] | null | undefined): string | null {
  const parts = (materials?.length ? materials : (colours ?? [])).map((part) => part.trim()).filter(Boolean);
  const unique = [...new Set(parts)];
  if (unique.length === 0) return null;
  const text = unique.join(', ');
  return text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);
}
