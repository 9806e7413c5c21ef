ALTER TABLE "courses" ADD COLUMN "own_visibility" varchar(12);--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "plan" varchar(8) DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "product" varchar(16) DEFAULT 'migrant' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "subject_id" varchar(80);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_subject_idx" ON "subscriptions" USING btree ("product","subject_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_quantity_check" CHECK ("subscriptions"."quantity" >= 1);--> statement-breakpoint
-- Quester plans cap their courses' visibility (spec §1, §4): free → unpublished, basic → link only, plus →
-- the course's own. `courses.visibility` stays the one column every reader filters on (listings, counts and
-- their triggers of 0013, search, sitemap, direct links); it is now the EFFECTIVE visibility, computed here from
-- `own_visibility` and the Quester's plan, whoever writes. A writer that sets `visibility` sets the course's
-- own visibility (so the seed and older code keep working); a plan change re-caps the Quester's courses in the
-- same transaction, and 0013's statement trigger moves them in or out of the listing counts.
CREATE FUNCTION quester_capped_visibility(own varchar, plan varchar) RETURNS varchar
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN own NOT IN ('marketplace', 'link_only') OR plan IS NULL OR plan = 'plus' THEN own
    WHEN plan = 'basic' THEN 'link_only'
    ELSE 'unpublished'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION courses_effective_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.own_visibility IS NOT DISTINCT FROM OLD.own_visibility
     AND NEW.visibility IS DISTINCT FROM OLD.visibility THEN
    NEW.own_visibility := NEW.visibility;
  END IF;
  NEW.own_visibility := coalesce(NEW.own_visibility, NEW.visibility);
  NEW.visibility := quester_capped_visibility(
    NEW.own_visibility, (SELECT i.plan FROM instructors i WHERE i.id = NEW.instructor_id));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_effective_visibility BEFORE INSERT OR UPDATE OF visibility, own_visibility, instructor_id
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_effective_visibility();
--> statement-breakpoint
-- Setting visibility to the own one makes the trigger above cap it again with the new plan.
CREATE FUNCTION instructors_plan_recap_courses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET visibility = own_visibility WHERE instructor_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER instructors_plan_recap_courses AFTER UPDATE OF plan ON instructors
  FOR EACH ROW WHEN (OLD.plan IS DISTINCT FROM NEW.plan) EXECUTE FUNCTION instructors_plan_recap_courses();
--> statement-breakpoint
-- Questers already on the site keep their courses where they were (the plan they had before plans existed).
UPDATE instructors SET plan = 'plus';
--> statement-breakpoint
UPDATE courses SET own_visibility = visibility;
