import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { defaultSearchState, pickCriteria, type SearchCriteria } from '@/entities/search';
import { vocabularyTestHandlers } from '@/entities/vocabulary/testing';
import { Dialog } from '@/shared/ui/dialog';
import type { AdvancedFiltersState } from '../model/advanced-filters-slice';
import { AdvancedFiltersPopup } from './advanced-filters-popup';

function withDraft(draft: Partial<SearchCriteria>, extra: Partial<AdvancedFiltersState> = {}) {
  const advancedFilters: AdvancedFiltersState = {
    draft: { ...pickCriteria(defaultSearchState()), ...draft },
    mode: 'include',
    tab: 'keywords',
    ...extra,
  };
  return { preloadedState: { advancedFilters } };
}

function count(total: number | 'never', unmatched: string[] = []) {
  return [
    ...vocabularyTestHandlers,
    http.get('*/api/music/tracks/', async () => {
      if (total === 'never') await delay('infinite');
      return HttpResponse.json({ total_count: total, results: [], unmatched });
    }),
  ];
}

const meta = {
  title: 'features/search-filters/AdvancedFiltersPopup',
  component: AdvancedFiltersPopup,
  args: { name: 'advanced_filters', props: {}, close: () => {}, closeAll: () => {} },
  parameters: { route: '/search', msw: { handlers: count(128) } },
  render: (args) => (
    <Dialog label="Advanced filters" size="large" onClose={() => {}}>
      <AdvancedFiltersPopup {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof AdvancedFiltersPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = () => screen.getByRole('button', { name: /^(LOADING\.\.\.|SHOW|NO TRACKS FOUND)/ });

/** No criteria yet: the button shows every track. */
export const ShowAllTracks: Story = {
  parameters: withDraft({}),
  play: async () => {
    await expect(button()).toHaveTextContent('SHOW ALL TRACKS');
    await expect(screen.getByText('None selected.')).toBeInTheDocument();
  },
};

/** The live count is on its way. */
export const Loading: Story = {
  parameters: { ...withDraft({ keywords_include: ['Driving'] }), msw: { handlers: count('never') } },
  play: async () => {
    await waitFor(() => expect(button()).toHaveTextContent('LOADING...'));
    await expect(button()).toBeDisabled();
  },
};

/** Nothing matches: disabled. */
export const NoTracksFound: Story = {
  parameters: { ...withDraft({ keywords_include: ['Driving'], bpm: '240' }), msw: { handlers: count(0) } },
  play: async () => {
    await waitFor(() => expect(button()).toHaveTextContent('NO TRACKS FOUND'));
    await expect(button()).toBeDisabled();
  },
};

/** Included and excluded keywords with a key, and the count. */
export const ShowResults: Story = {
  parameters: {
    ...withDraft({ keywords_include: ['Driving', 'Violin'], keywords_exclude: ['Calm'], key: 'Dm' }),
    msw: { handlers: count(128) },
  },
  play: async () => {
    await waitFor(() => expect(button()).toHaveTextContent('SHOW 128 RESULTS'));
  },
};

/** One track: singular. */
export const ShowOneResult: Story = {
  parameters: { ...withDraft({ query: 'lullaby' }), msw: { handlers: count(1) } },
  play: async () => {
    await waitFor(() => expect(button()).toHaveTextContent('SHOW 1 RESULT'));
  },
};

/** A criterion that matched nothing: highlighted and listed. */
export const UnmatchedCriteria: Story = {
  parameters: {
    ...withDraft({ keywords_include: ['Driving', 'Bagpipe Metal'] }),
    msw: { handlers: count(0, ['Bagpipe Metal']) },
  },
  play: async () => {
    await expect(await screen.findByRole('list', { name: 'Unmatched criteria' })).toHaveTextContent('Bagpipe Metal');
  },
};

/** Exclude mode: clicking a keyword excludes it. */
export const ExcludeMode: Story = {
  parameters: { ...withDraft({ keywords_exclude: ['Ominous'] }, { mode: 'exclude' }), msw: { handlers: count(40) } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Tense' }));
    await expect(await screen.findByText('NOT: Tense')).toBeInTheDocument();
  },
};

/** Instruments: Guitars (Acoustic) starts a new line. */
export const InstrumentsTab: Story = {
  parameters: withDraft({}, { tab: 'instruments' }),
  play: async () => {
    const guitars = await screen.findByRole('region', { name: 'Guitars (Acoustic)' });
    await expect(guitars.previousElementSibling).toHaveClass('adv-filters__break');
  },
};

/** Composers grouped A-D … U-Z, shown "name (pro)". */
export const ComposersTab: Story = {
  parameters: withDraft({}, { tab: 'composers' }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Ann Baker (ASCAP)' })).toBeInTheDocument();
  },
};

/** A category of more than 32 keywords (Usage) takes the wide layout. */
export const WideCategory: Story = {
  parameters: withDraft({}),
  play: async () => {
    await expect(await screen.findByRole('region', { name: 'Usage' })).toHaveClass('adv-filters__cat--wide');
  },
};

/** The real mock vocabulary and count. */
export const MockCatalogue: Story = {
  parameters: { ...withDraft({}), msw: { handlers: [] } },
};
