import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkClasses, StatusBadge } from "#app/components/admin/page";
import { ACTIONS_COLUMN, type TableColumn } from "#app/components/admin/table";
import type { ListingStatus } from "#app/lib/db/enums";
import type { SeekerCardData } from "../cards.server";
import { SeekerProfile } from "../seekers/components/seeker-profile";
import { SeekerProfileModal } from "../seekers/components/seeker-profile-modal";
import { CV_NOT_AVAILABLE_ADMIN } from "../seekers/cv";
import { LogoEnlargement, ReviewDialog } from "./admin-dialogs";
import { DetailList } from "./detail-list";
import {
  ApproveForm,
  DeleteForm,
  DenyForm,
  ListingError,
  type ReviewAnswer,
  type Reviewed,
} from "./review-forms";
import { SkillChips } from "./skill-chips";

/** A business as /admin/directory lists it. */
export interface AdminBusiness {
  id: number;
  name: string;
  primaryCategory: string;
  subcategory: string;
  address: string;
  description: string;
  email: string;
  phone: string;
  status: ListingStatus;
  adminNote: string | null;
  logoUrl: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
}

/** A job seeker as /admin/directory lists it: everything of the profile, whatever its status. */
export interface AdminSeeker {
  id: number;
  status: ListingStatus;
  adminNote: string | null;
  card: SeekerCardData;
}

const categoryOf = (business: AdminBusiness) =>
  `${business.primaryCategory}${business.subcategory ? ` › ${business.subcategory}` : ""}`;
const ownerOf = (business: AdminBusiness) =>
  business.ownerEmail ? `${business.ownerName} <${business.ownerEmail}>` : "seeded listing";

function AdminNote({ note }: { note: string | null }) {
  return note ? (
    <p className="mt-1 text-sm text-amber-950">
      <strong>Admin note:</strong> {note}
    </p>
  ) : null;
}

/** What the review modal shows of a business. */
function BusinessDetails({ business }: { business: AdminBusiness }) {
  const items: [string, string][] = [
    ["Category", categoryOf(business)],
    ["Address", business.address],
    ["Email", business.email],
    ["Phone", business.phone],
    ["Description", business.description],
    ["Owner", ownerOf(business)],
  ];
  return <DetailList items={items.filter(([, value]) => value)} />;
}

/**
 * Review (pending: Approve / Deny in a modal, or in the page without JavaScript), Edit
 * (approved) and Delete. `place` keeps the form ids of the card and the row apart.
 */
function ListingActions({
  listing,
  status,
  details,
  editUrl,
  answer,
  place,
}: {
  listing: Reviewed;
  status: ListingStatus;
  details: ReactNode;
  editUrl: string;
  answer: ReviewAnswer | undefined;
  place: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      {status === "pending" ? (
        <ReviewDialog name={listing.name} details={details}>
          <ApproveForm listing={listing} />
          <DenyForm listing={listing} answer={answer} place={place} />
        </ReviewDialog>
      ) : null}
      {status === "approved" ? (
        <Link to={editUrl} className={linkClasses}>
          Edit<span className="sr-only"> {listing.name}</span>
        </Link>
      ) : null}
      <DeleteForm listing={listing} />
    </div>
  );
}

function businessActions(business: AdminBusiness, answer: ReviewAnswer | undefined, place: string) {
  return (
    <ListingActions
      listing={{ kind: "business", id: business.id, name: business.name }}
      status={business.status}
      details={<BusinessDetails business={business} />}
      editUrl={`/directory/businesses/${business.id}/edit`}
      answer={answer}
      place={place}
    />
  );
}

function BusinessName({ business }: { business: AdminBusiness }) {
  return (
    <div className="flex gap-3">
      {business.logoUrl ? <LogoEnlargement name={business.name} url={business.logoUrl} /> : null}
      <h3 className="text-base font-semibold text-ink">
        {business.name} <StatusBadge status={business.status} className="ml-1 align-middle" />
      </h3>
    </div>
  );
}

/** The columns of the business table; a phone shows each business as a card of them. */
export function adminBusinessColumns(
  answerFor: (business: AdminBusiness) => ReviewAnswer | undefined,
): TableColumn<AdminBusiness>[] {
  return [
    {
      heading: "Business",
      card: "line",
      className: "min-w-64",
      cell: (business) => (
        <>
          <BusinessName business={business} />
          {business.description ? (
            <p className="mt-1 max-w-md text-stone-700">{business.description}</p>
          ) : null}
          <AdminNote note={business.adminNote} />
          <ListingError answer={answerFor(business)} />
        </>
      ),
    },
    {
      heading: "Category and address",
      cell: (business) => (
        <>
          <span className="block">{categoryOf(business)}</span>
          <span className="block text-stone-700">{business.address}</span>
        </>
      ),
    },
    { heading: "Owner", className: "min-w-36 wrap-anywhere", cell: ownerOf },
    {
      ...ACTIONS_COLUMN,
      // Buttons at their own width in a row; full width in the phone's cards.
      className: "w-44 *:items-start",
      cell: (business) => businessActions(business, answerFor(business), "row"),
      cardCell: (business) => businessActions(business, answerFor(business), "card"),
    },
  ];
}

/** A job seeker in the admin grid: everything of the profile, up to 3 skills then +N, actions. */
export function AdminSeekerCard({
  seeker,
  answer,
}: {
  seeker: AdminSeeker;
  answer: ReviewAnswer | undefined;
}) {
  const { card } = seeker;
  return (
    <article aria-labelledby={`admin-seeker-${seeker.id}`} className="flex h-full flex-col gap-3">
      <h3 id={`admin-seeker-${seeker.id}`} className="text-lg font-semibold text-ink">
        {card.name} <StatusBadge status={seeker.status} className="ml-1 align-middle" />
      </h3>
      <p className="text-sm text-stone-700">
        {card.desiredPosition} · {card.experience} · {card.location}
      </p>
      {card.contacts ? (
        <p className="text-sm text-stone-700">
          {card.contacts.email} · {card.contacts.phone}
        </p>
      ) : null}
      <SkillChips skills={card.skills} />
      <SeekerProfileModal seeker={card} className="px-4 py-1.5" />
      {card.contacts?.cv ? null : (
        <p className="text-sm text-stone-700">{CV_NOT_AVAILABLE_ADMIN}</p>
      )}
      <AdminNote note={seeker.adminNote} />
      <ListingError answer={answer} />
      <div className="mt-auto">
        <ListingActions
          listing={{ kind: "seeker", id: seeker.id, name: card.name }}
          status={seeker.status}
          details={<SeekerProfile seeker={card} />}
          editUrl={`/directory/job-seekers/${seeker.id}/edit`}
          answer={answer}
          place="grid"
        />
      </div>
    </article>
  );
}
