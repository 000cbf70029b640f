import { describe, expect, it } from 'vitest';
import { StandResourceInputSchema } from './schemas.ts';
import { parseVideoLink } from './video-links.ts';

describe('parseVideoLink (§5: three video hosts and a slide-sharing embed)', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://www.dailymotion.com/video/x8abc12_title',
      'dailymotion',
      'https://geo.dailymotion.com/player.html?video=x8abc12',
    ],
    ['https://dai.ly/x8abc12', 'dailymotion', 'https://geo.dailymotion.com/player.html?video=x8abc12'],
    [
      '<iframe src="//www.slideshare.net/slideshow/embed_code/key/aBcD1234eFgH" width="595"></iframe>',
      'slideshare',
      'https://www.slideshare.net/slideshow/embed_code/key/aBcD1234eFgH',
    ],
  ])('reads %s', (input, host, embedUrl) => {
    expect(parseVideoLink(input)).toMatchObject({ host, embedUrl });
  });

  it.each([
    '',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://vimeo.com/channels/staffpicks',
    'https://www.slideshare.net/someone/some-deck',
    '<iframe src="https://evil.test/embed"></iframe>',
  ])('refuses %s', (input) => {
    expect(parseVideoLink(input)).toBeNull();
  });

  it('gives the booth form the invalid_video_link code, and requires a file for a brochure', () => {
    const video = StandResourceInputSchema.safeParse({ type: 'TYPE_VIDEO', url: 'https://example.com/v' });
    expect(video.success).toBe(false);
    expect(video.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['url', 'invalid_video_link'],
    ]);
    const brochure = StandResourceInputSchema.safeParse({ type: 'TYPE_BROCHURE', title: 'Guide' });
    expect(brochure.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['media', 'required']]);
  });
});
