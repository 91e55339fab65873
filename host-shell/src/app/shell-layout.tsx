import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { KeepAliveOutlet, UiRoot, useTranslation } from 'shared-ui';
import { CardDialogs } from '../features/card/card-dialogs';
import { useDashboardRefresh } from '../features/dashboard/hooks/use-dashboard-refresh';
import { Header } from '../features/header/header';
import { MainNav } from '../features/navigation/main-nav';
import { OutageDialog } from '../features/outage/outage-dialog';
import { useMissionMessages } from '../features/points/hooks/use-mission-messages';
import { useRouteHistoryTracking } from '../features/route-history/use-route-history';
import { guardRedirect } from '../features/session/start-page';
import { SHELL_NS } from '../lib/shell-texts';
import classes from './shell-layout.module.css';

/** Header, menu and card dialogs around the page; only with a token (spec part 1, section 2). */
function SignedInFrame() {
  const { t } = useTranslation(SHELL_NS);
  const [menuOpen, setMenuOpen] = useState(false);
  useMissionMessages();
  // Card state and badges: on entry, after each navigation and on focus (at most every 30 s).
  useDashboardRefresh();

  return (
    <div className={classes.frame}>
      <a href="#main-content" className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <MainNav open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen ? <div className={classes.scrim} onClick={() => setMenuOpen(false)} aria-hidden="true" /> : null}
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <KeepAliveOutlet />
      </main>
      <CardDialogs />
    </div>
  );
}

/**
 * The layout route of the whole portal: every route (the host's, login included, and every
 * remote's) is a child. It guards (no token: login; token on login or /: start page), records
 * route names, and shows the outage notice, toasts and dialogs above everything.
 */
export function ShellLayout() {
  const token = useSession((s) => s.token);
  const college = useSession((s) => s.flags.college);
  const userKnown = useSession((s) => s.user !== null);
  const location = useLocation();
  useRouteHistoryTracking();

  const redirect = guardRedirect(location.pathname, token, { college }, userKnown);
  return (
    <>
      {redirect ? (
        <Navigate to={redirect} replace />
      ) : token ? (
        <SignedInFrame />
      ) : (
        <main id="main-content" className={classes.public}>
          <Outlet />
        </main>
      )}
      <OutageDialog />
      <UiRoot />
    </>
  );
}
