import { describe, expect, it } from 'vitest';
import {
  defaultIndicatorParams,
  INDICATOR_PARAMS,
  indicatorParamsFromTexts,
  isIndicatorName,
  isValidIndicatorParam,
  MAIN_INDICATORS,
  SUB_INDICATORS,
} from './chart-indicators';

describe('chart indicators', () => {
  it('lists the 6 main and 26 sub indicators of seed 001 §9', () => {
    expect(MAIN_INDICATORS).toEqual(['MA', 'EMA', 'SMA', 'BOLL', 'SAR', 'BBI']);
    expect(SUB_INDICATORS).toHaveLength(26);
    expect(new Set(SUB_INDICATORS).size).toBe(26);
    for (const name of SUB_INDICATORS) expect(isIndicatorName(name)).toBe(true);
    expect(isIndicatorName('toString')).toBe(false);
    expect(isIndicatorName('AVP')).toBe(false);
  });

  it('starts each indicator from the seed defaults', () => {
    expect(defaultIndicatorParams('MACD')).toEqual([12, 26, 9]);
    expect(defaultIndicatorParams('BOLL')).toEqual([20, 2]);
    expect(defaultIndicatorParams('CR')).toEqual([26, 10, 20, 40, 60]);
    expect(defaultIndicatorParams('SAR')).toEqual([2, 2, 20]);
    expect(defaultIndicatorParams('AO')).toEqual([5, 34]);
    // Five-line indicators offer 5 parameters, the lines without a default off.
    expect(INDICATOR_PARAMS.MA).toHaveLength(5);
    expect(defaultIndicatorParams('MA')).toEqual([5, 10, 30, 60]);
    expect(INDICATOR_PARAMS.WR).toHaveLength(5);
  });

  it('takes whole numbers of at least 1, and 2 decimals for the standard deviation only', () => {
    const [period, deviation] = INDICATOR_PARAMS.BOLL;
    if (!period || !deviation) throw new Error('BOLL has two parameters');
    expect(isValidIndicatorParam(period, '20')).toBe(true);
    expect(isValidIndicatorParam(period, '0')).toBe(false);
    expect(isValidIndicatorParam(period, '2.5')).toBe(false);
    expect(isValidIndicatorParam(period, '-3')).toBe(false);
    expect(isValidIndicatorParam(period, '05')).toBe(false);
    expect(isValidIndicatorParam(deviation, '2.25')).toBe(true);
    expect(isValidIndicatorParam(deviation, '2.255')).toBe(false);
    expect(isValidIndicatorParam(deviation, '0.5')).toBe(false);
  });

  it('reads the editor entries, a blank or invalid one taking the default', () => {
    expect(indicatorParamsFromTexts('MACD', ['10', '', '7'])).toEqual([10, 26, 7]);
    expect(indicatorParamsFromTexts('MACD', ['abc', '0', ' 8 '])).toEqual([12, 26, 8]);
    expect(indicatorParamsFromTexts('BOLL', ['30', '2.5'])).toEqual([30, 2.5]);
    expect(indicatorParamsFromTexts('BOLL', [])).toEqual([20, 2]);
    // A five-line indicator gains a line when its fifth entry is filled, loses none when blank.
    expect(indicatorParamsFromTexts('MA', ['', '', '', '', '120'])).toEqual([5, 10, 30, 60, 120]);
    expect(indicatorParamsFromTexts('PVT', ['5'])).toEqual([]);
  });
});
