import { randomInt } from 'node:crypto';

/**
 * The order number a shopper reads out on the phone: `GL-`, nine random digits (the first never 0) and a
 * check digit (the Luhn or "modulus 10" digit Swedish payment references use), e.g. `GL-4821773095`. Random,
 * not counted: a number says nothing about how many orders the shop takes, and knowing one's own says
 * nothing about anyone else's (900 million numbers to guess among). The check digit lets customer service
 * notice a misheard or swapped digit before looking the order up. `orders.order_number` is unique: a drawn
 * number already taken is drawn again (order-store.ts).
 */

const PREFIX = 'GL-';
/** The drawn part: 100000000–999999999, nine digits that fit the integer column. */
const SMALLEST = 100_000_000;
const LARGEST = 999_999_999;

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

/** A fresh order number's stored part, drawn from the system's cryptographic random source. */
export function drawOrderNumber(): number {
  return randomInt(SMALLEST, LARGEST + 1);
}

/** The number as the shopper sees it (orders made before numbers were drawn keep their shorter ones). */
export function formatOrderNumber(stored: number): string {
  const digits = String(stored);
  return `${PREFIX}${digits}${luhnDigit(digits)}`;
}
