import * as v from 'valibot';
import type { Address } from 'viem';

/**
 * The fields of server function requests, checked by the server on every body and typing what the
 * web app sends. A field at fault is named with its own text ("must be a 0x-prefixed …"); anything
 * else reads as the server has always answered it ("Invalid input: expected string, received
 * number", see `requestIssueText`).
 */

/** The JSON type named in "received …": arrays and null apart from objects. */
function jsonType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

const SIZE_UNITS: Record<string, string> = { string: 'characters', array: 'items' };

function typeText(expected: string, input: unknown): string {
  return `Invalid input: expected ${expected}, received ${jsonType(input)}`;
}

function sizeText(bound: 'Too small' | 'Too big', comparison: string, issue: v.BaseIssue<unknown>): string {
  const type = jsonType(issue.input);
  return `${bound}: expected ${type} to have ${comparison}${String(issue.requirement)} ${SIZE_UNITS[type]}`;
}

/** The text of an issue whose schema gives none: the wording the server's answers have always had. */
function requestIssueText(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'array':
    case 'object':
      return typeText(issue.type, issue.input);
    case 'min_length':
      return sizeText('Too small', '>=', issue);
    case 'max_length':
      return sizeText('Too big', '<=', issue);
    case 'literal':
      return `Invalid input: expected ${issue.expected}`;
    default:
      return 'Invalid input';
  }
}

const REQUEST_CONFIG: v.Config<v.BaseIssue<unknown>> = { message: requestIssueText };

/** `field.sub: text` for each issue, as the server answers a malformed body. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export type RequestParse<Output> = { success: true; output: Output } | { success: false; error: string };

/** The body `schema` accepts (defaults filled in), or the text naming every field at fault. */
export function parseRequest<Schema extends v.GenericSchema>(
  schema: Schema,
  body: unknown,
): RequestParse<v.InferOutput<Schema>> {
  const parsed = v.safeParse(schema, body, REQUEST_CONFIG);
  return parsed.success
    ? { success: true, output: parsed.output }
    : { success: false, error: describeIssues(parsed.issues) };
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A request object. Arrays are refused as objects (valibot's object takes them), and a missing
 * field is checked as `undefined` by its own schema, so it reads as that field's text.
 */
export function requestObject<const Entries extends v.ObjectEntries>(entries: Entries) {
  const fields = v.object(entries, (issue) => {
    const last = issue.path?.at(-1);
    const missing = last?.origin === 'key' ? entries[String(last.key)] : undefined;
    if (!missing) return requestIssueText(issue);
    const checked = v.safeParse(missing, undefined, REQUEST_CONFIG);
    return checked.success ? requestIssueText(issue) : describeIssues(checked.issues);
  });
  return v.pipe(
    v.custom<v.InferInput<typeof fields>>(isPlainObject, (issue) => typeText('object', issue.input)),
    fields,
  );
}

/**
 * From one to `max` entries. The length is checked before any entry is read, so an oversized list
 * is refused for its size alone.
 */
export function requestListField<Entry extends v.GenericSchema>(entry: Entry, max: number) {
  const list = v.array(entry);
  return v.pipe(
    v.custom<v.InferInput<typeof list>>(
      (value) => !Array.isArray(value) || value.length <= max,
      `Too big: expected array to have <=${max} items`,
    ),
    list,
    v.minLength(1),
  );
}

/** One of `options`, listed in the refusal: `Invalid option: expected one of "buy"|"sell"`. */
function choiceField<const Options extends readonly [string, ...string[]]>(options: Options) {
  const listed = options.map((option) => `"${option}"`).join('|');
  return v.picklist(options, `Invalid option: expected one of ${listed}`);
}

const WALLET_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A 0x-prefixed 20-byte address in any letter case (the seeds' bodies send both). */
export const walletAddressField = v.custom<Address>(
  (value) => typeof value === 'string' && WALLET_ADDRESS.test(value),
  'must be a 0x-prefixed 40-hex-digit wallet address',
);

const DECIMAL_TEXT = /^\d{1,20}(\.\d{1,20})?$/;

/**
 * A non-negative decimal (price, size) sent as text or a JSON number; kept as text so the order
 * rules round it exactly (a number is read through its shortest text: 0.1 stays 0.1).
 */
export const decimalAmountField = v.pipe(
  v.custom<string | number>(
    (value) =>
      (typeof value === 'string' && DECIMAL_TEXT.test(value)) ||
      (typeof value === 'number' && Number.isFinite(value) && value >= 0),
    'must be a non-negative decimal number',
  ),
  v.transform((value) => String(value)),
);

/** A decimal that may be left out: absent, null or empty (market orders send an empty price). */
export const optionalDecimalAmountField = v.nullish(v.union([decimalAmountField, v.literal('')]));

/** A perp market's name as the exchange lists it (BTC, kPEPE, …). */
export const marketSymbolField = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9]{1,20}$/, 'must be a market symbol such as BTC'),
);

export const orderSideField = choiceField(['buy', 'sell']);

export const orderTypeField = choiceField(['market', 'limit']);

/**
 * A whole number from `min` to `max`. A fraction is named alone; an integer is then checked against
 * the safe range and the bounds, each miss named.
 */
function wholeNumberField(min: number, max: number) {
  return v.pipe(
    v.number(),
    v.rawCheck<number>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (!Number.isInteger(value)) return addIssue({ message: typeText('int', value) });
      if (value > Number.MAX_SAFE_INTEGER) {
        addIssue({ message: `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}` });
      }
      if (value < Number.MIN_SAFE_INTEGER) {
        addIssue({ message: `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}` });
      }
      if (value < min) addIssue({ message: `Too small: expected number to be >=${min}` });
      if (value > max) addIssue({ message: `Too big: expected number to be <=${max}` });
    }),
  );
}

/** An EVM chain id; whether the function serves that chain is the handler's to say. */
export const chainIdField = wholeNumberField(1, 2 ** 31 - 1);

/** The exchange's order id. */
export const orderIdField = wholeNumberField(0, Number.MAX_SAFE_INTEGER);

export const triggerTypeField = choiceField(['tp', 'sl']);

export const timeInForceField = choiceField(['Gtc', 'Ioc', 'Alo']);

/** Whole leverage; the market's own maximum is checked against the exchange. */
export const leverageField = wholeNumberField(1, 100);

/** `isSpot`: spot trading gets its own functions (a later issue); these are perps only. */
export const perpsOnlyField = v.optional(
  v.pipe(
    v.boolean(),
    v.check((isSpot) => !isSpot, 'spot orders are not supported by this function'),
  ),
  false,
);

/** Where a paged list starts (0 for the first page). */
export const listOffsetField = v.optional(wholeNumberField(0, 1_000_000), 0);
