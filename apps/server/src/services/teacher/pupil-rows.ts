import { PASSWORD_MIN, TEACHER_LIMITS, TEACHER_MSG, USERNAME_MIN, teacherMsg } from '@storycat/contract';

/** Pure rules of pupil accounts and the CSV import (unit-tested in pupil-rows.test.ts). */

export interface PupilRow {
  /** 1-based line in the file */
  line: number;
  name: string;
  username: string;
  password: string;
}

/** Why a pupil account cannot be made from these fields (empty when it can). */
export function pupilProblems(p: { name: string; username: string; password: string }): string[] {
  const reasons: string[] = [];
  if (!p.name) reasons.push(TEACHER_MSG.nameEmpty);
  else if ([...p.name].length > TEACHER_LIMITS.pupilNameMax) reasons.push(TEACHER_MSG.nameTooLong);
  if (p.username.length < USERNAME_MIN) reasons.push(TEACHER_MSG.usernameShort);
  else if (p.username.length > 40) reasons.push(TEACHER_MSG.usernameTooLong);
  if (p.username && !TEACHER_LIMITS.usernamePattern.test(p.username)) reasons.push(TEACHER_MSG.usernameChars);
  if (p.password && p.password.length < PASSWORD_MIN) reasons.push(TEACHER_MSG.passwordShort);
  return reasons;
}

/**
 * Excel in Taiwan saves CSV as Big5 unless told otherwise. Valid UTF-8 (with or without BOM) is read as
 * UTF-8; anything else as Big5. Returns undefined when neither decodes (binary files, images).
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'big5' } | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    try {
      return { text: new TextDecoder('big5', { fatal: true }).decode(bytes), encoding: 'big5' };
    } catch {
      return undefined;
    }
  }
}

/** RFC 4180 fields: commas (or tabs, pasted from a spreadsheet), double-quoted fields with "" escapes. */
export function parseCsv(text: string): string[][] | undefined {
  const rows: string[][] = [];
  const sep = !text.includes(',') && text.includes('\t') ? '\t' : ',';
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) field += ch;
    else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (quoted) return undefined;
  if (field !== '' || row.length) endRow();
  return rows;
}

const HEADER = /^(姓名|名字|學生姓名|name)$/i;
/** Control characters other than tab/newline (or replacement marks) mean the file is not text we can read. */
function looksBinary(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) return true;
  }
  return false;
}

export type CsvReading = { ok: true; rows: PupilRow[]; tooWide: number[] } | { ok: false; msg: string };

/** File text → candidate rows (header and blank lines skipped), or the reason the whole file is refused. */
export function readPupilCsv(text: string): CsvReading {
  const clean = text.replace(/^\uFEFF/, '');
  if (looksBinary(clean)) return { ok: false, msg: TEACHER_MSG.csvNotCsv };
  const table = parseCsv(clean);
  if (!table) return { ok: false, msg: TEACHER_MSG.csvNotCsv };
  const rows: PupilRow[] = [];
  const tooWide: number[] = [];
  table.forEach((cells, i) => {
    const [name = '', username = '', password = '', ...rest] = cells.map((c) => c.trim());
    if (!name && !username && !password && rest.every((c) => !c)) return;
    if (i === 0 && HEADER.test(name)) return;
    if (rest.some((c) => c)) tooWide.push(i + 1);
    rows.push({ line: i + 1, name, username, password });
  });
  if (rows.length === 0) return { ok: false, msg: TEACHER_MSG.csvEmpty };
  if (rows.length > TEACHER_LIMITS.csvMaxRows)
    return { ok: false, msg: teacherMsg(TEACHER_MSG.csvTooManyRows, { N: TEACHER_LIMITS.csvMaxRows }) };
  return { ok: true, rows, tooWide };
}

/** Per-row reasons: the field rules, extra columns, and usernames repeated in the file or already taken. */
export function checkPupilRows(reading: { rows: PupilRow[]; tooWide: number[] }, taken: Set<string>) {
  const firstLine = new Map<string, number>();
  for (const r of reading.rows) {
    const k = r.username.toLowerCase();
    if (r.username && !firstLine.has(k)) firstLine.set(k, r.line);
  }
  const good: PupilRow[] = [];
  const bad: (PupilRow & { reasons: string[] })[] = [];
  for (const r of reading.rows) {
    const reasons = pupilProblems(r);
    if (reading.tooWide.includes(r.line)) reasons.push(TEACHER_MSG.csvTooManyColumns);
    const k = r.username.toLowerCase();
    const first = firstLine.get(k);
    const repeats = reading.rows.filter((o) => o.username.toLowerCase() === k).length > 1;
    if (r.username && repeats)
      reasons.push(
        teacherMsg(TEACHER_MSG.usernameDuplicateInFile, {
          N:
            first === r.line
              ? reading.rows.find((o) => o.line !== r.line && o.username.toLowerCase() === k)!.line
              : first!,
        }),
      );
    if (r.username && taken.has(k)) reasons.push(TEACHER_MSG.usernameTaken);
    if (reasons.length) bad.push({ ...r, reasons });
    else good.push(r);
  }
  return { good, bad };
}
