/** What other parts of the app use from notices (server side), and its descriptor. */
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { newsletterPart } from "./newsletter/newsletter-part.server";
import { noticesPart } from "./notices-part.server";
import { pushPart } from "./push/push-part.server";

export { createNotice, type NoticeInput, siteBannerNotices } from "./notices.server";
export { noticesForScreens, type ScreenNotice } from "./screen-notices.server";

const parts = [noticesPart, pushPart, newsletterPart];

export const noticesFeature: FeatureDescriptor = {
  name: "notices",
  personalData: newsletterPart.personalData,
  retention: parts.flatMap((part) => part.retention ?? []),
  jobs: parts.flatMap((part) => part.jobs ?? []),
  sitemap: noticesPart.sitemap,
  adminNav: [
    { label: "Notices", href: "/admin/notices", group: "Content", order: 61 },
    { label: "Newsletter", href: "/admin/newsletter", group: "Content", order: 62 },
  ],
  adminAreas: [
    { path: "/admin/notices", permissions: ["notices.manage"] },
    { path: "/admin/newsletter", permissions: ["notices.manage"] },
  ],
};
