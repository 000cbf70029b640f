import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAND_THEMES } from '@passerelle/contract/lite';
import { renderWithProviders } from '../../test/render.tsx';
import type { BoothSceneProps } from './booth-art.types.ts';
import { fitName } from './fit-name.ts';
import { BOOTH_THEMES, BoothMiniature, BoothScene, CharacterFigure, VideoroomScene } from './index.ts';

const brochures = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Guide ${i + 1}`,
    url: `/media/guide-${i + 1}.pdf`,
  }));

const props = (over: Partial<BoothSceneProps> = {}): BoothSceneProps => ({
  typeArtKey: 'comptoir',
  variationArtKey: 'clair',
  theme: 'lagon',
  name: 'Centre hospitalier de Lyon',
  logoUrl: null,
  posterUrl: null,
  videoThumbnailUrl: null,
  hasVideo: false,
  brochures: [],
  persons: {},
  label: 'Stand du Centre hospitalier de Lyon',
  ...over,
});

// WCAG 2.x contrast, computed here from the palette rather than trusting the module's helper.
const lum = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('BoothScene', () => {
  it('is a figure named by its label around a decorative drawing, with no controls without handlers', () => {
    const { container } = renderWithProviders(<BoothScene {...props()} />);
    const figure = screen.getByRole('figure', { name: 'Stand du Centre hospitalier de Lyon' });
    expect(figure.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.querySelector('[data-part="poster"]')).toBeTruthy();
  });

  it('turns the poster, screen and desk into named buttons that call their handlers', async () => {
    const onPoster = vi.fn();
    const onVideo = vi.fn();
    const onDesk = vi.fn();
    renderWithProviders(<BoothScene {...props({ onPoster, onVideo, onDesk, hasVideo: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Voir l’affiche' }));
    await userEvent.click(screen.getByRole('button', { name: 'Regarder la vidéo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aller à l’accueil du stand' }));
    expect(onPoster).toHaveBeenCalledTimes(1);
    expect(onVideo).toHaveBeenCalledTimes(1);
    expect(onDesk).toHaveBeenCalledTimes(1);
  });

  it('renders only the controls whose handler is given, reachable with Tab', async () => {
    const onVideo = vi.fn();
    renderWithProviders(<BoothScene {...props({ onVideo, brochures: brochures(1) })} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Regarder la vidéo' }));
    await userEvent.keyboard('{Enter}');
    expect(onVideo).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Guide 1 (PDF, nouvel onglet)' }));
  });

  it('draws and links the first six brochures of eight, opening in a new tab', () => {
    const { container } = renderWithProviders(<BoothScene {...props({ brochures: brochures(8) })} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `Guide ${i} (PDF, nouvel onglet)`),
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `/media/guide-${i}.pdf`),
    );
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(container.querySelectorAll('g[data-part="brochure"]')).toHaveLength(6);
  });

  it('shows initials in a circle without a logo, the logo image with one', () => {
    const { container, rerender } = renderWithProviders(<BoothScene {...props()} />);
    expect(container.querySelector('[data-part="initials"]')?.textContent).toBe('CH');
    expect(container.querySelector('[data-part="logo"]')).toBeNull();
    rerender(<BoothScene {...props({ logoUrl: '/media/ab/logo.png' })} />);
    expect(container.querySelector('[data-part="logo"] image')?.getAttribute('href')).toBe(
      '/media/ab/logo.png',
    );
    expect(container.querySelector('[data-part="initials"]')).toBeNull();
  });

  it('draws the poster and the video still when given, and a play sign only with a video', () => {
    const { container } = renderWithProviders(
      <BoothScene
        {...props({ posterUrl: '/media/p.webp', videoThumbnailUrl: '/media/v.jpg', hasVideo: true })}
      />,
    );
    expect(container.querySelector('[data-part="poster"] image')?.getAttribute('href')).toBe('/media/p.webp');
    expect(container.querySelector('[data-part="screen"] image')?.getAttribute('href')).toBe('/media/v.jpg');
    expect(container.querySelector('[data-part="play"]')).toBeTruthy();
    const bare = renderWithProviders(<BoothScene {...props()} />);
    expect(bare.container.querySelector('[data-part="play"]')).toBeNull();
  });

  it('falls back to the counter booth in light materials for unknown keys, and to a silhouette for unknown people', () => {
    const { container } = renderWithProviders(
      <BoothScene
        {...props({
          typeArtKey: 'chateau',
          variationArtKey: 'fluo',
          persons: { mainDesk: 'astronaute', standing: 'infirmiere' },
        })}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure.dataset.type).toBe('comptoir');
    expect(figure.dataset.variation).toBe('clair');
    expect(container.querySelector('[data-character="silhouette"]')).toBeTruthy();
    expect(container.querySelector('[data-character="infirmiere"]')).toBeTruthy();
  });

  it('draws each known type and variation, and nobody in empty places', () => {
    for (const type of ['comptoir', 'pavillon', 'salon-ouvert']) {
      for (const variation of ['clair', 'sombre']) {
        const { container, unmount } = renderWithProviders(
          <BoothScene
            {...props({ typeArtKey: type, variationArtKey: variation, persons: { mainDesk: null } })}
          />,
        );
        const figure = within(container).getByRole('figure');
        expect([figure.dataset.type, figure.dataset.variation]).toEqual([type, variation]);
        expect(container.querySelector('[data-character]')).toBeNull();
        unmount();
      }
    }
  });

  it('keeps a long name on at most two lines of the fascia, ellipsed', () => {
    const fit = fitName(
      'Centre intégré universitaire de santé et de services sociaux du Centre-Sud-de-l’Île-de-Montréal',
      660,
      40,
      64,
    );
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1]!.endsWith('…')).toBe(true);
    expect(fit.fontSize).toBeLessThan(40);
    expect(fitName('Clinique Prune', 660, 40)).toEqual({ lines: ['Clinique Prune'], fontSize: 40 });
    expect(fitName('Centre hospitalier universitaire de Montréal', 660, 40, 64).lines).toEqual([
      'Centre hospitalier',
      'universitaire de Montréal',
    ]);
  });
});

describe('booth themes', () => {
  it.each(STAND_THEMES)('%s has fascia text at AA contrast (4.5:1) on its fascia', (theme) => {
    const { fascia, fasciaText } = BOOTH_THEMES[theme];
    expect(contrast(fascia, fasciaText)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('CharacterFigure', () => {
  it('is named by its title, decorative without one, and draws a silhouette for unknown keys', () => {
    const { container } = renderWithProviders(
      <>
        <CharacterFigure artKey="medecin" title="Médecin" />
        <CharacterFigure artKey="pirate" />
      </>,
    );
    expect(
      screen.getByRole('img', { name: 'Médecin' }).querySelector('[data-character="medecin"]'),
    ).toBeTruthy();
    const svgs = container.querySelectorAll('svg');
    expect(svgs[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(svgs[1]!.querySelector('[data-character="silhouette"]')).toBeTruthy();
  });
});

describe('BoothMiniature', () => {
  it('is decorative and shows the number and the initials, with fallbacks for unknown keys', () => {
    const { container } = renderWithProviders(
      <BoothMiniature
        typeArtKey="igloo"
        variationArtKey={null}
        theme="prune"
        name="Clinique Prune"
        logoUrl={null}
        number={12}
      />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.dataset.type).toBe('comptoir');
    expect(svg.textContent).toContain('12');
    expect(svg.textContent).toContain('CP');
  });
});

describe('VideoroomScene', () => {
  const room = { theme: 'lagon' as const, name: 'CHU', logoUrl: null, label: 'Salle vidéo du CHU' };

  it('plays the video in a sandboxed, titled iframe when there is one', () => {
    renderWithProviders(
      <VideoroomScene
        {...room}
        embedUrl="https://www.youtube-nocookie.com/embed/abc"
        videoTitle="Nos métiers"
        persons={{ videoroomSpeaker: 'conferenciere', seated: 'visiteur-assis', watching: 'visiteur-debout' }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Salle vidéo du CHU' })).toBeTruthy();
    const frame = screen.getByTitle('Nos métiers');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('loading')).toBe('lazy');
  });

  it('idles on the logo with a message and no iframe without a video', () => {
    const { container } = renderWithProviders(
      <VideoroomScene {...room} embedUrl={null} videoTitle={null} persons={{ seated: 'inconnu' }} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Aucune vidéo pour le moment')).toBeTruthy();
    expect(container.querySelector('[data-part="initials"]')?.textContent).toBe('CHU');
    expect(container.querySelectorAll('[data-character="silhouette"]').length).toBeGreaterThan(0);
    expect(container.querySelector('[data-character="conferenciere"]')).toBeNull();
  });
});
