import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_DRAFT_MODE_SECRET, LOCAL_REVALIDATE_SECRET, parseConfig } from '@/lib/config';
import { EDITOR_SECRETS_FILE, readEditorSecrets, withEditorSecrets } from '@/services/launcher/editor-secrets';

type Env = Record<string, string | undefined>;
const root = mkdtempSync(join(tmpdir(), 'glans-editor-secrets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('withEditorSecrets (a production stack on the local content service)', () => {
  it('makes random secrets once per data folder, readable by its owner only, and the storefront takes them', () => {
    const dataDir = join(root, 'a');
    const env = withEditorSecrets<Env>({ NODE_ENV: 'production' }, dataDir);
    expect(env.DRAFT_MODE_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(env.REVALIDATE_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([LOCAL_DRAFT_MODE_SECRET, LOCAL_REVALIDATE_SECRET]).not.toContain(env.DRAFT_MODE_SECRET);
    expect(statSync(join(dataDir, EDITOR_SECRETS_FILE)).mode & 0o777).toBe(0o600);
    expect(withEditorSecrets<Env>({ NODE_ENV: 'production' }, dataDir).DRAFT_MODE_SECRET).toBe(env.DRAFT_MODE_SECRET);
    expect(readEditorSecrets(dataDir)).toEqual({ draftModeSecret: env.DRAFT_MODE_SECRET, revalidateSecret: env.REVALIDATE_SECRET });
    expect(parseConfig(env).draftModeSecret).toBe(env.DRAFT_MODE_SECRET);
    expect(withEditorSecrets<Env>({}, join(root, 'b')).DRAFT_MODE_SECRET).not.toBe(env.DRAFT_MODE_SECRET);
  });

  it('keeps secrets set in the environment, and leaves a real content service to its own', () => {
    const set = { DRAFT_MODE_SECRET: 'mine', REVALIDATE_SECRET: 'also-mine' };
    expect(withEditorSecrets(set, join(root, 'c'))).toBe(set);
    const dato = { DATOCMS_API_URL: 'https://graphql.datocms.com/' };
    expect(withEditorSecrets(dato, join(root, 'd'))).toBe(dato);
  });
});
