/**
 * The `ObservationResponse` of an `observations` row, as JSON text written by PostgreSQL. A list
 * page is sent as the database writes it: its rows are not parsed into entities, mapped and
 * serialised again (on the hot list routes that was a quarter of the server's work per request).
 * `ObservationResponse.from` stays the shape's definition: an e2e test in
 * `test/observation.e2e-spec.ts` holds every listed item, byte for byte, to what
 * `GET /observations/:id` answers for it, so the two cannot drift apart.
 */

/** A `timestamptz` as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`). */
function isoTime(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A scalar subquery over the row in scope (its columns unqualified): `row_to_json` keeps the
 * field order and writes compact JSON; `confidence` stays the decimal text the API promises.
 */
export const OBSERVATION_RESPONSE_JSON = `(SELECT row_to_json(r)::text FROM (SELECT
  id, agent_id AS "agentId", run_id AS "runId", current_gate AS "currentGate",
  pattern_id AS "patternId", pattern_name AS "patternName", confidence::text AS confidence,
  severity, governance_response AS "governanceResponse", detection_method AS "detectionMethod",
  band, evidence,
  (SELECT row_to_json(v) FROM (SELECT review_status AS status, review_note AS note,
    reviewed_by AS actor, reviewed_key_id AS "keyId", ${isoTime('reviewed_at')} AS "reviewedAt") v
  ) AS review,
  ${isoTime('created_at')} AS "createdAt") r)`;
