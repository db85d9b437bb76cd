import { listOwnBusinesses, type OwnBusiness } from "./businesses/business.server";
import { writeFailure } from "./form-answers.server";
import { LOAD_OWN_SUBMISSIONS_FAILED } from "./rules";
import { listOwnSeekers, type OwnSeeker } from "./seekers/seekers.server";

/**
 * The user's businesses and job-seeker profiles for /dashboard. When they cannot be read, the rest
 * of the dashboard still works and the lists say 'Failed to load your submissions'.
 */
export async function dashboardListings(userId: string): Promise<{
  businesses: OwnBusiness[];
  seekers: OwnSeeker[];
  loadError: string | null;
}> {
  try {
    const [businesses, seekers] = await Promise.all([
      listOwnBusinesses(userId),
      listOwnSeekers(userId),
    ]);
    return { businesses, seekers, loadError: null };
  } catch (error) {
    writeFailure("loading a user's submissions", error);
    return { businesses: [], seekers: [], loadError: LOAD_OWN_SUBMISSIONS_FAILED };
  }
}
