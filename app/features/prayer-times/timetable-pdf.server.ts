import PDFDocument from "pdfkit";
import { formatPostalAddress, type SiteConfig } from "#app/lib/config/site";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { type JumuahSettings, timetableFridayNote } from "./jumuah";
import { monthTitle } from "./month";
import { isFriday, PRAYER_LABELS, type PrayerDay, prayerRows, TIMES } from "./prayers";

/** A column of a printed timetable. */
interface PdfColumn {
  label: string;
  /** In points; columns without one share the width the others leave. */
  width?: number;
  /** Times line up on the right; names, dates and notes on the left (the default). */
  align?: "left" | "right";
  /** Notes: smaller type over up to two lines, cut short with "…" beyond. */
  wrap?: boolean;
}

/** Part of a cell: the row's name is bold; a second time or a Hijri date is muted. */
type PdfSpan = { text: string; style?: "bold" | "muted" };

interface PdfRow {
  /** One a column: text, or spans of text side by side. */
  cells: readonly (string | readonly PdfSpan[])[];
  shaded?: boolean;
}

/** A timetable of the centre on one A4 page: its heading, the table and the notes under it. */
interface TablePdfContent {
  site: SiteConfig;
  /** The document's title ("Prayer timetable: March 2027"). */
  title: string;
  /** Top right, small then large: "Prayer timetable", "March 2027". */
  kicker: string;
  name: string;
  /** Lines under the heading: where the times come from and how to read them. */
  about: readonly string[];
  columns: readonly PdfColumn[];
  rows: readonly PdfRow[];
  /** Lines under the table. */
  notes: readonly string[];
}

const MARGIN = 36;
const LOGO_SIZE = 34;
const ROW_HEIGHT = 20;
const CELL_PADDING = 5;
const SMALL = 8.5;
const NOTE_SIZE = 7.5;
const INK = "#1c1917";
const GREY = "#57534e";
const RULE = "#d6d3d1";
const SHADE = "#f5f5f4";

/**
 * A timetable on one A4 page, as the /timetable and /ramadan pages print (decision 0374).
 * Helvetica, the PDF's own font, embeds nothing, so the file stays small; it covers Western
 * European text only.
 */
export function tablePdf(content: TablePdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: content.title, Author: content.site.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const tableTop = drawHeading(doc, content);
  const tableBottom = drawTable(doc, content, tableTop);
  drawLines(doc, content.notes, tableBottom + 10);
  doc.end();
  return finished;
}

/**
 * A drawn timetable as a download, like the CSV: no Cache-Control, since the server's page cache
 * keeps bodies as text and would corrupt a binary file (decision 0374).
 */
export function pdfDownload(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}

/** The month's timetable: adhan / iqamah for each prayer, Fridays shaded. */
export function timetablePdf(content: {
  site: SiteConfig;
  month: string;
  days: readonly PrayerDay[];
  /** Where the adhan times come from (the calculation method or the centre's timetable). */
  timesSource: string;
  jumuah: JumuahSettings;
}): Promise<Buffer> {
  const monthName = monthTitle(content.month);
  return tablePdf({
    site: content.site,
    title: `Prayer timetable: ${monthName}`,
    kicker: "Prayer timetable",
    name: monthName,
    about: [`${content.timesSource} · UK local time · each time is adhan / iqamah`],
    columns: [
      { label: "Date", width: 44 },
      { label: "Hijri", width: 101 },
      ...TIMES.map((name) => ({ label: PRAYER_LABELS[name], align: "right" as const })),
    ],
    rows: content.days.map(
      (day): PdfRow => ({
        shaded: isFriday(day.date),
        cells: [
          [
            {
              text: `${formatCalendarDate(day.date, "weekday")} ${Number(day.date.slice(8))}`,
              style: "bold",
            },
          ],
          [{ text: day.hijriDate.replace(/ AH$/, ""), style: "muted" }],
          ...prayerRows(day).map((row): PdfRow["cells"][number] =>
            row.iqamah
              ? [{ text: row.adhan }, { text: ` / ${row.iqamah}`, style: "muted" }]
              : row.adhan,
          ),
        ],
      }),
    ),
    notes: [timetableFridayNote(content.jumuah)],
  });
}

function drawHeading(doc: PDFKit.PDFDocument, { site, kicker, name, about }: TablePdfContent) {
  const right = doc.page.width - MARGIN;
  drawLogo(doc, MARGIN, MARGIN, site.colours.brand);
  const textLeft = MARGIN + LOGO_SIZE + 10;
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(site.colours.brandStrong)
    .text(pdfText(site.name), textLeft, MARGIN + 2, { lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(SMALL)
    .fillColor(GREY)
    .text(pdfText(formatPostalAddress(site)), textLeft, MARGIN + 21, { lineBreak: false });

  doc.text(pdfText(kicker), right - doc.widthOfString(pdfText(kicker)), MARGIN + 2, {
    lineBreak: false,
  });
  doc.font("Helvetica-Bold").fontSize(15).fillColor(site.colours.brandStrong);
  doc.text(pdfText(name), right - doc.widthOfString(pdfText(name)), MARGIN + 14, {
    lineBreak: false,
  });
  return drawLines(doc, about, MARGIN + LOGO_SIZE + 12) + 6;
}

/** The mark the site's header shows beside the centre's name, in the brand colour. */
function drawLogo(doc: PDFKit.PDFDocument, left: number, top: number, colour: string) {
  const scale = LOGO_SIZE / 40;
  const centre: [number, number] = [left + 20 * scale, top + 20 * scale];
  doc.save();
  doc.circle(...centre, 19 * scale).fill(colour);
  doc.lineWidth(2 * scale).strokeColor("#ffffff");
  const square = () => doc.rect(left + 10 * scale, top + 10 * scale, 20 * scale, 20 * scale);
  square().stroke();
  doc.rotate(45, { origin: centre });
  square().stroke();
  doc.restore();
  doc.circle(...centre, 4 * scale).fill("#ffffff");
}

/** Each column's left edge and width: the given widths, the rest shared by the others. */
function columnBoxes(columns: readonly PdfColumn[], left: number, width: number) {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const shared = (width - fixed) / Math.max(1, columns.filter((column) => !column.width).length);
  let x = left;
  return columns.map((column) => {
    const box = { ...column, left: x, width: column.width ?? shared };
    x += box.width;
    return box;
  });
}

function drawTable(
  doc: PDFKit.PDFDocument,
  { site, columns, rows }: TablePdfContent,
  top: number,
): number {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const boxes = columnBoxes(columns, left, width);

  doc.rect(left, top, width, ROW_HEIGHT).fill(site.colours.brandSoft);
  const heading = { font: "Helvetica-Bold", colour: site.colours.brandStrong };
  const headingTop = textTop(doc.font(heading.font).fontSize(9), top);
  for (const box of boxes) drawSpans(doc, box, [{ text: box.label }], headingTop, heading);

  let rowTop = top + ROW_HEIGHT;
  for (const row of rows) {
    if (row.shaded) doc.rect(left, rowTop, width, ROW_HEIGHT).fill(SHADE);
    drawRule(doc, left, width, rowTop);
    row.cells.forEach((cell, index) => {
      const box = boxes[index];
      if (!box) return;
      const spans = typeof cell === "string" ? [{ text: cell }] : cell;
      if (box.wrap) drawNote(doc, box, spans.map((span) => span.text).join(""), rowTop);
      else drawSpans(doc, box, spans, textTop(doc.font("Helvetica").fontSize(9), rowTop));
    });
    rowTop += ROW_HEIGHT;
  }
  drawRule(doc, left, width, rowTop);
  return rowTop;
}

type Box = PdfColumn & { left: number; width: number };
type Look = { font: string; colour: string };

const LOOKS: Record<NonNullable<PdfSpan["style"]> | "plain", Look> = {
  plain: { font: "Helvetica", colour: INK },
  bold: { font: "Helvetica-Bold", colour: INK },
  muted: { font: "Helvetica", colour: GREY },
};

/** Spans side by side on one line of a cell, at its left or its right; unstyled ones in `plain`. */
function drawSpans(
  doc: PDFKit.PDFDocument,
  box: Box,
  spans: readonly PdfSpan[],
  top: number,
  plain = LOOKS.plain,
) {
  const parts = spans.map((span) => {
    const look = span.style ? LOOKS[span.style] : plain;
    const text = pdfText(span.text);
    return { text, look, width: doc.font(look.font).widthOfString(text) };
  });
  const total = parts.reduce((sum, part) => sum + part.width, 0);
  let x =
    box.align === "right" ? box.left + box.width - CELL_PADDING - total : box.left + CELL_PADDING;
  for (const part of parts) {
    doc
      .font(part.look.font)
      .fillColor(part.look.colour)
      .text(part.text, x, top, { lineBreak: false });
    x += part.width;
  }
}

/** A note in smaller type, on up to two lines of its cell, centred in the row. */
function drawNote(doc: PDFKit.PDFDocument, box: Box, text: string, rowTop: number) {
  if (!text) return;
  const width = box.width - 2 * CELL_PADDING;
  const options = { width, height: ROW_HEIGHT - 2, ellipsis: true, lineGap: -0.5 };
  doc.font("Helvetica").fontSize(NOTE_SIZE).fillColor(INK);
  const height = Math.min(doc.heightOfString(pdfText(text), options), ROW_HEIGHT - 2);
  doc.text(pdfText(text), box.left + CELL_PADDING, rowTop + (ROW_HEIGHT - height) / 2, options);
  doc.fontSize(9);
}

/** The thin line above each row of the table, and below the last. */
function drawRule(doc: PDFKit.PDFDocument, left: number, width: number, top: number) {
  doc
    .moveTo(left, top)
    .lineTo(left + width, top)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Lines of small grey text from `top`, each wrapped to the page's width; where they end. */
function drawLines(doc: PDFKit.PDFDocument, lines: readonly string[], top: number): number {
  doc.font("Helvetica").fontSize(SMALL).fillColor(GREY);
  let y = top;
  const width = doc.page.width - 2 * MARGIN;
  for (const line of lines) {
    doc.text(pdfText(line), MARGIN, y, { width });
    y += doc.heightOfString(pdfText(line), { width }) + 2;
  }
  return y;
}

/** Where a line of the current font sits to be centred in a row starting at `rowTop`. */
const textTop = (doc: PDFKit.PDFDocument, rowTop: number) =>
  rowTop + (ROW_HEIGHT - doc.currentLineHeight()) / 2;

const WIN_ANSI = /^[\x20-\x7e\xa0-\xff‘’“”–—•…€]+$/;

/**
 * Text Helvetica can show: its encoding (WinAnsi) lacks the Hijri months' ʻayn, written as an
 * opening quote here; any other letter it lacks loses its accent or, failing that, becomes "?".
 */
function pdfText(text: string): string {
  const quoted = text.replace(/[ʻʿ]/g, "‘").replace(/[ʼʾ]/g, "’").normalize("NFC");
  return Array.from(quoted, (letter) => {
    if (WIN_ANSI.test(letter)) return letter;
    const plain = letter.normalize("NFKD").replace(/\p{M}/gu, "");
    return WIN_ANSI.test(plain) ? plain : "?";
  }).join("");
}
