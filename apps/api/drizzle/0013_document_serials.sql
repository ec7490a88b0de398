CREATE TABLE "document_serials" (
	"kind" text NOT NULL,
	"year_start" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_serials_kind_year_start_pk" PRIMARY KEY("kind","year_start")
);
