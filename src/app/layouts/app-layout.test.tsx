import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@mocks/lib/testing/client';
import type { QueryDispatch } from '@/shared/lib/router';
import { makeStore } from '@/shared/redux';
import { ToastProvider } from '@/shared/ui/toast';
import { createTestRouter, setWindowWidth } from '@/shared/lib/test';
import { appRoutes } from '../routes/router';

function Boom(): never {
  throw new Error('Track list exploded');
}

/** The app's route tree with one extra page that throws while rendering. */
function withThrowingRoute(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => ({
    ...route,
    children: route.children?.map((child) =>
      child.errorElement && !child.path && child.children
        ? { ...child, children: [{ path: 'boom', Component: Boom }, ...child.children] }
        : child,
    ),
  })) as RouteObject[];
}

function renderApp(url: string, tree: (dispatch: QueryDispatch) => RouteObject[] = appRoutes) {
  const store = makeStore();
  const router = createTestRouter(tree(store.dispatch), { initialEntries: [url] });
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { store, router };
}

describe('App layout', () => {
  it('shows the not-found page inside the shell for an unknown URL', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | 4EM'));
  });

  it('keeps the header and footer when a page throws, with a message and a way back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/boom', (dispatch) => withThrowingRoute(appRoutes(dispatch)));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '4EM Production Music home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    await user.click(within(alert).getByRole('link', { name: 'Back to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument());
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('navigates from the footer to an informational page and sets its title', async () => {
    setWindowWidth(1280);
    const user = userEvent.setup();
    const { router } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions | 4EM'));
  });

  it('offers a skip link to the page content', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About 4EM', level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toContainElement(screen.getByRole('main'));
  });

  it('opens the register_login popup from the header', async () => {
    setWindowWidth(1280);
    const user = userEvent.setup();
    renderApp('/about');
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Login / Register' }));
    expect(await screen.findByRole('dialog', { name: 'Log in or register' })).toBeInTheDocument();
  });

  it('shows the user sidebar to a signed-in user on desktop', async () => {
    setWindowWidth(1280);
    await login('listener@example.com');
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Jamie R' }));
    expect(await screen.findByRole('complementary', { name: 'My account sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Jamie R.!' })).toBeInTheDocument();
  });
});
