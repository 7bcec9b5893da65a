/**
 * The name of a wrapping as a shopper reads it: the catalogue names wrapping variants after their family
 * ("Presentinslagning Guldrosett" of "Presentinslagning"), and beside the words "gift wrapping" only the
 * part that tells them apart is worth showing ("Guldrosett"). A name that does not start with the family's
 * is kept as it is.
 */
export function giftWrappingLabel(name: string, familyName: string): string {
  const family = familyName.trim();
  if (!family || !name.toLocaleLowerCase('sv-SE').startsWith(family.toLocaleLowerCase('sv-SE'))) return name;
  const rest = name.slice(family.length).replace(/^[\s:,–-]+/, '').trim();
  return rest ? rest.charAt(0).toLocaleUpperCase('sv-SE') + rest.slice(1) : name;
}
