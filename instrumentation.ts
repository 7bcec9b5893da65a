/**
 * Runs once when the storefront server starts. The app cannot start without the global configuration
 * (spec 8): it is loaded here, and a server that cannot load it stops with 'Failed to load global
 * configuration' instead of serving broken pages.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getConfig } = await import('./lib/config');
  getConfig(); // Validates the environment; a bad variable stops the start with its name.
  const { verifyGlobalConfiguration } = await import('./lib/content/startup-check');
  await verifyGlobalConfiguration();
}
