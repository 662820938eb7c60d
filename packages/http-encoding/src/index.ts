/**
 * @pluto/http-encoding — Accept-Encoding negotiation shared by the exchange's API and the server's
 * static site, in a package of its own so that the server needs no devnet code at run time.
 */
export { type ContentEncoding, negotiateEncoding } from './content-encoding';
