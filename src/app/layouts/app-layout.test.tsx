import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/shared/redux';
import { ToastProvider } from '@/shared/ui/toast';
import { routes } from '../routes/router';

const initialWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: initialWidth });
});

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

function renderApp(url: string, tree: RouteObject[] = routes) {
  const store = makeStore();
  const router = createMemoryRouter(tree, { initialEntries: [url] });
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
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | 4EM');
  });

  it('keeps the header and footer when a page throws, with a message and a way back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/boom', withThrowingRoute(routes));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4EM home' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    await user.click(within(alert).getByRole('link', { name: 'Back to the home page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('navigates from the footer to an informational page and sets its title', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
    const user = userEvent.setup();
    const { router } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(document.title).toBe('Frequently Asked Questions | 4EM');
  });

  it('offers a skip link to the page content', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About 4EM', level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toContainElement(screen.getByRole('main'));
  });
});
