import { z } from 'zod';
import { CULTURE } from './constants';
import type { DictionaryKey } from './content/dictionary-defaults';

/**
 * The retailer's country storefronts that the language switcher offers (docs/shop.md, The shell): Danish, Norwegian,
 * Swedish (this one), Finnish, German, Dutch, French, Polish, Czech and English (EU), in that order.
 *
 * Each entry links to that country's own storefront. The addresses come from configuration: the
 * `STOREFRONT_URLS` environment variable, a JSON object of locale → URL (for example
 * `{"da-DK":"https://www.example.dk/","nb-NO":"https://www.example.no/"}`), overrides the defaults below
 * locale by locale. The defaults are placeholders on the reserved `.example` domain, so the demo never
 * sends a shopper to a stranger's site; production sets the real addresses. The Swedish storefront is
 * this site, so it defaults to its own front page.
 */

export const STOREFRONT_URLS_VARIABLE = 'STOREFRONT_URLS';

interface StorefrontDefinition {
  locale: string;
  /** BCP 47 language tag for `hreflang`. */
  hrefLang: string;
  /** Short region code, shown as a quiet badge beside the name. */
  code: string;
  /** Dictionary key of the language's name. */
  labelKey: DictionaryKey;
  defaultUrl: string;
}

export const STOREFRONT_DEFINITIONS = [
  { locale: 'da-DK', hrefLang: 'da-DK', code: 'DK', labelKey: 'languageDanish', defaultUrl: 'https://dk.glans.example/' },
  { locale: 'nb-NO', hrefLang: 'nb-NO', code: 'NO', labelKey: 'languageNorwegian', defaultUrl: 'https://no.glans.example/' },
  { locale: 'sv-SE', hrefLang: 'sv-SE', code: 'SE', labelKey: 'languageSwedish', defaultUrl: '/' },
  { locale: 'fi-FI', hrefLang: 'fi-FI', code: 'FI', labelKey: 'languageFinnish', defaultUrl: 'https://fi.glans.example/' },
  { locale: 'de-DE', hrefLang: 'de-DE', code: 'DE', labelKey: 'languageGerman', defaultUrl: 'https://de.glans.example/' },
  { locale: 'nl-NL', hrefLang: 'nl-NL', code: 'NL', labelKey: 'languageDutch', defaultUrl: 'https://nl.glans.example/' },
  { locale: 'fr-FR', hrefLang: 'fr-FR', code: 'FR', labelKey: 'languageFrench', defaultUrl: 'https://fr.glans.example/' },
  { locale: 'pl-PL', hrefLang: 'pl-PL', code: 'PL', labelKey: 'languagePolish', defaultUrl: 'https://pl.glans.example/' },
  { locale: 'cs-CZ', hrefLang: 'cs-CZ', code: 'CZ', labelKey: 'languageCzech', defaultUrl: 'https://cz.glans.example/' },
  { locale: 'en-EU', hrefLang: 'en', code: 'EU', labelKey: 'languageEnglishEu', defaultUrl: 'https://eu.glans.example/' },
] as const satisfies readonly StorefrontDefinition[];

export type StorefrontLocale = (typeof STOREFRONT_DEFINITIONS)[number]['locale'];

/** One entry of the language switcher, as the header component receives it. */
export interface Storefront {
  locale: StorefrontLocale;
  hrefLang: string;
  code: string;
  labelKey: DictionaryKey;
  url: string;
  /** This storefront (Swedish). */
  current: boolean;
}

const LOCALES = STOREFRONT_DEFINITIONS.map((definition) => definition.locale) as [StorefrontLocale, ...StorefrontLocale[]];

/** An absolute http(s) address, or a path on this site. */
const storefrontUrl = z.string().trim().refine((value) => /^\/(?!\/)/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
  message: 'expected an http(s) URL or a path starting with /',
});

/** Known locales only (a typo must not pass silently), each optional. */
const overridesSchema = z.strictObject(Object.fromEntries(LOCALES.map((locale) => [locale, storefrontUrl.optional()])) as Record<StorefrontLocale, z.ZodOptional<typeof storefrontUrl>>);

/** Parses `STOREFRONT_URLS`; throws an error that names the variable when the value is not usable. */
export function parseStorefrontOverrides(raw: string | undefined): Partial<Record<StorefrontLocale, string>> {
  if (raw === undefined || raw.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`${STOREFRONT_URLS_VARIABLE} is not valid JSON: expected an object of locale → URL, e.g. {"da-DK":"https://…"}`);
  }
  const result = overridesSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
    throw new Error(`${STOREFRONT_URLS_VARIABLE} is invalid${where}: ${issue?.message ?? 'unexpected value'} (locales: ${LOCALES.join(', ')})`);
  }
  return result.data as Partial<Record<StorefrontLocale, string>>;
}

/** The ten storefronts, in the order named above, with configured addresses; Swedish is the current one. */
export function getStorefronts(raw: string | undefined = process.env[STOREFRONT_URLS_VARIABLE]): Storefront[] {
  const overrides = parseStorefrontOverrides(raw);
  return STOREFRONT_DEFINITIONS.map((definition) => ({
    locale: definition.locale,
    hrefLang: definition.hrefLang,
    code: definition.code,
    labelKey: definition.labelKey,
    url: overrides[definition.locale] ?? definition.defaultUrl,
    current: definition.locale === CULTURE,
  }));
}
