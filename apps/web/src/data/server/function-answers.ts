/**
 * The functions' contracts (every request and answer schema) as the client reads them: loaded with
 * the first call instead of with the page, since no answer is parsed before one is sent.
 */
export { parseFunctionResponse } from '@pluto/core';
