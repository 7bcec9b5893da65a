import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ContentScreen, screenMetadata } from '@/components/screens/content-screen';
import { LivePreviewSlot } from '@/components/preview/live-preview-slot';
import { canonicalPath, getScreenData } from '@/lib/content/screen-data';

/**
 * A product page for one chosen variant. Shoppers never see this address: `proxy.ts` rewrites
 * `/{category}/{family}/?variantId={id}` here, so the page is rendered once per variant and cached like
 * every other browse page (a query string cannot be part of a cached page).
 */

/** Rendered afresh at least daily, like the catch-all's pages: the new-product marker moves with the calendar. */
export const revalidate = 86400;

interface VariantPageProps {
  params: Promise<{ category: string; family: string; variantId: string }>;
}

/** Variants are rendered on their first visit and cached from then on. */
export async function generateStaticParams(): Promise<{ category: string; family: string; variantId: string }[]> {
  return [];
}

export async function generateMetadata({ params }: VariantPageProps): Promise<Metadata> {
  const { category, family } = await params;
  return screenMetadata(await getScreenData(`${category}/${family}`));
}

export default async function ProductVariantPage({ params }: VariantPageProps) {
  const { category, family, variantId } = await params;
  const data = await getScreenData(`${category}/${family}`);
  if (data.screen === 'not_found') notFound();
  // One cached page per real variant at the product's own address: a variant id the product does not have,
  // or the product under another first segment, moves to the product's address (with the id if it is real).
  const canonical = canonicalPath(data);
  const known = data.screen === 'product' && data.family.variants.some((variant) => variant.id === variantId);
  if (canonical !== null && (!known || canonical !== `/${category}/${family}/`)) permanentRedirect(known ? `${canonical}?variantId=${variantId}` : canonical);
  // In draft mode, the page follows its content live (after its data has been read: see the slot).
  return (
    <>
      <ContentScreen data={data} selectedVariantId={/^[0-9]{1,12}$/.test(variantId) ? variantId : null} />
      <LivePreviewSlot />
    </>
  );
}
