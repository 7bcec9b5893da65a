import type { ServerResponse } from 'node:http';
import { HttpError, parseJson, sendJson } from '../shared/http-service';
import type { CommerceApp } from './api-routes';
import { checkPaymentInput, paymentInput, type PaymentDetails } from './payment-details';
import { isId } from './payloads';
import { renderPaidPage, renderPaymentError, renderPaymentPage, type HtmlPage } from './payment-page';
import { readRawBody } from './request-context';
import type { Route, RouteRequest } from './router';

/**
 * The demo payment step, opened by the browser in the checkout's iframe (so without the API's headers):
 * `GET /payment/{checkoutId}` shows the page, `POST /payment/{checkoutId}/pay` pays. The page's form
 * (`application/x-www-form-urlencoded`) must carry the shopper's details (payment-details.ts); when one is
 * missing or wrong the page comes back, 400, with a message per field and nothing paid. A JSON caller may
 * send the same fields as a JSON object (checked the same way, 400 `{ message, fields }`) or none (the
 * order then has no details). A pay request that accepts JSON gets `{ order, created, redirectUrl }`
 * instead of the page.
 */

function sendHtml(res: ServerResponse, status: number, page: HtmlPage): void {
  res.writeHead(status, { ...page.headers, 'content-length': Buffer.byteLength(page.html) });
  res.end(page.html);
}

function checkoutIdOf(request: RouteRequest<CommerceApp>): string {
  const id = request.params[0] ?? '';
  if (!isId(id)) throw new HttpError(404, 'Kassan finns inte');
  return id.toLowerCase();
}

function wantsJson(request: RouteRequest<CommerceApp>): boolean {
  return (request.req.headers.accept ?? '').includes('application/json');
}

async function asPage(request: RouteRequest<CommerceApp>, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof HttpError) || wantsJson(request)) throw error;
    const message = error.status === 404 ? 'Kassan finns inte eller har gått ut.' : error.message;
    sendHtml(request.res, error.status, renderPaymentError(message, request.app.storefrontUrl));
  }
}

export const paymentRoutes: Route<CommerceApp>[] = [
  {
    method: 'GET',
    path: '/payment/:checkoutId',
    handle: (request) =>
      asPage(request, async () => {
        const { app } = request;
        const state = await app.checkouts.paymentState(checkoutIdOf(request));
        if ('paid' in state)
          sendHtml(request.res, 200, renderPaidPage(state.paid, app.checkouts.redirectUrl(state.paid.orderId), app.storefrontUrl));
        else sendHtml(request.res, 200, renderPaymentPage(state.summary, app.storefrontUrl));
      }),
  },
  {
    method: 'POST',
    path: '/payment/:checkoutId/pay',
    handle: (request) =>
      asPage(request, async () => {
        const { app } = request;
        const checkoutId = checkoutIdOf(request);
        const body = await readRawBody(request.req, request.res);
        const form = (request.req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
        let customer: PaymentDetails | null = null;
        if (form || body.trim() !== '') {
          const parsed = form ? new URLSearchParams(body) : parseJson(body);
          if (!(parsed instanceof URLSearchParams) && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)))
            throw new HttpError(400, 'The payment details must be a JSON object');
          const checked = checkPaymentInput(paymentInput(parsed as URLSearchParams | Record<string, unknown>));
          if (!checked.ok) {
            if (wantsJson(request)) throw new HttpError(400, 'Invalid payment details', { fields: checked.errors });
            const state = await app.checkouts.paymentState(checkoutId);
            if ('paid' in state)
              sendHtml(request.res, 200, renderPaidPage(state.paid, app.checkouts.redirectUrl(state.paid.orderId), app.storefrontUrl));
            else sendHtml(request.res, 400, renderPaymentPage(state.summary, app.storefrontUrl, { values: checked.input, errors: checked.errors }));
            return;
          }
          customer = checked.details;
        }
        const { order, created } = await app.checkouts.pay(checkoutId, customer);
        const redirectUrl = app.checkouts.redirectUrl(order.orderId);
        if (wantsJson(request))
          sendJson(request.res, created ? 201 : 200, { order, created, redirectUrl }, { 'cache-control': 'no-store' });
        else sendHtml(request.res, 200, renderPaidPage(order, redirectUrl, app.storefrontUrl));
      }),
  },
];
