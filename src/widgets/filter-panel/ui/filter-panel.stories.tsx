import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent } from 'storybook/test';
import { vocabularyTestHandlers } from '@/entities/vocabulary/testing';
import { mainThreadAnimations } from '@/shared/lib/test/main-thread-animations';
import { FilterPanel } from './filter-panel';

const meta = {
  title: 'widgets/filter-panel/FilterPanel',
  component: FilterPanel,
  parameters: { layout: 'padded', route: '/search', msw: { handlers: vocabularyTestHandlers } },
  render: () => (
    <div style={{ width: 220, minHeight: 640 }}>
      <FilterPanel />
    </div>
  ),
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keywords, instruments and composers with their subcategories, in the filters' order and names. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Type Of Production' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Guitars (Acoustic)' })).toBeInTheDocument();
  },
};

/** Subcategories with selected keywords show how many. */
export const WithSelection: Story = {
  parameters: { route: '/search?keywords_include=Driving,Violin&keywords_exclude=Calm' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Energy, 2 selected' })).toBeInTheDocument();
  },
};

/** A subcategory popup: included (+) and excluded (−) keywords. */
export const SubcategoryOpen: Story = {
  parameters: { route: '/search?keywords_include=Driving&keywords_exclude=Calm' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Energy, 2 selected' }));
    await expect(screen.getByRole('menu', { name: 'Energy' })).toBeInTheDocument();
  },
};

/** Tempo holds the added "Specify BPM". */
export const TempoWithSpecifyBpm: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Tempo' }));
    await expect(screen.getByRole('menuitem', { name: 'Specify BPM' })).toBeInTheDocument();
  },
};

/** More than 32 keywords: the wide popup. */
export const WideSubcategory: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Usage' }));
    await expect(screen.getByRole('menu', { name: 'Usage' }).parentElement).toHaveClass('filter-panel__popup--wide');
  },
};

/** Vocabulary still loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/music/keywords/categories/', () => delay('infinite')),
        http.get('*/api/music/instruments/categories/', () => delay('infinite')),
        http.get('*/api/music/composers/', () => delay('infinite')),
      ],
    },
  },
  play: async () => {
    await expect(screen.getByLabelText('Loading filters')).toBeInTheDocument();
    // The shimmer runs on the compositor: nothing repaints each frame while the filters load.
    await expect(mainThreadAnimations()).toEqual([]);
  },
};

/** A vocabulary call failed: the rest still shows, with a retry. */
export const PartlyFailed: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/music/composers/', () => new HttpResponse(null, { status: 500 })), ...vocabularyTestHandlers] },
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Some filters could not be loaded.');
  },
};

/** The real mock vocabulary. */
export const MockCatalogue: Story = {
  parameters: { msw: { handlers: [] } },
};
