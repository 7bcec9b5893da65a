import { localServicePorts, DEFAULT_LOCAL_SERVICES_PORT_BASE } from '../../lib/config';
import { HttpError, servicePort, startHttpService } from '../shared/http-service';

/** The local commerce service. For now it answers its health check; the commerce issue fills in the API. */
await startHttpService({
  name: 'commerce',
  port: servicePort(localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).commerce),
  handle: (req) => {
    throw new HttpError(404, `No route for ${req.method} ${req.url}`);
  },
});
