import { localServicePorts, DEFAULT_LOCAL_SERVICES_PORT_BASE } from '../../lib/config';
import { HttpError, servicePort, startHttpService } from '../shared/http-service';

/** The local search service. For now it answers its health check; the search issue fills in the API. */
await startHttpService({
  name: 'search',
  port: servicePort(localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).search),
  handle: (req) => {
    throw new HttpError(404, `No route for ${req.method} ${req.url}`);
  },
});
