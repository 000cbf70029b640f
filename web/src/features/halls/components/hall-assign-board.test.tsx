import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { gridSlots } from '@passerelle/contract/lite';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n.ts';
import { theme } from '../../../theme.ts';
import { applyOp, type AssignData, type AssignOp } from '../assign-model.ts';
import { makeStand } from '../stand-fixtures.ts';
import { HallAssignBoard } from './hall-assign-board.tsx';

const HALL = { id: 10, name: 'Hôpitaux et CISSS', letter: 'A', color: '#1e6091' };
const slots = gridSlots(4);
const chu = makeStand({
  id: 1,
  name: 'CHU de Québec',
  fairHall: 10,
  number: 1,
  firm: { id: 1, name: 'CHU' },
});
const cisss = makeStand({ id: 2, name: 'CISSS des Laurentides', fairHall: 10, number: 3 });
const elan = makeStand({ id: 3, name: 'Résidence Élan', firm: { id: 9, name: 'Groupe Élan' } });

/**
 * The board as the screen uses it, with a stand-in for the api that the test lets answer: each
 * change waits until `answer` is called, then succeeds (the lists change) or fails.
 */
const setup = () => {
  const calls: AssignOp[] = [];
  const answers: ((error?: unknown) => void)[] = [];
  function Harness() {
    const [data, setData] = useState<AssignData>({ hall: HALL.id, placed: [chu, cisss], unassigned: [elan] });
    return (
      <>
        <Notifications />
        <HallAssignBoard
          hall={HALL}
          slots={slots}
          placed={data.placed}
          unassigned={data.unassigned}
          commit={(op) => {
            calls.push(op);
            return new Promise<void>((resolve, reject) => {
              answers.push((error) => {
                if (error) reject(error);
                else {
                  setData((d) => applyOp(d, op));
                  resolve();
                }
              });
            });
          }}
        />
      </>
    );
  }
  // Mantine's test environment: menus, dialogs and toasts without transitions (jsdom's timers
  // would race them).
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Harness />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { calls, answer: (error?: unknown) => answers.shift()!(error), user: userEvent.setup() };
};

/** Opens a booth's menu from the keyboard and activates one of its items with Enter. */
const menuAction = async (user: ReturnType<typeof userEvent.setup>, booth: string, item: string) => {
  screen.getByRole('button', { name: `Actions du stand ${booth}` }).focus();
  await user.keyboard('{Enter}');
  const entry = await screen.findByRole('menuitem', { name: item });
  entry.focus();
  await user.keyboard('{Enter}');
};

const map = () => screen.getByRole('region', { name: 'Plan du hall A : Hôpitaux et CISSS' });
const list = () => screen.getByRole('group', { name: 'la liste des stands sans hall' });

describe('HallAssignBoard', () => {
  it('draws the booths in their slots, the free slots, the unassigned booths and the trash', () => {
    setup();
    expect(
      within(map()).getByRole('button', { name: 'Déplacer le stand CHU de Québec, emplacement 1' }),
    ).toBeTruthy();
    expect(within(map()).getByText('Emplacement 2 : libre')).toBeTruthy();
    expect(within(list()).getByRole('button', { name: 'Déplacer le stand Résidence Élan' })).toBeTruthy();
    expect(screen.getByText('2 emplacements occupés sur 4.')).toBeTruthy();
    expect(screen.getByText('Corbeille')).toBeTruthy();
    // Every handle tells screen readers how to move it without a mouse.
    const handle = screen.getByRole('button', { name: 'Déplacer le stand Résidence Élan' });
    expect(handle.getAttribute('aria-roledescription')).toBe('stand déplaçable');
    const help = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(help?.textContent).toContain('Les flèches vont d’un emplacement à l’autre');
  });

  it('places a booth with the keyboard through "Place in slot…", shown at once, kept once the api agrees', async () => {
    const { calls, answer, user } = setup();
    await menuAction(user, 'Résidence Élan', 'Placer dans un emplacement…');
    const dialog = await screen.findByRole('dialog', { name: 'Placer le stand Résidence Élan' });
    const select = within(dialog).getByRole('combobox', { name: 'Emplacement libre' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Emplacement 2', 'Emplacement 4']);
    await user.selectOptions(select, '4');
    within(dialog).getByRole('button', { name: 'Placer' }).focus();
    await user.keyboard('{Enter}');

    expect(calls).toEqual([{ kind: 'place', stand: 3, position: 4 }]);
    // Optimistic: in slot 4 before the api answers, and the handle has the focus back.
    const placed = await within(map()).findByRole('button', {
      name: 'Déplacer le stand Résidence Élan, emplacement 4',
    });
    await waitFor(() => expect(document.activeElement).toBe(placed));
    expect(within(list()).getByText('Tous les stands du salon sont placés')).toBeTruthy();
    answer();
    expect(
      await screen.findByText('Stand Résidence Élan placé à l’emplacement 4.', {
        selector: '[role="status"]',
      }),
    ).toBeTruthy();
    expect(
      within(map()).getByRole('button', { name: 'Déplacer le stand Résidence Élan, emplacement 4' }),
    ).toBeTruthy();
  });

  it('rolls a refused move back and says why (409 stand_slot_taken)', async () => {
    const { calls, answer, user } = setup();
    await menuAction(user, 'CHU de Québec', 'Déplacer vers un emplacement…');
    const dialog = await screen.findByRole('dialog', { name: 'Déplacer le stand CHU de Québec' });
    expect(within(dialog).getByText('Il occupe aujourd’hui l’emplacement 1.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Emplacement libre' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    expect(calls).toEqual([{ kind: 'place', stand: 1, position: 2 }]);
    await within(map()).findByRole('button', { name: 'Déplacer le stand CHU de Québec, emplacement 2' });

    answer(new ApiError(toProblem(409, { status: 409, message_code: 'stand_slot_taken' }, 'Conflict')));
    await within(map()).findByRole('button', { name: 'Déplacer le stand CHU de Québec, emplacement 1' });
    expect(within(map()).getByText('Emplacement 2 : libre')).toBeTruthy();
    expect(
      await screen.findByText(
        'Le stand CHU de Québec n’a pas été modifié : Cet emplacement du hall est déjà occupé par un autre stand.',
        { selector: '.mantine-Notification-description' },
      ),
    ).toBeTruthy();
  });

  it('takes a booth out of the hall back to the list', async () => {
    const { calls, answer, user } = setup();
    await menuAction(user, 'CISSS des Laurentides', 'Retirer du hall');
    expect(calls).toEqual([{ kind: 'unassign', stand: 2 }]);
    await within(list()).findByRole('button', { name: 'Déplacer le stand CISSS des Laurentides' });
    answer();
    expect(await within(map()).findByText('Emplacement 3 : libre')).toBeTruthy();
  });

  it('asks before deleting: all the content is lost for good; cancel changes nothing', async () => {
    const { calls, user } = setup();
    await menuAction(user, 'CHU de Québec', 'Supprimer le stand');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le stand CHU de Québec ?' });
    expect(dialog.textContent).toContain(
      'Le stand CHU de Québec (CHU) et tout son contenu seront perdus : textes, vidéos, brochures, affiche et personnes du stand.',
    );
    expect(dialog.textContent).toContain('Cette suppression est irréversible.');
    // Cancel has the focus: Enter closes without deleting.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuler'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    // Nothing moved, and the focus is back on the booth.
    const handle = within(map()).getByRole('button', {
      name: 'Déplacer le stand CHU de Québec, emplacement 1',
    });
    await waitFor(() => expect(document.activeElement).toBe(handle));
  });

  it('deletes the booth once confirmed', async () => {
    const { calls, answer, user } = setup();
    await menuAction(user, 'CHU de Québec', 'Supprimer le stand');
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le stand CHU de Québec ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(calls).toEqual([{ kind: 'delete', stand: 1 }]);
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(map()).queryByRole('button', { name: /CHU de Québec/ })).toBeNull();
    expect(within(map()).getByText('Emplacement 1 : libre')).toBeTruthy();
  });
});
