import type Stripe from "stripe";
import type { Config } from "../../kernel/config";
import { DomainError } from "../../kernel/errors";
import { createStripeClient } from "../../kernel/stripe-client";
import { IDENTITY_EVENT_TYPES, type IdentityEvent, type IdentityPort } from "./identity-port";

const invalidSignature = () =>
  new DomainError(
    "invalid_webhook_signature",
    "The Stripe-Signature header does not verify against the body. Check STRIPE_WEBHOOK_SECRET (the endpoint's signing secret) and that nothing rewrites the body on its way here.",
  );

/**
 * Stripe Identity: a `document` verification session with a matching selfie, our session and
 * patient ids in `metadata`, `return_url` back to our return page (which sends the person on to
 * checkout or consent). Outcomes arrive as `identity.verification_session.*` webhooks on the
 * Stripe webhook route; the session is read back from the API with `verified_outputs` expanded
 * (never taken from the payload, whose shape follows the endpoint's API version).
 */
export function createStripeIdentity(options: { config: Config; stripe?: Stripe }): IdentityPort {
  const { config } = options;
  const stripe = options.stripe ?? createStripeClient(config);
  return {
    name: "stripe",
    async open(session) {
      const created = await stripe.identity.verificationSessions.create(
        {
          type: "document",
          options: { document: { require_matching_selfie: true } },
          return_url: session.returnUrl,
          client_reference_id: session.id,
          metadata: { patient_id: session.patientId, identity_session_id: session.id },
        },
        { idempotencyKey: `identity-session:${session.id}` },
      );
      if (!created.url) throw new Error("Stripe returned a verification session without a url");
      return { providerSessionId: created.id, redirectTo: created.url };
    },

    async receiveWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.STRIPE_WEBHOOK_SECRET ?? "",
        );
      } catch {
        throw invalidSignature();
      }
      const type = event.type as string;
      if (!(IDENTITY_EVENT_TYPES as readonly string[]).includes(type)) return null;
      const objectId = (event.data.object as { id?: string }).id ?? "";
      const vs = await stripe.identity.verificationSessions.retrieve(objectId, {
        expand: ["verified_outputs"],
      });
      const outputs = vs.verified_outputs;
      return {
        eventId: event.id,
        type: type as IdentityEvent["type"],
        providerSessionId: vs.id,
        lastError: vs.last_error
          ? { code: vs.last_error.code ?? null, reason: vs.last_error.reason ?? null }
          : null,
        verifiedOutputs: outputs
          ? {
              firstName: outputs.first_name ?? null,
              lastName: outputs.last_name ?? null,
              dob: outputs.dob
                ? {
                    day: outputs.dob.day ?? null,
                    month: outputs.dob.month ?? null,
                    year: outputs.dob.year ?? null,
                  }
                : null,
            }
          : null,
      };
    },
  };
}
