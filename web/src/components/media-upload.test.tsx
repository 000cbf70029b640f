import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaObject } from '@passerelle/contract';
import { ApiError } from '../lib/api-error.ts';
import { renderWithProviders } from '../test/render.tsx';
import { MediaUpload } from './media-upload.tsx';

const png = (size = 10) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });
const media: MediaObject = {
  id: 3,
  filePath: 'ab/ab12.png',
  thumbnailPath: 'ab/ab12-thumb.webp',
  filePathMap: { thumbnail: 'ab/ab12-thumb.webp' },
  type: 1,
  mimeType: 'image/png',
  size: 10,
  width: 512,
  height: 512,
  url: '/media/ab/ab12.png',
  thumbnailUrl: '/media/ab/ab12-thumb.webp',
};
const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('MediaUpload', () => {
  it('is a labelled group whose button describes the accepted formats and size', () => {
    const { container } = renderWithProviders(<MediaUpload label="Logo" kinds={['image']} />);
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Choisir un fichier' });
    const hint = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('PNG, JPEG ou WebP, moins de 5120 Ko.');
    expect(input(container).accept).toBe('image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp');
  });

  it('sends a picked file, shows the busy state, then the saved file and its preview', async () => {
    let resolve!: (m: MediaObject) => void;
    const upload = vi.fn(() => new Promise<MediaObject>((r) => (resolve = r)));
    const onUploaded = vi.fn();
    const { container } = renderWithProviders(
      <MediaUpload label="Logo" kinds={['image']} upload={upload} onUploaded={onUploaded} />,
    );
    const file = png();
    await userEvent.upload(input(container), file);
    expect(upload).toHaveBeenCalledWith(file);
    expect(screen.getByRole('group', { name: 'Logo' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Envoi de logo.png…')).toBeTruthy();
    resolve(media);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(media));
    expect(screen.getByText('logo.png a été enregistré.')).toBeTruthy();
  });

  it('refuses a file of another kind or too large before sending, with the localised reason', async () => {
    const upload = vi.fn();
    const { container } = renderWithProviders(<MediaUpload label="Logo" kinds={['image']} upload={upload} />);
    fireEvent.drop(screen.getByRole('group', { name: 'Logo' }), {
      dataTransfer: { files: [new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Ce type de fichier n’est pas accepté.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input(container), big);
    expect((await screen.findByRole('alert')).textContent).toBe('Le fichier doit faire moins de 5120 Ko.');
    expect(upload).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Choisir un fichier' }).getAttribute('aria-describedby'),
    ).toContain(screen.getByRole('alert').id);
  });

  it('shows the server’s localised refusal', async () => {
    const upload = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 422,
          title: 'Données invalides',
          detail: 'Le logo doit être carré (idéalement 512 × 512 px).',
          message: 'Le logo doit être carré (idéalement 512 × 512 px).',
          message_code: 'logo_not_square',
          violations: [],
        }),
      ),
    );
    const { container } = renderWithProviders(<MediaUpload label="Logo" kinds={['image']} upload={upload} />);
    await userEvent.upload(input(container), png());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le logo doit être carré (idéalement 512 × 512 px).',
    );
  });

  it('shows the server’s localised message when the storage quota is used up (507)', async () => {
    const message =
      'Votre espace de stockage est plein : il reste 3 Mo sur 1024 Mo, trop peu pour ce fichier. Les fichiers remplacés ou retirés sont libérés environ 25 h plus tard ; réessayez alors, ou envoyez un fichier plus léger.';
    const upload = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 507,
          title: 'Espace de stockage insuffisant',
          detail: message,
          message,
          message_code: 'storage_quota_exceeded',
          violations: [],
        }),
      ),
    );
    const { container } = renderWithProviders(
      <MediaUpload label="Brochure" kinds={['document']} upload={upload} />,
    );
    await userEvent.upload(
      input(container),
      new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('previews the current file and offers to replace it', () => {
    renderWithProviders(<MediaUpload label="Logo" kinds={['image']} current={media} />);
    expect(screen.getByRole('img', { name: 'Aperçu : Logo' }).getAttribute('src')).toBe(media.thumbnailUrl);
    expect(screen.getByRole('button', { name: 'Remplacer le fichier' })).toBeTruthy();
  });
});
