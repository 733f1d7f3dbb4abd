CREATE TABLE "global_gram_frequency" (
	"gram" integer PRIMARY KEY NOT NULL,
	"messages" integer NOT NULL
);
