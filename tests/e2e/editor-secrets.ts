import { readEditorSecrets, type EditorSecrets } from '../../services/launcher/editor-secrets';

/** The e2e stack's data folder (playwright.config.ts starts it there) and the editor secrets made in it. */
export const E2E_DATA_DIR = `.data/e2e-${Number(process.env.E2E_PORT ?? 3100)}`;

/** Read when a test needs them: the stack makes them when it starts (services/launcher/editor-secrets.ts). */
export function e2eEditorSecrets(): EditorSecrets {
  return readEditorSecrets(E2E_DATA_DIR);
}

/** The link that enables draft mode and goes to `path`. */
export function draftEnableUrl(path: string): string {
  return `/api/draft/enable/?secret=${encodeURIComponent(e2eEditorSecrets().draftModeSecret)}&path=${encodeURIComponent(path)}`;
}
