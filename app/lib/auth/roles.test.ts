import { describe, expect, it } from "vitest";
import { adminAccess } from "#app/lib/features/admin-areas";
import type { FeatureList } from "#app/lib/features/descriptor";
import { PERMISSIONS } from "#app/lib/features/permissions";
import { hasPermission, mayOpen, ROLE_PERMISSIONS, sortedRoles, staffRoles } from "./roles";

describe("staff roles", () => {
  it("give the administrator every permission, and counselling requests to two roles alone", () => {
    expect([...ROLE_PERMISSIONS.administrator].sort()).toEqual([...PERMISSIONS].sort());
    expect(staffRoles.filter((role) => hasPermission([role], "counselling.read"))).toEqual([
      "administrator",
      "counselling",
    ]);
    expect(staffRoles.filter((role) => hasPermission([role], "donations.manage"))).toEqual([
      "administrator",
      "treasurer",
    ]);
  });

  it("keep accounts, settings, backups and the audit log for administrators", () => {
    for (const permission of [
      "accounts.manage",
      "settings.manage",
      "backups.manage",
      "audit.read",
      "emails.manage",
    ] as const)
      expect(
        staffRoles.filter((role) => hasPermission([role], permission)),
        permission,
      ).toEqual(["administrator"]);
  });

  it("are read from a form in their fixed order, unknown names dropped", () => {
    expect(sortedRoles(["summer", "caliph", "editor", "summer"])).toEqual(["editor", "summer"]);
  });
});

describe("admin areas", () => {
  const features: FeatureList = [
    { name: "blog", adminAreas: [{ path: "/admin/blog", permissions: ["blog.manage"] }] },
    {
      name: "donations",
      adminAreas: [
        { path: "/admin/donations", permissions: ["donations.manage"] },
        { path: "/admin/donations/gift-aid", permissions: ["audit.read"] },
      ],
    },
  ];

  it("covers an address by the longest declared path above it, on whole segments", () => {
    expect(adminAccess(features, "/admin/blog/:id")).toEqual(["blog.manage"]);
    expect(adminAccess(features, "/admin/donations/gift-aid/:id.csv")).toEqual(["audit.read"]);
    expect(adminAccess(features, "/admin/donations/funds")).toEqual(["donations.manage"]);
    expect(adminAccess(features, "/admin/blogroll")).toBe("administrator");
    expect(adminAccess(features, "/admin")).toBe("any-staff");
    expect(adminAccess(features, "/admin/*")).toBe("any-staff");
  });

  it("opens an undeclared address to administrators only, and nothing to the public", () => {
    expect(mayOpen(["administrator"], "administrator")).toBe(true);
    expect(mayOpen(["editor", "treasurer"], "administrator")).toBe(false);
    expect(mayOpen([], "any-staff")).toBe(false);
    expect(mayOpen(["counselling"], "any-staff")).toBe(true);
    expect(mayOpen(["editor"], ["blog.manage"])).toBe(true);
    expect(mayOpen(["treasurer"], ["blog.manage"])).toBe(false);
  });
});
