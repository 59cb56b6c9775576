import { render, screen } from '@testing-library/react';
import { LodgingVideo, VIDEO_FALLBACK_TEXT } from './lodging-video';

it('offers WebM and MP4 with a poster, loads nothing before play, and tells old browsers', () => {
  const { container } = render(
    <LodgingVideo video={{ titulo: 'Recorrido', webm: '/v.webm', mp4: '/v.mp4', poster: '/p.webp' }} />,
  );
  const video = container.querySelector('video')!;
  expect(video).toHaveAttribute('preload', 'none');
  expect(video).toHaveAttribute('poster', '/p.webp');
  expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
  expect(video).toHaveTextContent(VIDEO_FALLBACK_TEXT);
  expect(VIDEO_FALLBACK_TEXT).toBe('Tu navegador no soporta el elemento de video.');
  expect(screen.getByText('Recorrido')).toBeInTheDocument();
});
