import PDFDocument from "pdfkit";
import { formatPostalAddress, type SiteConfig } from "#app/lib/config/site";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { monthTitle } from "./month";
import { isFriday, PRAYER_LABELS, type PrayerDay, prayerRows, TIMES } from "./prayers";

interface TimetablePdfContent {
  site: SiteConfig;
  month: string;
  days: readonly PrayerDay[];
  /** Where the adhan times come from (the calculation method or the centre's timetable). */
  timesSource: string;
}

const MARGIN = 36;
const LOGO_SIZE = 34;
const ROW_HEIGHT = 20;
const CELL_PADDING = 5;
const COLUMN_WIDTHS = { date: 44, hijri: 101 };
const GREY = "#57534e";
const RULE = "#d6d3d1";

/**
 * The month's timetable on one A4 page, as the /timetable page prints it. Helvetica, the PDF's
 * own font, embeds nothing, so the file stays small; it covers Western European text only.
 */
export function timetablePdf(content: TimetablePdfContent): Promise<Buffer> {
  const title = `Prayer timetable: ${monthTitle(content.month)}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: content.site.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const tableTop = drawHeading(doc, content);
  const tableBottom = drawTable(doc, content, tableTop);
  drawNotes(doc, tableBottom + 10);
  doc.end();
  return finished;
}

function drawHeading(doc: PDFKit.PDFDocument, { site, month, timesSource }: TimetablePdfContent) {
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
    .fontSize(8.5)
    .fillColor(GREY)
    .text(pdfText(formatPostalAddress(site)), textLeft, MARGIN + 21, { lineBreak: false });

  const heading = "Prayer timetable";
  const monthName = monthTitle(month);
  doc.fontSize(8.5);
  doc.text(heading, right - doc.widthOfString(heading), MARGIN + 2, { lineBreak: false });
  doc.font("Helvetica-Bold").fontSize(15).fillColor(site.colours.brandStrong);
  doc.text(monthName, right - doc.widthOfString(monthName), MARGIN + 14, { lineBreak: false });

  const sourceTop = MARGIN + LOGO_SIZE + 12;
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(
      pdfText(`${timesSource} · UK local time · each time is adhan / iqamah`),
      MARGIN,
      sourceTop,
      { lineBreak: false },
    );
  return sourceTop + 18;
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

function drawTable(
  doc: PDFKit.PDFDocument,
  { site, days }: TimetablePdfContent,
  top: number,
): number {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const timeWidth = (width - COLUMN_WIDTHS.date - COLUMN_WIDTHS.hijri) / TIMES.length;
  const timesLeft = left + COLUMN_WIDTHS.date + COLUMN_WIDTHS.hijri;
  const timeRight = (index: number) => timesLeft + timeWidth * (index + 1) - CELL_PADDING;

  doc.rect(left, top, width, ROW_HEIGHT).fill(site.colours.brandSoft);
  doc.font("Helvetica-Bold").fontSize(9).fillColor(site.colours.brandStrong);
  const headingTop = textTop(doc, top);
  doc.text("Date", left + CELL_PADDING, headingTop, { lineBreak: false });
  doc.text("Hijri", left + COLUMN_WIDTHS.date + CELL_PADDING, headingTop, { lineBreak: false });
  TIMES.forEach((name, index) => {
    const label = PRAYER_LABELS[name];
    doc.text(label, timeRight(index) - doc.widthOfString(label), headingTop, { lineBreak: false });
  });

  let rowTop = top + ROW_HEIGHT;
  for (const day of days) {
    if (isFriday(day.date)) doc.rect(left, rowTop, width, ROW_HEIGHT).fill("#f5f5f4");
    drawRule(doc, left, width, rowTop);
    const cellTop = textTop(doc, rowTop);
    doc.font("Helvetica-Bold").fillColor("#1c1917");
    doc.text(
      `${formatCalendarDate(day.date, "weekday")} ${Number(day.date.slice(8))}`,
      left + CELL_PADDING,
      cellTop,
      { lineBreak: false },
    );
    doc.font("Helvetica").fillColor(GREY);
    doc.text(
      pdfText(day.hijriDate.replace(/ AH$/, "")),
      left + COLUMN_WIDTHS.date + CELL_PADDING,
      cellTop,
      { lineBreak: false },
    );
    prayerRows(day).forEach((row, index) => {
      const iqamah = row.iqamah ? ` / ${row.iqamah}` : "";
      const adhanLeft = timeRight(index) - doc.widthOfString(row.adhan + iqamah);
      doc.fillColor("#1c1917").text(row.adhan, adhanLeft, cellTop, { lineBreak: false });
      if (iqamah)
        doc
          .fillColor(GREY)
          .text(iqamah, adhanLeft + doc.widthOfString(row.adhan), cellTop, { lineBreak: false });
    });
    rowTop += ROW_HEIGHT;
  }
  drawRule(doc, left, width, rowTop);
  return rowTop;
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

function drawNotes(doc: PDFKit.PDFDocument, top: number) {
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(
      pdfText("Fridays are shaded; on Fridays the Dhuhr iqamah is the Jumu'ah iqamah."),
      MARGIN,
      top,
      { lineBreak: false },
    );
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
