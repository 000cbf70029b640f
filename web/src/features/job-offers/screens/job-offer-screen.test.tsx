import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { JobOfferComputed } from '@passerelle/contract';
import { renderWithRouter, testQueryClient } from '../../../test/router.tsx';
import { jobOffersQueries } from '../job-offers.queries.ts';
import { JobOfferScreen } from './job-offer-screen.tsx';

const offer: JobOfferComputed = {
  id: 42,
  firm: { id: 3, name: 'Centre intégré de santé des Deux-Rives' },
  fairs: [1],
  title: 'Infirmière de bloc opératoire',
  status: 'published',
  family: null,
  function: null,
  contractType: null,
  country: null,
  city: 'Longueuil',
  workMode: 'on_site',
  startDate: null,
  numberOfPosts: 1,
  languages: [],
  recognitionRequired: false,
  immigrationSupport: false,
  relocationSupport: false,
  publishedAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  fitScore: null,
  description: '',
  translations: { fr: { title: 'Infirmière de bloc opératoire', description: '' } },
  functionLevel: null,
  experience: null,
  educationLevel: null,
  disponibility: null,
  region: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  recognitionName: null,
  recognitionNames: null,
  recognitionSupported: false,
  abilities: { update: false, delete: false },
  match: null,
};

/** The offer page of an anonymous reader, the offer already fetched. */
const renderOffer = (ui: React.ReactElement) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(jobOffersQueries.computed(offer.id, null).queryKey, offer);
  return renderWithRouter(ui, {
    path: '/{-$salon}/jobs/{-$id}',
    url: '/sante-quebec-2026/jobs/42',
    queryClient,
  });
};

describe('JobOfferScreen, the interviews slot (issue 13)', () => {
  it('shows what the route composes for the offer, under the call to apply, as a level-2 section', async () => {
    renderOffer(
      <JobOfferScreen
        id={offer.id}
        interviews={(o) => (
          <section aria-labelledby="t">
            <h2 id="t">Entretiens vidéo</h2>
            <p>Réservés depuis l’offre {o.id}</p>
          </section>
        )}
      />,
    );
    await screen.findByRole('heading', { name: offer.title, level: 1 });
    const section = screen.getByRole('region', { name: 'Entretiens vidéo' });
    expect(within(section).getByText('Réservés depuis l’offre 42')).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    // The call to apply comes first, the interviews right after it.
    const apply = screen.getByRole('link', { name: 'Postuler' });
    expect(apply.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no interviews when the route gives none (video switch off)', async () => {
    renderOffer(<JobOfferScreen id={offer.id} />);
    await screen.findByRole('heading', { name: offer.title, level: 1 });
    expect(screen.queryByRole('region', { name: 'Entretiens vidéo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Postuler' })).toBeTruthy();
  });
});
