import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The editor secrets of a production stack on the local content service (`npm run demo`, the e2e and cluster
 * stacks): the draft-mode secret and the content webhook's secret. The storefront never accepts the fixed
 * demo values in production (lib/config.ts), so when DRAFT_MODE_SECRET or REVALIDATE_SECRET is not set, a
 * random one is made once per data folder and kept in `<data folder>/editor-secrets.json` (mode 0600); the
 * launcher hands it to the storefront and the content service through their environment and prints the
 * draft-mode link. A value set in the environment is used as it is.
 */

export const EDITOR_SECRETS_FILE = 'editor-secrets.json';

export interface EditorSecrets {
  draftModeSecret: string;
  revalidateSecret: string;
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The data folder's secrets, made (mode 0600) on first use. */
export function dataDirEditorSecrets(dataDir: string): EditorSecrets {
  const file = join(dataDir, EDITOR_SECRETS_FILE);
  const made: EditorSecrets = { draftModeSecret: newSecret(), revalidateSecret: newSecret() };
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readEditorSecrets(dataDir);
}

/** Reads the secrets a stack made in its data folder (tests use it to act as the editor). */
export function readEditorSecrets(dataDir: string): EditorSecrets {
  const parsed = JSON.parse(readFileSync(join(dataDir, EDITOR_SECRETS_FILE), 'utf8')) as Partial<EditorSecrets>;
  if (typeof parsed.draftModeSecret !== 'string' || typeof parsed.revalidateSecret !== 'string') {
    throw new Error(`${join(dataDir, EDITOR_SECRETS_FILE)} lacks draftModeSecret or revalidateSecret; delete it to make new ones`);
  }
  return { draftModeSecret: parsed.draftModeSecret, revalidateSecret: parsed.revalidateSecret };
}

/**
 * `env` with DRAFT_MODE_SECRET and REVALIDATE_SECRET filled in from the data folder when content is local and
 * they are unset (a real content service needs them set: lib/config.ts says so).
 */
export function withEditorSecrets<E extends Record<string, string | undefined>>(env: E, dataDir: string): E {
  if (env.DATOCMS_API_URL?.trim()) return env;
  if (env.DRAFT_MODE_SECRET?.trim() && env.REVALIDATE_SECRET?.trim()) return env;
  const secrets = dataDirEditorSecrets(dataDir);
  return {
    ...env,
    DRAFT_MODE_SECRET: env.DRAFT_MODE_SECRET?.trim() || secrets.draftModeSecret,
    REVALIDATE_SECRET: env.REVALIDATE_SECRET?.trim() || secrets.revalidateSecret,
  } as E;
}
