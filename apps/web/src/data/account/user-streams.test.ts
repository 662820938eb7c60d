import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { createFakeSocket, wireOpenOrder } from '../testing';
import { connectActiveAssetData, connectUserStreams } from './user-streams';

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

const order = (oid: number, status = 'open') => ({
  order: wireOpenOrder(oid),
  status,
  statusTimestamp: oid,
});

describe('user streams into the query cache', () => {
  it('subscribes the user channels and the active asset of the coin', () => {
    const fake = createFakeSocket();
    const client = new QueryClient();
    const stopUser = connectUserStreams(fake.socket, client, user);
    const stopAsset = connectActiveAssetData(fake.socket, client, user, 'BTC');
    expect(fake.subscriptions.map((s) => s.method).sort()).toEqual([
      'activeAssetData',
      'clearinghouseState',
      'openOrders',
      'orderUpdates',
      'userFills',
      'userFundings',
    ]);
    expect(fake.active('activeAssetData')[0]?.params).toEqual({ user, coin: 'BTC' });
    stopUser();
    stopAsset();
    expect(fake.subscriptions.every((s) => !s.active)).toBe(true);
  });

  it('shows an accepted order at once and drops it when it fills', () => {
    const fake = createFakeSocket();
    const client = new QueryClient();
    client.setQueryData(queryKeys.openOrders(user), []);
    connectUserStreams(fake.socket, client, user);
    const updates = fake.active('orderUpdates')[0];
    updates?.handlers.onData([order(7)]);
    const open = client.getQueryData<{ oid: number; orderType: string }[]>(queryKeys.openOrders(user));
    expect(open?.map((o) => [o.oid, o.orderType])).toEqual([[7, 'Limit']]);
    updates?.handlers.onData([order(7, 'filled')]);
    expect(client.getQueryData<unknown[]>(queryKeys.openOrders(user))).toEqual([]);
  });

  it('writes account state, open orders and fills from their channels', () => {
    const fake = createFakeSocket();
    const client = new QueryClient();
    connectUserStreams(fake.socket, client, user);
    const state = { withdrawable: '5' };
    fake.active('clearinghouseState')[0]?.handlers.onData({ dex: '', user, clearinghouseState: state });
    expect(client.getQueryData(queryKeys.accountSummary(user))).toBe(state);
    fake.active('openOrders')[0]?.handlers.onData({ dex: '', user, orders: [{ oid: 1 }] });
    expect(client.getQueryData(queryKeys.openOrders(user))).toEqual([{ oid: 1 }]);
    const fill = (tid: number, time: number) => ({ tid, oid: 1, time, coin: 'BTC' });
    const fills = fake.active('userFills')[0];
    fills?.handlers.onData({ isSnapshot: true, user, fills: [fill(1, 1)] });
    fills?.handlers.onData({ user, fills: [fill(2, 2), fill(1, 1)] });
    expect(client.getQueryData<{ tid: number }[]>(queryKeys.fills(user))?.map((f) => f.tid)).toEqual([2, 1]);
  });
});
