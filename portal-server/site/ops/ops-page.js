// The operations page's script (GET /ops): served as a file, as the portal's policy allows no inline
// script. It talks to the same /ops API as the CLI.
/* global document, sessionStorage, fetch, FormData, confirm -- a plain browser script, outside the bundled apps */
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
