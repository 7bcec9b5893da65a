/**
 * A page title without the shop's name twice. DatoCMS appends the site's title suffix (" – Glans") to every
 * SEO title, so a title an editor already wrote with the name ("Glans – smycken och accessoarer") came out
 * as "Glans – smycken och accessoarer – Glans". The suffix is dropped when the rest names the shop already.
 */
export function withoutRepeatedSiteName(title: string, siteName: string): string {
  const name = siteName.trim();
  if (!name) return title;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const suffix = new RegExp(`\\s*[–—|-]\\s*${escaped}\\s*$`, 'u');
  const match = suffix.exec(title);
  if (!match) return title;
  const rest = title.slice(0, match.index);
  return new RegExp(`(^|[^\\p{L}])${escaped}([^\\p{L}]|$)`, 'u').test(rest) ? rest : title;
}
