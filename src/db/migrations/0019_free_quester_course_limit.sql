-- A free Quester keeps up to 5 courses (spec §1: "free (up to 5 courses, none published)"; FREE_QUESTER_COURSE_LIMIT
-- in src/domain/plans.ts). Checked in the database, whoever writes: a 6th course of a free Quester (inserted, or
-- moved to them) is refused with a check violation. The Quester's row is locked first, so two writers adding a
-- course at once are counted one after the other. A Quester who downgrades keeps the courses they already have.
CREATE FUNCTION free_quester_course_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quester_plan varchar;
  owned bigint;
BEGIN
  IF NEW.instructor_id IS NULL OR (TG_OP = 'UPDATE' AND NEW.instructor_id IS NOT DISTINCT FROM OLD.instructor_id) THEN
    RETURN NEW;
  END IF;
  SELECT i.plan INTO quester_plan FROM instructors i WHERE i.id = NEW.instructor_id;
  IF quester_plan IS DISTINCT FROM 'free' THEN
    RETURN NEW;
  END IF;
  -- Only a free Quester's row is locked (then read again: the plan may have changed meanwhile).
  SELECT i.plan INTO quester_plan FROM instructors i WHERE i.id = NEW.instructor_id FOR UPDATE;
  IF quester_plan IS DISTINCT FROM 'free' THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO owned FROM courses c WHERE c.instructor_id = NEW.instructor_id;
  IF owned >= 5 THEN
    RAISE EXCEPTION 'free_quester_course_limit: a free Quester keeps up to 5 courses'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER free_quester_course_limit BEFORE INSERT OR UPDATE OF instructor_id ON courses
  FOR EACH ROW EXECUTE FUNCTION free_quester_course_limit();
