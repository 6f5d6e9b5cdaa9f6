CREATE TABLE "assistant_escalations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_escalations_group_known" CHECK ("assistant_escalations"."group" in ('unconscious', 'breathing', 'anaphylaxis', 'heart', 'stroke', 'bleeding', 'seizure', 'suicide', 'poisoning', 'childDanger', 'obstetric', 'meningitis', 'sepsis', 'headInjury', 'burns', 'diabetic', 'ectopic', 'vision', 'torsion'))
);
--> statement-breakpoint
CREATE INDEX "assistant_escalations_created_at_idx" ON "assistant_escalations" USING btree ("created_at");