import { useEffect } from 'react';
import { useBlocker } from 'shared-ui/router';
import { showConfirm, type ConfirmOptions } from '../dialog/dialog-store';

export type LeaveGuardOptions = ConfirmOptions & {
  /**
   * Ask before in-app navigation too (default true). Kept-alive pages keep their input when the
   * student moves elsewhere in the app, so they pass false and only guard closing the tab.
   */
  inApp?: boolean;
};

/**
 * While `dirty`, leaving the page inside the app asks for confirmation, and closing or
 * reloading the tab gets the browser's own warning. Needs a data router (the host's is one).
 */
export function useLeaveGuard(dirty: boolean, message: string, options: LeaveGuardOptions = {}): void {
  const inApp = options.inApp ?? true;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => inApp && dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void showConfirm(message, options).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
    // options is a literal at call sites; the blocker state change is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
