import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { serializeAsHeardOn } from '@mocks/serializers/collection';
import { renderWithProviders } from '@/shared/lib/test';
import { CustomMusicPopup } from './custom-music-popup';

function category(position = 0) {
  const index = catalogueIndex();
  return serializeAsHeardOn(index.asHeardOn[position], null, index);
}

const visibleSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((el) => el.getAttribute('aria-roledescription') === 'slide' && !el.hasAttribute('inert'))!;

describe('CustomMusicPopup', () => {
  it('shows the category, its description and a non-looping carousel of placements', async () => {
    const user = userEvent.setup();
    const data = category(0);
    renderWithProviders(<CustomMusicPopup props={{ categoryName: data.name }} />);
    expect(await screen.findByRole('heading', { name: data.name })).toBeInTheDocument();
    expect(screen.getByText(data.description)).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.queryByRole('button', { name: /go to page/i })).not.toBeInTheDocument();
    expect(within(visibleSlide()).getByText(data.items[0].show_title)).toBeInTheDocument();
    expect(within(visibleSlide()).getByText(data.items[0].network)).toBeInTheDocument();

    for (let i = 1; i < data.items.length; i += 1) await user.click(next);
    expect(next).toBeDisabled();
    expect(within(visibleSlide()).getByText(data.items[data.items.length - 1].show_title)).toBeInTheDocument();
  });

  it('plays the first video link as an embed, otherwise shows the image', async () => {
    const data = category(0);
    renderWithProviders(<CustomMusicPopup props={{ categoryName: data.name }} />);
    await screen.findByRole('heading', { name: data.name });
    const first = data.items[0];
    expect(first.video_links[0].url).toContain('youtube.com/embed/');
    const frame = screen.getByTitle(`${first.show_title} (${first.network}) on YouTube`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/'));
    const withImage = data.items.findIndex((item) => item.video_links.length === 0 && item.image);
    expect(screen.getByRole('img', { name: `${data.items[withImage].show_title} (${data.items[withImage].network})`, hidden: true })).toHaveAttribute(
      'src',
      data.items[withImage].image,
    );
  });

  it('has a mini player over the audio files with previous, play/pause, next and elapsed time', async () => {
    const user = userEvent.setup();
    const data = category(0);
    const item = data.items.find((i) => i.audio_files.length > 1) ?? data.items[0];
    const position = data.items.indexOf(item);
    renderWithProviders(<CustomMusicPopup props={{ categoryName: data.name }} />);
    await screen.findByRole('heading', { name: data.name });
    for (let i = 0; i < position; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    const player = within(visibleSlide()).getByRole('group', { name: `Music from ${item.show_title}` });
    expect(within(player).getByRole('button', { name: `Play ${item.audio_files[0].title}` })).toBeInTheDocument();
    expect(within(player).getByLabelText('Elapsed time')).toHaveTextContent('0:00');
    expect(within(player).getByRole('button', { name: 'Previous track' })).toBeDisabled();
    expect(player.querySelector('audio')).toHaveAttribute('src', item.audio_files[0].file);
    if (item.audio_files.length > 1) {
      await user.click(within(player).getByRole('button', { name: 'Next track' }));
      expect(within(player).getByText(item.audio_files[1].title)).toBeInTheDocument();
      expect(player.querySelector('audio')).toHaveAttribute('src', item.audio_files[1].file);
      expect(within(player).getByRole('button', { name: 'Previous track' })).toBeEnabled();
    }
  });

  it('says so when the category does not exist', async () => {
    renderWithProviders(<CustomMusicPopup props={{ categoryName: 'No Such Show' }} />);
    expect(await screen.findByText('We couldn\'t find "No Such Show".')).toBeInTheDocument();
  });
});
