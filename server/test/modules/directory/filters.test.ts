import type { TMember } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import { signedInMember, socketClients, type Member } from '../chat/chat-helpers.ts';

/** The directory's country and "online now" filters, the member's own location, the stats. */
let t: TestApp;
let url: string;
let viewer: Member;
let online: Member;
const sockets = socketClients();
beforeAll(async () => {
  ({ t, url } = await sockets.listeningApp());
  viewer = await signedInMember(t, 'Viewer');
  online = await signedInMember(t, 'Online Olga');
  await insertMember(t, { name: 'Ana Perú', location: { city: 'Lima', country: 'Perú' } });
  await insertMember(t, { name: 'Beto Peru', location: { city: 'Cusco', country: 'peru' } });
  await insertMember(t, {
    name: 'Chris Seoul',
    location: { city: 'Seoul', country: 'South Korea' },
  });
  await insertMember(t, { name: 'Dana Nowhere' });
});

async function directory(query: string, who: Member = viewer) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/users${query}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ count: number; data: TMember[] }>();
  return { count: body.count, names: body.data.map((m) => m.name).sort() };
}

describe('directory filters', () => {
  it('finds members by country however they wrote it, accents and case aside', async () => {
    expect(await directory('?country=PERU')).toEqual({
      count: 2,
      names: ['Ana Perú', 'Beto Peru'],
    });
    expect(await directory('?country=south%20korea')).toEqual({
      count: 1,
      names: ['Chris Seoul'],
    });
    expect(await directory('?country=Chile')).toEqual({ count: 0, names: [] });
    // Combined with the other filters.
    expect((await directory('?country=peru&q=ana')).names).toEqual(['Ana Perú']);
  });

  it('online=true lists only members with an open socket now', async () => {
    expect(await directory('?online=true')).toEqual({ count: 0, names: [] });
    const socket = await sockets.connected(url, online.token);
    expect(await directory('?online=true')).toEqual({ count: 1, names: ['Online Olga'] });
    // online=false is no filter at all.
    expect((await directory('?online=false')).count).toBe(5);
    socket.disconnect();
    await expect.poll(async () => (await directory('?online=true')).count).toBe(0);
  });

  it('refuses an empty or overlong country and a malformed online flag', async () => {
    for (const query of ['?country=', `?country=${'x'.repeat(101)}`, '?online=yes']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/users${query}`,
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the member location', () => {
  const details = {
    name: 'Viewer',
    gender: '',
    native_language: 'English',
    language_to_learn: 'Korean',
  };
  const update = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updatedetails',
      headers: { authorization: `Bearer ${viewer.token}` },
      payload: body,
    });

  it('is stored from the details form, shown on the profile, and found by country', async () => {
    const res = await update({ ...details, location: { city: ' Arequipa ', country: 'Peru' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.location).toEqual({ city: 'Arequipa', country: 'Peru' });
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${viewer.id}` });
    expect(profile.json().data.location).toEqual({ city: 'Arequipa', country: 'Peru' });
    expect((await directory('?country=peru', online)).names).toContain('Viewer');
  });

  it('is cleared by null or by an empty city and country, and kept when left out', async () => {
    await update({ ...details, location: { city: 'Lima', country: 'Peru' } });
    expect((await update(details)).json().data.location).toEqual({ city: 'Lima', country: 'Peru' });
    expect(
      (await update({ ...details, location: { city: '', country: '' } })).json().data.location,
    ).toBeNull();
    await update({ ...details, location: { city: 'Lima', country: 'Peru' } });
    expect((await update({ ...details, location: null })).json().data.location).toBeNull();
  });
});

describe('stats', () => {
  it('counts countries once however members wrote them', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updatedetails',
      headers: { authorization: `Bearer ${viewer.token}` },
      payload: {
        name: 'Viewer',
        gender: '',
        native_language: 'English',
        language_to_learn: 'Korean',
        location: { city: 'Busan', country: 'SOUTH KOREA' },
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/stats' });
    // Perú = peru, South Korea = SOUTH KOREA.
    expect(res.json().data.countries).toBe(2);
  });
});
