import type { ImagesTable } from "@intake/db";
import type { Selectable } from "kysely";
import { clinicalDecisionOf } from "../../care/review/schemas";
import { signImageUrl } from "../../images/signed-url";
import type { RequestContext } from "../../kernel/context";
import { forbidden } from "../../kernel/errors";
import type { RequestRow } from "./outcomes";
import { loadOwnedRequest, type RequestScope } from "./read-requests";
import { schedulingUrlValid } from "./scheduling";
import type { DeveloperDetails } from "./schemas";
import { getDeveloperSettings } from "./settings";

/** 403 data_visibility_not_enabled (outcome-only, for good) or consent_pending (no consent yet). */
export function assertFullVisibility(r: RequestRow): void {
  if (r.data_visibility !== "full") {
    throw forbidden(
      "data_visibility_not_enabled",
      'This request was created with outcome-only visibility: its details and messages are not available, now or later. Use data_visibility: "full" on new requests (or change the default on the dashboard).',
    );
  }
  if (!r.data_sharing_consent_at && !r.developer_consented) {
    throw forbidden(
      "consent_pending",
      "The patient has not accepted data sharing with your app yet. Retry after they complete the consent page (poll the status or wait for webhooks).",
    );
  }
}

/**
 * The spec's Developer details object, for a full-visibility request whose patient accepted
 * data sharing. Images carry signed URLs valid about 15 minutes; identity-verification
 * artifacts never appear.
 */
export async function getPrescribingDetails(
  ctx: RequestContext,
  scope: RequestScope,
  encounterId: string,
): Promise<DeveloperDetails> {
  const r = await loadOwnedRequest(ctx, scope, encounterId);
  assertFullVisibility(r);
  const now = ctx.clock.now();
  const [encounter, turn, images, events, notes, prescriptions, clinicians, settings] =
    await Promise.all([
      ctx.db
        .selectFrom("encounters")
        .select(["clinical_decision", "patient_id"])
        .where("id", "=", encounterId)
        .executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom("turns")
        .select(["query_text"])
        .where("encounter_id", "=", encounterId)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom("images")
        .select(["id", "name", "mime_type", "turn_id", "chat_event_id", "created_at"])
        .where("encounter_id", "=", encounterId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      ctx.db
        .selectFrom("chat_events")
        .selectAll()
        .where("encounter_id", "=", encounterId)
        .where("author_role", "in", ["patient", "clinician"])
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      ctx.db
        .selectFrom("clinical_notes")
        .selectAll()
        .where("encounter_id", "=", encounterId)
        .orderBy("created_at")
        .execute(),
      ctx.db
        .selectFrom("prescriptions")
        .selectAll()
        .where("encounter_id", "=", encounterId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      ctx.db
        .selectFrom("clinicians")
        .select(["user_id", "first_name", "last_name", "credentials"])
        .execute(),
      getDeveloperSettings(ctx.db, r.developer_id),
    ]);
  const names = new Map(
    clinicians.map((c) => [c.user_id, `${c.first_name} ${c.last_name}, ${c.credentials}`]),
  );
  const nameOf = (id: string | null) => (id ? names.get(id) : undefined);
  const image = (i: Pick<Selectable<ImagesTable>, "id" | "name" | "mime_type">) => {
    const signed = signImageUrl(ctx.config, i.id, now);
    return {
      id: i.id,
      fileName: i.name,
      mimeType: i.mime_type,
      url: signed.url,
      urlExpiresAt: signed.expiresAt,
    };
  };
  const bookings = r.bookings ?? [];
  const active = [...bookings].reverse().find((b) => b.status === "booked");
  const order = r.pharmacy_order;

  return {
    encounterId: r.encounter_id,
    externalId: r.external_id,
    status: r.status,
    dataVisibility: "full",
    dataSharingConsentAt: r.data_sharing_consent_at?.toISOString() ?? null,
    patient: {
      firstName: r.first_name,
      lastName: r.last_name,
      dateOfBirth: r.date_of_birth,
      sex: r.sex,
      state: r.patient_state,
    },
    clinicalLetter: turn.query_text,
    clinicalLetterImages: images.filter((i) => i.chat_event_id === null).map(image),
    conversation: events.map((e) => {
      const author = e.author_role === "clinician" ? "clinician" : "patient";
      const clinicianName = author === "clinician" ? nameOf(e.author_user_id) : undefined;
      const scheduling =
        e.scheduling_url && schedulingUrlValid(ctx.config, e.scheduling_url, now)
          ? e.scheduling_url
          : undefined;
      return {
        author,
        ...(clinicianName ? { clinicianName } : {}),
        message: plainText(e.message),
        createdAt: e.created_at.toISOString(),
        viaApp: e.via_app,
        images: images.filter((i) => i.chat_event_id === e.id).map(image),
        ...(scheduling ? { schedulingUrl: scheduling } : {}),
      };
    }),
    clinicalDecision: clinicalDecisionOf(encounter.clinical_decision),
    clinicalDocumentation: notes.map((n) => {
      const clinicianName = nameOf(n.clinician_id);
      return {
        note: n.note,
        ...(clinicianName ? { clinicianName } : {}),
        createdAt: n.created_at.toISOString(),
      };
    }),
    prescriptions: prescriptions.map((p) => {
      const clinicianName = nameOf(p.clinician_id);
      return {
        medication: p.medication,
        quantity: p.quantity,
        refills: p.refills,
        ...(clinicianName ? { clinicianName } : {}),
        instructions: p.instructions,
        pharmacyState: p.status,
      };
    }),
    rxCount: r.rx_count,
    ...(settings.live_visits
      ? {
          ...(active ? { booking: active } : {}),
          bookings: bookings.map(({ joinUrl, ...b }) =>
            b.status === "booked" ? { ...b, joinUrl } : b,
          ),
        }
      : {}),
    ...(order ? { pharmacyOrder: order } : {}),
  };
}

/** Plain text with `\n` line breaks: no HTML tags, no markdown emphasis or headings. */
export function plainText(message: string): string {
  return message
    .replace(/\r\n?/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/`([^`]*)`/g, "$1");
}
