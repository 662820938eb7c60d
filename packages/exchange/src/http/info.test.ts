import { describe, expect, it } from 'vitest';
import { Engine } from '../engine';
import { DESERIALIZE } from '../shape';
import { answerInfo } from './info';

const USER = '0x00000000000000000000000000000000000a11ce';

/** JSON values that throw when converted to a primitive (as a request body parsed from JSON can hold). */
const HOSTILE: readonly unknown[] = [{ toString: 0 }, { toString: 0, valueOf: 0 }, { valueOf: {} }, []];

describe('/info parameters (doc §3)', () => {
  const state = new Engine().state;

  it.each([
    ['orderStatus', 'oid', { user: USER }],
    ['orderStatus', 'user', { oid: 1 }],
    ['userFillsByTime', 'startTime', { user: USER }],
    ['userFillsByTime', 'endTime', { user: USER, startTime: 0 }],
    ['userFillsByTime', 'aggregateByTime', { user: USER, startTime: 0 }],
    ['recentTrades', 'coin', {}],
    ['maxBuilderFee', 'builder', { user: USER }],
  ])('%s refuses a %s that cannot be converted, without throwing', (type, field, rest) => {
    for (const value of HOSTILE) {
      expect(answerInfo(state, { type, ...rest, [field]: value })).toEqual({
        ok: false,
        message: `${DESERIALIZE}: invalid field \`${field}\``,
      });
    }
  });

  it('answers well-formed parameters', () => {
    expect(answerInfo(state, { type: 'orderStatus', user: USER, oid: 7 })).toEqual({
      ok: true,
      body: { status: 'unknownOid' },
    });
    expect(answerInfo(state, { type: 'userFillsByTime', user: USER, startTime: 0, endTime: null })).toEqual({
      ok: true,
      body: [],
    });
  });
});
