import { ZOwnUser, dataEnvelope, type TOwnUser } from '@chingu/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCredentials } from '@/stores/auth-slice';
import { makeStore } from '@/stores/store';
import {
  apiError,
  apiRequests,
  http,
  jsonBodiesOf,
  requestsTo,
  respond,
  server,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ownUser } from '../testing/fixtures';
import { ProfileScreen } from './profile-screen';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const ME = '/api/v1/auth/me';
const UPDATE = '/api/v1/auth/updatedetails';
const ZOwnUserResponse = dataEnvelope(ZOwnUser);
const ownUserIs = (data: TOwnUser) => () => respond(ZOwnUserResponse, { success: true, data });
const meOk = () => server.use(http.get(ME, ownUserIs(ownUser)));

describe('ProfileScreen', () => {
  it('shows the profile with the real visitors count and linked stats', async () => {
    meOk();
    renderWithProviders(<ProfileScreen />, { route: '/profile' });

    expect(await screen.findByRole('heading', { name: 'Min Ji Kim' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-handle')).toHaveTextContent('@minjikim');
    const visitors = screen.getByTestId('stat-visitors');
    expect(within(visitors).getByText('57')).toBeInTheDocument();
    expect(visitors.closest('a')).toBeNull();
    expect(screen.getByTestId('stat-followers')).toHaveAttribute('href', '/followersList');
    expect(screen.getByTestId('stat-following')).toHaveAttribute('href', '/followingsList');
    expect(screen.getByTestId('stat-moments')).toHaveAttribute('href', '/my-moments');
    expect(screen.getByTestId('birthday')).toHaveTextContent('1st of May, 1990');
    // Digest, push and who may message me live in the settings, reached from the profile.
    expect(screen.getByRole('link', { name: 'Settings and notifications' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('shows "not specified" for a missing birthday', async () => {
    server.use(
      http.get(ME, ownUserIs({ ...ownUser, birth_year: '', birth_month: '', birth_day: '' })),
    );
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByTestId('birthday')).toHaveTextContent('not specified');
  });

  it('shows the load error with a retry that refetches', async () => {
    let fail = true;
    server.use(http.get(ME, () => (fail ? apiError(500, 'boom') : ownUserIs(ownUser)())));
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByText('Error loading user profile')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Min Ji Kim' })).toBeInTheDocument();
    expect(requestsTo('GET', ME).length).toBe(2);
  });

  it('lets only one card be edited at a time', async () => {
    meOk();
    renderWithProviders(<ProfileScreen />);
    await screen.findByRole('heading', { name: 'Min Ji Kim' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit About me' }));
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit Personal information' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Languages' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
  });

  it('Save sends the whole form and returns to view mode', async () => {
    const updated = { ...ownUser, bio: 'New bio text' };
    meOk();
    server.use(http.put(UPDATE, ownUserIs(updated)));
    const { store } = renderWithProviders(<ProfileScreen />);
    await screen.findByRole('heading', { name: 'Min Ji Kim' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit About me' }));
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    fireEvent.change(bio, { target: { value: 'New bio text' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Bio' })).toBeNull());
    expect(requestsTo('PUT', UPDATE)).toHaveLength(1);
    expect((await jsonBodiesOf('PUT', UPDATE))[0]).toEqual({
      name: 'Min Ji Kim',
      gender: 'Female',
      bio: 'New bio text',
      birth_year: '1990',
      birth_month: '5',
      birth_day: '1',
      native_language: 'Korean',
      language_to_learn: 'English',
      location: { city: 'Seoul', country: 'South Korea' },
      level: null,
    });
    expect(screen.getByText('New bio text')).toBeInTheDocument();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Personal information' })).toBeEnabled();
    // No signed-in session in this store: setUser is a no-op, the profile cache holds the answer.
    expect(store.getState().auth.userInfo).toBeNull();
  });

  it('keeps the returned user in auth state after a save', async () => {
    const store = makeStore();
    store.dispatch(setCredentials({ user: ownUser, token: 'tok' }));
    const updated = { ...ownUser, name: 'Minji Park' };
    meOk();
    server.use(http.put(UPDATE, ownUserIs(updated)));
    renderWithProviders(<ProfileScreen />, { store });
    await screen.findByRole('heading', { name: 'Min Ji Kim' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Minji Park' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Minji Park' })).toBeInTheDocument();
    expect(store.getState().auth.userInfo?.user.name).toBe('Minji Park');
  });

  it('a failed save keeps edit mode and shows the failure toast', async () => {
    meOk();
    server.use(http.put(UPDATE, () => apiError(400, 'Invalid input', 'invalidInput')));
    renderWithProviders(<ProfileScreen />);
    await screen.findByRole('heading', { name: 'Min Ji Kim' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit About me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('Cancel restores the loaded values', async () => {
    meOk();
    renderWithProviders(<ProfileScreen />);
    await screen.findByRole('heading', { name: 'Min Ji Kim' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Somebody Else' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    const personal = screen.getByTestId('card-personal');
    expect(within(personal).getByText('Min Ji Kim')).toBeInTheDocument();
    expect(within(personal).queryByText('Somebody Else')).toBeNull();

    // Editing again starts from the loaded profile, not the abandoned draft.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Min Ji Kim');
    expect(apiRequests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows the email disabled in edit mode', async () => {
    meOk();
    renderWithProviders(<ProfileScreen />);
    await screen.findByRole('heading', { name: 'Min Ji Kim' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('edits the city and country and shows them', async () => {
    const updated = { ...ownUser, location: { city: 'Busan', country: 'South Korea' } };
    meOk();
    server.use(http.put(UPDATE, ownUserIs(updated)));
    renderWithProviders(<ProfileScreen />);
    const personal = await screen.findByTestId('card-personal');
    expect(within(personal).getByTestId('location')).toHaveTextContent('Seoul, South Korea');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Seoul');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('South Korea');
    await userEvent.clear(city);
    await userEvent.type(city, 'Busan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull());
    expect((await jsonBodiesOf('PUT', UPDATE))[0]).toMatchObject({
      location: { city: 'Busan', country: 'South Korea' },
    });
    expect(within(personal).getByTestId('location')).toHaveTextContent('Busan, South Korea');
  });

  it('sends no location when both city and country are emptied', async () => {
    meOk();
    server.use(http.put(UPDATE, ownUserIs({ ...ownUser, location: null })));
    renderWithProviders(<ProfileScreen />);
    await screen.findByRole('heading', { name: 'Min Ji Kim' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PUT', UPDATE)).toHaveLength(1));
    expect((await jsonBodiesOf('PUT', UPDATE))[0]).toMatchObject({ location: null });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it('takes a typed birthday and refuses a future one with the contract message', async () => {
    meOk();
    server.use(
      http.put(
        UPDATE,
        ownUserIs({ ...ownUser, birth_year: '1991', birth_month: '12', birth_day: '25' }),
      ),
    );
    renderWithProviders(<ProfileScreen />);
    await screen.findByRole('heading', { name: 'Min Ji Kim' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    const birthday = screen.getByRole('textbox', { name: 'Birthday' });
    expect(birthday).toHaveValue('01/05/1990');

    await userEvent.clear(birthday);
    await userEvent.type(birthday, '25/12/2999');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(requestsTo('PUT', UPDATE)).toHaveLength(0);

    await userEvent.clear(birthday);
    await userEvent.type(birthday, '25/12/1991');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PUT', UPDATE)).toHaveLength(1));
    expect((await jsonBodiesOf('PUT', UPDATE))[0]).toMatchObject({
      birth_year: '1991',
      birth_month: '12',
      birth_day: '25',
    });
    expect(await screen.findByTestId('birthday')).toHaveTextContent('25th of December, 1991');
  });
});
