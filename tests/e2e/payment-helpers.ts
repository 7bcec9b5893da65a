import type { FrameLocator, Page } from '@playwright/test';

/** The demo payment step as the checkout embeds it (the commerce service's page in an iframe). */
export function paymentFrame(page: Page): FrameLocator {
  return page.frameLocator('[data-payment-snippet] iframe');
}

export const SHOPPER = { email: 'anna.svensson@example.se', name: 'Anna Svensson', street: 'Storgatan 12', postcode: '114 55', town: 'Stockholm' };

/** The demo payment step's delivery options, by the words of their labels. */
export const DELIVERY = { ombud: 'PostNord, hämta hos ombud', hemleverans: 'PostNord, hemleverans' } as const;

/**
 * Fills in the payment step as a shopper does (labels, the delivery option, the payment method, the
 * acceptance of the terms) and presses "Betala".
 */
export async function payAsShopper(
  page: Page,
  method: 'Kort' | 'Swish' | 'Faktura' = 'Kort',
  delivery: keyof typeof DELIVERY = 'ombud',
): Promise<void> {
  const frame = paymentFrame(page);
  await frame.getByLabel('E-postadress', { exact: true }).fill(SHOPPER.email);
  await frame.getByLabel('För- och efternamn').fill(SHOPPER.name);
  await frame.getByLabel('Gatuadress', { exact: true }).fill(SHOPPER.street);
  await frame.getByLabel('Postnummer', { exact: true }).fill(SHOPPER.postcode);
  await frame.getByLabel('Ort', { exact: true }).fill(SHOPPER.town);
  await frame.getByRole('radio', { name: DELIVERY[delivery] }).check();
  await frame.getByRole('radio', { name: method }).check();
  await frame.getByRole('checkbox', { name: 'Jag godkänner köpvillkoren' }).check();
  await frame.getByRole('button', { name: 'Betala' }).click();
}
