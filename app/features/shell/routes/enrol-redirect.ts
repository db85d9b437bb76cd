import { redirect } from "react-router";

// The footer's old quick link: the enrolment page lives at /enrol-now.
export function loader() {
  return redirect("/enrol-now", 301);
}
