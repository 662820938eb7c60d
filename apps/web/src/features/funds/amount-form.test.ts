import { describe, expect, it } from 'vitest';
import { amountFormReducer, INITIAL_AMOUNT_FORM } from './amount-form';

describe('amountFormReducer', () => {
  it('edits the text and fills Max with the exact balance', () => {
    const edited = amountFormReducer(INITIAL_AMOUNT_FORM, { type: 'edit', text: '12.5' });
    expect(edited).toEqual({ amountText: '12.5', busy: false });
    expect(amountFormReducer(edited, { type: 'fillMax', units: 1_234_567n }).amountText).toBe('1.234567');
  });

  it('ignores edits while busy, clears on success and keeps the text on failure', () => {
    const busy = amountFormReducer({ amountText: '10', busy: false }, { type: 'submit' });
    expect(busy.busy).toBe(true);
    expect(amountFormReducer(busy, { type: 'edit', text: '99' })).toBe(busy);
    expect(amountFormReducer(busy, { type: 'fillMax', units: 5n })).toBe(busy);
    expect(amountFormReducer(busy, { type: 'succeeded' })).toEqual({ amountText: '', busy: false });
    expect(amountFormReducer(busy, { type: 'failed' })).toEqual({ amountText: '10', busy: false });
  });
});
