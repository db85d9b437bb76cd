import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { visibleText } from "#tests/support/render";
import type { EidNotice } from "../eid";
import { EidPrayersPanel } from "./eid-prayers-panel";

const NOTICE: EidNotice = {
  eid: "fitr",
  name: "Eid al-Fitr",
  hijriYear: 1448,
  date: "2027-03-09",
  confirmed: false,
  moon: null,
  jamaat: [
    {
      id: 1,
      time: "07:30",
      place: "Main hall",
      language: "English",
      booking: true,
      placesLeft: 12,
    },
    { id: 2, time: "09:00", place: "Car park", language: "", booking: false, placesLeft: null },
  ],
};

const render = (notice: EidNotice) =>
  renderToString(
    <MemoryRouter>
      <EidPrayersPanel notice={notice} />
    </MemoryRouter>,
  );

describe("EidPrayersPanel", () => {
  it("names the Eid and its day, expected until announced, with each jama'at and a link to book", () => {
    const html = render(NOTICE);
    expect(visibleText(html)).toBe(
      "Eid al-Fitr prayers Tuesday 9 March 2027 (expected: the moon sighting decides) 07:30 Main hall Khutbah in English 12 places left 09:00 Car park Book a place",
    );
    expect(html).toContain('href="/eid"');
  });

  it("drops 'expected' once announced, and links to the page without booking", () => {
    const text = visibleText(
      render({
        ...NOTICE,
        confirmed: true,
        jamaat: NOTICE.jamaat.map((jamaat) => ({ ...jamaat, booking: false, placesLeft: null })),
      }),
    );
    expect(text).toContain("Tuesday 9 March 2027 07:30");
    expect(text).toMatch(/Eid prayers$/);
  });
});
