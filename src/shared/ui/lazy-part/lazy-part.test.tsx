import { Component, startTransition, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailureBoundary } from '@/shared/ui/failure-boundary';
import { lazyPart } from './lazy-part';

/** A download the test settles by hand. */
function download<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <FailureBoundary label="The part" fallback={<p role="alert">This could not be loaded.</p>}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </FailureBoundary>
  );
}

/** `Part` inside `Boundary`, and a button that mounts both anew (a popup opened again). */
function Reopenable({ Part, Boundary }: { Part: (props: { name: string }) => ReactNode; Boundary: ComponentType<{ children: ReactNode }> }) {
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRound((r) => r + 1)}>
        Open again
      </button>
      <Boundary key={round}>
        <Part name="Ada" />
      </Boundary>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPart', () => {
  it('shows the loading state, then the part once its code is in', async () => {
    const code = download<typeof Greeting>();
    const Part = lazyPart(() => code.promise);
    render(
      <Shell>
        <Part name="Ada" />
      </Shell>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    code.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('stays the same component once its code is in, so what it shows keeps its state (a form keeps what was typed)', async () => {
    // In a concurrent render (a transition, a retry) React waits for the code and then renders the
    // waiting component again in place, so that is the one it commits. Switching to the loaded
    // component on the next render was a different component: the part was mounted anew, a popup's
    // dialog with it (focus then went back to nowhere) and a field lost what had been typed.
    // Rendered outside act(), as a browser renders: act() renders such a wait differently.
    function Field({ label }: { label: string }) {
      return <input aria-label={label} />;
    }
    const code = download<typeof Field>();
    const Part = lazyPart(() => code.promise);
    function Page() {
      const [shown, setShown] = useState(false);
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => startTransition(() => setShown(true))}>
            Show
          </button>
          <button type="button" onClick={() => setRenders((n) => n + 1)}>
            Rendered {renders}
          </button>
          <Shell>{shown ? <Part label="Title" /> : null}</Shell>
        </>
      );
    }
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<Page />);
      await waitFor(() => expect(screen.getByText('Rendered 0')).toBeInTheDocument());
      // The code arrives while the transition renders (as a preloaded popup's does).
      code.resolve(Field);
      screen.getByRole('button', { name: 'Show' }).click();
      const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Title' });
      field.value = 'Night drive';
      screen.getByRole('button', { name: 'Rendered 0' }).click();
      await waitFor(() => expect(screen.getByText('Rendered 1')).toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'Title' })).toBe(field);
      expect(field).toHaveValue('Night drive');
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders at once, with no loading state, when it was preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    await Part.preload();
    render(
      <Shell>
        <Part name="Ada" />
      </Shell>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads a lazy part that the loaded component is, so nothing waits behind a second download', async () => {
    const inner = download<typeof Greeting>();
    const Inner = lazyPart(() => inner.promise);
    const Outer = lazyPart(() => Promise.resolve(Inner));
    let preloaded = false;
    const preloading = Outer.preload().then(() => {
      preloaded = true;
    });
    await act(async () => {});
    expect(preloaded).toBe(false);
    inner.resolve(Greeting);
    await preloading;
    render(
      <Shell>
        <Outer name="Ada" />
      </Shell>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('says it could not be loaded when its code has not come within the deadline, instead of loading for ever', async () => {
    vi.useFakeTimers();
    // A download that stalls: it neither arrives nor fails.
    const Part = lazyPart(() => new Promise<typeof Greeting>(() => {}), { deadlineMs: 15_000 });
    render(
      <Shell>
        <Part name="Ada" />
      </Shell>,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_999);
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // The deadline, then React's own short wait before it swaps what a boundary shows.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
  });

  it('tries the download again when shown again after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    render(<Reopenable Part={Part} Boundary={Shell} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(load).toHaveBeenCalledTimes(1);
    // Shown again once its boundary has shown the failure (the popup opened again, say), it tries again.
    await userEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure until a boundary has shown it, however long that takes (a busy page renders late)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    // A boundary that does not report what it showed: React's last render before its fallback,
    // as far as the part can tell, may still be to come.
    class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? <p role="alert">Not yet shown</p> : <Suspense fallback={<p>Loading</p>}>{this.props.children}</Suspense>;
      }
    }
    render(<Reopenable Part={Part} Boundary={Quiet} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not yet shown');
    // Seconds later, the render that must meet the same failure meets it, not a new download.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await userEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not yet shown');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
