import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Page shell: header, main outlet, footer, popup layer, player bar and (signed in) sidebar. */
export function AppLayout() {
  return (
    <div className="app-shell">
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
