import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../shared/http-service';

/**
 * A small router: routes are method + path pattern, matched case-insensitively on the fixed segments
 * (the commerce API's paths are written `/Basket/changequantity`, `/StockInformation`, …). A known path
 * with another method is a 405.
 */

export interface RouteRequest<App> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
  app: App;
}

export interface Route<App> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Segments; `:name` captures one segment. */
  path: string;
  handle: (request: RouteRequest<App>) => Promise<void>;
}

interface Compiled<App> {
  route: Route<App>;
  segments: string[];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'The request path is not validly encoded');
  }
}

export class Router<App> {
  private readonly routes: Compiled<App>[];

  constructor(routes: Route<App>[]) {
    this.routes = routes.map((route) => ({ route, segments: route.path.split('/').filter(Boolean) }));
  }

  /** Finds the route for a request; 404 when no path matches, 405 when only the method differs. */
  match(method: string, pathname: string, onWrongMethod?: (allowed: string[]) => void): { route: Route<App>; params: string[] } {
    const parts = pathname.split('/').filter(Boolean);
    const allowed: string[] = [];
    for (const { route, segments } of this.routes) {
      if (segments.length !== parts.length) continue;
      const params: string[] = [];
      const matches = segments.every((segment, index) => {
        const part = parts[index]!;
        if (segment.startsWith(':')) {
          params.push(decodeSegment(part));
          return true;
        }
        return segment.toLowerCase() === part.toLowerCase();
      });
      if (!matches) continue;
      if (route.method === method) return { route, params };
      allowed.push(route.method);
    }
    if (allowed.length > 0) {
      const unique = [...new Set(allowed)];
      onWrongMethod?.(unique);
      throw new HttpError(405, `Method ${method} is not allowed on ${pathname}`, { allow: unique });
    }
    throw new HttpError(404, `No route for ${method} ${pathname}`);
  }
}
