// Generated from the service's OpenAPI document by `npm run console:api`. Do not edit.

export interface paths {
    "/api/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's audit trail, newest first
         * @description Filter by action, resource and time; one page, `nextCursor` for the next. Entries are append-only.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recompute the organization's audit hash chain
         * @description Walks the sealed entries in `seq` order and checks that each carries the next number and the SHA-256 of the previous hash and its own canonical content (see the `hash` field of an entry). `firstBrokenSeq` names the first entry that does not follow: an edited one, or the number of a removed one. Entries written in the last second or so may not be sealed yet and are not counted. A cut-off tail is not visible here: compare the newest `seq` and `hash` with a copy kept elsewhere.
         */
        get: operations["verifyAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's API keys (never the keys themselves)
         * @description Each key with its role, binding and display prefix, newest first; one page, `nextCursor` for the next. The secret part is never shown again.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key with a role (rotation without downtime); shown once
         * @description `agentId` is required exactly for role `agent` (400 INVALID_KEY_BINDING) and must be an agent of the organization (404 AGENT_NOT_FOUND); an agent key's actor defaults to the agent's name. At most 100 active keys per organization (409 LIMIT_REACHED). The key is shown only in this answer: store it.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/keys/{id}": {
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
         * Revoke an API key; it stops working at once on this instance, within 1 s elsewhere
         * @description Revoking a revoked key changes nothing; the last active key cannot be revoked.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an organization; answers its first (admin) API key, shown once
         * @description Needs no key. Creates the organization and an admin API key, which is shown only in this answer: store it. Limited per client address (`REGISTRATION_LIMIT_PER_HOUR`).
         */
        post: operations["registerOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling organization and the key in use
         * @description Who the request acts as: the key's organization, role, bound agent and actor.
         */
        get: operations["getCurrentKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an agent (status `registered`)
         * @description An agent whose work runs through the gates and whose output is assessed.
         */
        post: operations["registerAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's agents, newest first (an agent key sees only its agent)
         * @description One page; pass `nextCursor` as `cursor` for the next.
         */
        get: operations["listAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One agent
         * @description Another organization's agent, or for an agent key any other agent, is answered as unknown: 404.
         */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change name, config, description or status
         * @description Only the fields sent change; the change is written to the audit trail.
         */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/api/v1/govern/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a run for an agent (status `in_progress`, gate `plan`)
         * @description The run then moves through the gates in order; `policy` sets the run's rules.
         */
        post: operations["startRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/govern/gate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an action at the run's current gate
         * @description The gate must be the current gate (409 GATE_MISMATCH) of a run in progress (409 RUN_FINISHED; a halted run: 409 RUN_HALTED, checked first). Approvals while open PAUSE/ESCALATE observations hold the run → 409 RUN_BLOCKED (naming them). With `policy.requireDistinctApprover`, whoever submitted at the gate since the run arrived there cannot approve it (403 SELF_APPROVAL). `actor` may be omitted with a key bound to an actor (it is the key's); naming another is 403 ACTOR_MISMATCH. A key bound to no actor must name one (400 ACTOR_REQUIRED).
         */
        post: operations["recordGateAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/govern/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the run's current gate
         * @description Same as `POST /govern/gate` with action `approved` and the gate that is current when the request is applied: concurrent approvals each advance the run by exactly one gate, in order, and those arriving after completion get 409 RUN_FINISHED. With `gate`, it must still be the current gate (409 GATE_MISMATCH), so a retried request cannot approve twice. A halted run → 409 RUN_HALTED; open PAUSE/ESCALATE observations → 409 RUN_BLOCKED. `actor` may be omitted with a key bound to an actor (it is the key's); naming another is 403 ACTOR_MISMATCH. A key bound to no actor must name one (400 ACTOR_REQUIRED).
         */
        post: operations["approveGate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/govern/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a run in progress or halted; it keeps its current gate
         * @description Recorded in the history as a `cancelled` event with `{ reason }`; a finished run cannot be cancelled (409 RUN_FINISHED). `actor` may be omitted with a key bound to an actor (it is the key's); naming another is 403 ACTOR_MISMATCH. A key bound to no actor must name one (400 ACTOR_REQUIRED).
         */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/govern/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a halted run at the same gate
         * @description Not halted → 409 RUN_NOT_HALTED; a HALT observation of the run still open (not yet reviewed) → 409 OBSERVATIONS_OPEN. Recorded as a `resumed` event with `{ reason }`.
         */
        post: operations["resumeRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/govern": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's runs, newest first (an agent key sees only its agent's)
         * @description One page; pass `nextCursor` as `cursor` for the next. `awaiting=decision`: runs in progress whose latest gate action at the current gate is `submitted` (work handed in, awaiting a reviewer).
         */
        get: operations["listRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/govern/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A run with its gate history, oldest event first
         * @description Every gate event: who acted, with which key, when and why.
         */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/observe/assess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assess agent output for the 8 behavioral patterns
         * @description Evaluates BP-001 … BP-008 on the text, stores one observation per detected pattern (linked to the agent and run given; a run alone names its agent) and, for each detected P1/P2 pattern, sends `pattern.detected` to the webhooks without waiting for delivery. Text over 1,000,000 characters → 413 TEXT_TOO_LARGE; agent and run of different runs → 400 AGENT_RUN_MISMATCH; agent or run unknown → 404. With an agent key the agent is implied; naming another agent or another agent's run → 404.
         */
        post: operations["assessOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/observe/layers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detection layers and whether each is active
         * @description Which ways of detecting patterns this server runs.
         */
        get: operations["listDetectionLayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/observe/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's observations, newest first
         * @description One page; pass `nextCursor` as `cursor` for the next. Unknown agent → 404.
         */
        get: operations["listAgentObservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/observations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's observations, newest first (the review inbox)
         * @description `status` is the review status; `band=review` lists the detections that wait for a person without holding any run. An agent key sees only its agent’s. One page; pass `nextCursor` as `cursor` for the next.
         */
        get: operations["listObservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/observations/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detections, verdicts and precision per catalogue pattern, or per rule
         * @description precision = confirmed / (confirmed + dismissed), null before any verdict. Default: one entry per catalogue pattern (`patterns`). `by=rule`: one entry per rule that fired (`rules`), with whether the organization’s verdicts demoted it.
         */
        get: operations["getObservationStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/observations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One observation
         * @description With its review status and verdict; another organization’s is unknown: 404.
         */
        get: operations["getObservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/observations/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review an observation: confirmed (a true detection) or dismissed (a false positive)
         * @description A later review replaces the verdict; every review is audited (`reviewed`) and counted per rule that fired: a rule this organization keeps dismissing is demoted (see `GET /observations/stats?by=rule`). The first review releases the run the observation held. An ESCALATE observation needs an admin key (403 INSUFFICIENT_ROLE).
         */
        post: operations["reviewObservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The behavioral pattern catalogue, BP-001 first
         * @description Every pattern the detector evaluates, with its severity and recommended response.
         */
        get: operations["listPatterns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/patterns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One catalogue pattern
         * @description Unknown id → 404 PATTERN_NOT_FOUND; not shaped like BP-001 → 400 INVALID_PATTERN_ID.
         */
        get: operations["getPattern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's webhooks, newest first (never their secrets)
         * @description Every webhook with the events and types it subscribes to; one page, `nextCursor` for the next.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook; answers its signing secret, shown only here
         * @description A URL that is, or resolves to, a loopback, private, link-local or metadata address is refused (400 WEBHOOK_URL_NOT_ALLOWED) unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is true. At most 50 webhooks per organization (409 LIMIT_REACHED).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook (never its secret)
         * @description A webhook of another organization is answered as unknown: 404.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook; its pending retries are cancelled
         * @description An attempt already in flight may still finish.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change url, events, types, description or active
         * @description Only the fields sent change; a new URL is checked as at registration.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new signing secret, shown only here; the old one stops
         * @description Attempts made from now on are signed with the new secret.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook's deliveries with every attempt, newest first
         * @description Filter by `status`; one page, `nextCursor` for the next. Each attempt with its status, duration and error.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again: a new delivery (new id) of the same payload bytes
         * @description A delivery that is itself still pending cannot be sent again (409 DELIVERY_PENDING).
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database reachability
         * @description Needs no key. Answers within a second, even while the request pool is exhausted: for load balancers and monitors.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/detection/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's detection policy
         * @description Per catalogue pattern: whether it is detected, the confidence that makes a detection (band review) and the one that acts on a run (band enforce), and whether the values are the defaults or the organization’s.
         */
        get: operations["getDetectionPolicy"];
        /**
         * Change the organization's detection policy
         * @description Only the named patterns’ given fields change; the rest keep their values. 0 < reviewAt ≤ enforceAt ≤ 1 once merged with the stored values (enforceAt null: never acts on a run); an unknown pattern, a pattern named twice or an inverted range → 400 VALIDATION_FAILED and nothing changes. Audited (`detection_policy_updated`, with the entries before and after). Every instance applies it within a second.
         */
        put: operations["updateDetectionPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "pattern.detected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `pattern.detected`
         * @description A P1 pattern (to every webhook) or a P2 pattern (to webhooks whose `events` list P2) was detected in assessed agent output. Sent after the observation is stored. The body bytes are the same on every attempt; timestamp and signature are fresh per attempt. Attempt 1 is made at once, attempt 2 five seconds after attempt 1 failed, attempt 3 thirty seconds after attempt 2 failed (`WEBHOOK_RETRY_DELAYS_MS`); when that fails too, the delivery is `failed`. Redirects are not followed.
         */
        post: operations["onPatternDetected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "gate.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `gate.submitted`
         * @description Work was submitted at a gate and awaits a decision: notify the reviewers. The body bytes are the same on every attempt; timestamp and signature are fresh per attempt. Attempt 1 is made at once, attempt 2 five seconds after attempt 1 failed, attempt 3 thirty seconds after attempt 2 failed (`WEBHOOK_RETRY_DELAYS_MS`); when that fails too, the delivery is `failed`. Redirects are not followed.
         */
        post: operations["onGateSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "run.halted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `run.halted`
         * @description A detection halted the run; it stays halted until resumed. The body bytes are the same on every attempt; timestamp and signature are fresh per attempt. Attempt 1 is made at once, attempt 2 five seconds after attempt 1 failed, attempt 3 thirty seconds after attempt 2 failed (`WEBHOOK_RETRY_DELAYS_MS`); when that fails too, the delivery is `failed`. Redirects are not followed.
         */
        post: operations["onRunHalted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "run.resumed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `run.resumed`
         * @description A halted run was resumed; `reason` says why. The body bytes are the same on every attempt; timestamp and signature are fresh per attempt. Attempt 1 is made at once, attempt 2 five seconds after attempt 1 failed, attempt 3 thirty seconds after attempt 2 failed (`WEBHOOK_RETRY_DELAYS_MS`); when that fails too, the delivery is `failed`. Redirects are not followed.
         */
        post: operations["onRunResumed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "run.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `run.completed`
         * @description The last gate was approved: the run is complete. The body bytes are the same on every attempt; timestamp and signature are fresh per attempt. Attempt 1 is made at once, attempt 2 five seconds after attempt 1 failed, attempt 3 thirty seconds after attempt 2 failed (`WEBHOOK_RETRY_DELAYS_MS`); when that fails too, the delivery is `failed`. Redirects are not followed.
         */
        post: operations["onRunCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "run.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `run.cancelled`
         * @description The run was cancelled; `reason` says why. The body bytes are the same on every attempt; timestamp and signature are fresh per attempt. Attempt 1 is made at once, attempt 2 five seconds after attempt 1 failed, attempt 3 thirty seconds after attempt 2 failed (`WEBHOOK_RETRY_DELAYS_MS`); when that fails too, the delivery is `failed`. Redirects are not followed.
         */
        post: operations["onRunCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ErrorResponseDto: {
            /** @example 409 */
            statusCode: number;
            /** @example Conflict */
            error: string;
            /**
             * @description Stable machine-readable error code.
             * @example GATE_MISMATCH
             */
            code: string;
            /**
             * @description A sentence, or a list of sentences for VALIDATION_FAILED.
             * @example gate review_arch is not the run's current gate (plan)
             */
            message: string | string[];
            /** @example 5b0f6c1e-3f8a-4f5e-9a59-0c1c3a8d2f11 */
            requestId: string;
        };
        AuditEntryResponse: {
            /** Format: uuid */
            id: string;
            /**
             * @description The entry's place in the organization's chain (1, 2, … without gaps); null for the second or so until the entry is sealed.
             * @example 42
             */
            seq: number | null;
            /** @example created */
            action: string;
            /** @enum {string} */
            resourceType: "organization" | "api_key" | "agent" | "run" | "observation" | "webhook";
            /** Format: uuid */
            resourceId: string | null;
            /**
             * @description Who acted: an API key id or a named actor.
             * @example api_key:3f1c…
             */
            actor: string;
            /**
             * Format: uuid
             * @description The API key that made the request; null for the system and for registration.
             */
            keyId: string | null;
            details: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Lowercase hex SHA-256 of the previous entry’s `hash` (64 zeros before seq 1) followed by this entry’s canonical content: RFC 8785 JSON of { id, orgId, seq, action, resourceType, resourceId, actor, keyId, details, createdAt }. Null until sealed.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            hash: string | null;
        };
        AuditEntryListResponse: {
            entries: components["schemas"]["AuditEntryResponse"][];
            nextCursor: string | null;
        };
        AuditVerifyResponse: {
            /** @description Whether every sealed entry follows from the one before it. */
            ok: boolean;
            /**
             * @description Sealed entries checked (unsealed ones are not).
             * @example 1204
             */
            entries: number;
            /**
             * @description The first seq at which the chain breaks: an edited entry, or the number of a removed one.
             * @example null
             */
            firstBrokenSeq: number | null;
        };
        /** @enum {string} */
        KeyRole: "admin" | "reviewer" | "viewer" | "agent";
        ApiKeyResponse: {
            /** Format: uuid */
            id: string;
            /** @example default */
            name: string;
            role: components["schemas"]["KeyRole"];
            /**
             * Format: uuid
             * @description The agent an `agent` key is bound to; null for other roles.
             */
            agentId: string | null;
            /**
             * @description The actor the key is bound to; requests made with it act as this actor.
             * @example alice@acme.example
             */
            actor: string | null;
            /**
             * @description First characters of the key, for recognising it.
             * @example agk_Zm9vYmFy
             */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Updated at most once a minute.
             */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        ApiKeyListResponse: {
            keys: components["schemas"]["ApiKeyResponse"][];
            nextCursor: string | null;
        };
        CreateApiKeyDto: {
            /** @description What the key may do; see "Who may do what" in the README. */
            role: components["schemas"]["KeyRole"];
            /**
             * @description The actor requests made with this key act as (1–200 characters, not blank); a request naming
             *     another is refused (403 ACTOR_MISMATCH). An agent key's defaults to its agent's name.
             */
            actor?: string;
            /** @description A label to tell keys apart, e.g. "ci" or "rotation-2026-11" (1–100 characters). */
            name?: string;
            /**
             * Format: uuid
             * @description The agent an `agent` key is bound to: required for role `agent`, refused for the others. Must
             *     be an agent of the organization (404 AGENT_NOT_FOUND).
             */
            agentId?: string;
            /**
             * Format: date-time
             * @description When the key stops working (ISO 8601, in the future). Omit for no expiry.
             */
            expiresAt?: string;
        };
        CreatedApiKeyResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            role: components["schemas"]["KeyRole"];
            /** Format: uuid */
            agentId: string | null;
            actor: string | null;
            prefix: string;
            /**
             * @description Shown once.
             * @example agk_…
             */
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
        };
        RegisterOrganizationDto: {
            /** @description Display name, 1–200 characters. */
            name: string;
            /** @description URL-safe unique handle: lowercase letters, digits and inner hyphens, 1–63 characters. */
            slug: string;
        };
        OrganizationResponse: {
            /** Format: uuid */
            id: string;
            /** @example Acme Robotics */
            name: string;
            /** @example acme-robotics */
            slug: string;
            /** Format: date-time */
            createdAt: string;
        };
        RegisterOrganizationResponse: {
            organization: components["schemas"]["OrganizationResponse"];
            /**
             * @description Shown once; an `admin` key. Send as `Authorization: Bearer <apiKey>`.
             * @example agk_…
             */
            apiKey: string;
        };
        CurrentKeyResponse: {
            /** Format: uuid */
            id: string;
            /** @example default */
            name: string;
            role: components["schemas"]["KeyRole"];
            /**
             * Format: uuid
             * @description The agent an `agent` key is bound to; null for other roles.
             */
            agentId: string | null;
            /**
             * @description The actor the key is bound to; requests made with it act as this actor.
             * @example alice@acme.example
             */
            actor: string | null;
            /**
             * @description First characters of the key, for recognising it.
             * @example agk_Zm9vYmFy
             */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Updated at most once a minute.
             */
            lastUsedAt: string | null;
        };
        MeResponse: {
            organization: components["schemas"]["OrganizationResponse"];
            key: components["schemas"]["CurrentKeyResponse"];
        };
        RegisterAgentDto: {
            /** @description 1–200 characters. */
            name: string;
            /** @enum {string} */
            framework: "framework_a" | "framework_b" | "framework_c" | "custom";
            /** @description Free-form key/value object; defaults to `{}`. */
            config?: {
                [key: string]: unknown;
            };
            /** @description Up to 2000 characters. */
            description?: string;
        };
        AgentResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example release-bot */
            name: string;
            /** @enum {string} */
            framework: "framework_a" | "framework_b" | "framework_c" | "custom";
            /** @enum {string} */
            status: "registered" | "active" | "suspended" | "retired";
            config: {
                [key: string]: unknown;
            };
            description: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AgentListResponse: {
            agents: components["schemas"]["AgentResponse"][];
            nextCursor: string | null;
        };
        UpdateAgentDto: {
            name?: string;
            config?: {
                [key: string]: unknown;
            };
            /** @description Send `null` to clear it. */
            description?: string | null;
            /** @enum {string} */
            status?: "registered" | "active" | "suspended" | "retired";
        };
        RunPolicyDto: {
            /** @description Separation of duties: the actor who submitted at a gate cannot approve it. Default false. */
            requireDistinctApprover?: boolean;
            /**
             * @description `enforce` (default): open HALT, PAUSE and ESCALATE observations hold the run. `monitor`: they
             *     are recorded and reviewable but hold nothing.
             * @enum {string}
             */
            enforcement?: "enforce" | "monitor";
        };
        StartRunDto: {
            /**
             * Format: uuid
             * @description An agent of the calling organization.
             */
            agentId: string;
            /** @description Free-form key/value object, stored and returned; defaults to `{}`. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Rules for this run; every rule is off unless set. */
            policy?: components["schemas"]["RunPolicyDto"];
        };
        RunPolicyResponse: {
            /** @description The actor who submitted at a gate cannot approve it. */
            requireDistinctApprover: boolean;
            /**
             * @description Whether open detections hold the run (`enforce`) or are only recorded.
             * @enum {string}
             */
            enforcement: "enforce" | "monitor";
        };
        BlockerResponse: {
            /** Format: uuid */
            observationId: string;
            /** @example BP-003 */
            patternId: string;
            /** @enum {string} */
            governanceResponse: "HALT" | "PAUSE" | "ESCALATE";
        };
        RunResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** Format: uuid */
            agentId: string;
            /** @enum {string} */
            status: "in_progress" | "halted" | "completed" | "cancelled";
            /**
             * @description The gate awaiting action. A completed run stays at `approve`; a cancelled run keeps the gate it was cancelled at.
             * @enum {string}
             */
            currentGate: "plan" | "build" | "review_eng" | "remediate" | "review_arch" | "approve";
            metadata: {
                [key: string]: unknown;
            };
            policy: components["schemas"]["RunPolicyResponse"];
            /** @description The open observations that hold the run now: HALT ones keep it halted until reviewed and resumed, PAUSE and ESCALATE ones refuse approvals until reviewed. Empty when none. */
            blockers: components["schemas"]["BlockerResponse"][];
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            completedAt: string | null;
        };
        GateTransitionDto: {
            /**
             * @description Who acted (1–200 characters, not blank); appears in the run's history. Optional with a key bound to
             *     an actor (which it must then equal); required otherwise.
             */
            actor?: string;
            /** Format: uuid */
            runId: string;
            /**
             * @description Must be the run's current gate.
             * @enum {string}
             */
            gate: "plan" | "build" | "review_eng" | "remediate" | "review_arch" | "approve";
            /** @enum {string} */
            action: "submitted" | "approved" | "rejected";
            /** @description Free-form object supporting the decision; defaults to `{}`. */
            evidence?: {
                [key: string]: unknown;
            };
        };
        GateEventResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            runId: string;
            /** @enum {string} */
            gate: "plan" | "build" | "review_eng" | "remediate" | "review_arch" | "approve";
            /**
             * @description A gate action, or a change of status: `halted` (actor `system`, evidence `{ observationId, patternId }`), `resumed` and `cancelled` (evidence `{ reason }`).
             * @enum {string}
             */
            action: "submitted" | "approved" | "rejected" | "halted" | "resumed" | "cancelled";
            /** @example alice@example.com */
            actor: string;
            /**
             * Format: uuid
             * @description The API key that made the request; null for events the system records.
             */
            keyId: string | null;
            evidence: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
        };
        GateTransitionResponse: {
            event: components["schemas"]["GateEventResponse"];
            /**
             * @description The gate that now awaits action (the run's new currentGate); null once complete.
             * @enum {string|null}
             */
            nextGate: "plan" | "build" | "review_eng" | "remediate" | "review_arch" | "approve" | null;
            /** @description This transition completed the run. */
            isComplete: boolean;
            run: components["schemas"]["RunResponse"];
        };
        ApproveRunDto: {
            /**
             * @description Who approves (1–200 characters, not blank); appears in the run's history. Optional with a key bound to
             *     an actor (which it must then equal); required otherwise.
             */
            actor?: string;
            /** Format: uuid */
            runId: string;
            /**
             * @description The gate being approved; when given it must still be the run's current gate (409
             *     GATE_MISMATCH), so a retried request cannot approve the next gate too.
             * @enum {string}
             */
            gate?: "plan" | "build" | "review_eng" | "remediate" | "review_arch" | "approve";
        };
        CancelRunDto: {
            /**
             * @description Who cancels (1–200 characters, not blank); recorded in the audit trail. Optional with a key bound to
             *     an actor (which it must then equal); required otherwise.
             */
            actor?: string;
            /** Format: uuid */
            runId: string;
            /** @description Why, up to 2000 characters; recorded in the audit trail. */
            reason?: string;
        };
        RunChangeResponse: {
            run: components["schemas"]["RunResponse"];
        };
        ResumeRunDto: {
            /** @description Who resumes (1–200 characters); defaults to the key's bound actor. */
            actor?: string;
            /** Format: uuid */
            runId: string;
            /** @description Why the run may go on (1–1000 characters); recorded in its history and the audit trail. */
            reason: string;
        };
        RunListResponse: {
            runs: components["schemas"]["RunResponse"][];
            nextCursor: string | null;
        };
        RunHistoryResponse: {
            run: components["schemas"]["RunResponse"];
            /** @description Every accepted transition, oldest first. */
            events: components["schemas"]["GateEventResponse"][];
        };
        AssessDto: {
            /**
             * @description The agent's output, 1 to 1,000,000 characters (longer → 413 TEXT_TOO_LARGE). Only its length
             *     and SHA-256 are stored, with the matched phrases and their surroundings.
             */
            text: string;
            /** @description What the agent did before it wrote `text`, checked against its claims by the context-aware layer. Either `{ steps }` in the order they happened, or an OpenTelemetry export in OTLP/JSON (`{ resourceSpans }`), read in span start-time order: tool spans from the GenAI conventions (`gen_ai.operation.name` = `execute_tool`, `gen_ai.tool.name`, `gen_ai.tool.call.arguments`, `gen_ai.tool.call.result`, span status, `process.exit.code`) or OpenInference (`openinference.span.kind` = `TOOL`, `tool.name`, `input.value`, `output.value`); LLM spans' messages become message steps; other spans and attributes are ignored. At most 5000 steps or spans; a malformed trace → 400 VALIDATION_FAILED naming the path, nothing stored. */
            trace?: {
                [key: string]: unknown;
            } & ({
                steps: ({
                    /** @enum {string} */
                    type: "tool";
                    /** @example run_tests */
                    name: string;
                    /** @description Arguments: text, or any JSON value (read as its JSON text). */
                    input?: unknown;
                    /** @description Result: text, or any JSON value (read as its JSON text). */
                    output?: unknown;
                    /**
                     * @description Default: `error` for a non-zero `exitCode`, else `ok`.
                     * @enum {string}
                     */
                    status?: "ok" | "error";
                    exitCode?: number | null;
                } | {
                    /** @enum {string} */
                    type: "message";
                    /** @enum {string} */
                    role: "user" | "assistant" | "system";
                    text: string;
                })[];
            } | {
                /** @description As an OTLP/JSON trace export: `[{ resource, scopeSpans: [{ scope, spans }] }]`. */
                resourceSpans: {
                    [key: string]: unknown;
                }[];
            });
            /**
             * Format: uuid
             * @description The agent that wrote the text; must belong to the organization.
             */
            agentId?: string | null;
            /**
             * Format: uuid
             * @description The governance run the text belongs to; alone, it also names the agent (the run's).
             */
            runId?: string | null;
        };
        PatternAnalysisResponse: {
            /** @example BP-001 */
            patternId: string;
            /** @example Inference Over Execution */
            patternName: string;
            /** @description Whether the pattern is detected: `band` is not null. */
            detected: boolean;
            /**
             * @description Rounded to 2 decimals; 0 when not detected.
             * @example 0.82
             */
            confidence: number;
            /**
             * @description `enforce`: the confidence reached the pattern’s enforceAt and the detection acts on the run; `review`: it reached reviewAt only (or rests on demoted rules) and waits for a person; null: not detected.
             * @enum {string|null}
             */
            band: "enforce" | "review" | null;
            /** @enum {string} */
            severity: "P1" | "P2" | "P3" | "ADV";
            /** @description Distinct matched phrases as they appear in the text; empty when not detected. */
            matches: string[];
            /**
             * @description `context-aware` when the text was checked against its trace or run and at least one finding of that check is part of this detection; else `regex`.
             * @enum {string}
             */
            detectionLayer: "regex" | "context-aware";
        };
        CoOccurrenceResponse: {
            /**
             * @example [
             *       "BP-001",
             *       "BP-002"
             *     ]
             */
            patterns: string[];
            /** @example a false blocker often excuses inference */
            reason: string;
        };
        AssessmentSummaryResponse: {
            patternsDetected: number;
            patternsClean: number;
            /**
             * @description Highest severity detected (P1 > P2 > P3 > ADV); NONE when nothing is detected.
             * @enum {string}
             */
            highestSeverity: "P1" | "P2" | "P3" | "ADV" | "NONE";
            coOccurrences: components["schemas"]["CoOccurrenceResponse"][];
        };
        AssessmentResponse: {
            /** @description All 8 catalogue patterns, BP-001 first. */
            analysis: components["schemas"]["PatternAnalysisResponse"][];
            summary: components["schemas"]["AssessmentSummaryResponse"];
            /** @description Observations stored: one per detected pattern. */
            storedObservations: number;
        };
        DetectionLayerResponse: {
            /** @example regex */
            name: string;
            /** @enum {string} */
            status: "active" | "inactive";
        };
        DetectionLayersResponse: {
            layers: components["schemas"]["DetectionLayerResponse"][];
        };
        EvidenceExcerptResponse: {
            /** @description Offset of the excerpt in the assessed text. */
            start: number;
            /** @description End offset (exclusive). */
            end: number;
            /** @description The match with up to 60 characters of context each side. */
            text: string;
        };
        EvidenceRuleResponse: {
            /** @example BP-005.all-tests-pass */
            id: string;
            /**
             * @description The rule's weight in the pattern's confidence.
             * @example 0.55
             */
            weight: number;
        };
        EvidenceDemotionResponse: {
            /** @description The fired rules this organization's reviewers demoted. */
            rules: string[];
            /** @description Why the detection is in band review rather than enforce. */
            reason: string;
        };
        ContextStepResponse: {
            /** @description 0-based position in the trace's steps as sent (for OTLP, in start-time order). */
            index: number;
            /**
             * @description The tool's name, or a message's role.
             * @example run_tests
             */
            name: string;
        };
        ContextRunEventResponse: {
            /** Format: uuid */
            id: string;
            /** @example review_eng */
            gate: string;
            /** @example submitted */
            action: string;
        };
        ContextFindingResponse: {
            /**
             * @description The claim's words in the text.
             * @example all tests pass
             */
            claim: string;
            /**
             * @description What the trace or the run shows against the claim.
             * @example the last test step failed (exit code 1)
             */
            finding: string;
            /** @description The step that contradicts the claim. */
            step?: components["schemas"]["ContextStepResponse"];
            /** @description The run's history event the claim is measured against (its latest). */
            runEvent?: components["schemas"]["ContextRunEventResponse"];
        };
        ObservationEvidenceResponse: {
            matches: string[];
            matchCount: number;
            excerpts: components["schemas"]["EvidenceExcerptResponse"][];
            /** @description Length of the assessed text as the detector read it (after Unicode NFKC normalization; the excerpt offsets refer to it). The text itself is never stored. */
            textLength: number;
            /** @description SHA-256 (hex) of the text exactly as submitted (UTF-8). */
            textSha256: string;
            /** @description The rules that fired. Absent on observations stored before rules were recorded. Reviews count per rule: the basis of demotion. */
            rules?: components["schemas"]["EvidenceRuleResponse"][];
            /** @description Present when the confidence reached the pattern’s enforceAt but the detection rests only on demoted rules, which put it in band review. */
            demotion?: components["schemas"]["EvidenceDemotionResponse"];
            /** @description The context-aware findings (SPEC 7.2): which claim the trace or the run contradicts; absent for a text-only detection. */
            context?: components["schemas"]["ContextFindingResponse"][];
        };
        ObservationReviewResponse: {
            /**
             * @description `open` until reviewed.
             * @enum {string}
             */
            status: "open" | "confirmed" | "dismissed";
            note: string | null;
            /** @description The reviewing actor. */
            actor: string | null;
            /**
             * Format: uuid
             * @description The key used.
             */
            keyId: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
        };
        ObservationResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            agentId: string | null;
            /** Format: uuid */
            runId: string | null;
            /**
             * @description The run's gate when the text was assessed; null without a run.
             * @example build
             */
            currentGate: string | null;
            /** @example BP-001 */
            patternId: string;
            /** @example Inference Over Execution */
            patternName: string;
            /**
             * @description Decimal text with 2 decimals.
             * @example 0.70
             */
            confidence: string;
            /** @enum {string} */
            severity: "P1" | "P2" | "P3" | "ADV";
            /**
             * @description What the detection does to its run while open (SPEC 6.1).
             * @enum {string}
             */
            governanceResponse: "HALT" | "ESCALATE" | "PAUSE" | "FLAG";
            /** @enum {string} */
            detectionMethod: "regex" | "context-aware";
            /**
             * @description `enforce`: acts on its run (SPEC 6.1); `review`: waits for a person and holds nothing.
             * @enum {string}
             */
            band: "enforce" | "review";
            evidence: components["schemas"]["ObservationEvidenceResponse"];
            review: components["schemas"]["ObservationReviewResponse"];
            /** Format: date-time */
            createdAt: string;
        };
        ObservationListResponse: {
            observations: components["schemas"]["ObservationResponse"][];
            nextCursor: string | null;
        };
        PatternStatsResponse: {
            /** @example BP-001 */
            patternId: string;
            /** @description Observations of the pattern in the window. */
            detected: number;
            open: number;
            /** @description Reviewed as true detections. */
            confirmed: number;
            /** @description Reviewed as false positives. */
            dismissed: number;
            /** @description confirmed / (confirmed + dismissed); null before any verdict. */
            precision: number | null;
        };
        ObservationStatsResponse: {
            /** @description One entry per catalogue pattern. */
            patterns: components["schemas"]["PatternStatsResponse"][];
        };
        RuleStatsResponse: {
            /** @example BP-005.all-tests-pass */
            ruleId: string;
            /** @example BP-005 */
            patternId: string;
            /** @description Observations in the window on which the rule fired. */
            detected: number;
            /** @description Of those, reviewed as true detections. */
            confirmed: number;
            /** @description Of those, reviewed as false positives. */
            dismissed: number;
            /** @description confirmed / (confirmed + dismissed); null before any verdict. */
            precision: number | null;
            /** @description Whether the organization's reviewers demoted the rule (over all their verdicts: at least 5 dismissals and precision at most 0.2). A detection resting on demoted rules alone lands in band review. */
            demoted: boolean;
        };
        RuleStatsListResponse: {
            /** @description One entry per rule that fired in the window, by pattern and rule id. */
            rules: components["schemas"]["RuleStatsResponse"][];
        };
        ReviewObservationDto: {
            /** @description Who reviews (1–200 characters); defaults to the key's bound actor. */
            actor?: string;
            /**
             * @description `confirmed`: a true detection; `dismissed`: a false positive.
             * @enum {string}
             */
            verdict: "confirmed" | "dismissed";
            /** @description Up to 2000 characters. */
            note?: string;
        };
        PatternResponse: {
            /** @example BP-001 */
            id: string;
            /** @example Inference Over Execution */
            name: string;
            /** @enum {string} */
            severity: "P1" | "P2" | "P3" | "ADV";
            /** @example Evidence integrity */
            category: string;
            /** @description Why the pattern matters. */
            reasoning: string;
            /**
             * @description Recommended response, strongest first: HALT (stop the run), ESCALATE (route to an operator), PAUSE (hold at the current gate), FLAG (annotate for the reviewer).
             * @enum {string}
             */
            governanceResponse: "HALT" | "ESCALATE" | "PAUSE" | "FLAG";
        };
        PatternListResponse: {
            patterns: components["schemas"]["PatternResponse"][];
        };
        DetectionSummary: {
            /** @example 0.82 */
            confidence: number;
            /**
             * @description `enforce`: acts on the run; `review`: waits for a person, holds nothing.
             * @enum {string}
             */
            band: "enforce" | "review";
            /**
             * @description The detection layer: `context-aware` when a claim was checked against the trace or the run.
             * @enum {string}
             */
            layer: "regex" | "context-aware";
            /**
             * @description Matches of the pattern in the assessed text.
             * @example 2
             */
            matchCount: number;
        };
        PatternDetectedWebhookBody: {
            /** @enum {string} */
            event: "pattern.detected";
            /**
             * Format: uuid
             * @description The stored observation.
             */
            observationId: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:34:56.789Z
             */
            timestamp: string;
            /** Format: uuid */
            agentId: string | null;
            /** Format: uuid */
            runId: string | null;
            /**
             * @description The run's current gate when the text was assessed; null without a run.
             * @enum {string|null}
             */
            currentGate: "plan" | "build" | "review_eng" | "remediate" | "review_arch" | "approve" | null;
            /** @description The catalogue pattern: P1 always, P2 to webhooks that list it, never P3 or ADV. */
            pattern: components["schemas"]["PatternResponse"];
            /** @description Never the matched text. */
            detection: components["schemas"]["DetectionSummary"];
        };
        RunEventWebhookBody: {
            /** @enum {string} */
            event: "gate.submitted" | "run.halted" | "run.resumed" | "run.completed" | "run.cancelled";
            /**
             * Format: uuid
             * @description Unique per event.
             */
            eventId: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:34:56.789Z
             */
            timestamp: string;
            /** Format: uuid */
            runId: string;
            /** Format: uuid */
            agentId: string;
            /**
             * @description The run's gate after the change.
             * @enum {string}
             */
            gate: "plan" | "build" | "review_eng" | "remediate" | "review_arch" | "approve";
            /**
             * @description Who acted; `system` for a halt.
             * @example alice@acme.example
             */
            actor: string;
            /**
             * Format: uuid
             * @description The observation that halted the run: `run.halted` only, else null.
             */
            observationId: string | null;
            /** @description Why: `run.resumed` and `run.cancelled` only, else null. */
            reason: string | null;
        };
        CreateWebhookDto: {
            /** @description Receiver: an absolute `http` or `https` URL (up to 2048 characters, no credentials). */
            url: string;
            /**
             * @description Severities to deliver (`P1`, `P2`, `P3`, `ADV`); default `["P1","P2"]`. P1 is always
             *     delivered, P2 only when listed, P3 and ADV never.
             */
            events?: ("P1" | "P2" | "P3" | "ADV")[];
            /**
             * @description Event types to deliver: `pattern.detected`, `gate.submitted`, `run.halted`, `run.resumed`,
             *     `run.completed`, `run.cancelled`; default `["pattern.detected"]`.
             */
            types?: ("pattern.detected" | "gate.submitted" | "run.halted" | "run.resumed" | "run.completed" | "run.cancelled")[];
            /** @description Up to 500 characters, not only whitespace (it names the webhook in lists). */
            description?: string;
        };
        CreatedWebhookResponse: {
            /** Format: uuid */
            webhookId: string;
            /** @example https://hooks.example.com/agent-governance */
            url: string;
            /**
             * @example [
             *       "P1",
             *       "P2"
             *     ]
             */
            events: ("P1" | "P2" | "P3" | "ADV")[];
            /**
             * @example [
             *       "pattern.detected"
             *     ]
             */
            types: ("pattern.detected" | "gate.submitted" | "run.halted" | "run.resumed" | "run.completed" | "run.cancelled")[];
            description: string | null;
            /** @description Inactive webhooks get no new deliveries. */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Signing secret (`whsec_` + 32 random bytes, base64url). Shown only here.
             * @example whsec_3q2-7wEXAMPLEw5r6Qm1l0x8b9P4Zk2VnYs1aJ0cU7dTgE
             */
            secret: string;
        };
        WebhookResponse: {
            /** Format: uuid */
            webhookId: string;
            /** @example https://hooks.example.com/agent-governance */
            url: string;
            /**
             * @example [
             *       "P1",
             *       "P2"
             *     ]
             */
            events: ("P1" | "P2" | "P3" | "ADV")[];
            /**
             * @example [
             *       "pattern.detected"
             *     ]
             */
            types: ("pattern.detected" | "gate.submitted" | "run.halted" | "run.resumed" | "run.completed" | "run.cancelled")[];
            description: string | null;
            /** @description Inactive webhooks get no new deliveries. */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookListResponse: {
            webhooks: components["schemas"]["WebhookResponse"][];
            nextCursor: string | null;
        };
        UpdateWebhookDto: {
            url?: string;
            events?: ("P1" | "P2" | "P3" | "ADV")[];
            /**
             * @description Event types to deliver: `pattern.detected`, `gate.submitted`, `run.halted`, `run.resumed`,
             *     `run.completed`, `run.cancelled`.
             */
            types?: ("pattern.detected" | "gate.submitted" | "run.halted" | "run.resumed" | "run.completed" | "run.cancelled")[];
            /** @description Send `null` to clear it; not only whitespace. */
            description?: string | null;
            /** @description `false` stops new deliveries; retries already scheduled still run. */
            active?: boolean;
        };
        RotatedSecretResponse: {
            /** Format: uuid */
            webhookId: string;
            /**
             * @description The new signing secret, used from the next attempt on. Shown only here.
             * @example whsec_3q2-7wEXAMPLEw5r6Qm1l0x8b9P4Zk2VnYs1aJ0cU7dTgE
             */
            secret: string;
        };
        DeliveryAttemptResponse: {
            /**
             * @description The `X-AG-Attempt` header sent.
             * @example 1
             */
            number: number;
            /** Format: date-time */
            startedAt: string;
            /** @description Null when the instance making the attempt stopped before it ended. */
            durationMs: number | null;
            /** @example 200 */
            responseStatus: number | null;
            /**
             * @description Why the attempt failed when no 2xx answer came (connection, timeout, redirect).
             * @example timeout after 5000 ms
             */
            error: string | null;
            /** @description The first 4 KB of the receiver's response body. */
            responseBody: string | null;
        };
        DeliveryResponse: {
            /**
             * Format: uuid
             * @description The `X-AG-Delivery` header: receivers dedupe on it.
             */
            id: string;
            /** Format: uuid */
            webhookId: string;
            /**
             * @description The event type (`X-AG-Event`).
             * @example pattern.detected
             */
            event: string;
            /**
             * Format: uuid
             * @description The detection delivered (`pattern.detected`); null for run events.
             */
            observationId: string | null;
            /** Format: uuid */
            runId: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled";
            /** @description Oldest first. */
            attempts: components["schemas"]["DeliveryAttemptResponse"][];
            /**
             * Format: date-time
             * @description When the next attempt is due; null once the delivery is finished.
             */
            nextAttemptAt: string | null;
            /**
             * Format: uuid
             * @description The delivery this one re-sends, for a redelivery.
             */
            redeliveryOf: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        DeliveryListResponse: {
            deliveries: components["schemas"]["DeliveryResponse"][];
            nextCursor: string | null;
        };
        HealthResponse: {
            /** @enum {string} */
            status: "ok" | "error";
            /** @enum {string} */
            database: "up" | "down";
        };
        PatternPolicyResponse: {
            /** @example BP-005 */
            patternId: string;
            /** @description false: evaluated, never detected (band null, nothing stored). */
            enabled: boolean;
            /**
             * @description A confidence at or above this is a detection: band review at least.
             * @example 0.5
             */
            reviewAt: number;
            /**
             * @description At or above this, band enforce (acts on a run); null: never acts on a run.
             * @example 0.8
             */
            enforceAt: number | null;
            /**
             * @description `organization` when the organization set any of this pattern’s values (the others follow the defaults); `default`: the project’s defaults, which later releases may change.
             * @enum {string}
             */
            source: "default" | "organization";
        };
        DetectionPolicyResponse: {
            /** @description One entry per catalogue pattern. */
            patterns: components["schemas"]["PatternPolicyResponse"][];
            /**
             * Format: date-time
             * @description When the organization last changed its policy; null before.
             */
            updatedAt: string | null;
        };
        PatternPolicyChangeDto: {
            /** @example BP-005 */
            patternId: string;
            /**
             * @description A confidence at or above this is a detection (band review at least). In (0, 1].
             * @example 0.5
             */
            reviewAt?: number;
            /**
             * @description At or above this, band enforce (acts on the run); at least reviewAt once merged. null: the pattern never acts on a run.
             * @example 0.8
             */
            enforceAt?: number | null;
            /** @description false: the pattern is evaluated but never detected (band null, nothing stored). */
            enabled?: boolean;
        };
        UpdateDetectionPolicyDto: {
            /** @description The patterns to change, each at most once; only the fields given change. Patterns not named keep their values. */
            patterns: components["schemas"]["PatternPolicyChangeDto"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request's id: the client's own `X-Request-Id` when it is 1–128 letters, digits or `._:-`, else a new UUID. Errors repeat it as `requestId`; quote it when reporting one. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description e.g. created, updated, revoked, gate_transition, cancelled, deleted, webhook_delivery_failed */
                action?: string;
                resourceType?: "organization" | "api_key" | "agent" | "run" | "observation" | "webhook";
                resourceId?: string;
                /** @description Entries created at or after this time (ISO 8601). */
                since?: string;
                /** @description Entries created before this time (ISO 8601). */
                until?: string;
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    verifyAuditChain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the chain holds, and where it breaks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerifyResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of API keys */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            /** @description The new key, shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The organization already has 100 active keys (LIMIT_REACHED); or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    revokeApiKey: {
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
            /** @description Revoked (or already revoked) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No other active admin key that does not expire within the next hour would remain (LAST_ADMIN_KEY) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    registerOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterOrganizationDto"];
            };
        };
        responses: {
            /** @description The organization and its first API key */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterOrganizationResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Slug taken (SLUG_TAKEN); or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCurrentKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization and the key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    registerAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterAgentDto"];
            };
        };
        responses: {
            /** @description The new agent */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
                framework?: "framework_a" | "framework_b" | "framework_c" | "custom";
                status?: "registered" | "active" | "suspended" | "retired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of agents */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getAgent: {
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
            /** @description The agent */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAgentDto"];
            };
        };
        responses: {
            /** @description The agent as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    startRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartRunDto"];
            };
        };
        responses: {
            /** @description The new run */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, agent (only without a policy: its runs get the defaults). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    recordGateAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GateTransitionDto"];
            };
        };
        responses: {
            /** @description The gate event recorded and the run after it */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GateTransitionResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Refused by policy
             *
             *     The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, agent (only action submitted).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state; or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    approveGate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveRunDto"];
            };
        };
        responses: {
            /** @description The approval recorded and the run after it */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GateTransitionResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Refused by policy
             *
             *     The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state; or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    cancelRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelRunDto"];
            };
        };
        responses: {
            /** @description The cancelled run */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunChangeResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state; or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    resumeRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResumeRunDto"];
            };
        };
        responses: {
            /** @description The resumed run */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunChangeResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Refused by policy
             *
             *     The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state; or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listRuns: {
        parameters: {
            query?: {
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
                /** @description Only this agent's runs (an unknown agent yields an empty page). */
                agentId?: string;
                status?: "in_progress" | "halted" | "completed" | "cancelled";
                /** @description `decision`: runs in progress whose latest gate action at the current gate is `submitted`. */
                awaiting?: "decision";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run and its history */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunHistoryResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    assessOutput: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssessDto"];
            };
        };
        responses: {
            /** @description Every pattern evaluated, and the observations stored */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listDetectionLayers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The detection layers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetectionLayersResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAgentObservations: {
        parameters: {
            query?: {
                /** @description Only this pattern, e.g. BP-001. */
                patternId?: string;
                /** @description Only observations of this governance run. */
                runId?: string;
                severity?: "P1" | "P2" | "P3" | "ADV";
                /** @description Observations created at or after this time (ISO 8601). */
                since?: string;
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of observations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObservationListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listObservations: {
        parameters: {
            query?: {
                /** @description Only this pattern, e.g. BP-001. */
                patternId?: string;
                /** @description Only observations of this governance run. */
                runId?: string;
                severity?: "P1" | "P2" | "P3" | "ADV";
                /** @description Observations created at or after this time (ISO 8601). */
                since?: string;
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
                /** @description Review status: `open` is the reviewers' inbox. */
                status?: "open" | "confirmed" | "dismissed";
                /** @description Only this band: `review` is what waits for a person without holding any run. */
                band?: "enforce" | "review";
                /** @description Only this agent's observations. */
                agentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of observations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObservationListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getObservationStats: {
        parameters: {
            query?: {
                /** @description `pattern` (default): one entry per catalogue pattern; `rule`: one per rule that fired. */
                by?: "pattern" | "rule";
                /** @description Observations created at or after this time (ISO 8601). */
                since?: string;
                /** @description Observations created before this time (ISO 8601). */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ patterns }`, or `{ rules }` with `by=rule` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObservationStatsResponse"] | components["schemas"]["RuleStatsListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getObservation: {
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
            /** @description The observation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObservationResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    reviewObservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewObservationDto"];
            };
        };
        responses: {
            /** @description The observation as reviewed */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObservationResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Refused by policy
             *
             *     The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listPatterns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatternListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getPattern: {
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
            /** @description The pattern */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatternResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer, agent. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            /** @description The webhook and its signing secret, shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state; or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getWebhook: {
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
            /** @description The webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteWebhook: {
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
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            /** @description The webhook as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret, shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedSecretResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1–200. */
                limit?: number;
                /** @description Opaque cursor from the previous page's `nextCursor`. */
                cursor?: string;
                status?: "pending" | "succeeded" | "failed" | "cancelled";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryListResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and 429) is stored for 24 h per API key (per client address on registration) and Idempotency-Key, and a repeat with that API key of the same method, path and JSON body (key order ignored) gets it back with `Idempotent-Replayed: true` without acting again; the record commits with the change, so a request whose change committed never runs twice. Any other value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found, or owned by another organization */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with the current state; or IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before answering, and it is not run again */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Present (`true`) when this is the stored answer to an earlier request. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up, with the database reachable */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    getDetectionPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetectionPolicyResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin, reviewer, viewer. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateDetectionPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDetectionPolicyDto"];
            };
        };
        responses: {
            /** @description The whole policy after the change */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetectionPolicyResponse"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight (OVERLOADED); see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    onPatternDetected: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex HMAC-SHA256 over `<X-AG-Timestamp>.<raw body>`, keyed with the whole webhook secret (`whsec_` included). Compare in constant time over the raw body bytes, before parsing. */
                "X-AG-Signature": string;
                /** @description Unix seconds when this attempt was made; refuse one too far from your clock (replays). */
                "X-AG-Timestamp": string;
                /** @description The delivery id, the same on every attempt: dedupe on it. */
                "X-AG-Delivery": string;
                /** @description The event type, as in the body. */
                "X-AG-Event": string;
                /** @description 1 for the first attempt, then 2, 3 for the retries. */
                "X-AG-Attempt": string;
                /** @description `agent-governance-webhooks/<version>`. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatternDetectedWebhookBody"];
            };
        };
        responses: {
            /** @description Received: any 2xx status ends the delivery as `succeeded`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: like any status outside 2xx (or a connection error, or no answer within `WEBHOOK_TIMEOUT_MS`, 5 s), the attempt failed and is retried. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onGateSubmitted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex HMAC-SHA256 over `<X-AG-Timestamp>.<raw body>`, keyed with the whole webhook secret (`whsec_` included). Compare in constant time over the raw body bytes, before parsing. */
                "X-AG-Signature": string;
                /** @description Unix seconds when this attempt was made; refuse one too far from your clock (replays). */
                "X-AG-Timestamp": string;
                /** @description The delivery id, the same on every attempt: dedupe on it. */
                "X-AG-Delivery": string;
                /** @description The event type, as in the body. */
                "X-AG-Event": string;
                /** @description 1 for the first attempt, then 2, 3 for the retries. */
                "X-AG-Attempt": string;
                /** @description `agent-governance-webhooks/<version>`. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunEventWebhookBody"];
            };
        };
        responses: {
            /** @description Received: any 2xx status ends the delivery as `succeeded`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: like any status outside 2xx (or a connection error, or no answer within `WEBHOOK_TIMEOUT_MS`, 5 s), the attempt failed and is retried. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRunHalted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex HMAC-SHA256 over `<X-AG-Timestamp>.<raw body>`, keyed with the whole webhook secret (`whsec_` included). Compare in constant time over the raw body bytes, before parsing. */
                "X-AG-Signature": string;
                /** @description Unix seconds when this attempt was made; refuse one too far from your clock (replays). */
                "X-AG-Timestamp": string;
                /** @description The delivery id, the same on every attempt: dedupe on it. */
                "X-AG-Delivery": string;
                /** @description The event type, as in the body. */
                "X-AG-Event": string;
                /** @description 1 for the first attempt, then 2, 3 for the retries. */
                "X-AG-Attempt": string;
                /** @description `agent-governance-webhooks/<version>`. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunEventWebhookBody"];
            };
        };
        responses: {
            /** @description Received: any 2xx status ends the delivery as `succeeded`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: like any status outside 2xx (or a connection error, or no answer within `WEBHOOK_TIMEOUT_MS`, 5 s), the attempt failed and is retried. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRunResumed: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex HMAC-SHA256 over `<X-AG-Timestamp>.<raw body>`, keyed with the whole webhook secret (`whsec_` included). Compare in constant time over the raw body bytes, before parsing. */
                "X-AG-Signature": string;
                /** @description Unix seconds when this attempt was made; refuse one too far from your clock (replays). */
                "X-AG-Timestamp": string;
                /** @description The delivery id, the same on every attempt: dedupe on it. */
                "X-AG-Delivery": string;
                /** @description The event type, as in the body. */
                "X-AG-Event": string;
                /** @description 1 for the first attempt, then 2, 3 for the retries. */
                "X-AG-Attempt": string;
                /** @description `agent-governance-webhooks/<version>`. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunEventWebhookBody"];
            };
        };
        responses: {
            /** @description Received: any 2xx status ends the delivery as `succeeded`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: like any status outside 2xx (or a connection error, or no answer within `WEBHOOK_TIMEOUT_MS`, 5 s), the attempt failed and is retried. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRunCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex HMAC-SHA256 over `<X-AG-Timestamp>.<raw body>`, keyed with the whole webhook secret (`whsec_` included). Compare in constant time over the raw body bytes, before parsing. */
                "X-AG-Signature": string;
                /** @description Unix seconds when this attempt was made; refuse one too far from your clock (replays). */
                "X-AG-Timestamp": string;
                /** @description The delivery id, the same on every attempt: dedupe on it. */
                "X-AG-Delivery": string;
                /** @description The event type, as in the body. */
                "X-AG-Event": string;
                /** @description 1 for the first attempt, then 2, 3 for the retries. */
                "X-AG-Attempt": string;
                /** @description `agent-governance-webhooks/<version>`. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunEventWebhookBody"];
            };
        };
        responses: {
            /** @description Received: any 2xx status ends the delivery as `succeeded`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: like any status outside 2xx (or a connection error, or no answer within `WEBHOOK_TIMEOUT_MS`, 5 s), the attempt failed and is retried. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRunCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` + lowercase hex HMAC-SHA256 over `<X-AG-Timestamp>.<raw body>`, keyed with the whole webhook secret (`whsec_` included). Compare in constant time over the raw body bytes, before parsing. */
                "X-AG-Signature": string;
                /** @description Unix seconds when this attempt was made; refuse one too far from your clock (replays). */
                "X-AG-Timestamp": string;
                /** @description The delivery id, the same on every attempt: dedupe on it. */
                "X-AG-Delivery": string;
                /** @description The event type, as in the body. */
                "X-AG-Event": string;
                /** @description 1 for the first attempt, then 2, 3 for the retries. */
                "X-AG-Attempt": string;
                /** @description `agent-governance-webhooks/<version>`. */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunEventWebhookBody"];
            };
        };
        responses: {
            /** @description Received: any 2xx status ends the delivery as `succeeded`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: like any status outside 2xx (or a connection error, or no answer within `WEBHOOK_TIMEOUT_MS`, 5 s), the attempt failed and is retried. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
