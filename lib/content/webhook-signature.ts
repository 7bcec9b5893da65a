import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The content webhook's call signature, sent by the local content service beside its `Authorization` header:
 * a call id, the time it was sent and an HMAC-SHA256 of both and the body, keyed by the webhook secret. It
 * lets the storefront tell a replayed call (same id) from a new publish whose body is the same, and refuse
 * a call older than SIGNATURE_MAX_AGE_MS. DatoCMS's own webhooks carry no id, time or signature (a static
 * header or basic auth only); their calls are bounded by lib/content/webhook-replay.ts instead.
 */

export const WEBHOOK_ID_HEADER = 'x-glans-webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-glans-webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-glans-webhook-signature';
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
const ID = /^[A-Za-z0-9-]{8,64}$/;

function sign(secret: string, id: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64url');
}

/** The headers that sign `body` as a new call. */
export function webhookSignatureHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const id = randomUUID();
  const timestamp = String(now);
  return { [WEBHOOK_ID_HEADER]: id, [WEBHOOK_TIMESTAMP_HEADER]: timestamp, [WEBHOOK_SIGNATURE_HEADER]: sign(secret, id, timestamp, body) };
}

export type SignatureCheck = { signed: false } | { signed: true; id: string } | { signed: 'invalid'; reason: string };

/** Checks a call's signature headers: none at all is an unsigned call; any of them must come with all, valid and recent. */
export function checkWebhookSignature(headers: Headers, secret: string, body: string, now = Date.now()): SignatureCheck {
  const id = headers.get(WEBHOOK_ID_HEADER);
  const timestamp = headers.get(WEBHOOK_TIMESTAMP_HEADER);
  const given = headers.get(WEBHOOK_SIGNATURE_HEADER);
  if (id === null && timestamp === null && given === null) return { signed: false };
  if (!id || !timestamp || !given || !ID.test(id) || !/^\d{1,15}$/.test(timestamp)) {
    return {
      signed: 'invalid',
      reason: `A signed call needs ${WEBHOOK_ID_HEADER}, ${WEBHOOK_TIMESTAMP_HEADER} and ${WEBHOOK_SIGNATURE_HEADER}`,
    };
  }
  const expected = Buffer.from(sign(secret, id, timestamp, body));
  const presented = Buffer.from(given);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
    return { signed: 'invalid', reason: 'The call signature does not match' };
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_AGE_MS) {
    return { signed: 'invalid', reason: `The call was signed more than ${SIGNATURE_MAX_AGE_MS / 60_000} minutes from now` };
  }
  return { signed: true, id };
}
