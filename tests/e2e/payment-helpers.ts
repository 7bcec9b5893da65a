import type { FrameLocator, Page } from '@playwright/test';

/** The demo payment step as the checkout embeds it (the commerce service's page in an iframe). */
export function paymentFrame(page: Page): FrameLocator {
  return page.frameLocator('[data-payment-snippet] iframe');
}

export const SHOPPER = { email: 'anna.svensson@example.se', name: 'Anna Svensson', street: 'Storgatan 12', postcode: '114 55', town: 'Stockholm' };

/** Fills in the payment step as a shopper does (labels, then the payment method) and presses "Betala". */
export async function payAsShopper(page: Page, method: 'Kort' | 'Swish' | 'Faktura' = 'Kort'): Promise<void> {
  const frame = paymentFrame(page);
  await frame.getByLabel('E-postadress', { exact: true }).fill(SHOPPER.email);
  await frame.getByLabel('För- och efternamn').fill(SHOPPER.name);
  await frame.getByLabel('Gatuadress', { exact: true }).fill(SHOPPER.street);
  await frame.getByLabel('Postnummer', { exact: true }).fill(SHOPPER.postcode);
  await frame.getByLabel('Ort', { exact: true }).fill(SHOPPER.town);
  await frame.getByRole('radio', { name: method }).check();
  await frame.getByRole('button', { name: 'Betala' }).click();
}
