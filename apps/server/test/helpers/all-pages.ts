/**
 * Every page of a list paged by keyset, the first page first: `readPage` answers a page's rows and where the
 * next page starts, undefined on the last one.
 */
export async function allPages<Row>(
  readPage: (before: string | undefined) => Promise<{ rows: Row[]; next: string | undefined }>,
): Promise<Row[][]> {
  const pages: Row[][] = [];
  let before: string | undefined;
  do {
    const page = await readPage(before);
    pages.push(page.rows);
    before = page.next;
    if (pages.length > 100) throw new Error('the pages never end');
  } while (before !== undefined);
  return pages;
}

/** The next page of a list whose cursor is the id of the last row shown: after a full page only. */
export const afterLastOf = <Row extends { id: string }>(rows: Row[], pageSize: number) =>
  rows.length < pageSize ? undefined : rows.at(-1)?.id;
