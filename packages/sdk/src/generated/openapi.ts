/* Generated from docs/openapi.json by `npm run openapi`. Do not edit. */

export interface paths {
    "/api/v1/config/conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Treatable conditions by category, with their medications
         * @description A top-level array of categories. Letters must name one of these conditions to be within scope.
         */
        get: operations["listConditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/config/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription prices and policies */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/knowledge/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the knowledge base before drafting a letter
         * @description Section-level results from the clinical knowledge base, best first, each with its figures. Lay words and misspellings are understood ("burning when I pee", "migrane"), and lab values and vital signs are read as numbers against the thresholds the articles give ("HbA1c 6.1%", "blood pressure 150/95", "LDL 4.9 mmol/L"; mg/dL and mmol/L are converted). For a condition, the section "What to include in your letter" comes first. A query that is not about health (a recipe, a mortgage, a car tyre) answers 200 with `results: []` and `total_results: 0`. Each result carries its `score` (the evidence behind it, of which `relevance_score` is `score / (score + 1)`) and `evidence`: the matched words, which of them were spelling corrections, the names and lab values found, and the share of the query it covers, so a weak match can be told from an answer. No authentication needed. Errors: 400 `invalid_query` (missing or blank), `query_too_long` (over 500 characters), `invalid_limit` (not a whole number from 1 to 10).
         */
        get: operations["searchKnowledge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's profile */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every submission of the account, newest first, with a short letter preview
         * @description Flattened across encounters and patients: a top-level array, `limit` per page (1–100, default 20). When more exist, the response carries `X-Next-Cursor` (pass it as `cursor`) and a `Link: <...>; rel="next"` header, as `GET /api/v1/encounters` does.
         */
        get: operations["listMySubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's personal API keys, newest first (session token only; never the raw key) */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create a personal API key (session token only; the raw key is shown once)
         * @description An API key used here gets 403 `session_required`. At most 25 active (unrevoked, unexpired) personal keys per account: 409 `key_limit_reached` past that.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a personal API key (session token only)
         * @description Later use of the key gets 401; its metadata stays for audit. Revoking a revoked key again answers 200 with the original `revokedAt`.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's active (not archived) patients */
        get: operations["listPatients"];
        put?: never;
        /**
         * Add a person to the account
         * @description All fields required. Each rule fails with its own 400 code: `invalid_relationship`, `invalid_name`, `invalid_date_of_birth`, `patient_too_young`, `invalid_sex`, `invalid_state`, `invalid_zip`, `invalid_phone`, `self_patient_exists`.
         */
        post: operations["createPatient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One patient with clinician-confirmed allergy and medication history */
        get: operations["getPatient"];
        put?: never;
        post?: never;
        /** Archive a family member (the self patient cannot be deleted: 400 `cannot_delete_self_patient`) */
        delete: operations["archivePatient"];
        options?: never;
        head?: never;
        /**
         * Change a patient (demographics before identity verification; phone any time; give consent)
         * @description After identity verification demographics are locked: 400 `patient_locked` with `fields`. `consentedToTelehealth: false` after true: 400 `consent_cannot_be_revoked`. Field rules as on create.
         */
        patch: operations["updatePatient"];
        trace?: never;
    };
    "/api/v1/patients/{id}/identity-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start identity verification; the person opens the returned url to complete it
         * @description The url is single use, expires at `expiresAt`, and works only for this account: the person opens it in a browser signed in to the account (the hosted pages), which sends them to the identity provider (Stripe Identity, or the embedded simulation outside production). The outcome shows in `identityVerification.latestSession` of GET /api/v1/patients/{id}. Starting again replaces an unused link. Verifying the self patient verifies the account holder. Minors inherit it (400 `identity_inherited`); already verified: 409 `identity_already_verified`.
         */
        post: operations["startIdentitySession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patients-with-seat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a family member with a subscription seat
         * @description Same fields and rules as POST /api/v1/patients (not `self`). Uses an unassigned seat, else adds one, charged prorated to the period end. Needs a subscription (404 `subscription_not_found`); a declined card is 402 `card_declined` and nothing is written. Send `Idempotency-Key` to make retries safe.
         */
        post: operations["addPatientWithSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patients-with-seat/{patientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a family member and their seat
         * @description With a prescription written for the patient in the current cycle, the seat bills until the period end and the patient keeps access until then; otherwise the seat is released and the patient removed at once, with the unused part of the seat refunded (capped by what was paid this cycle). Self patients: 400 `cannot_delete_self_patient` (cancel the subscription instead).
         */
        delete: operations["removePatientWithSeat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your subscription
         * @description `status` `active` is the gate for one-call submission. 404 `subscription_not_found` when the account never subscribed (a subscription starts at a checkout link).
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the number of additional family seats
         * @description `seatCount` integer >= 0, prorated at once: new seats are charged for the rest of the period; released unassigned seats refund their unused part (capped by what was paid this cycle). Seats held by a family member: 409 `seats_in_use` (use DELETE /api/v1/patients-with-seat/{patientId}). A declined card: 402 `card_declined`, nothing changes. Send `Idempotency-Key` to make retries safe (kept 24 h).
         */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/api/v1/subscriptions/me/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card the subscription charges
         * @description `brand` and `last4` only: card number, expiry and security code are never held.
         */
        get: operations["getPaymentMethod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/me/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your invoices, most recent first
         * @description A top-level array of Invoices, `limit` per page (default 20, max 100). When more exist, the response carries `X-Next-Cursor` (pass it as `cursor`) and a `Link: <...>; rel="next"` header. Amounts are integer minor units.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/me/cancellation-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a cancellation would refund, per person
         * @description Refund per person: each person on the plan with no prescription in the current period is refundable for their share of the period; the total is capped by what was paid this cycle.
         */
        get: operations["getCancellationPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/me/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the subscription
         * @description With `refundIfEligible: true` and a refund due (see the cancellation preview), eligible no-prescription shares are refunded now and the plan ends at once; otherwise the plan stays active until the period end and does not renew. Send `Idempotency-Key` to make retries safe (kept 24 h).
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a clinical letter; start or continue an encounter
         * @description Anonymous, personal API key or session token. Omit `session_token` to start an encounter; send it to continue one (the `encounter_token` rotates on every resubmission: use the newest).
         *
         *     Authenticated calls claim the encounter, may bind `patient_id` (for good) and get `auto_submit`: `submitted` when the letter is complete and the patient is bound, consented, ID-verified, the subscription active and within fair use; otherwise `blocked` with every `pending_reasons` value that applies (an incomplete letter is never submitted: `final_decision_ready` is false and `missing_items` says why). On a `submitted` encounter a complete letter replaces the submission at no charge; an incomplete one leaves the earlier letter in review.
         *
         *     400 `letter_too_short` / `letter_too_long` / `not_medical` (nothing stored), `patient_not_owned`, `patient_already_bound`, `developer_key_not_accepted`. 401 `patient_id` without authentication. 404 `session_not_found` (unknown or another account's session). 409 `encounter_locked` with `encounter_id`, `session_token`, `state`, `submission_id`, `next_action` (`use_chat` or `start_new_encounter`) and `chat_endpoint`; 409 `concurrent_resubmission` (retry). 410 `encounter_expired`. 429 `rate_limited` with `Retry-After` (60 per hour and 300 per day per session; new encounters per hour per account, or per client address when anonymous).
         */
        post: operations["agentQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/encounters/{encounter_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the chat of an encounter (physician and patient messages)
         * @description Encounter token or the owner's personal API key (a session token or developer key is 401 `wrong_credential`). Events oldest first; `since` (RFC 3339) keeps events created after it, `limit` the most recent N.
         *
         *     404 `not_found` (unknown, or not the key owner's); 410 `encounter_token_expired` (the token's window closed; the owner's API key still works); 429 `rate_limited` after `CHAT_POLLS_PER_MINUTE` (12) reads per minute per encounter, `Retry-After: 5`.
         */
        get: operations["listChatEvents"];
        put?: never;
        /**
         * Answer the physician for the patient
         * @description Recorded with `source: api` (the clinician sees an API badge). Answering a physician question moves `waitingForPatientReply` back to `reviewing`.
         *
         *     400 `chat_closed` in `closed` / `canceled`; 401; 404; 409 `checkout_not_completed` before checkout (or auto-submit); 410 `encounter_token_expired`.
         */
        post: operations["postChatEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/encounters/{encounter_id}/events/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record read receipts for physician messages
         * @description The patient gets no reminder e-mail for messages marked read. Ids that are not physician messages of this encounter are ignored; `readEventIds` lists the ones now read. 401; 404; 410 `encounter_token_expired`.
         */
        post: operations["markChatRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Submitted encounters this clinician may claim (patient in a licensed state), oldest first
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        get: operations["getClinicianQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Encounters this clinician claimed, most recent first
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        get: operations["listClinicianEncounters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One encounter to review: letter, turns, images (signed URLs), patient, chat, notes, prescriptions
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        get: operations["getClinicianEncounter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a submitted encounter (submitted -> reviewing); 409 `already_claimed` when another clinician was first
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["claimEncounter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Message the patient (chat); also during the follow-up window
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["sendClinicianMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the patient a question (reviewing -> waitingForPatientReply; the reply moves it back)
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["askPatientQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a clinical documentation note
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["addClinicalNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm allergies and medications (shown by GET /api/v1/patients/{id})
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["confirmPatientHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/prescriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a prescription (catalogue medication or free text)
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["writePrescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete the review with a categorical decision (-> completed; follow-up chat open FOLLOW_UP_HOURS)
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["completeReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the encounter (from the queue or during review)
         * @description Clinician console procedure: a clinician's session token only (an API key is 403 `clinician_session_required`, a non-clinician 403 `clinician_required`). Actions outside their states are 409 `invalid_encounter_state`.
         */
        post: operations["clinicianCancelEncounter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/video-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite the patient to a video visit: a message with a scheduling link (live-visit accounts)
         * @description Clinician console procedure (clinician session only). The message carries a 72-hour `schedulingUrl`; the encounter waits for the patient; the developer gets `encounter.message`. 403 `live_visits_not_enabled` unless the encounter is a request of a developer account with live visits on; 409 `invalid_encounter_state` outside review.
         */
        post: operations["sendVideoInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/visit/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the booked live visit (kept in bookings[] as canceled)
         * @description Clinician console procedure (clinician session only). 403 `live_visits_not_enabled`; 409 `no_active_booking` when nothing is booked.
         */
        post: operations["cancelVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clinician/encounters/{id}/visit/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a completed call: the booked video visit, or a phone call
         * @description Clinician console procedure (clinician session only). `kind: video` completes the active booking (409 `no_active_booking` without one); `kind: phone` needs no booking. Polling then shows `visitType` and `syncEscalated: true`. 403 `live_visits_not_enabled`.
         */
        post: operations["recordCompletedCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encounters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your encounters, most recent first
         * @description A top-level array of Encounter summaries, `limit` per page (default 20, max 100). When more exist, the response carries `X-Next-Cursor` (pass it as `cursor`) and a `Link: <...>; rel="next"` header.
         */
        get: operations["listEncounters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encounters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your encounters */
        get: operations["getEncounter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encounters/{id}/turns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The turns (letters and evaluations) of one of your encounters, oldest first
         * @description `last=N` returns only the N most recent turns. `options` and `evidence` are reserved and empty.
         */
        get: operations["listEncounterTurns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encounters/{id}/latest-turn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most recent turn of one of your encounters */
        get: operations["getEncounterLatestTurn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/encounters/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of your encounters
         * @description Moves a non-terminal encounter to `canceled`; an active submission is canceled with it. 400 `encounter_terminal` when it is already closed or canceled.
         */
        post: operations["cancelEncounter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your developer keys, newest first (never the raw key)
         * @description With a developer key: only the keys of its environment.
         */
        get: operations["listDeveloperKeys"];
        put?: never;
        /**
         * Create a developer key (`ak_test_` sandbox or `ak_live_` production; shown once)
         * @description Session token, or a developer key managing its own environment (403 `environment_mismatch` otherwise). A personal API key gets 403 `developer_credential_required`. At most 25 active (unrevoked) developer keys per account: 409 `key_limit_reached` past that.
         */
        post: operations["createDeveloperKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a developer key (later use gets 401) */
        delete: operations["revokeDeveloperKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the card that completed live reviews are billed to
         * @description Session token or a developer key. The card is checked and kept as brand + last4 (the newest card is charged). A live key needs a card on file (402 `payment_method_required` otherwise). 400 `invalid_card`, 402 `card_declined`; with Stripe no card number passes through this API: 409 `hosted_payment_required` with `url`, the dashboard page that saves a card on Stripe's page (Checkout in setup mode).
         */
        post: operations["addDeveloperPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/developers/me/encounters/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard alias of the details read, for the signed-in developer (session token) */
        get: operations["getMyPrescribingDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/developers/me/sandbox/encounters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard alias of the sandbox read (session token; test requests only) */
        get: operations["getMySandboxEncounter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/developers/me/sandbox/encounters/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dashboard alias of the sandbox advance (session token; test requests only) */
        post: operations["advanceMySandboxEncounter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescribing/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a letter for your patient and create (or iterate) a prescribing request
         * @description Developer key only (`ak_test_` sandbox, `ak_live_` production); other credentials get 401/403 `developer_key_required`.
         *
         *     The letter follows the agent query's rules (500-10,000 characters, same evaluator). A new request needs `patient_email`, `patient_phone` (E.164), `patient_state`, `patient_zip`. `external_id` is opaque: e-mail, phone or name patterns get 400 `external_id_personal_data`. `data_visibility` defaults to your dashboard setting and is fixed per request.
         *
         *     When `final_decision_ready`: `consent_url` (ends `&sandbox=1` in sandbox), `pricing` in cents and, in sandbox, `simulated_decision`. Live patients outside the 18 served states: 400 `state_not_served`.
         */
        post: operations["prescribingQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescribing/encounters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll outcomes: your requests in the key's environment, newest first
         * @description Optional `external_id` filter; `limit` (1-100, default 20) and `cursor` (the previous page's `next_cursor`). Rows are the outcome projection: never patient identity or medical details.
         */
        get: operations["listPrescribingEncounters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescribing/encounters/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The developer details object (full visibility, after data-sharing consent)
         * @description 404 not yours; 403 `data_visibility_not_enabled` (outcome-only request, permanently); 403 `consent_pending` (until the patient accepts data sharing). Image URLs are signed and valid about 15 minutes: do not store them.
         */
        get: operations["getPrescribingDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescribing/encounters/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Relay the patient's reply (plain text up to 4,000 characters and/or up to 3 images)
         * @description Full visibility only (403 `data_visibility_not_enabled` / `consent_pending`); 409 `encounter_closed` on a closed request; 400 `message_too_long`, `too_many_images`, `empty_reply`. A reply to a request waiting for the patient moves it back to the physician queue. 429 `rate_limited` when the account's daily image storage quota is used up (`Retry-After`).
         */
        post: operations["relayPrescribingReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescribing/sandbox/encounters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sandbox request's status and the events that can be applied now (test keys)
         * @description Live keys get 404.
         */
        get: operations["getSandboxEncounter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescribing/sandbox/encounters/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a sandbox event (state change + its webhook through normal delivery)
         * @description `event` required; for `complete`: `rx_count` 0-5 (default 1) and `outcome` `complete` | `incomplete`; for `physician_message`: optional `message`. 409 `event_not_available` with `available_events` when the event does not fit the status; 400 `unknown_event`. Live keys get 404.
         */
        post: operations["advanceSandboxEncounter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prescribing/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a developer-consented patient (enterprise agreements only)
         * @description You attest the patient's telehealth and data-sharing consent. Such patients are never e-mailed and their webhooks carry no `chat_url`; pass `patient_id` to the prescribing query. 403 `enterprise_agreement_required` without the agreement.
         */
        post: operations["createDeveloperPatient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your webhook endpoints, oldest first (a developer key sees its environment only); never secrets */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Register a webhook endpoint (HTTPS, public address, at most 5 per environment); the secret is in the response */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint (no secret) */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint; it receives nothing more */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/webhook-endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's signing secret (and the previous one during a rotation) */
        get: operations["getWebhookEndpointSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New signing secret; the old one keeps signing beside it for 24 hours */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event (placeholder ids; sandbox matches the endpoint's environment)
         * @description Test events and redeliveries together are limited per endpoint (`WEBHOOK_MANUAL_SENDS_PER_HOUR`, default 10 an hour): 429 `rate_limited` with `Retry-After` past it.
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log: one entry per attempt, newest first, kept 30 days */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/developers/me/webhook-deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (same event id and body), with the usual retries
         * @description Test events and redeliveries together are limited per endpoint (`WEBHOOK_MANUAL_SENDS_PER_HOUR`, default 10 an hour): 429 `rate_limited` with `Retry-After` past it.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an image through a signed URL
         * @description The URL comes from the API (e.g. `clinicalLetterImages[].url`) and is the credential: no Authorization header. Valid about 15 minutes (`exp`, Unix seconds). Served with the stored content type, `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy; SVG is served as an attachment.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kb-images/{figure_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A knowledge-base figure (SVG)
         * @description The `image_url` of a search result's figure. Public and cacheable (`Cache-Control: public, max-age=86400, immutable`, `ETag`; `If-None-Match` gives 304). Served with `X-Content-Type-Options: nosniff` and a CSP that keeps the SVG inert.
         */
        get: operations["getKnowledgeImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    outcomeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An outcome event, POSTed to every endpoint of the event's environment
         * @description Headers: `X-Service-Event: <type>`, `X-Service-Signature: sha256=<hex HMAC-SHA256 of the raw body under the endpoint secret>` (one comma-separated entry per secret during a rotation), and the Standard Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature`. Answer 2xx within 10 seconds; otherwise retried after about 30 seconds and 2 minutes, then dropped. See docs/webhooks.md.
         */
        post: operations["outcomeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ImageInput: {
            /** @description http(s) URL the service fetches (public addresses only) */
            url?: string;
            /** @description Image bytes in base64 (a data: URL prefix is accepted) */
            base64?: string;
            /** @description Optional file name */
            name?: string;
        };
        /** @enum {string} */
        ClinicalDecision: "treatment_prescribed" | "advice_only" | "referred_in_person" | "not_suitable_for_telehealth" | "incomplete";
        /** @enum {string} */
        DeveloperEnvironment: "test" | "live";
        /** @enum {string} */
        DataVisibility: "outcome_only" | "full";
        EncounterCompletedEvent: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /** @constant */
            type: "encounter.completed";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterCompletedData"];
        };
        EncounterCompletedData: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @constant */
            status: "completed";
            rx_count: number;
        };
        EncounterCanceledEvent: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /** @constant */
            type: "encounter.canceled";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterCanceledData"];
        };
        EncounterCanceledData: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            status: "awaiting_consent" | "pending_identity" | "in_review" | "completed" | "canceled";
            rx_count: number;
        };
        EncounterMessageEvent: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /** @constant */
            type: "encounter.message";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterMessageData"];
        };
        /** @description A doorbell: never message content, author or clinical data */
        EncounterMessageData: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            status: "in_review" | "completed";
            rx_count: number;
            /** @description Absent for developer-consented patients */
            chat_url?: string;
        };
        EncounterPharmacyOrderEvent: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /** @constant */
            type: "encounter.pharmacy_order";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterPharmacyOrderData"];
        };
        /** @description Never pharmacy name, address, carrier or tracking */
        EncounterPharmacyOrderData: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            pharmacy_order_status: "placed" | "rerouted" | "filling" | "received" | "ready" | "shipped" | "delivered" | "picked_up" | "completed" | "canceled";
        };
        EncounterPrescriptionEvent: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /** @constant */
            type: "encounter.prescription";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterPrescriptionData"];
        };
        EncounterPrescriptionData: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            prescription_status: "depleted" | "expired" | "active";
        };
        WebhookTestEvent: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["WebhookTestData"];
        };
        /** @description Placeholder ids; ignore in outcome logic */
        WebhookTestData: {
            encounter_id: string;
            external_id: string;
            /** @constant */
            status: "completed";
            rx_count: number;
        };
        ConditionCategory: {
            /** @example RESPIRATORY */
            name: string;
            conditions: {
                /** @example Asthma */
                name: string;
                /**
                 * @example [
                 *       "albuterol",
                 *       "budesonide"
                 *     ]
                 */
                medications: string[];
            }[];
        };
        Pricing: {
            /**
             * @description Monthly price for the account holder
             * @example $49
             */
            amount: string;
            /** @example $49 */
            baseAmount: string;
            /**
             * @description Monthly price per additional family member
             * @example $19
             */
            seatAmount: string;
            /** @constant */
            currency: "usd";
            includes: string[];
            refundPolicy: string;
            fairUsePolicy: string;
        };
        KnowledgeSearchResponse: {
            results: components["schemas"]["KnowledgeSearchResult"][];
            /** @description The query as received */
            query: string;
            /** @description Matching sections before `limit` was applied */
            total_results: number;
        };
        KnowledgeSearchResult: {
            /** @example urinary-tract-infections */
            article_id: string;
            /** @example Urinary tract infections */
            title: string;
            source: string;
            /** @description Excerpt of the section around the match (at most 600 characters) */
            text: string;
            /** @example What to include in your letter */
            section_heading: string;
            /** @description 0-1; higher is more relevant: `score / (score + 1)` */
            relevance_score: number;
            /**
             * @description The evidence behind this result on an open scale (docs/knowledge-base.md, "Why a result was returned"): the weight of what the query matched in the article (its names, medications, lab thresholds and words, rare words weighing more) plus what this section itself holds. About 15 or more: the condition named or described well; 5-15: symptoms that fit; under 5: a word or two. Results are never returned for a query that is not about health.
             * @example 18.42
             */
            score: number;
            evidence: components["schemas"]["KnowledgeSearchEvidence"];
            figures: components["schemas"]["KnowledgeFigure"][];
        };
        KnowledgeSearchEvidence: {
            /**
             * @description Query words this article contains, as searched: after spelling correction, without greetings, filler and words said to be absent
             * @example [
             *       "migraine",
             *       "aura"
             *     ]
             */
            matched_terms: string[];
            /** @description Spelling corrections among `matched_terms`. A correction alone never finds a result: a real word corrected into a medical one (chess -> chest) only helps rank an article the rest of the query found. */
            corrections: {
                /**
                 * @description What the query said
                 * @example migrane
                 */
                from: string;
                /**
                 * @description The word searched instead
                 * @example migraine
                 */
                to: string;
            }[];
            /**
             * @description Names of the condition, everyday wordings ("pink eye", "water infection") or medications of this article found in the query
             * @example [
             *       "migraine"
             *     ]
             */
            matched_names: string[];
            /** @description Lab values and vital signs quoted in the query ("HbA1c 6.1%", "blood pressure 150/95", "LDL 4.9 mmol/L") that fall in a threshold this article gives; mg/dL and mmol/L are converted */
            lab_values: {
                /** @example hba1c */
                test: string;
                /** @example 6.1 */
                value: number;
                /**
                 * @description The query's unit, or the one its value implies when none was written
                 * @example %
                 */
                unit: string;
                /**
                 * @description The article's threshold the value falls in
                 * @example HbA1c 5.7-6.4 %
                 */
                range: string;
            }[];
            /**
             * @description Share of the query's content words this article matched, 0-1: low coverage with a high score is one strong word among unrelated ones
             * @example 1
             */
            query_coverage: number;
        };
        KnowledgeFigure: {
            /** @example urinary-tract-infections-care-flow */
            figure_id: string;
            caption: string;
            /**
             * @description Kind of figure, e.g. `flowchart`
             * @example flowchart
             */
            figure_type: string;
            /**
             * Format: uri
             * @description Absolute URL of the SVG image (public, cacheable)
             * @example http://localhost:3000/api/v1/kb-images/urinary-tract-infections-care-flow
             */
            image_url: string;
        };
        UserProfile: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
            /** @example member */
            role: string;
            identityVerification: components["schemas"]["UserIdentityVerification"];
            /** Format: date-time */
            createdAt: string;
        };
        UserIdentityVerification: {
            /**
             * @description `unverified`, `pending` or `verified`
             * @example verified
             */
            status: string;
            verifiedAt: string | null;
        };
        SubmissionListEntry: {
            /** Format: uuid */
            submissionId: string;
            /** Format: uuid */
            encounterId: string;
            /** Format: uuid */
            patientId: string;
            /**
             * @description `active`; `canceled_replaced` when a resubmission replaced it; `canceled`
             * @enum {string}
             */
            status: "active" | "canceled_replaced" | "canceled";
            /** Format: date-time */
            createdAt: string;
            /** @description The first 160 characters of the submitted letter */
            queryPreview: string;
        };
        CreatedApiKey: {
            /** @description The raw key, `ak_` + 64 hex. Shown only in this response; store it now. */
            key: string;
            /** Format: uuid */
            keyId: string;
            /**
             * @description `ak_` + the first 8 hex, to recognise the key later
             * @example ak_1a2b3c4d
             */
            prefix: string;
            label: string;
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ApiKey: {
            /** Format: uuid */
            keyId: string;
            prefix: string;
            label: string;
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Updated at most once a minute */
            lastUsedAt: string | null;
            /** @description Set when the key was revoked; revoked keys get 401 */
            revokedAt: string | null;
        };
        Patient: {
            /**
             * Format: uuid
             * @description Pass as `patient_id` to the agent query
             */
            id: string;
            /**
             * Format: uuid
             * @description The owning user
             */
            ownerId: string;
            /** @enum {string} */
            relationship: "self" | "spouse" | "child" | "parent" | "guardian" | "dependent" | "other";
            /**
             * @description Legal first name
             * @example Alex
             */
            firstName: string;
            /**
             * @description Legal last name
             * @example Rivera
             */
            lastName: string;
            /**
             * @description YYYY-MM-DD
             * @example 1990-04-17
             */
            dateOfBirth: string;
            /**
             * @description Biological sex: `male`, `female`, `intersex`
             * @example female
             */
            sex: string;
            /**
             * @description Two-letter US state code
             * @example CA
             */
            stateOfResidence: string;
            /**
             * @description 5-digit US ZIP
             * @example 94110
             */
            zipCode: string;
            /**
             * @description E.164
             * @example +14155550123
             */
            phoneNumber: string;
            /** @description Cannot be un-set once true */
            consentedToTelehealth: boolean;
            identityVerification: components["schemas"]["PatientIdentityVerification"];
            /** Format: date-time */
            createdAt: string;
        };
        PatientIdentityVerification: {
            /**
             * @description `inherits_owner` for the self patient and minors (under 18), who inherit the account holder's verification; `verified` once this patient's own verification completed; `pending` while a verification session is open; `unverified` otherwise.
             * @enum {string}
             */
            status: "inherits_owner" | "verified" | "pending" | "unverified";
            /**
             * Format: date-time
             * @description When verification completed (for `inherits_owner`: the account holder's); absent until then
             */
            verifiedAt?: string;
            /** @description This patient's most recent verification session (absent until one is started). For `inherits_owner` patients, the self patient's sessions verify the account holder. */
            latestSession?: components["schemas"]["IdentitySessionState"];
        };
        IdentitySessionState: {
            /** Format: uuid */
            sessionId: string;
            /**
             * @description Stripe Identity's states: `pending` (link not used yet), `processing` (the provider is checking), `requires_input` (see `reason`: verify again), `verified`, `canceled`, or `expired` (the link was not used in time).
             * @enum {string}
             */
            status: "pending" | "processing" | "requires_input" | "verified" | "canceled" | "expired";
            /**
             * @description On `requires_input`: why, e.g. `name_mismatch`, `dob_mismatch`, `document_unverified_other`, `document_expired`, `selfie_face_mismatch`
             * @example name_mismatch
             */
            code: string | null;
            /** @description On `requires_input`: what the person can do about it */
            reason: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        PatientWithHistory: {
            /**
             * Format: uuid
             * @description Pass as `patient_id` to the agent query
             */
            id: string;
            /**
             * Format: uuid
             * @description The owning user
             */
            ownerId: string;
            /** @enum {string} */
            relationship: "self" | "spouse" | "child" | "parent" | "guardian" | "dependent" | "other";
            /**
             * @description Legal first name
             * @example Alex
             */
            firstName: string;
            /**
             * @description Legal last name
             * @example Rivera
             */
            lastName: string;
            /**
             * @description YYYY-MM-DD
             * @example 1990-04-17
             */
            dateOfBirth: string;
            /**
             * @description Biological sex: `male`, `female`, `intersex`
             * @example female
             */
            sex: string;
            /**
             * @description Two-letter US state code
             * @example CA
             */
            stateOfResidence: string;
            /**
             * @description 5-digit US ZIP
             * @example 94110
             */
            zipCode: string;
            /**
             * @description E.164
             * @example +14155550123
             */
            phoneNumber: string;
            /** @description Cannot be un-set once true */
            consentedToTelehealth: boolean;
            identityVerification: components["schemas"]["PatientIdentityVerification"];
            /** Format: date-time */
            createdAt: string;
            /** @description Allergy and medication history confirmed by a clinician during review (newest first). Empty until a clinician confirms something; never filled from letters. */
            clinicalHistory: {
                allergies: components["schemas"]["ConfirmedAllergy"][];
                medications: components["schemas"]["ConfirmedMedication"][];
            };
        };
        ConfirmedAllergy: {
            /** @example penicillin */
            substance: string;
            /** @example hives */
            reaction: string | null;
            /**
             * @description e.g. `mild`, `moderate`, `severe`
             * @example moderate
             */
            severity: string | null;
            /** @description The confirming clinician */
            confirmedBy: string;
            /** Format: date-time */
            confirmedAt: string;
        };
        ConfirmedMedication: {
            /** @example lisinopril 10 mg */
            name: string;
            /** @enum {string} */
            status: "active" | "past";
            /** @description The confirming clinician */
            confirmedBy: string;
            /** Format: date-time */
            confirmedAt: string;
        };
        ArchivedPatient: {
            /** Format: uuid */
            id: string;
            /** @constant */
            archived: true;
            /** Format: date-time */
            archivedAt: string;
        };
        IdentitySession: {
            /** Format: uuid */
            sessionId: string;
            /**
             * Format: uri
             * @description Open this page to complete verification; valid until expiresAt
             */
            url: string;
            /** Format: date-time */
            expiresAt: string;
        };
        PatientWithSeat: {
            patient: components["schemas"]["Patient"];
            subscription: components["schemas"]["Subscription"];
            /** @description Charged now for the seat (prorated to the period end), integer minor units (cents) */
            chargedAmount: number;
        };
        Subscription: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            userId: string;
            /** @description Id at the payment processor */
            processorSubscriptionId: string;
            /** @example base */
            plan: string;
            /**
             * @description `active` is the gate for one-call submission; `past_due` after a failed renewal (pay again at a checkout link); `canceled` once a cancellation took effect
             * @enum {string}
             */
            status: "active" | "past_due" | "canceled";
            /** @description What one billing period costs now: base plus every seat, integer minor units (cents) */
            amount: number;
            /** @example usd */
            currency: string;
            /** @description Additional family seats */
            seatCount: number;
            /** Format: date-time */
            currentPeriodStart: string;
            /** Format: date-time */
            currentPeriodEnd: string;
            cancelAtPeriodEnd: boolean;
        };
        RemovePatientWithSeatResult: {
            /** Format: uuid */
            patientId: string;
            /**
             * Format: date-time
             * @description Now, or the period end when a prescription was written this period
             */
            seatReleasedAt: string;
            refunded: boolean;
            /** @description Refunded now, integer minor units (cents) */
            refundAmount: number;
            subscription: components["schemas"]["Subscription"];
        };
        PaymentMethod: {
            /** @example visa */
            brand: string;
            /** @example 4242 */
            last4: string;
        };
        Invoice: {
            /** Format: uuid */
            id: string;
            /**
             * @description Sequential
             * @example INV-000042
             */
            number: string;
            /** @description Amount charged, integer minor units (cents) */
            amount: number;
            /** @description Refunded from this invoice so far, integer minor units (cents) */
            amountRefunded: number;
            currency: string;
            /**
             * @description `open`: the charge failed and is still due; `void`: replaced by a later payment
             * @enum {string}
             */
            status: "paid" | "open" | "void";
            /** @description An HTML page of the invoice (capability link) */
            hostedInvoiceUrl: string;
            /** @description The invoice as a PDF (capability link) */
            invoicePdf: string;
            /** Format: date-time */
            createdAt: string;
        };
        CancellationPreview: {
            /** @description Whether any current-period amount is refundable */
            refundable: boolean;
            /** @description What `POST /cancel` with `refundIfEligible: true` refunds now, integer minor units (cents) */
            refundAmount: number;
            currency: string;
            /** @description Paid this billing period, net of refunds: the cap on any refund, integer minor units (cents) */
            paidThisCycle: number;
            /** @description Now, when a refund is due (a refunded cancellation takes effect at once); else null */
            effectiveDateIfRefunded: string | null;
            /**
             * Format: date-time
             * @description End of the current period
             */
            effectiveDateOtherwise: string;
            people: components["schemas"]["CancellationPreviewPerson"][];
            explanation: string;
        };
        CancellationPreviewPerson: {
            /** @description Null for an unassigned seat */
            patientId: string | null;
            /** @enum {string} */
            role: "account_holder" | "seat";
            /** @description This person's share of the current period, integer minor units (cents) */
            periodAmount: number;
            hadPrescriptionThisPeriod: boolean;
            /** @description What this person's share returns (0 with a prescription this period), integer minor units (cents) */
            refundAmount: number;
            explanation: string;
        };
        CancelSubscriptionResult: {
            refunded: boolean;
            /** @description Refunded now, integer minor units (cents) */
            refundAmount: number;
            /** Format: date-time */
            effectiveDate: string;
            subscription: components["schemas"]["Subscription"];
        };
        AgentQueryResponse: {
            /** @description Reuse to continue the same encounter */
            session_token: string;
            /** @description The 11 criteria as booleans */
            evaluation: components["schemas"]["Evaluation"];
            /** @description True when all criteria are met */
            final_decision_ready: boolean;
            /** @description A human-readable summary of the evaluation */
            commentary: string;
            /** @description Labels of the criteria not met, in rubric order; empty when ready */
            missing_items: string[];
            /** @description Labels of the criteria met */
            completed_items: string[];
            /** @description What to do next, in words */
            next_steps: string;
            /**
             * Format: uuid
             * @description Pair with encounter_token (chat, checkout)
             */
            encounter_id: string;
            /** @description Scoped to this encounter; rotates on every resubmission (use the newest) */
            encounter_token: string;
            /**
             * Format: date-time
             * @description When the encounter, its token and its checkout link expire
             */
            encounter_expires_at: string;
            /** @description Only when final_decision_ready is true */
            checkout_url?: string;
            /** @description Only when final_decision_ready is true */
            pricing?: components["schemas"]["QueryPricing"];
            /** @description True when the encounter is owned by an account; the checkout URL stays valid */
            already_claimed?: boolean;
            /** @description Authenticated calls only */
            auto_submit?: components["schemas"]["AutoSubmit"];
            /**
             * Format: uuid
             * @description Only when auto_submit.status is `submitted`
             */
            submission_id?: string;
            /** @description Only when auto_submit.status is `submitted` */
            new_state?: components["schemas"]["EncounterState"];
        };
        /** @description The 11 completeness criteria of the letter */
        Evaluation: {
            chief_complaint_present: boolean;
            age_and_sex_present: boolean;
            history_of_present_illness_present: boolean;
            review_of_systems_present: boolean;
            past_medical_history_present: boolean;
            allergies_present: boolean;
            family_history_present: boolean;
            social_history_present: boolean;
            diagnosis_present: boolean;
            treatment_plan_present: boolean;
            request_within_scope: boolean;
        };
        QueryPricing: {
            amount: string;
            base_amount: string;
            seat_amount: string;
            includes: string[];
            refund_policy: string;
            fair_use_policy: string;
        };
        AutoSubmit: {
            /** @enum {string} */
            status: "submitted" | "blocked";
            /**
             * Format: uuid
             * @description With `submitted`
             */
            submission_id?: string;
            /** @description With `submitted`: `submitted` */
            new_state?: components["schemas"]["EncounterState"];
            /** @description With `blocked`: every reason that applies. `state_not_served` is a hard stop checkout cannot resolve. An incomplete letter is never submitted: see `final_decision_ready` and `missing_items` (the reasons then list what would still block it). */
            pending_reasons?: components["schemas"]["PendingReason"][];
        };
        /** @enum {string} */
        EncounterState: "open" | "thinking" | "readyForCheckout" | "submitted" | "reviewing" | "waitingForPatientReply" | "completed" | "closed" | "canceled";
        /** @enum {string} */
        PendingReason: "patient_required" | "patient_not_owned" | "telehealth_consent_required" | "patient_not_id_verified" | "subscription_required" | "seat_required" | "rate_limit_reached" | "state_not_served";
        ChatListing: {
            encounterId: string;
            state: components["schemas"]["EncounterState"];
            events: components["schemas"]["ChatEvent"][];
        };
        ChatEvent: {
            eventId: string;
            authorId: string;
            author: components["schemas"]["ChatAuthor"];
            /**
             * @description `chat` for a message; `question` for a clinician question awaiting a reply
             * @example chat
             */
            type: string;
            message: string;
            createdAt: string;
            /**
             * @description `web` when a person typed it on a page, `api` when posted through the API
             * @enum {string}
             */
            source: "web" | "api";
            /** @description True when authored by the patient (via web or API) */
            isOwn: boolean;
        };
        ChatAuthor: {
            id: string;
            email: string;
            /** @description Present when the author is a clinician */
            clinician?: {
                firstName: string;
                lastName: string;
                credentials: string;
            };
        };
        ChatReadReceipt: {
            encounterId: string;
            /** @description Clinician messages of this encounter now marked read */
            readEventIds: string[];
        };
        ClinicianQueue: {
            encounters: components["schemas"]["ClinicianQueueEntry"][];
        };
        ClinicianQueueEntry: {
            encounterId: string;
            state: components["schemas"]["EncounterState"];
            submittedAt: string | null;
            stateOfResidence: string;
            /** @description The letter's first 200 characters */
            letterPreview: string;
        };
        ClinicianReviews: {
            encounters: components["schemas"]["ClinicianReviewEntry"][];
        };
        ClinicianReviewEntry: {
            encounterId: string;
            state: components["schemas"]["EncounterState"];
            submittedAt: string | null;
            reviewStartedAt: string | null;
            completedAt: string | null;
            followUpUntil: string | null;
            updatedAt: string;
        };
        ReviewEncounter: {
            encounterId: string;
            state: components["schemas"]["EncounterState"];
            clinicianId: string | null;
            submittedAt: string | null;
            reviewStartedAt: string | null;
            completedAt: string | null;
            followUpUntil: string | null;
            closedAt: string | null;
            canceledAt: string | null;
            clinicalDecision: components["schemas"]["ClinicalDecision"] | null;
            /** @description The submitted letter (Markdown) */
            letter: string;
            turns: {
                version: number;
                text: string;
                createdAt: string;
            }[];
            images: components["schemas"]["ReviewImage"][];
            patient: {
                id: string;
                firstName: string | null;
                lastName: string | null;
                dateOfBirth: string | null;
                sex: string | null;
                stateOfResidence: string | null;
                clinicalHistory: {
                    allergies: components["schemas"]["ConfirmedAllergy"][];
                    medications: components["schemas"]["ConfirmedMedication"][];
                };
            };
            events: components["schemas"]["ChatEvent"][];
            notes: components["schemas"]["ClinicalNote"][];
            prescriptions: components["schemas"]["Prescription"][];
        };
        ReviewImage: {
            id: string;
            fileName: string | null;
            mimeType: string;
            /** @description Signed, valid about 15 minutes; do not store */
            url: string;
            urlExpiresAt: string;
        };
        ClinicalNote: {
            id: string;
            note: string;
            clinicianName: string;
            createdAt: string;
        };
        Prescription: {
            prescriptionId: string;
            medication: string;
            /** @description True when the medication is in the condition catalogue */
            fromCatalogue: boolean;
            quantity: string;
            refills: number;
            instructions: string;
            /** @enum {string} */
            status: "active" | "depleted" | "expired";
            clinicianName: string | null;
            createdAt: string;
        };
        EncounterSummary: {
            /** Format: uuid */
            id: string;
            userId: string | null;
            patientId: string | null;
            state: components["schemas"]["EncounterState"];
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            turnCount: number;
            /** @description The active submission; null when there is none */
            submission: {
                /** Format: uuid */
                submissionId: string;
                querySnapshot: string;
                /** Format: date-time */
                createdAt: string;
            } | null;
            /** @description Null until checkout or a subscription charges the encounter */
            billing: {
                type: string;
                amount: number;
                status: string;
            } | null;
        };
        Turn: {
            /** Format: uuid */
            turnId: string;
            query: {
                text: string;
                version: number;
                /** Format: date-time */
                createdAt: string;
            };
            response: {
                evaluation: components["schemas"]["Evaluation"];
                /** @description Reserved; always empty today */
                options: unknown[];
                /** @description Reserved; always empty today */
                evidence: unknown[];
                /** Format: date-time */
                createdAt: string;
            };
        };
        CreatedDeveloperKey: {
            /** @description `ak_test_` or `ak_live_` + 64 hex. Shown only in this response; store it now. */
            key: string;
            /** Format: uuid */
            keyId: string;
            /** @description `ak_test_` / `ak_live_` + the first 8 hex */
            prefix: string;
            environment: components["schemas"]["DeveloperEnvironment"];
            label: string;
            /** Format: date-time */
            createdAt: string;
        };
        DeveloperKey: {
            /** Format: uuid */
            keyId: string;
            prefix: string;
            environment: components["schemas"]["DeveloperEnvironment"];
            label: string;
            /** Format: date-time */
            createdAt: string;
            revokedAt: string | null;
        };
        DeveloperDetails: {
            /** Format: uuid */
            encounterId: string;
            externalId: string | null;
            status: components["schemas"]["PrescribingStatus"];
            /** @constant */
            dataVisibility: "full";
            dataSharingConsentAt: string | null;
            patient: {
                firstName: string | null;
                lastName: string | null;
                dateOfBirth: string | null;
                sex: string | null;
                state: string;
            };
            clinicalLetter: string;
            clinicalLetterImages: {
                /** Format: uuid */
                id: string;
                fileName: string | null;
                mimeType: string;
                url: string;
                /** Format: date-time */
                urlExpiresAt: string;
            }[];
            conversation: {
                /** @enum {string} */
                author: "clinician" | "patient";
                clinicianName?: string;
                message: string;
                /** Format: date-time */
                createdAt: string;
                viaApp: boolean;
                images: {
                    /** Format: uuid */
                    id: string;
                    fileName: string | null;
                    mimeType: string;
                    url: string;
                    /** Format: date-time */
                    urlExpiresAt: string;
                }[];
                schedulingUrl?: string;
            }[];
            clinicalDecision: components["schemas"]["ClinicalDecision"] | null;
            clinicalDocumentation: {
                note: string;
                clinicianName?: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            prescriptions: {
                medication: string;
                quantity: string;
                refills: number;
                clinicianName?: string;
                instructions: string;
                /** @enum {string} */
                pharmacyState: "active" | "depleted" | "expired";
            }[];
            rxCount: number;
            booking?: {
                status: string;
                /** Format: date-time */
                startAt: string;
                /** Format: date-time */
                endAt: string;
                timezone: string;
                clinicianName?: string;
                /** Format: date-time */
                bookedAt: string;
                joinUrl?: string;
            };
            bookings?: {
                status: string;
                /** Format: date-time */
                startAt: string;
                /** Format: date-time */
                endAt: string;
                timezone: string;
                clinicianName?: string;
                /** Format: date-time */
                bookedAt: string;
                joinUrl?: string;
            }[];
            pharmacyOrder?: {
                status?: string;
                /** Format: date-time */
                updatedAt?: string;
                type?: string;
                fulfillmentStatus?: string;
                carrier?: string;
                trackingNumber?: string;
                pharmacy?: {
                    name: string;
                    street1: string;
                    city: string;
                    state: string;
                    postalCode: string;
                };
            };
        };
        /** @enum {string} */
        PrescribingStatus: "awaiting_consent" | "pending_identity" | "in_review" | "completed" | "canceled";
        SandboxEncounter: {
            /** Format: uuid */
            encounterId: string;
            status: components["schemas"]["PrescribingStatus"];
            fullDataVisible: boolean;
            webhookUrlSet: boolean;
            rxCount: number;
            availableEvents: components["schemas"]["SandboxEvent"][];
        };
        SandboxEvent: {
            name: string;
            /** @enum {string} */
            group: "lifecycle" | "pharmacy" | "prescription" | "live_visits";
            label: string;
            webhook: string | null;
            description: string;
        };
        SandboxAdvance: {
            /** Format: uuid */
            encounterId: string;
            applied: string;
            status: components["schemas"]["PrescribingStatus"];
            rxCount: number;
            webhook: {
                type: string | null;
                fired: boolean;
                note: string;
            };
            availableEvents: components["schemas"]["SandboxEvent"][];
        };
        PrescribingQueryResponse: {
            /** Format: uuid */
            encounter_id: string;
            session_token: string;
            environment: components["schemas"]["DeveloperEnvironment"];
            sandbox: boolean;
            status: components["schemas"]["PrescribingStatus"];
            external_id: string | null;
            data_visibility: components["schemas"]["DataVisibility"];
            evaluation: components["schemas"]["Evaluation"];
            final_decision_ready: boolean;
            missing_items: string[];
            completed_items: string[];
            commentary: string;
            next_steps: string;
            /** @description When final_decision_ready: the patient's consent page (`&sandbox=1` in sandbox) */
            consent_url?: string;
            pricing?: components["schemas"]["PrescribingPricing"];
            /** @description Sandbox only, when ready: what auto progression will produce */
            simulated_decision?: components["schemas"]["SimulatedDecision"];
        };
        PrescribingPricing: {
            complete_review_cents: number;
            incomplete_review_cents: number;
            note: string;
        };
        SimulatedDecision: {
            status: components["schemas"]["PrescribingStatus"];
            clinical_decision: components["schemas"]["ClinicalDecision"];
            message_to_patient: string;
            prescriptions: {
                medication: string;
                quantity: string;
                refills: number;
                instructions: string;
            }[];
        };
        OutcomeList: {
            encounters: components["schemas"]["OutcomeProjection"][];
            /** @description Pass as `cursor` for the next page */
            next_cursor: string | null;
        };
        OutcomeProjection: {
            /** Format: uuid */
            encounterId: string;
            externalId: string | null;
            status: components["schemas"]["PrescribingStatus"];
            rxCount: number;
            sandbox: boolean;
            /** Format: date-time */
            createdAt: string;
            submittedAt: string | null;
            hasClinicianMessage: boolean;
            lastMessageAt: string | null;
            /** @description Null for developer-consented patients */
            chatUrl: string | null;
            /**
             * @description Accounts with live visits only
             * @enum {string}
             */
            visitType?: "async" | "video" | "phone";
            /** @description Accounts with live visits only */
            syncEscalated?: boolean;
        };
        RelayedReply: {
            /** Format: uuid */
            messageId: string;
            /** Format: date-time */
            createdAt: string;
            /** @constant */
            author: "patient";
            /** @constant */
            viaApp: true;
        };
        DeveloperPatient: {
            /** Format: uuid */
            patient_id: string;
            environment: components["schemas"]["DeveloperEnvironment"];
            /** Format: date-time */
            created_at: string;
        };
        CreatedWebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            /**
             * @description `test` endpoints get sandbox events, `live` endpoints production events
             * @enum {string}
             */
            environment: "test" | "live";
            description: string | null;
            /** @description `whsec_` + base64 of 32 random bytes; also readable later at /{id}/secret */
            secret: string;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            /**
             * @description `test` endpoints get sandbox events, `live` endpoints production events
             * @enum {string}
             */
            environment: "test" | "live";
            description: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description True while the latest deliveries failed (after all retries); never disables it */
            failing: boolean;
            /** @description During a rotation: when the previous secret stops signing */
            previousSecretExpiresAt: string | null;
        };
        WebhookEndpointSecret: {
            secret: string;
            /** @description During a rotation, the old secret (still signing until previousSecretExpiresAt) */
            previousSecret: string | null;
            previousSecretExpiresAt: string | null;
        };
        QueuedWebhookDelivery: {
            /** Format: uuid */
            deliveryId: string;
            eventId: string;
            /** @constant */
            status: "pending";
        };
        WebhookDeliveryLog: {
            /** @description Newest first, 30 days */
            deliveries: components["schemas"]["WebhookDeliveryAttempt"][];
            nextCursor: string | null;
        };
        WebhookDeliveryAttempt: {
            /**
             * Format: uuid
             * @description The attempt
             */
            id: string;
            /**
             * Format: uuid
             * @description The delivery (pass it to redeliver)
             */
            deliveryId: string;
            /** @example evt_4f1c… */
            eventId: string;
            /** @example encounter.completed */
            type: string;
            /** @description 1 for the first try, then each retry */
            attempt: number;
            /** Format: date-time */
            attemptedAt: string;
            /** @description The receiver's HTTP status; null when no answer came (timeout, refused, reset) */
            responseStatus: number | null;
            latencyMs: number;
            /** @description Why the attempt failed; null on success */
            error: string | null;
            /** @description The first 2 KB of the body the receiver answered with (UTF-8 text); null when no answer came or it was empty */
            responseBody: string | null;
            /** @description The receiver's answer was longer than the 2 KB kept in responseBody */
            responseBodyTruncated: boolean;
            /** @description The Content-Type of the receiver's answer; null when none came */
            responseContentType: string | null;
            /**
             * @description `pending` while retries remain, `failed` once dropped after the last retry
             * @enum {string}
             */
            deliveryStatus: "pending" | "delivered" | "failed";
        };
        EncounterCompletedEventOutput: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "encounter.completed";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterCompletedDataOutput"];
        };
        EncounterCompletedDataOutput: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @constant */
            status: "completed";
            rx_count: number;
        };
        EncounterCanceledEventOutput: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "encounter.canceled";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterCanceledDataOutput"];
        };
        EncounterCanceledDataOutput: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            status: "awaiting_consent" | "pending_identity" | "in_review" | "completed" | "canceled";
            rx_count: number;
        };
        EncounterMessageEventOutput: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "encounter.message";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterMessageDataOutput"];
        };
        /** @description A doorbell: never message content, author or clinical data */
        EncounterMessageDataOutput: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            status: "in_review" | "completed";
            rx_count: number;
            /** @description Absent for developer-consented patients */
            chat_url?: string;
        };
        EncounterPharmacyOrderEventOutput: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "encounter.pharmacy_order";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterPharmacyOrderDataOutput"];
        };
        /** @description Never pharmacy name, address, carrier or tracking */
        EncounterPharmacyOrderDataOutput: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            pharmacy_order_status: "placed" | "rerouted" | "filling" | "received" | "ready" | "shipped" | "delivered" | "picked_up" | "completed" | "canceled";
        };
        EncounterPrescriptionEventOutput: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "encounter.prescription";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["EncounterPrescriptionDataOutput"];
        };
        EncounterPrescriptionDataOutput: {
            encounter_id: string;
            external_id: string | null;
            /** @description Only for requests created with full data visibility */
            details_url?: string;
            /** @enum {string} */
            prescription_status: "depleted" | "expired" | "active";
        };
        WebhookTestEventOutput: {
            /** @description `evt_…`; the same on every retry: ignore duplicates */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "webhook.test";
            /** Format: date-time */
            created: string;
            sandbox: boolean;
            data: components["schemas"]["WebhookTestDataOutput"];
        };
        /** @description Placeholder ids; ignore in outcome logic */
        WebhookTestDataOutput: {
            encounter_id: string;
            external_id: string;
            /** @constant */
            status: "completed";
            rx_count: number;
        };
        Error: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason
             * @example validation_failed
             */
            code: string;
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        WebhookEvent: components["schemas"]["EncounterCompletedEventOutput"] | components["schemas"]["EncounterCanceledEventOutput"] | components["schemas"]["EncounterMessageEventOutput"] | components["schemas"]["EncounterPharmacyOrderEventOutput"] | components["schemas"]["EncounterPrescriptionEventOutput"] | components["schemas"]["WebhookTestEventOutput"];
        Error_listConditions_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listConditions_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listConditions_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listConditions_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listConditions_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPricing_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPricing_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPricing_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPricing_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPricing_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_searchKnowledge_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_limit" | "invalid_query" | "query_too_long" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_searchKnowledge_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_searchKnowledge_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_searchKnowledge_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_searchKnowledge_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMe_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMe_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMe_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMe_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMe_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMe_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listMySubmissions_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_cursor" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listMySubmissions_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listMySubmissions_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listMySubmissions_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listMySubmissions_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_expires_at" | "invalid_idempotency_key" | "invalid_label" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "session_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress" | "key_limit_reached";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createApiKey_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listApiKeys_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listApiKeys_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listApiKeys_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "session_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listApiKeys_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listApiKeys_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeApiKey_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeApiKey_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeApiKey_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "session_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeApiKey_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeApiKey_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeApiKey_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPatients_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPatients_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPatients_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPatients_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPatients_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_date_of_birth" | "invalid_idempotency_key" | "invalid_name" | "invalid_phone" | "invalid_relationship" | "invalid_sex" | "invalid_state" | "invalid_zip" | "malformed_json" | "patient_too_young" | "self_patient_exists" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createPatient_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPatient_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPatient_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPatient_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPatient_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPatient_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPatient_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "consent_cannot_be_revoked" | "invalid_body" | "invalid_date_of_birth" | "invalid_name" | "invalid_phone" | "invalid_sex" | "invalid_state" | "invalid_zip" | "malformed_json" | "patient_locked" | "patient_too_young" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updatePatient_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_archivePatient_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "cannot_delete_self_patient" | "patient_has_seat" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_archivePatient_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_archivePatient_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_archivePatient_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_archivePatient_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_archivePatient_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "identity_inherited" | "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress" | "identity_already_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_startIdentitySession_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_date_of_birth" | "invalid_idempotency_key" | "invalid_name" | "invalid_phone" | "invalid_relationship" | "invalid_sex" | "invalid_state" | "invalid_zip" | "malformed_json" | "patient_too_young" | "self_patient_exists" | "self_takes_no_seat" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_402: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 402 (docs/errors.md)
             * @enum {string}
             */
            code: "card_declined";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "billing_in_progress" | "subscription_canceled" | "subscription_ending" | "subscription_past_due";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addPatientWithSeat_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable" | "payment_processor_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "cannot_delete_self_patient" | "invalid_idempotency_key" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found" | "seat_not_found" | "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "billing_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_removePatientWithSeat_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable" | "payment_processor_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSubscription_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSubscription_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSubscription_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSubscription_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSubscription_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSubscription_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_402: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 402 (docs/errors.md)
             * @enum {string}
             */
            code: "card_declined";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "billing_in_progress" | "seats_in_use" | "subscription_canceled" | "subscription_ending" | "subscription_past_due";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_updateSubscription_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable" | "payment_processor_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPaymentMethod_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPaymentMethod_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPaymentMethod_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPaymentMethod_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "payment_method_not_found" | "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPaymentMethod_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPaymentMethod_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listInvoices_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_cursor" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listInvoices_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listInvoices_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listInvoices_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listInvoices_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listInvoices_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getCancellationPreview_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getCancellationPreview_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getCancellationPreview_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getCancellationPreview_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getCancellationPreview_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getCancellationPreview_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "subscription_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "billing_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelSubscription_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable" | "payment_processor_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_key_not_accepted" | "encounter_token_not_accepted" | "invalid_body" | "invalid_idempotency_key" | "invalid_image" | "letter_too_long" | "letter_too_short" | "malformed_json" | "not_medical" | "patient_already_bound" | "patient_not_owned" | "too_many_images" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "authentication_required" | "invalid_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "session_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "concurrent_resubmission" | "encounter_locked" | "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_410: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 410 (docs/errors.md)
             * @enum {string}
             */
            code: "encounter_expired";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_429: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 429 (docs/errors.md)
             * @enum {string}
             */
            code: "rate_limited";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_agentQuery_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_410: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 410 (docs/errors.md)
             * @enum {string}
             */
            code: "encounter_token_expired";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_429: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 429 (docs/errors.md)
             * @enum {string}
             */
            code: "rate_limited";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listChatEvents_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "chat_closed" | "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "checkout_not_completed" | "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_410: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 410 (docs/errors.md)
             * @enum {string}
             */
            code: "encounter_token_expired";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_postChatEvent_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_410: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 410 (docs/errors.md)
             * @enum {string}
             */
            code: "encounter_token_expired";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_markChatRead_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianQueue_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianQueue_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianQueue_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianQueue_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianQueue_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listClinicianEncounters_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listClinicianEncounters_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listClinicianEncounters_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listClinicianEncounters_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listClinicianEncounters_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianEncounter_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getClinicianEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_claimEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendClinicianMessage_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_askPatientQuestion_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addClinicalNote_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "nothing_to_confirm" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_confirmPatientHistory_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_writePrescription_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "prescription_required" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_completeReview_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_clinicianCancelEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified" | "live_visits_not_enabled";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendVideoInvite_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified" | "live_visits_not_enabled";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state" | "no_active_booking";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelVisit_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "clinician_required" | "clinician_session_required" | "email_not_verified" | "live_visits_not_enabled";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "already_claimed" | "idempotency_key_in_progress" | "invalid_encounter_state" | "no_active_booking";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_recordCompletedCall_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounters_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_cursor" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounters_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounters_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounters_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounters_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounterTurns_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounterTurns_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounterTurns_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounterTurns_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounterTurns_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listEncounterTurns_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounterLatestTurn_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounterLatestTurn_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounterLatestTurn_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounterLatestTurn_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounterLatestTurn_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getEncounterLatestTurn_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "encounter_terminal" | "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "concurrent_update" | "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_cancelEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "invalid_label" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_402: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 402 (docs/errors.md)
             * @enum {string}
             */
            code: "payment_method_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_credential_required" | "email_not_verified" | "environment_mismatch";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress" | "key_limit_reached";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperKey_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listDeveloperKeys_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listDeveloperKeys_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listDeveloperKeys_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_credential_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listDeveloperKeys_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listDeveloperKeys_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeDeveloperKey_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeDeveloperKey_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeDeveloperKey_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_credential_required" | "email_not_verified" | "environment_mismatch";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeDeveloperKey_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeDeveloperKey_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_revokeDeveloperKey_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_card" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_402: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 402 (docs/errors.md)
             * @enum {string}
             */
            code: "card_declined";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_credential_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "hosted_payment_required" | "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_addDeveloperPaymentMethod_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMyPrescribingDetails_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMyPrescribingDetails_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMyPrescribingDetails_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "consent_pending" | "data_visibility_not_enabled" | "email_not_verified" | "session_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMyPrescribingDetails_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMyPrescribingDetails_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMyPrescribingDetails_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMySandboxEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMySandboxEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMySandboxEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "session_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMySandboxEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMySandboxEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getMySandboxEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_field" | "invalid_idempotency_key" | "malformed_json" | "unknown_event" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "session_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "event_not_available" | "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceMySandboxEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "external_id_personal_data" | "invalid_body" | "invalid_email" | "invalid_external_id" | "invalid_idempotency_key" | "invalid_image" | "invalid_phone" | "invalid_state" | "invalid_zip" | "letter_too_long" | "letter_too_short" | "malformed_json" | "not_medical" | "patient_contact_required" | "sandbox_only" | "state_not_served" | "too_many_images" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_key_required" | "email_not_verified" | "enterprise_agreement_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found" | "session_not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress" | "request_locked";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_410: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 410 (docs/errors.md)
             * @enum {string}
             */
            code: "encounter_expired";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_429: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 429 (docs/errors.md)
             * @enum {string}
             */
            code: "rate_limited";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_prescribingQuery_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPrescribingEncounters_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_cursor" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPrescribingEncounters_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPrescribingEncounters_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_key_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPrescribingEncounters_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listPrescribingEncounters_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPrescribingDetails_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPrescribingDetails_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPrescribingDetails_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "consent_pending" | "data_visibility_not_enabled" | "developer_key_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPrescribingDetails_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPrescribingDetails_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getPrescribingDetails_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "empty_reply" | "invalid_body" | "invalid_idempotency_key" | "invalid_image" | "malformed_json" | "message_too_long" | "too_many_images" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "consent_pending" | "data_visibility_not_enabled" | "developer_key_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "encounter_closed" | "idempotency_key_in_progress" | "reply_not_possible";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_429: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 429 (docs/errors.md)
             * @enum {string}
             */
            code: "rate_limited";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_relayPrescribingReply_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSandboxEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSandboxEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSandboxEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_key_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSandboxEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSandboxEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getSandboxEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_field" | "invalid_idempotency_key" | "malformed_json" | "unknown_event" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_key_required" | "email_not_verified";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "event_not_available" | "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_advanceSandboxEncounter_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_date_of_birth" | "invalid_idempotency_key" | "invalid_name" | "invalid_phone" | "invalid_relationship" | "invalid_sex" | "invalid_state" | "invalid_zip" | "malformed_json" | "patient_too_young" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "developer_key_required" | "email_not_verified" | "enterprise_agreement_required";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createDeveloperPatient_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "host_not_resolvable" | "https_required" | "invalid_body" | "invalid_idempotency_key" | "invalid_url" | "malformed_json" | "private_address" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "endpoint_limit_reached" | "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_createWebhookEndpoint_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookEndpoints_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookEndpoints_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookEndpoints_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookEndpoints_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookEndpoints_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpoint_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpoint_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpoint_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpoint_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpoint_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpoint_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_deleteWebhookEndpoint_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_deleteWebhookEndpoint_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_deleteWebhookEndpoint_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_deleteWebhookEndpoint_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_deleteWebhookEndpoint_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_deleteWebhookEndpoint_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpointSecret_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpointSecret_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpointSecret_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpointSecret_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpointSecret_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getWebhookEndpointSecret_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_rotateWebhookEndpointSecret_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_429: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 429 (docs/errors.md)
             * @enum {string}
             */
            code: "rate_limited";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_sendWebhookTest_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookDeliveries_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_cursor" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookDeliveries_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookDeliveries_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookDeliveries_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookDeliveries_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_listWebhookDeliveries_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_400: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 400 (docs/errors.md)
             * @enum {string}
             */
            code: "invalid_body" | "invalid_idempotency_key" | "malformed_json" | "validation_failed";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_401: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 401 (docs/errors.md)
             * @enum {string}
             */
            code: "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "email_not_verified" | "wrong_environment";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_409: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 409 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_in_progress";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_413: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 413 (docs/errors.md)
             * @enum {string}
             */
            code: "payload_too_large";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_415: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 415 (docs/errors.md)
             * @enum {string}
             */
            code: "unsupported_media_type";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_422: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 422 (docs/errors.md)
             * @enum {string}
             */
            code: "idempotency_key_reused";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_429: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 429 (docs/errors.md)
             * @enum {string}
             */
            code: "rate_limited";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_redeliverWebhook_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "auth_provider_unavailable" | "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getImage_403: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 403 (docs/errors.md)
             * @enum {string}
             */
            code: "image_url_expired" | "invalid_signature";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getImage_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getImage_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getImage_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getKnowledgeImage_404: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 404 (docs/errors.md)
             * @enum {string}
             */
            code: "not_found";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getKnowledgeImage_500: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 500 (docs/errors.md)
             * @enum {string}
             */
            code: "internal_error";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Error_getKnowledgeImage_503: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason: one of the codes this operation answers with at 503 (docs/errors.md)
             * @enum {string}
             */
            code: "database_unavailable";
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listConditions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConditionCategory"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listConditions_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listConditions_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listConditions_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listConditions_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listConditions_503"];
                };
            };
        };
    };
    getPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricing"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPricing_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPricing_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPricing_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPricing_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPricing_503"];
                };
            };
        };
    };
    searchKnowledge: {
        parameters: {
            query?: {
                query?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeSearchResponse"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_limit`, `invalid_query`, `query_too_long`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_searchKnowledge_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_searchKnowledge_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_searchKnowledge_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_searchKnowledge_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_searchKnowledge_503"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMe_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMe_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMe_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMe_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMe_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMe_503"];
                };
            };
        };
    };
    listMySubmissions: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionListEntry"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_cursor`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listMySubmissions_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listMySubmissions_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listMySubmissions_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listMySubmissions_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listMySubmissions_503"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listApiKeys_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listApiKeys_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `session_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listApiKeys_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listApiKeys_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listApiKeys_503"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the key is for, 1–100 characters
                     * @example Claude desktop
                     */
                    label: string;
                    /**
                     * @description ISO 8601 date-time in the future, e.g. 2026-12-31T00:00:00Z
                     * @example 2026-12-31T00:00:00.000Z
                     */
                    expiresAt: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_expires_at`, `invalid_idempotency_key`, `invalid_label`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `session_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_403"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress`, `key_limit_reached` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createApiKey_503"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key id (UUID) */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeApiKey_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeApiKey_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `session_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeApiKey_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeApiKey_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeApiKey_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeApiKey_503"];
                };
            };
        };
    };
    listPatients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Patient"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPatients_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPatients_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPatients_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPatients_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPatients_503"];
                };
            };
        };
    };
    createPatient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description One of `self`, `spouse`, `child`, `parent`, `guardian`, `dependent`, `other`
                     * @example child
                     */
                    relationship: string;
                    /**
                     * @description Legal first name, 1–100 characters
                     * @example Sam
                     */
                    firstName: string;
                    /**
                     * @description Legal last name, 1–100 characters
                     * @example Rivera
                     */
                    lastName: string;
                    /**
                     * @description YYYY-MM-DD, a real date not in the future; family members at least 6 months old
                     * @example 2016-09-01
                     */
                    dateOfBirth: string;
                    /**
                     * @description Biological sex: `male`, `female`, `intersex`
                     * @example male
                     */
                    sex: string;
                    /**
                     * @description Two-letter US state code (50 states + DC)
                     * @example CA
                     */
                    stateOfResidence: string;
                    /**
                     * @description 5-digit US ZIP
                     * @example 94110
                     */
                    zipCode: string;
                    /**
                     * @description E.164; a 10-digit US number is prefixed with +1
                     * @example +14155550123
                     */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Patient"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_date_of_birth`, `invalid_idempotency_key`, `invalid_name`, `invalid_phone`, `invalid_relationship`, `invalid_sex`, `invalid_state`, `invalid_zip`, `malformed_json`, `patient_too_young`, `self_patient_exists`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_403"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createPatient_503"];
                };
            };
        };
    };
    getPatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Patient id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientWithHistory"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPatient_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPatient_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPatient_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPatient_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPatient_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPatient_503"];
                };
            };
        };
    };
    archivePatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Patient id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedPatient"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `cannot_delete_self_patient`, `patient_has_seat`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_archivePatient_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_archivePatient_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_archivePatient_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_archivePatient_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_archivePatient_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_archivePatient_503"];
                };
            };
        };
    };
    updatePatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Patient id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    dateOfBirth?: string;
                    sex?: string;
                    stateOfResidence?: string;
                    zipCode?: string;
                    /** @description May change at any time */
                    phoneNumber?: string;
                    /** @description `true` records consent; `false` after `true` is 400 `consent_cannot_be_revoked` */
                    consentedToTelehealth?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Patient"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `consent_cannot_be_revoked`, `invalid_body`, `invalid_date_of_birth`, `invalid_name`, `invalid_phone`, `invalid_sex`, `invalid_state`, `invalid_zip`, `malformed_json`, `patient_locked`, `patient_too_young`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_404"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_415"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updatePatient_503"];
                };
            };
        };
    };
    startIdentitySession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Patient id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentitySession"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `identity_inherited`, `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress`, `identity_already_verified` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_startIdentitySession_503"];
                };
            };
        };
    };
    addPatientWithSeat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description One of `self`, `spouse`, `child`, `parent`, `guardian`, `dependent`, `other`
                     * @example child
                     */
                    relationship: string;
                    /**
                     * @description Legal first name, 1–100 characters
                     * @example Sam
                     */
                    firstName: string;
                    /**
                     * @description Legal last name, 1–100 characters
                     * @example Rivera
                     */
                    lastName: string;
                    /**
                     * @description YYYY-MM-DD, a real date not in the future; family members at least 6 months old
                     * @example 2016-09-01
                     */
                    dateOfBirth: string;
                    /**
                     * @description Biological sex: `male`, `female`, `intersex`
                     * @example male
                     */
                    sex: string;
                    /**
                     * @description Two-letter US state code (50 states + DC)
                     * @example CA
                     */
                    stateOfResidence: string;
                    /**
                     * @description 5-digit US ZIP
                     * @example 94110
                     */
                    zipCode: string;
                    /**
                     * @description E.164; a 10-digit US number is prefixed with +1
                     * @example +14155550123
                     */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientWithSeat"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_date_of_birth`, `invalid_idempotency_key`, `invalid_name`, `invalid_phone`, `invalid_relationship`, `invalid_sex`, `invalid_state`, `invalid_zip`, `malformed_json`, `patient_too_young`, `self_patient_exists`, `self_takes_no_seat`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_401"];
                };
            };
            /** @description Payment failed; nothing was charged. `code`: `card_declined` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_402"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `billing_in_progress`, `subscription_canceled`, `subscription_ending`, `subscription_past_due` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable`, `payment_processor_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addPatientWithSeat_503"];
                };
            };
        };
    };
    removePatientWithSeat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                patientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovePatientWithSeatResult"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `cannot_delete_self_patient`, `invalid_idempotency_key`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found`, `seat_not_found`, `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `billing_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_409"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable`, `payment_processor_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_removePatientWithSeat_503"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSubscription_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSubscription_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSubscription_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSubscription_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSubscription_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSubscription_503"];
                };
            };
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Additional family seats, >= 0 */
                    seatCount: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_401"];
                };
            };
            /** @description Payment failed; nothing was charged. `code`: `card_declined` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_402"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `billing_in_progress`, `seats_in_use`, `subscription_canceled`, `subscription_ending`, `subscription_past_due` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable`, `payment_processor_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_updateSubscription_503"];
                };
            };
        };
    };
    getPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPaymentMethod_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPaymentMethod_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPaymentMethod_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `payment_method_not_found`, `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPaymentMethod_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPaymentMethod_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPaymentMethod_503"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_cursor`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listInvoices_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listInvoices_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listInvoices_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listInvoices_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listInvoices_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listInvoices_503"];
                };
            };
        };
    };
    getCancellationPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationPreview"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getCancellationPreview_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getCancellationPreview_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getCancellationPreview_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getCancellationPreview_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getCancellationPreview_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getCancellationPreview_503"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description true: refund eligible no-prescription shares now and end the plan at once; otherwise the plan ends at period end */
                    refundIfEligible?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelSubscriptionResult"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `subscription_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `billing_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable`, `payment_processor_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelSubscription_503"];
                };
            };
        };
    };
    agentQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The clinical letter in Markdown, 500-10,000 characters after trimming, from the patient's perspective, without personal identifiers. */
                    query: string;
                    /** @description Omit to start a new encounter; send the one from a previous response to continue it. */
                    session_token?: string;
                    /**
                     * Format: uuid
                     * @description Authenticated callers only: one of your patients, bound to the encounter for good.
                     */
                    patient_id?: string;
                    /** @description Up to 3 images, added to the encounter; omit or send [] to keep earlier ones. More: 400 `too_many_images`. */
                    images?: components["schemas"]["ImageInput"][];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentQueryResponse"];
                };
            };
            /** @description `letter_too_short`, `letter_too_long`, `not_medical`, `patient_not_owned`, `patient_already_bound`, `developer_key_not_accepted` or `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_400"];
                };
            };
            /** @description Invalid credential, or `patient_id` without authentication (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_403"];
                };
            };
            /** @description `session_not_found`: unknown session token, or another account's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_404"];
                };
            };
            /** @description `encounter_locked` (with `next_action`, `chat_endpoint` …) or `concurrent_resubmission` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_409"];
                };
            };
            /** @description `encounter_expired`: start a new encounter without `session_token` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_410"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_422"];
                };
            };
            /** @description `rate_limited`: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_429"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_agentQuery_503"];
                };
            };
        };
    };
    listChatEvents: {
        parameters: {
            query?: {
                since?: string;
                limit?: number;
            };
            header?: never;
            path: {
                encounter_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatListing"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_404"];
                };
            };
            /** @description Gone: the resource expired and cannot be used any more. `code`: `encounter_token_expired` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_410"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds. `code`: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_429"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listChatEvents_503"];
                };
            };
        };
    };
    postChatEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                encounter_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The patient's message, plain text, 1-4000 characters */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatEvent"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `chat_closed`, `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `checkout_not_completed`, `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_409"];
                };
            };
            /** @description Gone: the resource expired and cannot be used any more. `code`: `encounter_token_expired` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_410"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_postChatEvent_503"];
                };
            };
        };
    };
    markChatRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                encounter_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eventIds: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatReadReceipt"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_409"];
                };
            };
            /** @description Gone: the resource expired and cannot be used any more. `code`: `encounter_token_expired` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_410"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_markChatRead_503"];
                };
            };
        };
    };
    getClinicianQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClinicianQueue"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianQueue_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianQueue_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianQueue_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianQueue_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianQueue_503"];
                };
            };
        };
    };
    listClinicianEncounters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClinicianReviews"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listClinicianEncounters_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listClinicianEncounters_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listClinicianEncounters_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listClinicianEncounters_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listClinicianEncounters_503"];
                };
            };
        };
    };
    getClinicianEncounter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianEncounter_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianEncounter_409"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getClinicianEncounter_503"];
                };
            };
        };
    };
    claimEncounter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_claimEncounter_503"];
                };
            };
        };
    };
    sendClinicianMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text to the patient */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendClinicianMessage_503"];
                };
            };
        };
    };
    askPatientQuestion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text to the patient */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_askPatientQuestion_503"];
                };
            };
        };
    };
    addClinicalNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addClinicalNote_503"];
                };
            };
        };
    };
    confirmPatientHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    allergies?: {
                        substance: string;
                        reaction?: string | null;
                        severity?: ("mild" | "moderate" | "severe") | null;
                    }[];
                    /** @default [] */
                    medications?: {
                        name: string;
                        /** @enum {string} */
                        status: "active" | "past";
                    }[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `nothing_to_confirm`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_confirmPatientHistory_503"];
                };
            };
        };
    };
    writePrescription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A medication of the condition catalogue, or free text */
                    medication: string;
                    /** @example 30 tablets */
                    quantity: string;
                    refills: number;
                    instructions: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_writePrescription_503"];
                };
            };
        };
    };
    completeReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    decision: components["schemas"]["ClinicalDecision"];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `prescription_required`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_completeReview_503"];
                };
            };
        };
    };
    clinicianCancelEncounter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_clinicianCancelEncounter_503"];
                };
            };
        };
    };
    sendVideoInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text of the invite (a default invitation when omitted) */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified`, `live_visits_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendVideoInvite_503"];
                };
            };
        };
    };
    cancelVisit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified`, `live_visits_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state`, `no_active_booking` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelVisit_503"];
                };
            };
        };
    };
    recordCompletedCall: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `video`: the booked video visit took place; `phone`: a phone call took place
                     * @enum {string}
                     */
                    kind: "video" | "phone";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_401"];
                };
            };
            /** @description The credential may not do this. `code`: `clinician_required`, `clinician_session_required`, `email_not_verified`, `live_visits_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `already_claimed`, `idempotency_key_in_progress`, `invalid_encounter_state`, `no_active_booking` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_recordCompletedCall_503"];
                };
            };
        };
    };
    listEncounters: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncounterSummary"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_cursor`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounters_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounters_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounters_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounters_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounters_503"];
                };
            };
        };
    };
    getEncounter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Encounter id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncounterSummary"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounter_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounter_503"];
                };
            };
        };
    };
    listEncounterTurns: {
        parameters: {
            query?: {
                last?: number;
            };
            header?: never;
            path: {
                /** @description Encounter id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Turn"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounterTurns_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounterTurns_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounterTurns_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounterTurns_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounterTurns_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listEncounterTurns_503"];
                };
            };
        };
    };
    getEncounterLatestTurn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Encounter id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Turn"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounterLatestTurn_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounterLatestTurn_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounterLatestTurn_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounterLatestTurn_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounterLatestTurn_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getEncounterLatestTurn_503"];
                };
            };
        };
    };
    cancelEncounter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Encounter id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncounterSummary"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `encounter_terminal`, `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `concurrent_update`, `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_cancelEncounter_503"];
                };
            };
        };
    };
    listDeveloperKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperKey"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listDeveloperKeys_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listDeveloperKeys_401"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_credential_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listDeveloperKeys_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listDeveloperKeys_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listDeveloperKeys_503"];
                };
            };
        };
    };
    createDeveloperKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for, 1-100 characters */
                    label: string;
                    /** @description `test` (sandbox, `ak_test_`) or `live` (production, `ak_live_`) */
                    environment: components["schemas"]["DeveloperEnvironment"];
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedDeveloperKey"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `invalid_label`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_401"];
                };
            };
            /** @description Payment failed; nothing was charged. `code`: `payment_method_required` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_402"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_credential_required`, `email_not_verified`, `environment_mismatch` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_403"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress`, `key_limit_reached` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperKey_503"];
                };
            };
        };
    };
    revokeDeveloperKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key id (UUID) */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperKey"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeDeveloperKey_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeDeveloperKey_401"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_credential_required`, `email_not_verified`, `environment_mismatch` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeDeveloperKey_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeDeveloperKey_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeDeveloperKey_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_revokeDeveloperKey_503"];
                };
            };
        };
    };
    addDeveloperPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Card number (digits; spaces allowed) */
                    number: string;
                    exp_month: string | number;
                    exp_year: string | number;
                    cvc: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: string;
                        last4: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_card`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_401"];
                };
            };
            /** @description Payment failed; nothing was charged. `code`: `card_declined` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_402"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_credential_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_403"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `hosted_payment_required`, `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_addDeveloperPaymentMethod_503"];
                };
            };
        };
    };
    getMyPrescribingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperDetails"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMyPrescribingDetails_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMyPrescribingDetails_401"];
                };
            };
            /** @description The credential may not do this. `code`: `consent_pending`, `data_visibility_not_enabled`, `email_not_verified`, `session_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMyPrescribingDetails_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMyPrescribingDetails_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMyPrescribingDetails_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMyPrescribingDetails_503"];
                };
            };
        };
    };
    getMySandboxEncounter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMySandboxEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMySandboxEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `session_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMySandboxEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMySandboxEncounter_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMySandboxEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getMySandboxEncounter_503"];
                };
            };
        };
    };
    advanceMySandboxEncounter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event: string;
                    rx_count?: number;
                    /** @enum {string} */
                    outcome?: "complete" | "incomplete";
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAdvance"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_field`, `invalid_idempotency_key`, `malformed_json`, `unknown_event`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `session_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `event_not_available`, `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceMySandboxEncounter_503"];
                };
            };
        };
    };
    prescribingQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The clinical letter (Markdown, 500-10,000 characters), as on the agent query */
                    query: string;
                    /** @description Where the consent code is sent. Required on a new request. */
                    patient_email?: string;
                    /** @description E.164, e.g. +14155550123 (10-digit US numbers get +1). Required on a new request. */
                    patient_phone?: string;
                    /** @description Two-letter US state. Live requests: one of the 18 served states. */
                    patient_state?: string;
                    /** @description 5-digit US ZIP */
                    patient_zip?: string;
                    /** @description Your opaque id for the request (never personal data: e-mail, phone or name patterns are refused) */
                    external_id?: string;
                    /** @description Default: your dashboard setting (outcome_only until changed). Fixed per request. */
                    data_visibility?: components["schemas"]["DataVisibility"];
                    /** @description Up to 3 images. More: 400 `too_many_images`. */
                    images?: components["schemas"]["ImageInput"][];
                    /** @description Continue (iterate) a request whose letter is not complete yet */
                    session_token?: string;
                    /**
                     * Format: uuid
                     * @description Enterprise accounts: a developer-consented patient from POST /api/v1/prescribing/patients
                     */
                    patient_id?: string;
                    /**
                     * @description Test keys only. `auto` (default): consent acceptance completes the request with one simulated prescription; `manual`: stops at pending_identity
                     * @enum {string}
                     */
                    sandbox_progression?: "auto" | "manual";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrescribingQueryResponse"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `external_id_personal_data`, `invalid_body`, `invalid_email`, `invalid_external_id`, `invalid_idempotency_key`, `invalid_image`, `invalid_phone`, `invalid_state`, `invalid_zip`, `letter_too_long`, `letter_too_short`, `malformed_json`, `not_medical`, `patient_contact_required`, `sandbox_only`, `state_not_served`, `too_many_images`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_401"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_key_required`, `email_not_verified`, `enterprise_agreement_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress`, `request_locked` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_409"];
                };
            };
            /** @description Gone: the resource expired and cannot be used any more. `code`: `encounter_expired` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_410"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_422"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds. `code`: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_429"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_prescribingQuery_503"];
                };
            };
        };
    };
    listPrescribingEncounters: {
        parameters: {
            query?: {
                external_id?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutcomeList"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_cursor`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPrescribingEncounters_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPrescribingEncounters_401"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_key_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPrescribingEncounters_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPrescribingEncounters_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listPrescribingEncounters_503"];
                };
            };
        };
    };
    getPrescribingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperDetails"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPrescribingDetails_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPrescribingDetails_401"];
                };
            };
            /** @description The credential may not do this. `code`: `consent_pending`, `data_visibility_not_enabled`, `developer_key_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPrescribingDetails_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPrescribingDetails_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPrescribingDetails_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getPrescribingDetails_503"];
                };
            };
        };
    };
    relayPrescribingReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text, up to 4,000 characters */
                    message?: string;
                    /** @description Up to 3 images. More: 400 `too_many_images`. */
                    images?: components["schemas"]["ImageInput"][];
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelayedReply"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `empty_reply`, `invalid_body`, `invalid_idempotency_key`, `invalid_image`, `malformed_json`, `message_too_long`, `too_many_images`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_401"];
                };
            };
            /** @description The credential may not do this. `code`: `consent_pending`, `data_visibility_not_enabled`, `developer_key_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `encounter_closed`, `idempotency_key_in_progress`, `reply_not_possible` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_422"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds. `code`: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_429"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_relayPrescribingReply_503"];
                };
            };
        };
    };
    getSandboxEncounter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxEncounter"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSandboxEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSandboxEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_key_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSandboxEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSandboxEncounter_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSandboxEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getSandboxEncounter_503"];
                };
            };
        };
    };
    advanceSandboxEncounter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event: string;
                    rx_count?: number;
                    /** @enum {string} */
                    outcome?: "complete" | "incomplete";
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAdvance"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_field`, `invalid_idempotency_key`, `malformed_json`, `unknown_event`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_401"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_key_required`, `email_not_verified` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `event_not_available`, `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_advanceSandboxEncounter_503"];
                };
            };
        };
    };
    createDeveloperPatient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    date_of_birth: string;
                    sex: string;
                    state: string;
                    zip: string;
                    phone: string;
                    /**
                     * @description You attest that the patient consented to telehealth and data sharing
                     * @constant
                     */
                    consent_attested: true;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperPatient"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_date_of_birth`, `invalid_idempotency_key`, `invalid_name`, `invalid_phone`, `invalid_relationship`, `invalid_sex`, `invalid_state`, `invalid_zip`, `malformed_json`, `patient_too_young`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_401"];
                };
            };
            /** @description The credential may not do this. `code`: `developer_key_required`, `email_not_verified`, `enterprise_agreement_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_403"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createDeveloperPatient_503"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookEndpoints_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookEndpoints_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookEndpoints_403"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookEndpoints_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookEndpoints_503"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description HTTPS URL on a public address; localhost, private, link-local and metadata addresses are refused
                     * @example https://example.com/hooks/intake
                     */
                    url: string;
                    /**
                     * @description `test` endpoints get sandbox events, `live` endpoints production events
                     * @enum {string}
                     */
                    environment: "test" | "live";
                    /** @description What this endpoint is for */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `host_not_resolvable`, `https_required`, `invalid_body`, `invalid_idempotency_key`, `invalid_url`, `malformed_json`, `private_address`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_403"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `endpoint_limit_reached`, `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_createWebhookEndpoint_503"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpoint_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpoint_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpoint_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpoint_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpoint_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpoint_503"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_deleteWebhookEndpoint_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_deleteWebhookEndpoint_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_deleteWebhookEndpoint_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_deleteWebhookEndpoint_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_deleteWebhookEndpoint_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_deleteWebhookEndpoint_503"];
                };
            };
        };
    };
    getWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecret"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpointSecret_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpointSecret_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpointSecret_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpointSecret_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpointSecret_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getWebhookEndpointSecret_503"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecret"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_422"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_rotateWebhookEndpointSecret_503"];
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedWebhookDelivery"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_422"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds. `code`: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_429"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_sendWebhookTest_503"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryLog"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_cursor`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookDeliveries_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookDeliveries_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookDeliveries_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookDeliveries_404"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookDeliveries_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_listWebhookDeliveries_503"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with this key runs and its answer is kept 24 hours per account (per developer account and environment, per encounter for an encounter token); the same key with the same body gets that answer again with `Idempotent-Replayed: true`, and nothing runs twice. The same key with another body: 422 `idempotency_key_reused`. A retry sent while the first still runs waits for it, or after 10 s gets 409 `idempotency_key_in_progress`. An error answer is not kept (a retry runs again). Ignored on anonymous requests. A UUID per logical request is a good choice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedWebhookDelivery"];
                };
            };
            /** @description Invalid request (`issues` lists each invalid field on `validation_failed`). `code`: `invalid_body`, `invalid_idempotency_key`, `malformed_json`, `validation_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_400"];
                };
            };
            /** @description Missing or unusable credential (`WWW-Authenticate: Bearer`). `code`: `api_key_expired`, `invalid_credential`, `unauthorized`, `wrong_credential` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_401"];
                };
            };
            /** @description The credential may not do this. `code`: `email_not_verified`, `wrong_environment` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_403"];
                };
            };
            /** @description Not found, or not yours (a malformed id is also 404). `code`: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_404"];
                };
            };
            /** @description Conflict with the resource's current state. `code`: `idempotency_key_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_409"];
                };
            };
            /** @description Request body too large. `code`: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_413"];
                };
            };
            /** @description Request body is not JSON. `code`: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_415"];
                };
            };
            /** @description The request is well-formed but cannot be processed. `code`: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_422"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds. `code`: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_429"];
                };
            };
            /** @description Internal error; the body carries `request_id`. `code`: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `auth_provider_unavailable`, `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_redeliverWebhook_503"];
                };
            };
        };
    };
    getImage: {
        parameters: {
            query: {
                /** @description Expiry, Unix seconds */
                exp: number;
                /** @description Signature */
                sig: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes */
            200: {
                headers: {
                    /** @description `no-store` (patients' images are health data) */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/webp": string;
                    "image/heic": string;
                    "image/svg+xml": string;
                };
            };
            /** @description `invalid_signature` (missing or wrong signature) or `image_url_expired` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getImage_403"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getImage_404"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getImage_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getImage_503"];
                };
            };
        };
    };
    getKnowledgeImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                figure_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SVG image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (the `If-None-Match` ETag is current) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No figure with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getKnowledgeImage_404"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getKnowledgeImage_500"];
                };
            };
            /** @description Temporarily unavailable; retry later. `code`: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error_getKnowledgeImage_503"];
                };
            };
        };
    };
    outcomeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received; any other answer is a failed attempt */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
