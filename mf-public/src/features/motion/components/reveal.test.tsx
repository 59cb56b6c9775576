import { render } from '@testing-library/react';
import { PRERENDERED_PAGE_ID } from '@camping/contracts/public-pages';
import { Reveal } from './reveal';

describe('Reveal', () => {
  afterEach(() => document.getElementById(PRERENDERED_PAGE_ID)?.remove());

  it('keeps in place, without the animation, a block already on screen when the app takes a prerendered page over', () => {
    const drawn = document.createElement('div');
    drawn.id = PRERENDERED_PAGE_ID;
    document.body.append(drawn);
    // jsdom lays nothing out: the block's top is 0, inside the 768 px viewport.
    const { getByText } = render(<Reveal>Piletas</Reveal>);
    expect(getByText('Piletas')).toHaveClass('pub-reveal', 'pub-revealed', 'pub-reveal-at-once');
  });

  it('animates as usual on a page the app draws itself', () => {
    const { getByText } = render(<Reveal>Piletas</Reveal>);
    expect(getByText('Piletas')).not.toHaveClass('pub-reveal-at-once');
  });
});
