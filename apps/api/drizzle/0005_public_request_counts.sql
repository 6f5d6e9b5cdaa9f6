CREATE TABLE "public_request_counts" (
	"creator_type" text NOT NULL,
	"request_type" text NOT NULL,
	"region" text,
	"source_of_creation" text NOT NULL,
	"status" integer NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "public_request_counts_key" UNIQUE NULLS NOT DISTINCT("creator_type","request_type","region","source_of_creation","status")
);
--> statement-breakpoint
-- Adds each statement's net change per kind in one upsert, in key order, so concurrent writers lock
-- the counters in the same order and never deadlock. "Public" is query.ts audienceOf without the
-- creator type. Each branch names only the transition tables its event has.
CREATE FUNCTION "public_request_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "public_request_counts" AS c ("creator_type", "request_type", "region", "source_of_creation", "status", "requests")
		SELECT "creator_type", "request_type", "region", "source_of_creation", "status", sum("change")
		FROM (SELECT "creator_type", "request_type", "region", "source_of_creation", "status", 1 AS "change" FROM "changed_new" WHERE NOT "is_private" AND "status" IN (1, 2, -4) AND "acceptance_status" <> -1) AS "changes"
		GROUP BY "creator_type", "request_type", "region", "source_of_creation", "status"
		HAVING sum("change") <> 0
		ORDER BY "creator_type", "request_type", "region", "source_of_creation", "status"
		ON CONFLICT ON CONSTRAINT "public_request_counts_key" DO UPDATE SET "requests" = c."requests" + excluded."requests";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "public_request_counts" AS c ("creator_type", "request_type", "region", "source_of_creation", "status", "requests")
		SELECT "creator_type", "request_type", "region", "source_of_creation", "status", sum("change")
		FROM (SELECT "creator_type", "request_type", "region", "source_of_creation", "status", -1 AS "change" FROM "changed_old" WHERE NOT "is_private" AND "status" IN (1, 2, -4) AND "acceptance_status" <> -1) AS "changes"
		GROUP BY "creator_type", "request_type", "region", "source_of_creation", "status"
		HAVING sum("change") <> 0
		ORDER BY "creator_type", "request_type", "region", "source_of_creation", "status"
		ON CONFLICT ON CONSTRAINT "public_request_counts_key" DO UPDATE SET "requests" = c."requests" + excluded."requests";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "public_request_counts" AS c ("creator_type", "request_type", "region", "source_of_creation", "status", "requests")
		SELECT "creator_type", "request_type", "region", "source_of_creation", "status", sum("change")
		FROM (SELECT "creator_type", "request_type", "region", "source_of_creation", "status", 1 AS "change" FROM "changed_new" WHERE NOT "is_private" AND "status" IN (1, 2, -4) AND "acceptance_status" <> -1 UNION ALL SELECT "creator_type", "request_type", "region", "source_of_creation", "status", -1 AS "change" FROM "changed_old" WHERE NOT "is_private" AND "status" IN (1, 2, -4) AND "acceptance_status" <> -1) AS "changes"
		GROUP BY "creator_type", "request_type", "region", "source_of_creation", "status"
		HAVING sum("change") <> 0
		ORDER BY "creator_type", "request_type", "region", "source_of_creation", "status"
		ON CONFLICT ON CONSTRAINT "public_request_counts_key" DO UPDATE SET "requests" = c."requests" + excluded."requests";
	ELSE
		DELETE FROM "public_request_counts";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_request_counts_insert" AFTER INSERT ON "donation_requests"
	REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "public_request_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "public_request_counts_update" AFTER UPDATE ON "donation_requests"
	REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "public_request_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "public_request_counts_delete" AFTER DELETE ON "donation_requests"
	REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "public_request_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "public_request_counts_truncate" AFTER TRUNCATE ON "donation_requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "public_request_counts_apply"();
--> statement-breakpoint
INSERT INTO "public_request_counts" ("creator_type", "request_type", "region", "source_of_creation", "status", "requests")
SELECT "creator_type", "request_type", "region", "source_of_creation", "status", count(*) FROM "donation_requests" WHERE NOT "is_private" AND "status" IN (1, 2, -4) AND "acceptance_status" <> -1 GROUP BY "creator_type", "request_type", "region", "source_of_creation", "status";
