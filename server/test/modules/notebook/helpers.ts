import type { TCard, TCreateCardRequest, TMessage } from '@chingu/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { api, type Member } from '../moments/helpers.ts';

export async function addCard(
  t: TestApp,
  who: Member,
  body: Partial<TCreateCardRequest> = {},
): Promise<TCard> {
  const res = await api(t, 'POST', '/api/v1/notebook', who, {
    front: '안녕하세요',
    back: 'Hello',
    language: 'ko',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TCard }>().data;
}

export async function sendMessage(t: TestApp, from: Member, to: Member, body: object) {
  const res = await api(t, 'POST', '/api/v1/messages', from, { receiver: to.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMessage }>().data;
}

export async function notebook(t: TestApp, who: Member, query = '') {
  const res = await api(t, 'GET', `/api/v1/notebook${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; dueCount: number; data: TCard[] }>();
}
