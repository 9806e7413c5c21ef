-- 0013's check "did any listing key change?" was an EXISTS over old_rows ⋈ new_rows: planned for the first row
-- (a nested loop over two unindexed transition tables), it compared every pair when nothing changed, so one
-- UPDATE of 7,800 courses (the seed's review totals at 100x) ran past PostgreSQL's statement timeout. A count
-- over the same join is planned as a hash join.
CREATE OR REPLACE FUNCTION catalog_listing_counts_courses_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  -- Most updates (prices, reviews) change no key: nothing to do.
  SELECT count(*) INTO changed FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.type, o.industry_id, o.specialty_id, o.provider_id, o.visibility = 'marketplace')
    IS DISTINCT FROM (n.type, n.industry_id, n.specialty_id, n.provider_id, n.visibility = 'marketplace');
  IF changed = 0 THEN
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
