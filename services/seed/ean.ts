/**
 * EAN-13 barcodes. Demo numbers use the Swedish GS1 prefix 73 followed by a fixed, made-up company
 * block, so every variant gets a unique, valid code.
 */

export function eanCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && eanCheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The EAN of the n-th variant (0-based); unique for up to 100 million variants. */
export function eanFor(serial: number): string {
  const first12 = `7399${String(serial).padStart(8, '0')}`;
  return `${first12}${eanCheckDigit(first12)}`;
}
