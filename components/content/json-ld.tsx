import { serializeJsonLd } from '@/lib/content/structured-data';

/** Structured data for search engines, escaped (see serializeJsonLd). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
