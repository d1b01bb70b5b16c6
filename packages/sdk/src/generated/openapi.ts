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
         * @description Section-level results from the clinical knowledge base, best first, each with its figures. Lay words and misspellings are understood ("burning when I pee", "migrane"). For a condition, the section "What to include in your letter" comes first. No authentication needed. Errors: 400 `invalid_query` (missing or blank), `query_too_long` (over 500 characters), `invalid_limit` (not a whole number from 1 to 10).
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
         * @description Flattened across encounters and patients. Paginate with `limit` (1–100, default 20) and `cursor` (the previous page's `nextCursor`); `nextCursor` is null on the last page.
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
         * @description An API key used here gets 403 `session_required`.
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
         * Start identity verification; open the returned url to complete it
         * @description Verifying the self patient verifies the account holder. Minors inherit it (400 `identity_inherited`); already verified: 409 `identity_already_verified`; incomplete self placeholder: 400 `patient_incomplete`.
         */
        post: operations["startIdentitySession"];
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
         *     Authenticated calls claim the encounter, may bind `patient_id` (for good) and get `auto_submit`: `submitted` when the letter is complete and the patient is bound, consented, ID-verified, the subscription active and within fair use; otherwise `blocked` with every `pending_reasons` value that applies (`letter_incomplete` when the letter itself is not complete).
         *
         *     400 `letter_too_short` / `letter_too_long` / `not_medical` (nothing stored), `patient_not_owned`, `patient_already_bound`, `developer_key_not_accepted`. 401 `patient_id` without authentication. 404 `session_not_found` (unknown or another account's session). 409 `encounter_locked` with `encounter_id`, `session_token`, `state`, `submission_id`, `next_action` (`use_chat` or `start_new_encounter`) and `chat_endpoint`; 409 `concurrent_resubmission` (retry). 410 `encounter_expired`. 429 `rate_limited` with `Retry-After` (60 per hour and 300 per day per session; new encounters per client per hour).
         */
        post: operations["agentQuery"];
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
export type webhooks = Record<string, never>;
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
            /** @description 0-1; higher is more relevant */
            relevance_score: number;
            figures: components["schemas"]["KnowledgeFigure"][];
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
        SubmissionList: {
            /** @description Newest first, across all encounters and patients */
            submissions: components["schemas"]["SubmissionListEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
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
             * @description Legal first name. Null only on an incomplete self placeholder.
             * @example Alex
             */
            firstName: string | null;
            /**
             * @description Legal last name. Null only on an incomplete self placeholder.
             * @example Rivera
             */
            lastName: string | null;
            /**
             * @description YYYY-MM-DD. Null only on an incomplete self placeholder.
             * @example 1990-04-17
             */
            dateOfBirth: string | null;
            /**
             * @description Biological sex: `male`, `female`, `intersex`. Null only on an incomplete self placeholder.
             * @example female
             */
            sex: string | null;
            /**
             * @description Two-letter US state code. Null only on an incomplete self placeholder.
             * @example CA
             */
            stateOfResidence: string | null;
            /**
             * @description 5-digit US ZIP. Null only on an incomplete self placeholder.
             * @example 94110
             */
            zipCode: string | null;
            /**
             * @description E.164. Null only on an incomplete self placeholder.
             * @example +14155550123
             */
            phoneNumber: string | null;
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
             * @description Legal first name. Null only on an incomplete self placeholder.
             * @example Alex
             */
            firstName: string | null;
            /**
             * @description Legal last name. Null only on an incomplete self placeholder.
             * @example Rivera
             */
            lastName: string | null;
            /**
             * @description YYYY-MM-DD. Null only on an incomplete self placeholder.
             * @example 1990-04-17
             */
            dateOfBirth: string | null;
            /**
             * @description Biological sex: `male`, `female`, `intersex`. Null only on an incomplete self placeholder.
             * @example female
             */
            sex: string | null;
            /**
             * @description Two-letter US state code. Null only on an incomplete self placeholder.
             * @example CA
             */
            stateOfResidence: string | null;
            /**
             * @description 5-digit US ZIP. Null only on an incomplete self placeholder.
             * @example 94110
             */
            zipCode: string | null;
            /**
             * @description E.164. Null only on an incomplete self placeholder.
             * @example +14155550123
             */
            phoneNumber: string | null;
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
            /** @description With `blocked`: every reason that applies. `state_not_served` is a hard stop checkout cannot resolve; `letter_incomplete` means the letter does not meet every criterion yet. */
            pending_reasons?: components["schemas"]["PendingReason"][];
        };
        /** @enum {string} */
        EncounterState: "open" | "thinking" | "readyForCheckout" | "submitted" | "reviewing" | "waitingForPatientReply" | "completed" | "closed" | "canceled";
        /** @enum {string} */
        PendingReason: "letter_incomplete" | "patient_required" | "patient_not_owned" | "telehealth_consent_required" | "patient_not_id_verified" | "subscription_required" | "rate_limit_reached" | "state_not_served";
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["SubmissionList"];
                };
            };
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPatient: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startIdentitySession: {
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentitySession"];
                };
            };
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentQuery: {
        parameters: {
            query?: never;
            header?: never;
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
                    /** @description Up to 3 images, added to the encounter; omit or send [] to keep earlier ones. */
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEncounter: {
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
                    "application/json": components["schemas"]["EncounterSummary"];
                };
            };
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEncounterLatestTurn: {
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
                    "application/json": components["schemas"]["Turn"];
                };
            };
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelEncounter: {
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
                    "application/json": components["schemas"]["EncounterSummary"];
                };
            };
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                    /** @description `private, max-age=<seconds until exp>` */
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
