import { PAGE_DATA_ELEMENT_ID, type PageData, parsePageData } from '@pluto/core';

/** The data the server wrote into this page for its first render (core `PageData`), if any. */
export function readPageData(doc: Document): PageData | undefined {
  return parsePageData(doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
}
