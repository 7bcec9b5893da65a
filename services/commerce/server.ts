import { DEFAULT_LOCAL_SERVICES_PORT_BASE, localServicePorts } from '../../lib/config';
import { startHttpService } from '../shared/http-service';
import { apiRoutes, type CommerceApp } from './api-routes';
import { scheduleBasketCleanup } from './basket-expiry';
import { BasketService } from './basket-service';
import { CatalogueIndex } from './catalogue-index';
import { loadCommerceCatalogue } from './catalogue-source';
import { CheckoutService } from './checkout-service';
import { trustedProxies } from './client-address';
import { CouponGuard } from './coupon-throttle';
import { openDatabase } from './open-database';
import { OrderStore } from './order-store';
import { paymentRoutes } from './payment-routes';
import { answerPreflight, applyCors } from './request-context';
import { Router } from './router';
import { CLIENT_TIMEOUTS, readSettings } from './settings';
import { StockStore } from './stock-store';

/**
 * The local commerce service: the REST API of docs/shop.md, The commerce API the storefront calls (basket, stock, coupons, comments, checkout,
 * orders) and the demo payment step, on PostgreSQL when `DATABASE_URL` is set (several instances may share
 * it), else on PGlite with its files in `<GLANS_DATA_DIR>/commerce/`.
 */

const settings = readSettings(process.env, localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).commerce);
const catalogue = new CatalogueIndex(await loadCommerceCatalogue());
const stock = new StockStore(catalogue);
const db = await openDatabase(settings, catalogue, stock, (message) => console.log(message));
scheduleBasketCleanup(db, (message) => console.log(message));
const baskets = new BasketService(catalogue, db, stock);
const checkouts = new CheckoutService(baskets, db, stock, new OrderStore(), settings.storefrontUrl);
const app: CommerceApp = {
  catalogue,
  couponGuard: new CouponGuard(),
  trustedProxies: trustedProxies(process.env.COMMERCE_TRUSTED_PROXIES),
  baskets,
  checkouts,
  db,
  port: settings.port,
  publicUrl: settings.publicUrl,
  storefrontUrl: settings.storefrontUrl,
};
const router = new Router<CommerceApp>([...apiRoutes, ...paymentRoutes]);

await startHttpService({
  name: 'commerce',
  port: settings.port,
  handle: async (req, res) => {
    applyCors(res);
    if (req.method === 'OPTIONS') {
      answerPreflight(res);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://commerce.local');
    const { route, params } = router.match(req.method ?? 'GET', url.pathname, (allowed) => res.setHeader('allow', allowed.join(', ')));
    await route.handle({ req, res, url, params, app });
  },
  health: () => ({ variants: catalogue.variantCount, database: db.kind }),
  serverOptions: CLIENT_TIMEOUTS,
  onClose: () => db.close(),
});
