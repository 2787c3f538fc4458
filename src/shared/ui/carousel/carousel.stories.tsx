import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Artwork } from '../artwork';
import { Carousel } from './carousel';

function cards(count: number) {
  return Array.from({ length: count }, (_, i) => (
    <figure key={i} style={{ margin: 0 }}>
      <Artwork src={i % 3 === 2 ? null : `/mock-media/artwork/album-${i + 1}.svg`} alt="" />
      <figcaption style={{ marginTop: 8, fontWeight: 700 }}>{`Album ${i + 1}`}</figcaption>
    </figure>
  ));
}

const meta = {
  title: 'shared/ui/Carousel',
  component: Carousel,
  args: { label: 'Featured albums', perPage: 4, children: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  render: (args) => (
    <Carousel {...args}>
      {cards(10)}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const LastPage: Story = {
  render: (args) => (
    <Carousel {...args}>
      {cards(10)}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3 of 3' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ResponsiveWidth: Story = {
  args: { minSlideWidth: 180 },
  render: (args) => (
    <Carousel {...args}>
      {cards(12)}
    </Carousel>
  ),
};

export const OnePerPageWithoutDots: Story = {
  args: { perPage: 1, showDots: false, label: 'Placements' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Carousel {...args}>
        {cards(3)}
      </Carousel>
    </div>
  ),
};

export const FitsOnePage: Story = {
  render: (args) => (
    <Carousel {...args}>
      {cards(3)}
    </Carousel>
  ),
};
