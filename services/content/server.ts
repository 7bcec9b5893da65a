import { localServicePorts, DEFAULT_LOCAL_SERVICES_PORT_BASE } from '../../lib/config';
import { HttpError, servicePort, startHttpService } from '../shared/http-service';

/** The local content service. For now it answers its health check; the content issue fills in the API. */
await startHttpService({
  name: 'content',
  port: servicePort(localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).content),
  handle: (req) => {
    throw new HttpError(404, `No route for ${req.method} ${req.url}`);
  },
});
