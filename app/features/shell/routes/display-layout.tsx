import { Outlet } from "react-router";

/** Wall screens (/display, /tv): no header, no footer, the whole viewport. */
export default function DisplayLayout() {
  return (
    <main className="min-h-screen overflow-hidden bg-brand-strong text-white">
      <Outlet />
    </main>
  );
}
