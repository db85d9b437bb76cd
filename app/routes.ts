import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the site, in one place.
export default [
  layout("features/shell/routes/site-layout.tsx", [
    index("features/home/routes/home.tsx"),
    route("contact", "features/contact/routes/contact.tsx"),
    route("projects", "features/projects/routes/projects.tsx"),
    route("projects/:slug", "features/projects/routes/project.tsx"),
    route("volunteer", "features/projects/routes/volunteer.tsx"),
    route("enrol", "features/shell/routes/enrol-redirect.ts"),
    route("enrol-now", "features/academy/routes/enrol-now.tsx"),
    route("prayer-times", "features/prayer-times/routes/prayer-times.tsx"),
    route("timetable", "features/prayer-times/routes/timetable.tsx"),

    route("login", "features/accounts/routes/login.tsx"),
    route("signup", "features/accounts/routes/signup.tsx"),
    route("forgot-password", "features/accounts/routes/forgot-password.tsx"),
    route("reset-password", "features/accounts/routes/reset-password.tsx", {
      id: "reset-password-query",
    }),
    route("reset-password/:token", "features/accounts/routes/reset-password.tsx", {
      id: "reset-password-token",
    }),
    route("confirm-email/:token", "features/accounts/routes/confirm-email.tsx"),
    route("logout", "features/accounts/routes/logout.ts"),
    route("dashboard", "features/accounts/routes/dashboard.tsx"),
    route("dashboard/export", "features/accounts/routes/dashboard-export.ts"),

    route("what-is-wic", "features/content/routes/what-is-wic.tsx"),
    route("why-choose-wic", "features/content/routes/why-choose-wic.tsx"),
    route("academy-policy", "features/content/routes/academy-policy.tsx"),
    ...prefix("policies", [
      route("privacy", "features/content/routes/policy-privacy.tsx"),
      route("terms", "features/content/routes/policy-terms.tsx"),
    ]),

    route("blog", "features/blog/routes/blog.tsx"),
    route("blog/:slug", "features/blog/routes/post.tsx"),
    route("summer", "features/summer/pages/routes/summer.tsx"),
    ...prefix("summer", [
      route("programmes", "features/summer/pages/routes/programmes.tsx"),
      route("faq", "features/summer/pages/routes/faq.tsx"),
      route("register", "features/summer/registration/routes/register.tsx"),
      route("pay/:id", "features/summer/registration/routes/pay.tsx"),
    ]),
    route("summer-at-wic/terms-and-conditions", "features/summer/pages/routes/terms.tsx"),
    route("thank-you", "features/summer/registration/routes/thank-you.tsx"),
    route("quran-competition", "features/quran-competition/routes/quran-competition.tsx"),
    ...prefix("quran-competition", [
      route("rules", "features/quran-competition/routes/rules.tsx"),
      route("pay/:id", "features/quran-competition/routes/pay.tsx"),
    ]),

    route("donate", "features/donations/giving/routes/donate.tsx"),
    route("donate/thank-you", "features/donations/giving/routes/thank-you.tsx"),
    route("donate/manage/:token", "features/donations/manage/routes/manage.tsx"),

    route("directory", "features/directory/routes/directory.tsx"),
    route("directory/businesses/new", "features/directory/businesses/routes/business-new.tsx"),
    route(
      "directory/businesses/:id/edit",
      "features/directory/businesses/routes/business-edit.tsx",
    ),
    route("directory/job-seekers/new", "features/directory/seekers/routes/seeker-new.tsx"),
    route("directory/job-seekers/:id/edit", "features/directory/seekers/routes/seeker-edit.tsx"),
    route("directory/job-seekers/:id", "features/directory/seekers/routes/seeker-profile.tsx"),

    route("__test/error", "features/shell/routes/error-test.tsx"),
    route("*", "features/shell/routes/not-found.tsx"),
  ]),
  // The admin has a frame of its own, without the public header and footer.
  route("admin", "features/admin/routes/admin-layout.tsx", [
    index("features/admin/routes/admin-home.tsx"),
    route("backups", "features/backups/routes/admin-backups.tsx"),
    route("backups/run", "features/backups/routes/admin-backup-now.ts"),
    ...prefix("submissions", [
      index("features/admin/routes/submissions.tsx"),
      route("export.csv", "features/admin/routes/submissions-export.ts"),
      route(":id", "features/admin/routes/submission.tsx"),
    ]),
    ...prefix("emails", [
      index("features/admin/routes/emails.tsx"),
      route(":id/preview", "features/admin/routes/email-preview.ts"),
    ]),
    route("audit", "features/admin/routes/audit.tsx"),
    route("demo-content", "features/admin/routes/demo-content.tsx"),
    route("accounts", "features/accounts/staff/routes/admin-accounts.tsx"),
    route("retention", "features/privacy/routes/admin-retention.tsx"),
    route("settings", "features/settings/routes/admin-settings.tsx"),
    route("prayer-times", "features/prayer-times/routes/admin-prayer-times.tsx", [
      index("features/prayer-times/routes/admin-prayer-times-overview.tsx"),
      route("iqamah", "features/prayer-times/routes/admin-prayer-times-iqamah.tsx"),
      route("jumuah", "features/prayer-times/routes/admin-prayer-times-jumuah.tsx"),
      route("timetable", "features/prayer-times/routes/admin-prayer-times-timetable.tsx"),
      route("calculation", "features/prayer-times/routes/admin-prayer-times-calculation.tsx"),
      route("screens", "features/prayer-times/routes/admin-prayer-times-screens.tsx"),
    ]),
    route("weekly-events", "features/prayer-times/routes/admin-weekly-events.tsx"),
    route("directory", "features/directory/routes/admin-directory.tsx", {
      id: "admin-directory",
    }),
    ...prefix("blog", [
      index("features/blog/routes/admin-blog.tsx"),
      route("new", "features/blog/routes/admin-blog-editor.tsx", { id: "admin-blog-new" }),
      route(":id", "features/blog/routes/admin-blog-editor.tsx", { id: "admin-blog-edit" }),
    ]),
    ...prefix("projects", [
      index("features/projects/routes/admin-projects.tsx"),
      route("new", "features/projects/routes/admin-project-editor.tsx", {
        id: "admin-project-new",
      }),
      route(":slug", "features/projects/routes/admin-project-editor.tsx", {
        id: "admin-project-edit",
      }),
    ]),
    ...prefix("pages", [
      index("features/content/routes/admin-pages.tsx"),
      route(":page", "features/content/routes/admin-page-editor.tsx"),
      route(":page/history", "features/content/routes/admin-page-history.tsx"),
    ]),
    route("summer", "features/summer/admin/routes/admin-summer.tsx"),
    route("summer/export.csv", "features/summer/admin/routes/admin-summer-export.ts"),
    route("summer/seasons", "features/summer/seasons/routes/admin-summer-seasons.tsx"),
    route("summer/seasons/:id", "features/summer/seasons/routes/admin-summer-season.tsx"),
    route(
      "summer/seasons/:id/preview",
      "features/summer/seasons/routes/admin-summer-season-preview.tsx",
    ),
    route("summer/coupons", "features/summer/pricing/routes/admin-summer-coupons.tsx"),
    route("competition", "features/quran-competition/routes/admin-competition.tsx"),
    route(
      "competition/export.csv",
      "features/quran-competition/routes/admin-competition-export.ts",
    ),
    route(
      "competition/scores/:category/:group",
      "features/quran-competition/routes/admin-competition-scores.tsx",
    ),
    route("academy", "features/academy/routes/admin-academy.tsx"),
    route("academy/:id", "features/academy/routes/admin-academy-term.tsx"),
    route("academy/:id/enrolments.csv", "features/academy/routes/admin-academy-export.ts"),
    route(
      "competition/editions",
      "features/quran-competition/routes/admin-competition-editions.tsx",
    ),
    route(
      "competition/editions/new",
      "features/quran-competition/routes/admin-competition-edition.tsx",
      { id: "admin-competition-edition-new" },
    ),
    route(
      "competition/editions/:id",
      "features/quran-competition/routes/admin-competition-edition.tsx",
      { id: "admin-competition-edition-edit" },
    ),
    ...prefix("donations", [
      index("features/donations/admin/routes/admin-donations.tsx"),
      route("export.csv", "features/donations/admin/routes/admin-donations-export.ts"),
      route("funds", "features/donations/admin/routes/admin-donation-funds.tsx"),
      route("campaigns", "features/donations/admin/routes/admin-donation-campaigns.tsx"),
      route("gift-aid", "features/donations/gift-aid/routes/admin-gift-aid.tsx"),
      route("gift-aid/:id.csv", "features/donations/gift-aid/routes/admin-gift-aid-claim.ts"),
    ]),
    route("media", "features/media/routes/admin-media.tsx"),
    route("media/placements", "features/media/routes/admin-media-placements.tsx"),
    route("media/picker", "features/media/routes/admin-media-picker.ts"),
    route("media/:id/delete", "features/media/routes/admin-media-delete.tsx"),
    route("*", "features/admin/routes/admin-not-found.tsx"),
  ]),
  layout("features/shell/routes/display-layout.tsx", [
    route("display", "features/prayer-times/routes/display.tsx", { id: "display" }),
    route("tv", "features/prayer-times/routes/display.tsx", { id: "tv" }),
  ]),
  route("display/data.json", "features/prayer-times/routes/display-data.ts"),
  route("display-sw.js", "features/prayer-times/routes/display-sw.ts"),
  route("prayer-times.ics", "features/prayer-times/routes/calendar-ics.ts"),
  route("timetable.csv", "features/prayer-times/routes/timetable-csv.ts"),
  route("directory/job-seekers/:id/cv", "features/directory/seekers/routes/seeker-cv.ts"),
  route(
    "directory/job-seekers/:id/cv/preview",
    "features/directory/seekers/routes/seeker-cv-preview.ts",
  ),
  route("api/stripe/webhook", "routes/stripe-webhook.ts"),
  route(
    ".netlify/functions/create-stripe-session",
    "features/summer/registration/routes/create-stripe-session.ts",
  ),
  route("healthz", "features/shell/routes/healthz.ts"),
  route("sitemap.xml", "features/content/routes/sitemap-xml.ts"),
  route("robots.txt", "features/content/routes/robots-txt.ts"),
  route("manifest.webmanifest", "features/content/routes/manifest.ts"),
  route("blog/feed.xml", "features/blog/routes/feed-xml.ts"),
  route("uploads/:file", "lib/uploads/serve-upload.ts"),
] satisfies RouteConfig;
