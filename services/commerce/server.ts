import { DEFAULT_LOCAL_SERVICES_PORT_BASE, localServicePorts } from '../../lib/config';
import { startHttpService } from '../shared/http-service';
import { apiRoutes, type CommerceApp } from './api-routes';
import { BasketService } from './basket-service';
import { BasketStore } from './basket-store';
import { CatalogueIndex } from './catalogue-index';
import { loadCommerceCatalogue } from './catalogue-source';
import { CheckoutService } from './checkout-service';
import { openDatabase } from './database';
import { OrderStore } from './order-store';
import { paymentRoutes } from './payment-routes';
import { answerPreflight, applyCors } from './request-context';
import { Router } from './router';
import { readSettings } from './settings';
import { StockStore } from './stock-store';

/**
 * The local commerce service: the REST API of spec 7.1 (basket, stock, coupons, comments, checkout,
 * orders) and the demo payment step, on PGlite with its files in `<GLANS_DATA_DIR>/commerce/`.
 */

const settings = readSettings(process.env, localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).commerce);
const catalogue = new CatalogueIndex(await loadCommerceCatalogue());
const database = await openDatabase(settings.databaseDir);
const stock = await StockStore.open(database.db, catalogue);
const basketStore = new BasketStore(database.db);
const baskets = new BasketService(catalogue, basketStore, stock);
const checkouts = new CheckoutService(baskets, basketStore, stock, new OrderStore(database.db), settings.storefrontUrl);
const app: CommerceApp = {
  catalogue,
  baskets,
  checkouts,
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
  health: () => ({ variants: catalogue.variantCount, cachedBaskets: basketStore.cachedCount }),
  onClose: () => database.close(),
});
