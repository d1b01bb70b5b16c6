import { addDeveloperCard, DeveloperCard } from "@intake/core/developers";
import { developerManagerProcedure } from "../../trpc/init";

export const addDeveloperCardProcedure = developerManagerProcedure
  .meta({
    errors: [
      "unauthorized",
      "developer_credential_required",
      "invalid_card",
      "card_declined",
      "hosted_payment_required",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/api/v1/developers/me/payment-method",
      operationId: "addDeveloperPaymentMethod",
      tags: ["developers"],
      protect: true,
      summary: "Add the card that completed live reviews are billed to",
      description:
        "Session token or a developer key. The card is checked and kept as brand + last4 (the newest card is charged). A live key needs a card on file (402 `payment_method_required` otherwise). 400 `invalid_card`, 402 `card_declined`; with Stripe no card number passes through this API: 409 `hosted_payment_required` with `url`, the dashboard page that saves a card on Stripe's page (Checkout in setup mode).",
      errorResponses: [400, 401, 402, 403, 409],
    },
  })
  .input(addDeveloperCard.input)
  .output(DeveloperCard)
  .mutation(({ ctx, input }) => addDeveloperCard.parsed({ ctx, input }));
