// The operations page (GET /ops) and the pages the override links show. Plain HTML with a
// little script that talks to the same /ops API as the CLI; it is for staff, not students,
// so it stays outside the portal's React apps and works even when every remote is broken.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's style and script are files (the portal's Content-Security-Policy allows no inline ones). */
const STYLESHEET = '<link rel="stylesheet" href="/site/ops/ops-page.css">';

export function renderOpsPage(): string {
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>リモート運用 | 英語学習ポータル</title>${STYLESHEET}</head>
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
      <label>有効時間 <input name="hours" type="number" min="1" max="336" value="24" class="hours"> 時間</label>
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
<script src="/site/ops/ops-page.js"></script>
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
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>バージョン設定 | 英語学習ポータル</title>${STYLESHEET}</head>
<body><main><section>${body}</section></main></body></html>`;
}
