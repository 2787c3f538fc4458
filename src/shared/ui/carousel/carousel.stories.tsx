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

/** Twenty pages on a phone: one row of dots around the current page, smaller at an edge past which
 * more pages lie; the arrows keep their size. */
export const ManyPagesOnAPhone: Story = {
  args: { perPage: 1, minSlideWidth: 200 },
  render: (args) => (
    <div style={{ width: 288 }}>
      <Carousel {...args}>
        {cards(20)}
      </Carousel>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = () => canvas.getAllByRole('button', { name: /^Go to page \d+ of 20$/ });
    await expect(dots()).toHaveLength(7);
    // One row: every dot and both arrows on the same line, arrows at full size.
    const tops = new Set([...dots(), canvas.getByRole('button', { name: 'Next' })].map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Previous' }).getBoundingClientRect().width).toBe(36);
    await expect(dots().at(-1)).toHaveAccessibleName('Go to page 7 of 20');
    // Paging on moves the dots along with the current page, which stays in the middle.
    for (let i = 0; i < 9; i += 1) await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(
      [7, 8, 9, 10, 11, 12, 13].map((n) => `Go to page ${n} of 20`),
    );
    await expect(canvas.getByRole('button', { name: 'Go to page 10 of 20' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 13 of 20' }));
    await expect(canvas.getByRole('button', { name: 'Go to page 13 of 20' })).toHaveAttribute('aria-current', 'true');
  },
};
