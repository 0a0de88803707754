/**
 * A CSV cell; cells that a spreadsheet would run as a formula are quoted and defused. A `;` is
 * quoted too: spreadsheets in semicolon-separated locales split `safe;=1+1` into a formula cell.
 */
export const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",;\n\r]/.test(text) || /^[=+\-@]/.test(text)
    ? `"${text.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"`
    : text;
};

/** CSV streamed from a database cursor (`query.cursor(n)`), so a million rows never sit in memory. */
export function csvStream<Row>(
  header: string[],
  batches: AsyncIterator<Row[]>,
  cells: (row: Row) => unknown[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${header.join(',')}\n`));
        return;
      }
      const { value, done } = await batches.next();
      if (done) return controller.close();
      controller.enqueue(encoder.encode(`${value.map((row) => cells(row).map(csvCell).join(',')).join('\n')}\n`));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}
