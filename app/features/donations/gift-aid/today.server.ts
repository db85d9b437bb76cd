import type { TodayItem } from "#app/lib/features/today";
import { countOf } from "#app/lib/format";
import { pounds } from "#app/lib/money";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { lastMonth } from "../admin/admin-schema";
import { unclaimedGiftAid } from "./claims.server";

/**
 * Gift Aid that can be claimed now: the unclaimed payments up to the end of last month (claims
 * are made for whole months) and within HMRC's four years.
 */
export async function giftAidToday({ now }: { now: number }): Promise<TodayItem[]> {
  const today = localDate(now);
  const { to } = lastMonth(today);
  const from = `${Number(today.slice(0, 4)) - 4}-${today.slice(5, 7)}-01`;
  const { payments, giftAidPence } = await unclaimedGiftAid(from, to);
  if (payments.length === 0) return [];
  return [
    {
      text: `${pounds(giftAidPence)} of Gift Aid ready to claim on ${countOf(payments.length, "payment")} up to ${formatCalendarDate(to, "long")}`,
      href: `/admin/donations/gift-aid?from=${from}&to=${to}`,
      kind: "todo",
    },
  ];
}
