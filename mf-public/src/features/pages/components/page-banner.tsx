/** The top of an inner page: its title over a cover picture (or the brand gradient). */
import type { ReactNode } from 'react';
import type { ResponsiveImage } from '../../media/media-catalog';
import { ResponsivePicture } from '../../media/components/responsive-picture';

export function PageBanner({ title, lead, cover }: { title: string; lead?: ReactNode; cover?: ResponsiveImage | null }) {
  return (
    <header className="pub-banner">
      {cover ? <ResponsivePicture image={cover} sizes="100vw" className="pub-banner-img" priority /> : null}
      <div className="pub-banner-content">
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
    </header>
  );
}
