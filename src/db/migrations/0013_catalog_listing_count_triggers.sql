-- Keeps catalog_listing_counts and catalog_rating_totals (0012) in step with courses and course_states, in the
-- transaction of each write, whoever writes. Statement-level triggers with transition tables, so a bulk insert
-- (the seed) is one grouped upsert, not one per row. Then fills both from the rows already there.

CREATE FUNCTION catalog_listing_counts_states_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_listing_counts AS t (state_code, type, industry_id, specialty_id, provider_id, course_count)
  SELECT n.state_code, c.type, c.industry_id, c.specialty_id, c.provider_id, count(*)::int
  FROM new_rows n JOIN courses c ON c.id = n.course_id
  WHERE c.visibility = 'marketplace'
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (state_code, type, industry_id, specialty_id, provider_id)
  DO UPDATE SET course_count = t.course_count + excluded.course_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows deleted with their course (ON DELETE CASCADE) find no course here: courses' own trigger counted them out.
CREATE FUNCTION catalog_listing_counts_states_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_listing_counts t SET course_count = t.course_count - d.n
  FROM (
    SELECT o.state_code, c.type, c.industry_id, c.specialty_id, c.provider_id, count(*)::int AS n
    FROM old_rows o JOIN courses c ON c.id = o.course_id
    WHERE c.visibility = 'marketplace'
    GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE t.state_code = d.state_code AND t.type = d.type AND t.industry_id = d.industry_id
    AND t.specialty_id = d.specialty_id AND t.provider_id = d.provider_id;
  DELETE FROM catalog_listing_counts WHERE course_count <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_listing_counts_states_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_listing_counts t SET course_count = t.course_count - d.n
  FROM (
    SELECT o.state_code, c.type, c.industry_id, c.specialty_id, c.provider_id, count(*)::int AS n
    FROM old_rows o JOIN courses c ON c.id = o.course_id
    WHERE c.visibility = 'marketplace'
    GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE t.state_code = d.state_code AND t.type = d.type AND t.industry_id = d.industry_id
    AND t.specialty_id = d.specialty_id AND t.provider_id = d.provider_id;
  INSERT INTO catalog_listing_counts AS t (state_code, type, industry_id, specialty_id, provider_id, course_count)
  SELECT n.state_code, c.type, c.industry_id, c.specialty_id, c.provider_id, count(*)::int
  FROM new_rows n JOIN courses c ON c.id = n.course_id
  WHERE c.visibility = 'marketplace'
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (state_code, type, industry_id, specialty_id, provider_id)
  DO UPDATE SET course_count = t.course_count + excluded.course_count;
  DELETE FROM catalog_listing_counts WHERE course_count <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A course's listing key (type, industry, specialty, provider) or visibility changed: out of the old key, into the new.
CREATE FUNCTION catalog_listing_counts_courses_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (prices, reviews) change no key: nothing to do.
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.type, o.industry_id, o.specialty_id, o.provider_id, o.visibility = 'marketplace')
      IS DISTINCT FROM (n.type, n.industry_id, n.specialty_id, n.provider_id, n.visibility = 'marketplace')
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE catalog_listing_counts t SET course_count = t.course_count - d.n
  FROM (
    SELECT cs.state_code, o.type, o.industry_id, o.specialty_id, o.provider_id, count(*)::int AS n
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN course_states cs ON cs.course_id = o.id
    WHERE o.visibility = 'marketplace'
      AND (o.type, o.industry_id, o.specialty_id, o.provider_id, o.visibility = 'marketplace')
        IS DISTINCT FROM (n.type, n.industry_id, n.specialty_id, n.provider_id, n.visibility = 'marketplace')
    GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE t.state_code = d.state_code AND t.type = d.type AND t.industry_id = d.industry_id
    AND t.specialty_id = d.specialty_id AND t.provider_id = d.provider_id;
  INSERT INTO catalog_listing_counts AS t (state_code, type, industry_id, specialty_id, provider_id, course_count)
  SELECT cs.state_code, n.type, n.industry_id, n.specialty_id, n.provider_id, count(*)::int
  FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN course_states cs ON cs.course_id = n.id
  WHERE n.visibility = 'marketplace'
    AND (o.type, o.industry_id, o.specialty_id, o.provider_id, o.visibility = 'marketplace')
      IS DISTINCT FROM (n.type, n.industry_id, n.specialty_id, n.provider_id, n.visibility = 'marketplace')
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (state_code, type, industry_id, specialty_id, provider_id)
  DO UPDATE SET course_count = t.course_count + excluded.course_count;
  DELETE FROM catalog_listing_counts WHERE course_count <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before the course goes (its course_states rows are still there; the cascade that removes them finds no course).
CREATE FUNCTION catalog_listing_counts_course_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.visibility = 'marketplace' THEN
    UPDATE catalog_listing_counts t SET course_count = t.course_count - 1
    FROM course_states cs
    WHERE cs.course_id = OLD.id AND t.state_code = cs.state_code AND t.type = OLD.type
      AND t.industry_id = OLD.industry_id AND t.specialty_id = OLD.specialty_id AND t.provider_id = OLD.provider_id;
    DELETE FROM catalog_listing_counts WHERE course_count <= 0;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_listing_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_listing_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_rating_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_count bigint := 0;
  d_sum numeric := 0;
  part_count bigint;
  part_sum numeric;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(sum(reviews_count), 0), coalesce(sum(reviews_average * reviews_count), 0)
      INTO part_count, part_sum FROM old_rows WHERE reviews_count > 0;
    d_count := d_count - part_count;
    d_sum := d_sum - part_sum;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT coalesce(sum(reviews_count), 0), coalesce(sum(reviews_average * reviews_count), 0)
      INTO part_count, part_sum FROM new_rows WHERE reviews_count > 0;
    d_count := d_count + part_count;
    d_sum := d_sum + part_sum;
  END IF;
  IF d_count <> 0 OR d_sum <> 0 THEN
    INSERT INTO catalog_rating_totals AS t (id, reviews_count, weighted_sum) VALUES (1, d_count, d_sum)
    ON CONFLICT (id) DO UPDATE
      SET reviews_count = t.reviews_count + excluded.reviews_count, weighted_sum = t.weighted_sum + excluded.weighted_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_rating_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_rating_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_listing_counts_states_insert AFTER INSERT ON course_states
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_counts_states_insert();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_counts_states_delete AFTER DELETE ON course_states
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_counts_states_delete();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_counts_states_update AFTER UPDATE ON course_states
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_counts_states_update();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_counts_states_truncate AFTER TRUNCATE ON course_states
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_counts_clear();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_counts_courses_update AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_counts_courses_update();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_counts_course_delete BEFORE DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION catalog_listing_counts_course_delete();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_counts_courses_truncate AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_counts_clear();
--> statement-breakpoint
CREATE TRIGGER catalog_rating_totals_insert AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_rating_totals_apply();
--> statement-breakpoint
CREATE TRIGGER catalog_rating_totals_update AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rating_totals_apply();
--> statement-breakpoint
CREATE TRIGGER catalog_rating_totals_delete AFTER DELETE ON courses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_rating_totals_apply();
--> statement-breakpoint
CREATE TRIGGER catalog_rating_totals_truncate AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rating_totals_clear();
--> statement-breakpoint
INSERT INTO catalog_listing_counts (state_code, type, industry_id, specialty_id, provider_id, course_count)
SELECT cs.state_code, c.type, c.industry_id, c.specialty_id, c.provider_id, count(*)::int
FROM course_states cs JOIN courses c ON c.id = cs.course_id
WHERE c.visibility = 'marketplace'
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO catalog_rating_totals (id, reviews_count, weighted_sum)
SELECT 1, coalesce(sum(reviews_count), 0), coalesce(sum(reviews_average * reviews_count), 0)
FROM courses WHERE reviews_count > 0;
