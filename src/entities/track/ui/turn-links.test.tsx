import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TurnLinks } from './turn-links';

describe('TurnLinks', () => {
  it('offers "PLAY TURN n" only for turns above 0 and below the duration', async () => {
    const onSeekTurn = vi.fn();
    render(<TurnLinks turnTimes={[0, 30, 150, 75, 200]} duration={150} onSeekTurn={onSeekTurn} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['PLAY TURN 1', 'PLAY TURN 2']);
    await userEvent.click(screen.getByRole('button', { name: 'PLAY TURN 2' }));
    expect(onSeekTurn).toHaveBeenCalledWith(75);
    await userEvent.click(screen.getByRole('button', { name: 'PLAY TURN 1' }));
    expect(onSeekTurn).toHaveBeenLastCalledWith(30);
  });

  it('renders nothing when no turn qualifies', () => {
    const { container } = render(<TurnLinks turnTimes={[0, 150]} duration={150} onSeekTurn={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing before the duration is known', () => {
    const { container } = render(<TurnLinks turnTimes={[10, 20]} duration={0} onSeekTurn={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
