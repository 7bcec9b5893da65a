import { DEFAULT_LOCAL_SERVICES_PORT_BASE, LOCAL_CONTENT_ADMIN_TOKEN, localServicePorts } from '../../lib/config';

/**
 * Editing the local content service from the command line, through its admin API:
 *
 *   npm run content -- show <model> <slug>
 *   npm run content -- edit <model> <slug> <field>=<text> [<field>:=<json>] …
 *   npm run content -- publish <model> <slug>
 *   npm run content -- unpublish <model> <slug>
 *
 * `edit` saves a draft (the public site is unchanged; draft mode shows it); `publish` publishes the draft,
 * and the service then calls the storefront's webhook so the public pages update; `unpublish` takes the
 * record off the public site (it stays as a draft), with the same webhook. `field=text` sets a
 * text; `field:=json` sets any JSON value (a number, `null`, an object such as `seo:='{"title":"…"}'`).
 * The service is found at CONTENT_ADMIN_URL, else on LOCAL_SERVICES_PORT_BASE+1 (default 7401); the
 * token is CONTENT_ADMIN_TOKEN (default: the demo's).
 */

class CliError extends Error {}

const USAGE = `Usage:
  npm run content -- show <model> <slug>
  npm run content -- edit <model> <slug> <field>=<text> [<field>:=<json>] …
  npm run content -- publish <model> <slug>
  npm run content -- unpublish <model> <slug>
Example:
  npm run content -- edit blog_article sa-skoter-du-dina-silversmycken header="Så sköter du silver"
  npm run content -- publish blog_article sa-skoter-du-dina-silversmycken`;

function serviceUrl(): string {
  if (process.env.CONTENT_ADMIN_URL) return process.env.CONTENT_ADMIN_URL.replace(/\/+$/, '');
  const base = Number(process.env.LOCAL_SERVICES_PORT_BASE ?? DEFAULT_LOCAL_SERVICES_PORT_BASE);
  if (!Number.isInteger(base) || base < 1024) throw new CliError('LOCAL_SERVICES_PORT_BASE must be a port number');
  return `http://127.0.0.1:${localServicePorts(base).content}`;
}

interface RecordView {
  id: string;
  modelApiKey: string;
  published: { fields: Record<string, unknown> } | null;
  draft: { fields: Record<string, unknown> } | null;
}

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const token = process.env.CONTENT_ADMIN_TOKEN?.trim() || LOCAL_CONTENT_ADMIN_TOKEN;
  let response: Response;
  try {
    response = await fetch(`${serviceUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new CliError(`The content service at ${serviceUrl()} could not be reached (is \`npm run demo\` running?): ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new CliError(`${response.status}: ${answer.error ?? 'the content service refused the request'}`);
  return answer;
}

async function findRecord(model: string | undefined, slug: string | undefined): Promise<RecordView> {
  if (!model || slug === undefined) throw new CliError(USAGE);
  const { records } = await call<{ records: RecordView[] }>('GET', `/admin/records?model=${encodeURIComponent(model)}&slug=${encodeURIComponent(slug)}`);
  if (records.length === 0) throw new CliError(`No ${model} with the slug "${slug}"`);
  if (records.length > 1) throw new CliError(`${records.length} records of ${model} have the slug "${slug}": ${records.map((r) => r.id).join(', ')}`);
  return records[0] as RecordView;
}

/** `field=text` → a string; `field:=json` → parsed JSON. */
export function parseAssignments(args: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const arg of args) {
    const json = /^([A-Za-z_][A-Za-z0-9_]*):=(.*)$/s.exec(arg);
    if (json) {
      try {
        fields[json[1] as string] = JSON.parse(json[2] as string);
      } catch {
        throw new CliError(`The value of ${json[1]} is not valid JSON: ${json[2]}`);
      }
      continue;
    }
    const text = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(arg);
    if (!text) throw new CliError(`"${arg}" is not <field>=<text> or <field>:=<json>\n\n${USAGE}`);
    fields[text[1] as string] = text[2];
  }
  if (Object.keys(fields).length === 0) throw new CliError(`Name at least one field to change.\n\n${USAGE}`);
  return fields;
}

function summary(fields: Record<string, unknown> | undefined): string {
  if (!fields) return '(none)';
  const title = fields.header ?? fields.title ?? fields.name ?? '';
  return `"${String(title)}" (slug ${String(fields.slug ?? '')})`;
}

async function main(argv: string[]): Promise<void> {
  const [command, model, slug, ...rest] = argv;
  switch (command) {
    case 'show': {
      const record = await findRecord(model, slug);
      console.log(`${record.modelApiKey} ${record.id}\n  published: ${summary(record.published?.fields)}\n  draft:     ${summary(record.draft?.fields)}`);
      return;
    }
    case 'edit': {
      const fields = parseAssignments(rest);
      const record = await findRecord(model, slug);
      const draft = await call<{ fields: Record<string, unknown> }>('POST', `/admin/records/${encodeURIComponent(record.id)}/draft`, { fields });
      console.log(`Draft saved for ${record.modelApiKey} ${record.id}: ${summary(draft.fields)}. Publish it with: npm run content -- publish ${model} ${slug}`);
      return;
    }
    case 'publish': {
      const record = await findRecord(model, slug);
      const result = await call<{ published: { fields: Record<string, unknown> }; webhook?: { delivered: boolean; status?: number; error?: string } }>(
        'POST',
        `/admin/records/${encodeURIComponent(record.id)}/publish`,
      );
      const webhook = result.webhook;
      console.log(`Published ${record.modelApiKey} ${record.id}: ${summary(result.published.fields)}.`);
      console.log(webhook?.delivered ? `The storefront was told (webhook answered ${webhook.status}).` : `The storefront was not told: ${webhook?.error ?? 'no webhook'}.`);
      return;
    }
    case 'unpublish': {
      const record = await findRecord(model, slug);
      const result = await call<{ webhook?: { delivered: boolean; status?: number; error?: string } }>('PUT', `/admin/records/${encodeURIComponent(record.id)}/unpublish`);
      const webhook = result.webhook;
      console.log(`Unpublished ${record.modelApiKey} ${record.id}; it stays as a draft.`);
      console.log(webhook?.delivered ? `The storefront was told (webhook answered ${webhook.status}).` : `The storefront was not told: ${webhook?.error ?? 'no webhook'}.`);
      return;
    }
    default:
      throw new CliError(USAGE);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('services/content/cli.ts')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  });
}
