import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../shared/http-service';
import { apiError } from '../http/api-error';
import { notFound, readData } from './cma-request';
import { invalidField } from './cma-schema-rules';
import type { CmaStore, StoredEnvironment } from './cma-store';

/**
 * The CMA's environments (list, find, fork, promote, rename, destroy) and maintenance mode, over the store's
 * environments; `job` answers a write DatoCMS runs as a job (202 and its result).
 */

function environmentResource(store: CmaStore, environment: StoredEnvironment) {
  return {
    id: environment.id,
    type: 'environment',
    meta: {
      status: 'ready',
      created_at: environment.createdAt,
      read_only_mode: false,
      size: 0,
      primary: environment.id === store.primary,
      forked_from: environment.forkedFrom,
      last_data_change_at: null,
    },
  };
}

export function createEnvironmentRoutes(store: CmaStore, job: (res: ServerResponse, status: number, payload: unknown) => void) {
  async function environments(req: IncomingMessage, res: ServerResponse, method: string, url: URL, parts: string[]): Promise<void> {
    const [id, action] = parts;
    if (!id) {
      if (method !== 'GET') throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} /environments is not allowed`);
      return sendJson(res, 200, { data: store.environments().map((environment) => environmentResource(store, environment)) });
    }
    const environment = store.environment(decodeURIComponent(id));
    if (!environment) throw notFound(`Environment "${id.slice(0, 60)}"`);
    if (!action && method === 'GET') return sendJson(res, 200, { data: environmentResource(store, environment) });
    if (action === 'fork' && method === 'POST') {
      const data = await readData(req, 'environment');
      const name = typeof data.id === 'string' ? data.id : '';
      if (!/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(name))
        throw invalidField('id', 'VALIDATION_FORMAT', 'An environment id is lowercase letters, digits and -');
      if (store.environment(name)) throw invalidField('id', 'VALIDATION_UNIQUE', `Environment "${name}" already exists`);
      const created = store.fork(environment.id, name);
      if (url.searchParams.get('immediate_return') === 'true') return sendJson(res, 202, { data: environmentResource(store, created) });
      return job(res, 200, { data: environmentResource(store, created) });
    }
    if (action === 'promote' && method === 'PUT') {
      store.write((state) => (state.primary = environment.id));
      return sendJson(res, 200, { data: environmentResource(store, environment) });
    }
    if (action === 'rename' && method === 'PUT') {
      const data = await readData(req, 'environment');
      const name = typeof data.id === 'string' ? data.id : '';
      if (!/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(name))
        throw invalidField('id', 'VALIDATION_FORMAT', 'An environment id is lowercase letters, digits and -');
      if (store.environment(name)) throw invalidField('id', 'VALIDATION_UNIQUE', `Environment "${name}" already exists`);
      store.write((state) => {
        const wasPrimary = state.primary === environment.id;
        const stored = state.environments.find((candidate) => candidate.id === environment.id) as StoredEnvironment;
        stored.id = name;
        if (wasPrimary) state.primary = name;
      });
      return sendJson(res, 200, { data: environmentResource(store, store.environment(name) as StoredEnvironment) });
    }
    if (!action && method === 'DELETE') {
      if (environment.id === store.primary)
        throw apiError(422, 'CANNOT_DESTROY_PRIMARY_ENVIRONMENT', 'The primary environment cannot be destroyed');
      const gone = environmentResource(store, environment);
      store.write((state) => (state.environments = state.environments.filter((candidate) => candidate.id !== environment.id)));
      return job(res, 200, { data: gone });
    }
    throw notFound(`${method} /environments/${id}${action ? `/${action}` : ''}`);
  }

  function maintenance(res: ServerResponse, method: string, action: string | undefined): void {
    const resource = () => ({ data: { id: 'maintenance_mode', type: 'maintenance_mode', attributes: { active: store.maintenance } } });
    if (!action && method === 'GET') return sendJson(res, 200, resource());
    if ((action === 'activate' || action === 'deactivate') && method === 'PUT') {
      store.write((state) => (state.maintenance = action === 'activate'));
      return sendJson(res, 200, resource());
    }
    throw notFound(`${method} /maintenance-mode${action ? `/${action}` : ''}`);
  }

  return { environments, maintenance };
}
