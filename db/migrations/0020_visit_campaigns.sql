CREATE TABLE "visit_campaigns" (
	"day" date NOT NULL,
	"campaign" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_campaigns_day_campaign_pk" PRIMARY KEY("day","campaign")
);
