import { contentRequest } from './client';
import { GLOBAL_CONFIGURATION_ERROR } from './global-data';
import { graphql } from './graphql';

const GlobalConfigurationProbe = graphql(`
  query GlobalConfigurationProbe {
    globalConfiguration {
      id
      dictionary
    }
  }
`);

const ATTEMPTS = 5;
const PAUSE_MS = 1_000;

/** Loads the global configuration a few times; the process exits with `Failed to load global configuration` when it cannot. */
export async function verifyGlobalConfiguration(): Promise<void> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const { globalConfiguration } = await contentRequest(GlobalConfigurationProbe, {}, { tags: ['global'] });
      if (globalConfiguration) return;
      lastError = new Error('The content service has no global configuration record');
      break;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
  console.error(`${GLOBAL_CONFIGURATION_ERROR}:`, lastError instanceof Error ? lastError.message : lastError);
  process.exit(1);
}
