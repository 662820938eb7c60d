/**
 * Edit filter for numeric text fields with a precision setting (seed 001 §5). The UI calls it on
 * every keystroke and silently keeps the previous text when it returns false.
 */
export interface NumericInputOptions {
  /** Undefined passes any text through; 0 or less allows positive whole numbers only. */
  precision?: number;
  min?: number;
  max?: number;
}

export function acceptNumericInput(text: string, options: NumericInputOptions = {}): boolean {
  const { precision, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
  if (precision === undefined || text === '') return true;
  // A leading digit is required: every value the user types passes through "0", "0." and "0.5",
  // so ".5" is never needed as an intermediate state, and "." alone is not a number.
  let pattern = /^[1-9]\d*$/;
  if (precision > 0) {
    const decimals = Number.isFinite(precision) ? `{0,${Math.floor(precision)}}` : '*';
    pattern = new RegExp(`^\\d+(\\.\\d${decimals})?$`);
  }
  if (!pattern.test(text)) return false;
  const value = Number(text);
  return value >= min && value <= max;
}
