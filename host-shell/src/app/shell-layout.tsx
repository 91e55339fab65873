// The layout route of the whole portal. Seam for the shell engineer: header, menus and card
// dialogs go here; remotes and host pages render in the <Outlet />.
import { Outlet } from 'react-router';

export function ShellLayout() {
  return (
    <div className="portal-shell">
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
