// The operations page (GET /ops) and the pages the override links show. Plain HTML with a
// little script that talks to the same /ops API as the CLI; it is for staff, not students,
// so it stays outside the portal's React apps and works even when every remote is broken.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font-family: "Noto Sans CJK JP", "Hiragino Sans", sans-serif; margin: 0; color: #1f2933; background: #f5f7fa; }
  header { background: #243b53; color: #fff; padding: 12px 24px; display: flex; justify-content: space-between; align-items: center; }
  main { padding: 16px 24px; max-width: 1100px; }
  section { background: #fff; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
  button { font: inherit; padding: 4px 10px; border-radius: 4px; border: 1px solid #486581; background: #fff; cursor: pointer; }
  button.primary { background: #334e68; color: #fff; }
  .active { color: #0b7a3e; font-weight: bold; }
  .error { color: #b00020; min-height: 1.2em; }
  .muted { color: #627d98; font-size: 12px; }
  label { margin-right: 12px; }
  input, select { font: inherit; padding: 3px 6px; }
  code { background: #f0f4f8; padding: 2px 4px; word-break: break-all; }
`;

export function renderOpsPage(): string {
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>リモート運用 | 英語学習ポータル</title><style>${STYLE}</style></head>
<body>
<header><strong>リモート運用（バージョン切り替え）</strong><span id="who"></span></header>
<main>
  <section id="login-section">
    <h2>運用担当者ログイン</h2>
    <form id="login-form">
      <label>ID <input name="account" autocomplete="username" required></label>
      <label>パスワード <input name="password" type="password" autocomplete="current-password" required></label>
      <button class="primary" type="submit">ログイン</button>
    </form>
  </section>
  <p class="error" role="alert" id="error"></p>
  <p class="muted" role="status" id="status"></p>
  <section id="remotes-section" hidden>
    <h2>リモートとバージョン</h2>
    <p class="muted">切り替えは各ブラウザの次のページ読み込みから反映されます。</p>
    <div id="remotes"></div>
  </section>
  <section id="override-section" hidden>
    <h2>ブラウザ別オーバーライド（テスト用）</h2>
    <form id="override-form">
      <label>リモート <select name="remote" id="override-remote"></select></label>
      <label>バージョン <select name="version" id="override-version"></select></label>
      <label>有効時間 <input name="hours" type="number" min="1" max="336" value="24" style="width:5em"> 時間</label>
      <label>メモ <input name="note" maxlength="200"></label>
      <button class="primary" type="submit">リンクを作成</button>
    </form>
    <p id="override-link"></p>
    <div id="overrides"></div>
  </section>
  <section id="history-section" hidden>
    <h2>履歴</h2>
    <div id="history"></div>
  </section>
</main>
<script>
(() => {
  const ACTIONS = { publish: '公開', activate: '有効化', rollback: 'ロールバック', override_create: 'オーバーライド作成', override_revoke: 'オーバーライド取消' };
  let token = sessionStorage.getItem('opsToken');
  let remotes = [];
  const $ = (id) => document.getElementById(id);
  const esc = (t) => String(t ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const time = (iso) => iso ? new Date(iso).toLocaleString('ja-JP') : '';

  async function api(method, path, body) {
    $('error').textContent = '';
    let response;
    try {
      response = await fetch(path, {
        method,
        headers: { ...(token ? { authorization: 'Bearer ' + token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw new Error('サーバーに接続できません。ネットワークを確認してください。');
    }
    const json = await response.json().catch(() => null);
    if (response.status === 401 || response.status === 403) { signOut(); }
    if (!json || json.code !== 0) throw new Error(json?.errmsg || 'エラーが発生しました（' + response.status + '）');
    return json.data;
  }
  const run = (fn) => fn().catch((e) => { $('error').textContent = e.message; });

  function signOut() { token = null; sessionStorage.removeItem('opsToken'); show(false); }
  function show(signedIn) {
    $('login-section').hidden = signedIn;
    for (const id of ['remotes-section', 'override-section', 'history-section']) $(id).hidden = !signedIn;
  }

  async function refresh() {
    remotes = await api('GET', '/ops/remotes');
    $('remotes').innerHTML = remotes.map((r) => '<h3>' + esc(r.name) + ' <span class="muted">有効: ' + esc(r.active_version ?? 'なし') + '</span> ' +
      '<button data-rollback="' + esc(r.name) + '">ロールバック</button></h3>' +
      '<table><thead><tr><th>バージョン</th><th>ルート</th><th>公開</th><th></th></tr></thead><tbody>' +
      r.versions.map((v) => '<tr><td class="' + (v.active ? 'active' : '') + '">' + esc(v.version) + (v.active ? '（有効）' : '') + '</td>' +
        '<td>' + v.prefixes.map(esc).join(' ') + '</td><td>' + esc(v.published_by) + ' ' + time(v.published_at) + '</td>' +
        '<td>' + (v.active ? '' : '<button data-activate="' + esc(r.name) + '" data-version="' + esc(v.version) + '">有効にする</button>') + '</td></tr>').join('') +
      '</tbody></table>').join('') || '<p>公開されたリモートはまだありません。</p>';
    $('override-remote').innerHTML = remotes.map((r) => '<option>' + esc(r.name) + '</option>').join('');
    fillVersions();
    const overrides = await api('GET', '/ops/overrides');
    $('overrides').innerHTML = '<table><thead><tr><th>#</th><th>リモート</th><th>バージョン</th><th>期限</th><th>作成</th><th></th></tr></thead><tbody>' +
      overrides.map((o) => '<tr><td>' + o.id + '</td><td>' + esc(o.remote) + '</td><td>' + esc(o.version) + '</td><td>' + (o.live ? time(o.expires_at) : '無効') + '</td>' +
        '<td>' + esc(o.created_by) + ' ' + esc(o.note) + '</td><td>' + (o.live ? '<button data-revoke="' + o.id + '">取り消す</button>' : '') + '</td></tr>').join('') + '</tbody></table>';
    const history = await api('GET', '/ops/history?limit=100');
    $('history').innerHTML = '<table><thead><tr><th>日時</th><th>リモート</th><th>操作</th><th>変更</th><th>担当</th></tr></thead><tbody>' +
      history.map((h) => '<tr><td>' + time(h.at) + '</td><td>' + esc(h.remote) + '</td><td>' + esc(ACTIONS[h.action] ?? h.action) + '</td>' +
        '<td>' + esc(h.from_version ?? '') + ' → ' + esc(h.to_version ?? '') + ' <span class="muted">' + esc(h.detail) + '</span></td><td>' + esc(h.actor) + '</td></tr>').join('') + '</tbody></table>';
  }
  function fillVersions() {
    const remote = remotes.find((r) => r.name === $('override-remote').value);
    $('override-version').innerHTML = (remote?.versions ?? []).map((v) => '<option>' + esc(v.version) + '</option>').join('');
  }

  $('override-remote').addEventListener('change', fillVersions);
  $('login-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    run(async () => {
      const data = await api('POST', '/ops/login', { account: form.get('account'), password: form.get('password') });
      token = data.token;
      sessionStorage.setItem('opsToken', token);
      $('who').textContent = data.account;
      show(true);
      await refresh();
    });
  });
  $('override-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    run(async () => {
      const data = await api('POST', '/ops/overrides', { remote: form.get('remote'), version: form.get('version'), hours: Number(form.get('hours')), note: form.get('note') });
      $('override-link').innerHTML = 'このリンクを開いたブラウザだけに ' + esc(data.remote) + ' ' + esc(data.version) + ' が表示されます: <code>' + esc(data.link) + '</code>';
      await refresh();
    });
  });
  document.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (!button) return;
    if (button.dataset.activate) {
      if (!confirm(button.dataset.activate + ' を ' + button.dataset.version + ' に切り替えますか？')) return;
      run(async () => { await api('POST', '/ops/remotes/' + button.dataset.activate + '/activate', { version: button.dataset.version }); $('status').textContent = '切り替えました。'; await refresh(); });
    } else if (button.dataset.rollback) {
      if (!confirm(button.dataset.rollback + ' を一つ前のバージョンに戻しますか？')) return;
      run(async () => { const r = await api('POST', '/ops/remotes/' + button.dataset.rollback + '/rollback'); $('status').textContent = r.from_version + ' から ' + r.version + ' に戻しました。'; await refresh(); });
    } else if (button.dataset.revoke) {
      run(async () => { await api('POST', '/ops/overrides/' + button.dataset.revoke + '/revoke'); await refresh(); });
    }
  });

  if (token) { show(true); run(refresh); } else { show(false); }
})();
</script>
</body></html>`;
}

type OverridePage =
  | { kind: 'applied'; remote: string; version: string; expiresAt: Date; firstPath: string }
  | { kind: 'cleared' }
  | { kind: 'invalid' };

export function renderOverridePage(page: OverridePage): string {
  const body =
    page.kind === 'applied'
      ? `<h1>テスト用バージョンを設定しました</h1>
         <p>このブラウザでは <strong>${escapeHtml(page.remote)} ${escapeHtml(page.version)}</strong> が表示されます（${escapeHtml(page.expiresAt.toISOString())} まで）。ほかの利用者には影響しません。</p>
         <p><a href="${escapeHtml(page.firstPath)}">ポータルで確認する</a> <a href="/ops/overrides/clear">設定を解除する</a></p>`
      : page.kind === 'cleared'
        ? `<h1>テスト用バージョンを解除しました</h1><p>このブラウザには通常のバージョンが表示されます。</p><p><a href="/">ポータルへ</a></p>`
        : `<h1>このリンクは使えません</h1><p>期限切れか、取り消されたリンクです。運用担当者に新しいリンクを依頼してください。</p><p><a href="/">ポータルへ</a></p>`;
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>バージョン設定 | 英語学習ポータル</title><style>${STYLE}</style></head>
<body><main><section>${body}</section></main></body></html>`;
}
