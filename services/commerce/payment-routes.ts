import type { ServerResponse } from 'node:http';
import { HttpError, parseJson, sendJson } from '../shared/http-service';
import type { CommerceApp } from './api-routes';
import { checkPaymentInput, paymentInput } from './payment-details';
import { isId } from './payloads';
import { renderPaidPage, renderPaymentError, renderPaymentPage, type HtmlPage } from './payment-page';
import { readRawBody } from './request-context';
import type { Route, RouteRequest } from './router';

/**
 * The demo payment step, opened by the browser in the checkout's iframe (so without the API's headers):
 * `GET /payment/{checkoutId}` shows the page, `POST /payment/{checkoutId}/pay` pays. The page's form
 * (`application/x-www-form-urlencoded`) must carry the shopper's details (payment-details.ts); when one is
 * missing or wrong the page comes back, 400, with a message per field and nothing paid. A JSON caller sends
 * the same fields as a JSON object, checked the same way (400 `{ message, fields }`, nothing paid); no body
 * is every field missing: no order is made without a customer. A pay request that accepts JSON gets
 * `{ order, created, redirectUrl }` instead of the page.
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

/**
 * Where a pay request's details are: the form's fields (`application/x-www-form-urlencoded`), else a JSON
 * object with the same names. No body is no details: every required field is then missing, as for a form
 * posted empty.
 */
function paymentSource(request: RouteRequest<CommerceApp>, body: string): URLSearchParams | Record<string, unknown> {
  if ((request.req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(body);
  if (body.trim() === '') return {};
  const parsed = parseJson(body);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new HttpError(400, 'The payment details must be a JSON object');
  return parsed as Record<string, unknown>;
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
        const checked = checkPaymentInput(paymentInput(paymentSource(request, body)));
        if (!checked.ok) {
          if (wantsJson(request)) throw new HttpError(400, 'Invalid payment details', { fields: checked.errors });
          const state = await app.checkouts.paymentState(checkoutId);
          if ('paid' in state)
            sendHtml(request.res, 200, renderPaidPage(state.paid, app.checkouts.redirectUrl(state.paid.orderId), app.storefrontUrl));
          else
            sendHtml(
              request.res,
              400,
              renderPaymentPage(state.summary, app.storefrontUrl, { values: checked.input, errors: checked.errors }),
            );
          return;
        }
        const customer = checked.details;
        const { order, created } = await app.checkouts.pay(checkoutId, customer);
        const redirectUrl = app.checkouts.redirectUrl(order.orderId);
        if (wantsJson(request))
          sendJson(request.res, created ? 201 : 200, { order, created, redirectUrl }, { 'cache-control': 'no-store' });
        else sendHtml(request.res, 200, renderPaidPage(order, redirectUrl, app.storefrontUrl));
      }),
  },
];
