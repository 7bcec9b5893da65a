/**
 * The order number a shopper reads out on the phone: `GL-` and the order's number from the database
 * sequence `order_numbers`, followed by a check digit (the Luhn or "modulus 10" digit Swedish payment
 * references use), so customer service notices a misheard or swapped digit before looking the order up.
 */

const PREFIX = 'GL-';

/** The Luhn check digit of a string of digits. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Doubling starts at the rightmost digit, the one next to where the check digit goes.
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

export function formatOrderNumber(sequenceNumber: number): string {
  const digits = String(sequenceNumber);
  return `${PREFIX}${digits}${luhnDigit(digits)}`;
}
