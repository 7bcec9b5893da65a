import type { FormField } from './editor-form';

/**
 * The HTML of the local editor page: plain, Swedish, usable by keyboard and screen reader (every control
 * has a label, the outcome of a save is a status message, an error an alert, the `#fieldPath=` field gets
 * focus). A small script (under the page's nonce) moves focus to the field the link named and carries
 * that name through the post, so the page comes back to it.
 */

export interface EditorNotice {
  kind: 'status' | 'alert';
  text: string;
}

export interface EditorPageInput {
  modelName: string;
  recordId: string;
  statusText: string;
  fields: FormField[];
  notice: EditorNotice | null;
  csrf: string;
  nonce: string;
  /** Whether the record has a published version ("Avpublicera" is offered only then). */
  published: boolean;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f6f5f2; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
.meta { color: #4a4a4a; margin: 0 0 1rem; }
.notice { padding: .75rem 1rem; border-radius: .25rem; margin: 0 0 1rem; }
.notice:empty { display: none; }
.status { background: #e3f1e6; border: 1px solid #2e7d32; }
.alert { background: #fbe9e7; border: 1px solid #b71c1c; }
label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input[type=text], textarea { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; border: 1px solid #6b6b6b; border-radius: .25rem; background: #fff; }
textarea { min-height: 6rem; resize: vertical; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: .25rem; border: 1px solid #1d1d1f; background: #fff; cursor: pointer; }
button[value=publish] { background: #1d1d1f; color: #fff; }
button[value=unpublish] { margin-left: auto; border-color: #b71c1c; color: #b71c1c; }
`;

function layout(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Glans innehåll</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>
`;
}

/** A page with a heading and one message (sign-in needed, not found, refused). */
export function renderMessagePage(title: string, message: string, nonce: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`, nonce);
}

function control(field: FormField, index: number): string {
  const id = `falt-${index}`;
  const common = `id="${id}" name="${escapeHtml(field.name)}" data-field-path="${escapeHtml(field.fieldPath)}"`;
  const input = field.multiline
    ? `<textarea ${common} rows="5">${escapeHtml(field.value)}</textarea>`
    : `<input type="text" ${common} value="${escapeHtml(field.value)}">`;
  return `<label for="${id}">${escapeHtml(field.label)}</label>\n${input}`;
}

// Focuses the field named by `#fieldPath=<api key>[.<locale>]` and keeps it for the return after a save.
const FOCUS_SCRIPT = `
(function () {
  var match = /fieldPath=([^&]+)/.exec(location.hash);
  var path = match ? decodeURIComponent(match[1]) : '';
  var hidden = document.getElementById('fieldPath');
  if (hidden) hidden.value = path;
  var key = path.split('.')[0];
  var target = null;
  var controls = document.querySelectorAll('[data-field-path]');
  for (var i = 0; i < controls.length; i++) {
    var name = controls[i].getAttribute('data-field-path');
    var control = controls[i];
    if (name === key) { target = control; break; }
  }
  var notice = document.querySelector('.notice:not(:empty)');
  if (target) target.focus();
  else if (notice && notice.getAttribute('role') === 'alert') notice.focus();
})();
`;

export function renderEditorPage(input: EditorPageInput): string {
  const notice = input.notice
    ? `<p class="notice ${input.notice.kind}" role="${input.notice.kind}" tabindex="-1">${escapeHtml(input.notice.text)}</p>`
    : '<p class="notice" role="status"></p>';
  const controls = input.fields.length > 0 ? input.fields.map(control).join('\n') : '<p>Posten har inga textfält att redigera här.</p>';
  const body = `<h1>Redigera ${escapeHtml(input.modelName)} ${escapeHtml(input.recordId)}</h1>
<p class="meta">Status: ${escapeHtml(input.statusText)}</p>
${notice}
<form method="post">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<input type="hidden" name="fieldPath" id="fieldPath" value="">
${controls}
<div class="actions">
<button type="submit" name="action" value="draft">Spara utkast</button>
<button type="submit" name="action" value="publish">Publicera</button>
${input.published ? '<button type="submit" name="action" value="unpublish">Avpublicera</button>' : ''}
</div>
</form>`;
  return layout(`Redigera ${input.modelName}`, body, input.nonce, FOCUS_SCRIPT);
}

export interface IndexGroup {
  title: string;
  links: { href: string; text: string }[];
}

/** `/editor/`: the editable records, grouped by model, each a link to its editor page. */
export function renderIndexPage(groups: IndexGroup[], nonce: string): string {
  const sections = groups
    .filter((group) => group.links.length > 0)
    .map(
      (group) =>
        `<h2>${escapeHtml(group.title)}</h2>\n<ul>\n${group.links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`).join('\n')}\n</ul>`,
    )
    .join('\n');
  return layout('Innehåll', `<h1>Innehåll</h1>\n<p class="meta">Välj en post att redigera.</p>\n${sections}`, nonce);
}
