import type { ApiTypes, Client } from '@datocms/cma-client-node';

/**
 * The hooks an editor needs on a DatoCMS project, set up idempotently by the schema provisioning:
 * - the cache-tag webhook: DatoCMS calls the storefront's `/api/revalidate` with the Content Delivery API
 *   cache tags a change invalidates (`cda_cache_tags` / `invalidate`), signed `Authorization: Bearer
 *   <REVALIDATE_SECRET>`, so a publish reaches the shop's pages;
 * - the Web Previews plugin (`datocms-plugin-web-previews`), whose previews webhook is the storefront's
 *   `/api/preview-links?token=<DRAFT_MODE_SECRET>`, so an editor's record shows its preview and live links.
 * Each is found by what identifies it (the webhook by name, the plugin by package), created when missing,
 * updated when it differs, and left alone when it matches: a second run writes nothing.
 */

export const CACHE_TAG_WEBHOOK_NAME = 'Glans: cache tags to the storefront';
export const WEB_PREVIEWS_PLUGIN = 'datocms-plugin-web-previews';

export interface EditorHookSettings {
  /** The storefront's public address, e.g. https://www.glans.se */
  storefrontUrl: string;
  revalidateSecret: string;
  draftModeSecret: string;
}

export function cacheTagWebhook(settings: EditorHookSettings) {
  return {
    name: CACHE_TAG_WEBHOOK_NAME,
    url: `${settings.storefrontUrl.replace(/\/+$/, '')}/api/revalidate`,
    headers: { Authorization: `Bearer ${settings.revalidateSecret}` },
    events: [{ entity_type: 'cda_cache_tags' as const, event_types: ['invalidate' as const] }],
    custom_payload: null,
    http_basic_user: null,
    http_basic_password: null,
    enabled: true,
    payload_api_version: '3',
    nested_items_in_payload: false,
    auto_retry: true,
  };
}

export function webPreviewsParameters(settings: EditorHookSettings) {
  return {
    frontends: [
      {
        name: 'Glans',
        previewWebhook: `${settings.storefrontUrl.replace(/\/+$/, '')}/api/preview-links?token=${encodeURIComponent(settings.draftModeSecret)}`,
      },
    ],
    startOpen: true,
  };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Sets up the webhook and the plugin; returns the writes made (0 when both already match). */
export async function provisionEditorHooks(
  client: Client,
  settings: EditorHookSettings,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  let written = 0;
  const wantedHook = cacheTagWebhook(settings);
  const hooks = await client.webhooks.list();
  const hook = hooks.find((candidate) => candidate.name === CACHE_TAG_WEBHOOK_NAME);
  const differs =
    hook &&
    (Object.keys(wantedHook) as (keyof typeof wantedHook)[]).filter((key) => !same(hook[key as keyof ApiTypes.Webhook], wantedHook[key]));
  if (!hook) {
    log(`${options.dryRun ? 'Would create' : 'Creating'} the webhook "${CACHE_TAG_WEBHOOK_NAME}" to ${wantedHook.url}`);
    if (!options.dryRun) await client.webhooks.create(wantedHook);
    written += 1;
  } else if (differs && differs.length > 0) {
    // The secret is compared but never printed: only the names of what differs are.
    log(`${options.dryRun ? 'Would update' : 'Updating'} the webhook "${CACHE_TAG_WEBHOOK_NAME}": ${differs.join(', ')}`);
    if (!options.dryRun) await client.webhooks.update(hook.id, wantedHook);
    written += 1;
  }

  const wantedParameters = webPreviewsParameters(settings);
  const plugins = await client.plugins.list();
  let plugin = plugins.find((candidate) => candidate.package_name === WEB_PREVIEWS_PLUGIN);
  if (!plugin) {
    log(`${options.dryRun ? 'Would install' : 'Installing'} the plugin ${WEB_PREVIEWS_PLUGIN}`);
    if (!options.dryRun) plugin = await client.plugins.create({ package_name: WEB_PREVIEWS_PLUGIN });
    written += 1;
  }
  if (!plugin || !same(plugin.parameters, wantedParameters)) {
    log(
      `${options.dryRun ? 'Would set' : 'Setting'} the previews webhook of ${WEB_PREVIEWS_PLUGIN} to ${settings.storefrontUrl}/api/preview-links`,
    );
    if (!options.dryRun && plugin) await client.plugins.update(plugin.id, { parameters: wantedParameters });
    written += 1;
  }
  if (written === 0) log('The webhook and the previews plugin are set up.');
  return written;
}
