import { expect, test } from 'bun:test';
import { csvCell } from './csv.ts';

test('cells a spreadsheet would split or run as a formula are quoted and defused', () => {
  expect(csvCell('safe;=1+1')).toBe('"safe;=1+1"');
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  for (const lead of ['+', '-', '@']) expect(csvCell(`${lead}1`)).toBe(`"'${lead}1"`);
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell(null)).toBe('');
});
