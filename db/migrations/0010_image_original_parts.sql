-- An upload's file is kept in parts (db/schema.ts image_original_parts, decision 042): on the
-- embedded database one statement holds the event loop for as long as its bytes take. The files
-- already stored move over as one part each.
CREATE TABLE "image_original_parts" (
	"image_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_original_parts_image_id_part_pk" PRIMARY KEY("image_id","part")
);
--> statement-breakpoint
ALTER TABLE "image_original_parts" ADD CONSTRAINT "image_original_parts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "image_original_parts" ("image_id", "part", "bytes") SELECT "id", 0, "original" FROM "images";--> statement-breakpoint
ALTER TABLE "images" DROP COLUMN "original";