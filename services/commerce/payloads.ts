import { z } from 'zod';
import { HttpError } from '../shared/http-service';
import { LIMITS } from './settings';

/**
 * The request payloads of the commerce API, validated strictly: wrong types, non-integer or out-of-range
 * quantities, malformed ids and oversized maps are a 400 naming the field. Unknown fields are ignored.
 * A quantity may come as a string of digits (`"2"`), which is parsed as an integer (docs/shop.md, The basket).
 */

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VARIANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SLOT_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** A basket, checkout or order id from a path or query: a uuid, else a 400. */
export function parseId(value: string | null | undefined, field: string): string {
  if (value === null || value === undefined || value === '') throw new HttpError(400, `${field} is required`);
  if (!isId(value)) throw new HttpError(400, `${field} must be a uuid`);
  return value.toLowerCase();
}

const id = z
  .string()
  .regex(ID_PATTERN, 'must be a uuid')
  .transform((value) => value.toLowerCase());
const variantId = z
  .union([z.string().regex(VARIANT_ID_PATTERN, 'must be a variant id'), z.number().int().nonnegative()], 'must be a variant id')
  .transform(String);
/** A quantity: a number, or a string of digits parsed as an integer (quantities may be strings). */
const quantity = z
  .union(
    [z.number(), z.string().regex(/^[0-9]{1,9}$/, 'must be an integer (a number or a string of digits)')],
    'must be an integer (a number or a string of digits)',
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int('must be an integer')
      .min(0, 'must be at least 0')
      .max(LIMITS.maxLineQuantity, `must be at most ${LIMITS.maxLineQuantity}`),
  );
const unitPrice = z.number('must be a number').finite().nullish();
const slotVariant = z
  .union([variantId, z.object({ variantId })], 'must be a variant id')
  .transform((value) => (typeof value === 'string' ? value : value.variantId));
const bundleProducts = z
  .record(z.string().regex(SLOT_PATTERN, 'must be a slot name'), slotVariant)
  .refine((bundle) => Object.keys(bundle).length <= LIMITS.maxBundleSlots, `must have at most ${LIMITS.maxBundleSlots} slots`)
  .nullish();

const line = z.object({ variantId, quantity, unitPrice, bundleProducts });

const changeQuantity = line.extend({
  basketId: id.nullish(),
  userId: id.nullish(),
  relatedItemId: z.union([z.string().max(64), z.number()]).nullish(),
});

const createBasket = z.object({
  userId: id.nullish(),
  items: z.array(line).max(LIMITS.maxBasketLines, `must have at most ${LIMITS.maxBasketLines} items`).nullish(),
});

const comment = z.object({
  message: z.string('must be a string').max(LIMITS.maxCommentLength, `must be at most ${LIMITS.maxCommentLength} characters`),
});

export type LinePayload = z.infer<typeof line>;
export type ChangeQuantityPayload = z.infer<typeof changeQuantity>;
export type CreateBasketPayload = z.infer<typeof createBasket>;
export type CommentPayload = z.infer<typeof comment>;

function parseWith<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, `${what} must be a JSON object`);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || what;
  throw new HttpError(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

/**
 * The change quantity payload. `relatedItemId` ties a line to another in the original commerce API (its
 * meaning is not documented, the storefront sends null): any other value is a 501 rather than silently ignored.
 */
export function parseChangeQuantity(body: unknown): ChangeQuantityPayload {
  const payload = parseWith(changeQuantity, body, 'change quantity payload');
  if (payload.relatedItemId !== null && payload.relatedItemId !== undefined)
    throw new HttpError(501, 'The local commerce service does not implement relatedItemId (lines tied to another line)');
  return payload;
}
export const parseCreateBasket = (body: unknown) => parseWith(createBasket, body ?? {}, 'basket payload');
export const parseComment = (body: unknown) => parseWith(comment, body, 'comment payload');
