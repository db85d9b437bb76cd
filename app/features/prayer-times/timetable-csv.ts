import { IQAMAH_PRAYERS, type IqamahPrayer, TIMES, type TimeName } from "./prayers";

/**
 * The centre's own timetable as a CSV: a Date column (2025-12-01 or 01/12/2025) or Month and Day
 * columns (a timetable that repeats every year), the six times, and optional iqamah columns.
 * Every problem is reported with its line and column; a file with any problem imports nothing.
 */
export type TimetableEntry = {
  /** "2025-12-01" for a dated row, "12-01" for a month-and-day row. */
  key: string;
  times: Record<TimeName, string>;
  iqamah: Partial<Record<IqamahPrayer, string>>;
};

export type CsvProblem = { line: number; column: string; message: string };

const HEADER_ALIASES: Record<string, string> = {
  date: "date",
  month: "month",
  day: "day",
  fajr: "fajr",
  sunrise: "sunrise",
  shuruq: "sunrise",
  zuhr: "dhuhr",
  dhuhr: "dhuhr",
  zohr: "dhuhr",
  asr: "asr",
  maghrib: "maghrib",
  isha: "isha",
};
for (const prayer of IQAMAH_PRAYERS) {
  for (const name of Object.keys(HEADER_ALIASES).filter((key) => HEADER_ALIASES[key] === prayer)) {
    HEADER_ALIASES[`${name} iqamah`] = `${prayer}_iqamah`;
    HEADER_ALIASES[`${name} jamaat`] = `${prayer}_iqamah`;
  }
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const MAX_TIMETABLE_ROWS = 800;

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "5:07" or "05:07" (24-hour) → "05:07"; anything else → null. */
function parseClock(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

function daysInMonth(month: number, year = 2024): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseDate(value: string): string | null {
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const british = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (british)
    [day, month, year] = [Number(british[1]), Number(british[2]), Number(british[3])];
  else return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function parseMonth(value: string): number | null {
  const number = Number(value);
  if (Number.isInteger(number) && number >= 1 && number <= 12) return number;
  const index = MONTHS.findIndex(
    (name) => name.startsWith(value.toLowerCase()) && value.length >= 3,
  );
  return index === -1 ? null : index + 1;
}

export function parseTimetableCsv(text: string): {
  entries: TimetableEntry[];
  problems: CsvProblem[];
} {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const problems: CsvProblem[] = [];
  const headerLine = lines.findIndex((line) => line.trim() !== "");
  if (headerLine === -1)
    return { entries: [], problems: [{ line: 1, column: "", message: "The file is empty." }] };

  const headers = splitCsvLine(lines[headerLine] as string);
  const columns = new Map<string, number>();
  headers.forEach((header, index) => {
    const name = HEADER_ALIASES[header.toLowerCase().replace(/\s+/g, " ")];
    if (name) columns.set(name, index);
  });
  const headerProblem = (message: string) =>
    problems.push({ line: headerLine + 1, column: "header", message });
  const dated = columns.has("date");
  if (!dated && !(columns.has("month") && columns.has("day")))
    headerProblem("Add a Date column, or Month and Day columns.");
  for (const time of TIMES)
    if (!columns.has(time))
      headerProblem(`Missing the ${time === "dhuhr" ? "Zuhr" : capitalise(time)} column.`);
  if (problems.length > 0) return { entries: [], problems };

  const entries: TimetableEntry[] = [];
  const seen = new Map<string, number>();
  for (let index = headerLine + 1; index < lines.length; index++) {
    const raw = lines[index] as string;
    if (raw.trim() === "") continue;
    const line = index + 1;
    if (entries.length + problems.length >= MAX_TIMETABLE_ROWS) {
      problems.push({ line, column: "", message: `At most ${MAX_TIMETABLE_ROWS} rows per file.` });
      break;
    }
    const cells = splitCsvLine(raw);
    const cell = (name: string) => cells[columns.get(name) as number]?.trim() ?? "";
    const before = problems.length;
    const problem = (column: string, message: string) => problems.push({ line, column, message });

    let key: string | null = null;
    if (dated) {
      key = parseDate(cell("date"));
      if (!key) problem("Date", `"${cell("date")}" is not a date (use 2025-12-01 or 01/12/2025).`);
    } else {
      const month = parseMonth(cell("month"));
      const day = Number(cell("day"));
      if (!month) problem("Month", `"${cell("month")}" is not a month.`);
      else if (!Number.isInteger(day) || day < 1 || day > daysInMonth(month))
        problem(
          "Day",
          `"${cell("day")}" is not a day of ${capitalise(MONTHS[month - 1] as string)}.`,
        );
      else key = `${pad(month)}-${pad(day)}`;
    }

    const times = {} as Record<TimeName, string>;
    for (const time of TIMES) {
      const value = parseClock(cell(time));
      if (value) times[time] = value;
      else problem(columnLabel(time), `"${cell(time)}" is not a time (use H:MM or HH:MM).`);
    }
    if (problems.length === before) {
      for (let order = 1; order < TIMES.length; order++) {
        const previous = TIMES[order - 1] as TimeName;
        const current = TIMES[order] as TimeName;
        if (times[current] <= times[previous]) {
          problem(
            columnLabel(current),
            `${columnLabel(current)} must be after ${columnLabel(previous)}.`,
          );
          break;
        }
      }
    }

    const iqamah: Partial<Record<IqamahPrayer, string>> = {};
    for (const prayer of IQAMAH_PRAYERS) {
      if (!columns.has(`${prayer}_iqamah`) || cell(`${prayer}_iqamah`) === "") continue;
      const label = `${columnLabel(prayer)} iqamah`;
      const value = parseClock(cell(`${prayer}_iqamah`));
      if (!value)
        problem(label, `"${cell(`${prayer}_iqamah`)}" is not a time (use H:MM or HH:MM).`);
      else if (times[prayer] && value < times[prayer])
        problem(label, `The iqamah ${value} is before the adhan (${times[prayer]}).`);
      else iqamah[prayer] = value;
    }

    if (key && seen.has(key))
      problem(dated ? "Date" : "Day", `Repeats the date of line ${seen.get(key)}.`);
    if (key) seen.set(key, line);
    if (problems.length === before && key) entries.push({ key, times, iqamah });
  }
  if (entries.length === 0 && problems.length === 0)
    problems.push({ line: headerLine + 2, column: "", message: "The file has no rows of times." });
  return { entries: problems.length > 0 ? [] : entries, problems };
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const columnLabel = (time: TimeName) => (time === "dhuhr" ? "Zuhr" : capitalise(time));
